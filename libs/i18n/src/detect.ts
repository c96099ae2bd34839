import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** `zh-CN` → `zh`, `ja-JP` → `ja`; undefined for a language the console does not have. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The language to start in: the `language` cookie, else the first browser language the console has,
 * else English.
 */
export function detectLanguage(
  cookieValue: string | null | undefined,
  navigatorLanguages: readonly string[] = [],
): Language {
  const fromCookie = toLanguage(cookieValue);
  if (fromCookie) return fromCookie;
  for (const tag of navigatorLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
