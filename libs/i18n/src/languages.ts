/** The interface languages, in the order the language menu lists them. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language names itself, so the menu reads the same whatever the current language is. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

/** The value for `<html lang>` and Intl formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en',
  es: 'es',
  ja: 'ja',
};

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}
