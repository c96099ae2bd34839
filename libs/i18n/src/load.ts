import type { ResourceLanguage } from 'i18next';
import type { Language } from './languages';

/**
 * `all`: every namespace (one chunk per language); `boot`: only BOOT_NAMESPACES, a small chunk for the
 * first page; `signedIn`: only SIGNED_IN_NAMESPACES, what the signed-in shell and its landing page add.
 */
export type LanguagePart = 'all' | 'boot' | 'signedIn';

type PartLoaders = Record<LanguagePart, () => Promise<{ default: ResourceLanguage }>>;

// Literal import paths, so that the bundler makes each part of each language a chunk of its own.
const LOADERS: Record<Language, PartLoaders> = {
  zh: { all: () => import('./locales/zh/index'), boot: () => import('./locales/zh/boot'), signedIn: () => import('./locales/zh/signedIn') },
  en: { all: () => import('./locales/en/index'), boot: () => import('./locales/en/boot'), signedIn: () => import('./locales/en/signedIn') },
  es: { all: () => import('./locales/es/index'), boot: () => import('./locales/es/boot'), signedIn: () => import('./locales/es/signedIn') },
  ja: { all: () => import('./locales/ja/index'), boot: () => import('./locales/ja/boot'), signedIn: () => import('./locales/ja/signedIn') },
};

/** The namespaces of one part of one language, each a lazily loaded chunk. */
export async function loadLanguage(language: Language, part: LanguagePart = 'all'): Promise<ResourceLanguage> {
  return (await LOADERS[language][part]()).default;
}
