import type { Database } from '../../db/client';
import type { Visibility } from '../../org/company-scope';
import type { AuthContext } from '../../session/auth-context';
import type { ValueCodec } from './labels';

/** What an import row's reference cell named: one record, none, or several (an ambiguous name). */
export type Resolution = { id: number } | { missing: true } | { candidates: string[] };

/** Where a lookup runs: the import's transaction and the caller's companies. */
export interface LookupContext {
  db: Database;
  auth: AuthContext;
  visibility: Visibility;
  /** The create body read so far from the row's other cells (e.g. the company of the row). */
  row: Readonly<Record<string, unknown>>;
}

/**
 * A reference column (`type_id`, `station_id`, `responsible_user_ids`): the export writes the
 * referenced record's code or name — the DTO's `show` field, or what `names` loads for a batch of
 * ids — under the field's label; the import finds the record by code or by name within the caller's
 * companies. A name shared by several records is a row problem naming them. `many`: an array of ids,
 * written and read as `|`-separated codes or names.
 */
export interface ReferenceLookup {
  many?: boolean;
  resolve(ctx: LookupContext, text: string): Promise<Resolution>;
}

/** The DTO carries the referenced record's code or name (`type_name` beside `type_id`). */
export interface ShownReference<Dto> extends ReferenceLookup {
  show: keyof Dto & string;
}

/** The DTO carries only the id(s): their codes or names are loaded per export batch. */
export interface LoadedReference extends ReferenceLookup {
  names(db: Database, ids: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

export type SheetReference<Dto> = ShownReference<Dto> | LoadedReference;

/** One custom attribute as its own column: its key in the object field, its label, how its cells read. */
export interface SpreadKey {
  key: string;
  label: string;
  kind: 'text' | 'number' | 'date' | 'choice';
}

/**
 * How a resource's list goes into and comes out of CSV and .xlsx files: always labelled and
 * translated (a file never carries internal keys or ids). Headers are the console's field labels,
 * enumerations and booleans their translated texts, references codes or names, custom attributes
 * one column each; `id`, `company_id`, `version` and undeclared `…_id(s)` columns are left out.
 */
export interface SheetDeclaration<Dto> {
  /** The export's columns (DTO keys, in order); the import takes the create schema's properties. */
  columns: readonly (keyof Dto & string)[];
  maxImportRows?: number;
  /** Field labels at `<ns>:resources.<name>.fields.<key>` (the console's own). */
  labels: { ns: string; name: string };
  /** Enumerations written as their translated labels: column key → i18n prefix (`device:status` → `device:status.<value>`) or a codec; arrays item by item. */
  values?: Readonly<Partial<Record<keyof Dto & string, string | ValueCodec>>>;
  /** Reference columns by create-body field (`type_id`): exported as a code or name, imported by code or name. */
  references?: Readonly<Partial<Record<keyof Dto & string, SheetReference<Dto>>>>;
  /** Create-body fields the export never writes but the import and its template take by label (a new user's password). */
  importOnly?: readonly string[];
  /** Id columns that are the content itself (an audit entry's record id), written under their label. */
  keep?: readonly (keyof Dto & string)[];
  /** An object field written as one column per key (custom attributes), the keys of the caller's companies. */
  spread?: { field: keyof Dto & string; keys(db: Database, visibility: Visibility): Promise<SpreadKey[]> };
  /** The example row of the import template, by column key, as the export writes it (references by code or name). */
  example?: Readonly<Partial<Record<string, unknown>>> | ((db: Database, visibility: Visibility) => Promise<Readonly<Partial<Record<string, unknown>>>>);
}
