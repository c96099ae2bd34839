import type { Language } from '../../i18n/catalog';
import { translate } from '../../i18n/catalog';
import type { CellType } from '../contract-schemas';
import { type CellValue, cellText, isBlank } from './cells';
import type { SheetColumn } from './columns';
import type { Resolution } from './declaration';
import { comparable, textsInAllLanguages, type ValueCodec } from './labels';

/** One problem of a row: the column's label (as the file's header has it) and the reason. */
export interface RowProblem {
  field: string;
  message: string;
}

/** A header cell matched to a column: `raw` when the header was the bare key (`type_id`). */
export interface MatchedColumn<Dto> {
  index: number;
  /** The header cell as the file writes it. */
  header: string;
  column: SheetColumn<Dto>;
  raw: boolean;
  type: CellType | undefined;
  /** False for what only the export writes (created, counts): read and ignored. */
  importable: boolean;
}

// What a cell may say for a boolean: the console's "Yes" / "No" in the four languages, and the usual words.
const TRUE = new Set(['true', '1', 'yes', 'y', '是', 'sí', 'si', 'はい', ...textsInAllLanguages('resource:yes').map(comparable)]);
const FALSE = new Set(['false', '0', 'no', 'n', '否', 'いいえ', ...textsInAllLanguages('resource:no').map(comparable)]);
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell typed as the create schema's property wants it (the schema check reports what does not fit). */
export function typedCell(value: CellValue, type: CellType | undefined): unknown {
  if (typeof value === 'number' && (type === 'integer' || type === 'number')) return value;
  if (typeof value === 'boolean' && type === 'boolean') return value;
  const text = cellText(value).trim();
  switch (type) {
    case 'integer':
    case 'number':
      return NUMBER.test(text) ? Number(text) : text;
    case 'boolean':
      return TRUE.has(comparable(text)) ? true : FALSE.has(comparable(text)) ? false : text;
    case 'array':
      return text.split('|').map((item) => item.trim()).filter(Boolean).map((item) => (/^-?\d+$/.test(item) ? Number(item) : item));
    case 'object':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      return cellText(value);
  }
}

/** A translated enumeration label of any language (or the raw value) → the value; anything else stays for the schema to refuse. */
function enumValue(codec: ValueCodec, text: string): string {
  return codec.index().get(comparable(text)) ?? text;
}

/** An enumeration cell as the create schema wants it: labels → values, `|`-separated for an array, numbers as numbers. */
function enumCell(codec: ValueCodec, text: string, type: CellType | undefined): unknown {
  if (type === 'array') return splitItems(text).map((item) => typedCell(enumValue(codec, item), undefined));
  return typedCell(enumValue(codec, text), type);
}

function splitItems(text: string): string[] {
  return text.split('|').map((item) => item.trim()).filter(Boolean);
}

function attributeValue(value: CellValue, kind: string): unknown {
  if (kind === 'number') {
    if (typeof value === 'number') return value;
    const text = cellText(value).trim();
    return NUMBER.test(text) ? Number(text) : text;
  }
  return cellText(value).trim();
}

function resolutionProblem(language: Language, header: string, text: string, resolution: Resolution): RowProblem | undefined {
  if ('id' in resolution) return undefined;
  if ('missing' in resolution) return { field: header, message: translate(language, 'validation.noSuchRecord', { field: header, values: text }) };
  return { field: header, message: translate(language, 'validation.ambiguous', { field: header, values: resolution.candidates.join(', ') }) };
}

/**
 * A row's cells → the create body, and the problems found on the way (a name that matches nothing
 * or several records). Empty cells are left out. References are looked up through `lookup`.
 */
export async function rowBody<Dto>(
  matched: readonly MatchedColumn<Dto>[],
  cells: readonly CellValue[],
  language: Language,
  lookup: (column: SheetColumn<Dto>, text: string, body: Readonly<Record<string, unknown>>) => Promise<Resolution>,
): Promise<{ body: Record<string, unknown>; problems: RowProblem[] }> {
  const body: Record<string, unknown> = {};
  const problems: RowProblem[] = [];
  const references: { entry: MatchedColumn<Dto>; text: string }[] = [];
  for (const entry of matched) {
    const value = cells[entry.index] ?? null;
    if (!entry.importable || isBlank(value)) continue;
    const role = entry.column.role;
    if (role.kind === 'reference') {
      const text = cellText(value).trim();
      // The bare key with a number is the internal id (files of earlier exports).
      if (entry.raw && /^\d+(\|\d+)*$/.test(text)) body[entry.column.key] = role.reference.many ? splitItems(text).map(Number) : Number(text);
      else references.push({ entry, text });
    } else if (role.kind === 'spread') {
      const current = body[role.field];
      const attributes: Record<string, unknown> = typeof current === 'object' && current !== null && !Array.isArray(current) ? { ...current } : {};
      attributes[role.attribute.key] = attributeValue(value, role.attribute.kind);
      body[role.field] = attributes;
    } else if (role.kind === 'enum') {
      body[entry.column.key] = enumCell(role.codec, cellText(value).trim(), entry.type);
    } else {
      body[entry.column.key] = typedCell(value, entry.type);
    }
  }
  // References last: a lookup may depend on the row's other cells (its company).
  for (const { entry, text } of references) {
    const many = entry.column.role.kind === 'reference' && entry.column.role.reference.many === true;
    const ids: number[] = [];
    for (const item of many ? splitItems(text) : [text]) {
      const resolution = await lookup(entry.column, item, body);
      if ('id' in resolution) ids.push(resolution.id);
      else problems.push(resolutionProblem(language, entry.header, item, resolution) ?? { field: entry.header, message: item });
    }
    if (ids.length === (many ? splitItems(text).length : 1)) body[entry.column.key] = many ? ids : ids[0];
  }
  return { body, problems };
}
