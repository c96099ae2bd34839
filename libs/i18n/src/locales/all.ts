import en from './en/index';
import es from './es/index';
import ja from './ja/index';
import zh from './zh/index';

/**
 * Every namespace in every language, for the server: it labels the columns and values of exports
 * and import templates with the console's own texts (the console loads these per language, lazily).
 */
export const LOCALE_BUNDLES = { zh, en, es, ja };
