import type { Language } from './languages';

export const LANGUAGE_COOKIE = 'language';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function readLanguageCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${LANGUAGE_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`;
}
