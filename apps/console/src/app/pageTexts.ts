import { DEFAULT_LANGUAGE, ensureLanguage, toLanguage, type I18n, type Language } from '@om/i18n';

export const currentLanguage = (i18n: I18n): Language => toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;

/**
 * Every namespace of the current language: the modules' pages (and the print page) wait for it before
 * they show; the sign-in page, the shell and its landing page do with fewer (i18n's `boot` and
 * `signedIn` parts), so their first load does not carry every module's texts.
 */
export const completeLanguage = (i18n: I18n): Promise<void> => ensureLanguage(i18n, currentLanguage(i18n));
