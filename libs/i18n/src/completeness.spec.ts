import zh from './locales/zh/index';
import en from './locales/en/index';
import es from './locales/es/index';
import ja from './locales/ja/index';
import { NAMESPACES } from './namespaces';
import { LANGUAGES, type Language } from './languages';

const catalogues: Record<Language, Record<string, unknown>> = { zh, en, es, ja };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; a non-string leaf is kept so the test can report it. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** i18next plural keys (`x_one`, `x_other`) count as one key `x`; each language needs its own plural forms. */
function baseKeys(flat: Map<string, unknown>): Set<string> {
  return new Set([...flat.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function pluralBases(flat: Map<string, unknown>): Set<string> {
  return new Set([...flat.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const flat = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(catalogues[lng][namespace] ?? {})]));
  const allBases = [...new Set(LANGUAGES.flatMap((lng) => [...baseKeys(flat[lng])]))].sort();
  const plural = new Set(LANGUAGES.flatMap((lng) => [...pluralBases(flat[lng])]));

  it.each(LANGUAGES)('%s has every key, each a non-empty string', (lng) => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const problems = allBases.flatMap((base) => {
      const keys = plural.has(base) ? categories.map((category) => `${base}_${category}`) : [base];
      return keys.flatMap((key) => {
        const value = flat[lng].get(key);
        if (value === undefined) return [`missing ${key}`];
        if (typeof value !== 'string' || value.trim() === '') return [`empty ${key}`];
        return [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('uses the same interpolation placeholders in every language', () => {
    const reference = (key: string) => flat['en'].get(key) ?? flat['en'].get(`${key}_other`);
    const problems = allBases.flatMap((base) => {
      const expected = JSON.stringify(placeholders(String(reference(base) ?? '')));
      return LANGUAGES.filter((lng) => {
        const value = flat[lng].get(base) ?? flat[lng].get(`${base}_other`);
        return JSON.stringify(placeholders(String(value ?? ''))) !== expected;
      }).map((lng) => `${lng} ${base}`);
    });
    expect(problems).toEqual([]);
  });
});

it('every language declares exactly the known namespaces', () => {
  for (const lng of LANGUAGES) expect(Object.keys(catalogues[lng]).sort()).toEqual([...NAMESPACES].sort());
});
