import type { ResourceLanguage } from 'i18next';
import type { Language } from './languages';

/** Every namespace of one language; each language is one lazily loaded chunk. */
export async function loadLanguage(language: Language): Promise<ResourceLanguage> {
  switch (language) {
    case 'zh':
      return (await import('./locales/zh/index')).default;
    case 'es':
      return (await import('./locales/es/index')).default;
    case 'ja':
      return (await import('./locales/ja/index')).default;
    case 'en':
      return (await import('./locales/en/index')).default;
  }
}
