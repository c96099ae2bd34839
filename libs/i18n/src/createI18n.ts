import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './namespaces';
import type { Language } from './languages';

/**
 * A fresh i18next instance for one app (or one test), already initialised with the language's
 * resources, so the first render is synchronous.
 */
export function createI18n(language: Language, resources: ResourceLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    // A copy: i18next adds later namespaces to this object, which is a language chunk's own export.
    resources: { [language]: { ...resources } },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
