import { LOCALE_BUNDLES } from '@om/i18n/locales';
import { LANGUAGES, type Language } from '../../i18n/catalog';
import { isRecord } from '@om/core';

/** The console's text at `ns:a.b.c` in `language`, or undefined when it has none. */
export function consoleText(language: Language, path: string): string | undefined {
  const [ns = '', key = ''] = path.split(':');
  let current: unknown = Reflect.get(LOCALE_BUNDLES[language], ns);
  for (const part of key.split('.')) current = isRecord(current) ? current[part] : undefined;
  return typeof current === 'string' ? current : undefined;
}

/** The texts at `path` in all four languages (for reading what any of them wrote). */
export function textsInAllLanguages(path: string): string[] {
  return LANGUAGES.flatMap((language) => consoleText(language, path) ?? []);
}

/** How the import compares a header or a value: case, surrounding and repeated spaces do not matter. */
export function comparable(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The texts under `ns:a.b` in `language` (an enumeration's values → labels), or an empty object. */
export function consoleTexts(language: Language, path: string): Record<string, string> {
  const [ns = '', key = ''] = path.split(':');
  let current: unknown = Reflect.get(LOCALE_BUNDLES[language], ns);
  for (const part of key.split('.')) current = isRecord(current) ? current[part] : undefined;
  const texts: Record<string, string> = {};
  if (isRecord(current)) for (const [name, text] of Object.entries(current)) if (typeof text === 'string') texts[name] = text;
  return texts;
}

const enumIndexes = new Map<string, Map<string, string>>();

/** comparable(value or its label in any language) → value, for the enumeration whose labels are at `prefix`. */
export function enumIndex(prefix: string): ReadonlyMap<string, string> {
  let index = enumIndexes.get(prefix);
  if (!index) {
    index = new Map();
    for (const language of LANGUAGES) {
      for (const [value, text] of Object.entries(consoleTexts(language, prefix))) {
        index.set(comparable(value), value);
        index.set(comparable(text), value);
      }
    }
    enumIndexes.set(prefix, index);
  }
  return index;
}

/** How an enumeration's values are written and read: its label in a language, and every label of any language → the value. */
export interface ValueCodec {
  label(language: Language, value: string): string | undefined;
  index(): ReadonlyMap<string, string>;
}

/** The values whose labels are at `<prefix>.<value>` (`device:status` → `device:status.in_use`). */
export function prefixCodec(prefix: string): ValueCodec {
  return { label: (language, value) => consoleText(language, `${prefix}.${value}`), index: () => enumIndex(prefix) };
}
