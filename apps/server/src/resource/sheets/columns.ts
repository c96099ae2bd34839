import type { Database } from '../../db/client';
import type { Language } from '../../i18n/catalog';
import type { Visibility } from '../../org/company-scope';
import type { ReferenceLookup, SheetDeclaration, SheetReference, SpreadKey } from './declaration';
import { comparable, consoleText, prefixCodec, textsInAllLanguages, type ValueCodec } from './labels';

/** Internal columns an export leaves out (the import never needs them). */
const INTERNAL = new Set(['id', 'company_id', 'version']);

export type ColumnRole =
  | { kind: 'plain' }
  | { kind: 'enum'; codec: ValueCodec }
  | { kind: 'reference'; reference: ReferenceLookup }
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
  /** Loads what `value` needs for a batch of rows (the names of referenced ids) before it is asked. */
  load?(db: Database, dtos: readonly Dto[]): Promise<void>;
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

/** A translated enumeration value (`in_use` → "In use"), item by item for an array, or the value itself. */
export function enumLabel(language: Language, codec: ValueCodec, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => enumLabel(language, codec, item));
  if ((typeof value !== 'string' && typeof value !== 'number') || value === '') return value;
  return codec.label(language, String(value)) ?? value;
}

/** A boolean as the console writes it ("Yes" / "No" in the language); anything else as it is. */
export function plainValue(language: Language, value: unknown): unknown {
  if (typeof value !== 'boolean') return value;
  return consoleText(language, value ? 'resource:yes' : 'resource:no') ?? String(value);
}

function idsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter((item): item is number => typeof item === 'number' && item > 0);
}

/** A reference column's value: the DTO's `show` field, or the loaded names of its id(s). */
function referenceColumn<Dto>(key: string, header: string, names: ReadonlySet<string>, reference: SheetReference<Dto>): SheetColumn<Dto> {
  // A reference column is read through a contravariant resolver: the role keeps it untyped.
  const role: ColumnRole = { kind: 'reference', reference: { many: reference.many, resolve: (ctx, text) => reference.resolve(ctx, text) } };
  if ('show' in reference) {
    const show = reference.show;
    return { key, header, names, role, value: (dto) => read(dto, show) };
  }
  const loaded = new Map<number, string>();
  return {
    key,
    header,
    names,
    role,
    value: (dto) => {
      const texts = idsOf(read(dto, key)).map((id) => loaded.get(id) ?? String(id));
      return reference.many ? texts : texts[0];
    },
    load: async (db, dtos) => {
      loaded.clear();
      const ids = [...new Set(dtos.flatMap((dto) => idsOf(read(dto, key))))];
      if (ids.length === 0) return;
      for (const [id, text] of await reference.names(db, ids)) loaded.set(id, text);
    },
  };
}

/**
 * The columns of a resource's sheets for one language and caller: translated headers, enumerations
 * and booleans, references by code or name, one column per custom attribute, no internal ids.
 */
export async function sheetColumns<Dto>(
  declaration: SheetDeclaration<Dto>,
  language: Language,
  scope: { db: Database; visibility: Visibility },
): Promise<SheetColumn<Dto>[]> {
  const labels = declaration.labels;
  const references: Readonly<Partial<Record<string, SheetReference<Dto>>>> = declaration.references ?? {};
  const values: Readonly<Partial<Record<string, string | ValueCodec>>> = declaration.values ?? {};
  const kept = new Set<string>(declaration.keep ?? []);
  const shown = new Set(Object.values(references).flatMap((reference) => (reference && 'show' in reference ? [reference.show] : [])));
  const label = (key: string) => consoleText(language, fieldPath(labels, key)) ?? key;
  const columns: SheetColumn<Dto>[] = [];
  for (const key of declaration.columns) {
    const reference = references[key];
    if (reference) {
      columns.push(referenceColumn(key, label(key), namesOf(labels, 'show' in reference ? [key, reference.show] : [key]), reference));
      continue;
    }
    if (shown.has(key) || (!kept.has(key) && (INTERNAL.has(key) || /_ids?$/.test(key)))) continue;
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
    const declared = values[key];
    if (declared) {
      const codec = typeof declared === 'string' ? prefixCodec(declared) : declared;
      columns.push({ key, header: label(key), names: namesOf(labels, [key]), role: { kind: 'enum', codec }, value: (dto) => enumLabel(language, codec, read(dto, key)) });
      continue;
    }
    columns.push({ key, header: label(key), names: namesOf(labels, [key]), role: { kind: 'plain' }, value: (dto) => plainValue(language, read(dto, key)) });
  }
  return columns;
}

/** The columns an import reads and its template writes: the export's, then the import-only fields. */
export async function importColumns<Dto>(
  declaration: SheetDeclaration<Dto>,
  language: Language,
  scope: { db: Database; visibility: Visibility },
): Promise<SheetColumn<Dto>[]> {
  const columns = await sheetColumns(declaration, language, scope);
  const labels = declaration.labels;
  for (const key of declaration.importOnly ?? []) {
    columns.push({ key, header: consoleText(language, fieldPath(labels, key)) ?? key, names: namesOf(labels, [key]), role: { kind: 'plain' }, value: () => undefined });
  }
  return columns;
}
