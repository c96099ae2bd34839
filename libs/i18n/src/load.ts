import type { ResourceLanguage } from 'i18next';
import type { Language } from './languages';

/** `all`: every namespace (one chunk per language); `boot`: only BOOT_NAMESPACES, a small chunk for the first page. */
export type LanguagePart = 'all' | 'boot';

/** The namespaces of one language; each language (and its boot part) is one lazily loaded chunk. */
export async function loadLanguage(language: Language, part: LanguagePart = 'all'): Promise<ResourceLanguage> {
  const boot = part === 'boot';
  switch (language) {
    case 'zh':
      return (boot ? await import('./locales/zh/boot') : await import('./locales/zh/index')).default;
    case 'es':
      return (boot ? await import('./locales/es/boot') : await import('./locales/es/index')).default;
    case 'ja':
      return (boot ? await import('./locales/ja/boot') : await import('./locales/ja/index')).default;
    case 'en':
      return (boot ? await import('./locales/en/boot') : await import('./locales/en/index')).default;
  }
}
