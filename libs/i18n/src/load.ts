import type { ResourceLanguage } from 'i18next';
import type { Language } from './languages';

/**
 * `all`: every namespace (one chunk per language); `boot`: only BOOT_NAMESPACES, a small chunk for the
 * first page; `signedIn`: only SIGNED_IN_NAMESPACES, what the signed-in shell and its landing page add.
 */
export type LanguagePart = 'all' | 'boot' | 'signedIn';

/** The namespaces of one language; each language (and each of its parts) is one lazily loaded chunk. */
export async function loadLanguage(language: Language, part: LanguagePart = 'all'): Promise<ResourceLanguage> {
  switch (language) {
    case 'zh':
      return (part === 'boot' ? await import('./locales/zh/boot') : part === 'signedIn' ? await import('./locales/zh/signedIn') : await import('./locales/zh/index')).default;
    case 'es':
      return (part === 'boot' ? await import('./locales/es/boot') : part === 'signedIn' ? await import('./locales/es/signedIn') : await import('./locales/es/index')).default;
    case 'ja':
      return (part === 'boot' ? await import('./locales/ja/boot') : part === 'signedIn' ? await import('./locales/ja/signedIn') : await import('./locales/ja/index')).default;
    case 'en':
      return (part === 'boot' ? await import('./locales/en/boot') : part === 'signedIn' ? await import('./locales/en/signedIn') : await import('./locales/en/index')).default;
  }
}
