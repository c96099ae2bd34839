import type { Database } from '../../db/client';
import type { Language } from '../../i18n/catalog';
import type { Visibility } from '../../org/company-scope';
import type { SheetDeclaration, SheetReference, SpreadKey } from './declaration';
import { comparable, consoleText, textsInAllLanguages } from './labels';

/** Internal columns a labelled export leaves out (the import never needs them). */
const INTERNAL = new Set(['id', 'company_id', 'version']);

export type ColumnRole =
  | { kind: 'plain' }
  | { kind: 'enum'; prefix: string }
  | { kind: 'reference'; reference: SheetReference<never> }
  | { kind: 'spread'; field: string; attribute: SpreadKey };

/** One column of a sheet: its header in the file's language, the headers the import recognises, its value. */
export interface SheetColumn<Dto> {
  /** The create-body field it fills (`code`, `type_id`) or `<field>.<key>` for a custom attribute. */
  key: string;
  header: string;
  /** Comparable header texts the import takes for this column (every language, the key). */
  names: ReadonlySet<string>;
  role: ColumnRole;
  value(dto: Dto): unknown;
}

type Labels = { ns: string; name: string };

function fieldPath(labels: Labels, key: string): string {
  return `${labels.ns}:resources.${labels.name}.fields.${key}`;
}

function namesOf(labels: Labels, keys: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const key of keys) {
    names.add(comparable(key));
    for (const text of textsInAllLanguages(fieldPath(labels, key))) names.add(comparable(text));
  }
  return names;
}

function read(dto: unknown, key: string): unknown {
  return typeof dto === 'object' && dto !== null ? Reflect.get(dto, key) : undefined;
}

/** A translated enumeration value (`in_use` → "In use"), or the value itself. */
export function enumLabel(language: Language, prefix: string, value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  return consoleText(language, `${prefix}.${value}`) ?? value;
}

/**
 * The columns of a resource's sheets for one language and caller. Without `labels` they are the
 * declared keys with raw values (as before); with `labels`: translated headers and enumerations,
 * references by code or name, one column per custom attribute, no internal ids.
 */
export async function sheetColumns<Dto>(
  declaration: SheetDeclaration<Dto>,
  language: Language,
  scope: { db: Database; visibility: Visibility },
): Promise<SheetColumn<Dto>[]> {
  const labels = declaration.labels;
  if (!labels) {
    return declaration.columns.map((key) => ({ key, header: key, names: new Set([comparable(key)]), role: { kind: 'plain' }, value: (dto) => read(dto, key) }));
  }
  const references: Readonly<Partial<Record<string, SheetReference<Dto>>>> = declaration.references ?? {};
  const values: Readonly<Partial<Record<string, string>>> = declaration.values ?? {};
  const shown = new Set(Object.values(references).flatMap((reference) => (reference ? [reference.show] : [])));
  const label = (key: string) => consoleText(language, fieldPath(labels, key)) ?? key;
  const columns: SheetColumn<Dto>[] = [];
  for (const key of declaration.columns) {
    const reference = references[key];
    if (INTERNAL.has(key) || shown.has(key)) continue;
    if (reference) {
      const show = reference.show;
      // A reference column is read through a contravariant resolver: the role keeps it untyped.
      const role: ColumnRole = { kind: 'reference', reference: { show, resolve: (ctx, text) => reference.resolve(ctx, text) } };
      columns.push({ key, header: label(key), names: namesOf(labels, [key, show]), role, value: (dto) => read(dto, show) });
      continue;
    }
    if (/_ids?$/.test(key)) continue;
    if (declaration.spread?.field === key) {
      const attributes = await declaration.spread.keys(scope.db, scope.visibility);
      const counts = new Map<string, number>();
      for (const attribute of attributes) counts.set(comparable(attribute.label), (counts.get(comparable(attribute.label)) ?? 0) + 1);
      for (const attribute of attributes) {
        // Two types may use one label for different keys: the key tells them apart.
        const header = (counts.get(comparable(attribute.label)) ?? 0) > 1 ? `${attribute.label} (${attribute.key})` : attribute.label;
        const names = new Set([comparable(header), comparable(`${key}.${attribute.key}`)]);
        if ((counts.get(comparable(attribute.label)) ?? 0) === 1) names.add(comparable(attribute.label));
        columns.push({ key: `${key}.${attribute.key}`, header, names, role: { kind: 'spread', field: key, attribute }, value: (dto) => read(read(dto, key), attribute.key) });
      }
      continue;
    }
    const prefix = values[key];
    if (prefix) {
      columns.push({ key, header: label(key), names: namesOf(labels, [key]), role: { kind: 'enum', prefix }, value: (dto) => enumLabel(language, prefix, read(dto, key)) });
      continue;
    }
    columns.push({ key, header: label(key), names: namesOf(labels, [key]), role: { kind: 'plain' }, value: (dto) => read(dto, key) });
  }
  return columns;
}
