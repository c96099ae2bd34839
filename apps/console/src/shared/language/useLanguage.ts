import { useCallback } from 'react';
import { DEFAULT_LANGUAGE, changeLanguage, toLanguage, useTranslation, type Language } from '@om/i18n';

/** The current language and the switch of the language menus. */
export function useLanguage(): { current: Language; select(language: Language): void } {
  const { i18n } = useTranslation();
  // A language chunk that fails to load leaves the current language in place.
  const select = useCallback((language: Language) => void changeLanguage(i18n, language).catch(() => undefined), [i18n]);
  return { current: toLanguage(i18n.language) ?? DEFAULT_LANGUAGE, select };
}
