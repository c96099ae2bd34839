import type { i18n } from 'i18next';
import { writeLanguageCookie } from './cookie';
import { LANGUAGE_TAGS, type Language } from './languages';
import { loadLanguage } from './load';
import { BOOT_NAMESPACES, NAMESPACES, SIGNED_IN_NAMESPACES } from './namespaces';

/**
 * Loads the namespaces of the language's part unless they are there already (after a boot-only start):
 * `all` every namespace, `signedIn` the signed-in shell's (SIGNED_IN_NAMESPACES) on top of the boot ones.
 */
export async function ensureLanguage(instance: i18n, language: Language, part: 'all' | 'signedIn' = 'all'): Promise<void> {
  const has = (namespace: string) => instance.hasResourceBundle(language, namespace);
  const wanted: readonly string[] = part === 'all' ? NAMESPACES : [...BOOT_NAMESPACES, ...SIGNED_IN_NAMESPACES];
  if (wanted.every(has)) return;
  // The signed-in part completes a boot start; without the boot namespaces, the whole language loads.
  const resources = await loadLanguage(language, part === 'signedIn' && BOOT_NAMESPACES.every(has) ? 'signedIn' : 'all');
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
