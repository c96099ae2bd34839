export * from './languages';
export * from './namespaces';
export { detectLanguage, toLanguage } from './detect';
export { LANGUAGE_COOKIE, readLanguageCookie, writeLanguageCookie } from './cookie';
export { loadLanguage, type LanguagePart } from './load';
export { createI18n } from './createI18n';
export { changeLanguage, ensureLanguage, applyDocumentLanguage } from './changeLanguage';
export * from './react';
export * from './format';
