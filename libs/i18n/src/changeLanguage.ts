import type { i18n } from 'i18next';
import { writeLanguageCookie } from './cookie';
import { LANGUAGE_TAGS, type Language } from './languages';
import { loadLanguage } from './load';
import { NAMESPACES } from './namespaces';

/** Loads every namespace of the language unless all are there already (after a boot-only start). */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (NAMESPACES.every((namespace) => instance.hasResourceBundle(language, namespace))) return;
  const resources = await loadLanguage(language);
  for (const [namespace, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Loads the language's chunk when it is not loaded yet, switches to it and remembers it in the cookie. */
export async function changeLanguage(instance: i18n, language: Language): Promise<void> {
  await ensureLanguage(instance, language);
  await instance.changeLanguage(language);
  writeLanguageCookie(language);
  applyDocumentLanguage(language);
}

export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
}
