import { pipeline, Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/catalog';
import type { Visibility } from '../../org/company-scope';
import { csvText, type ExportCell, exportCell } from './cells';
import { enumLabel, importColumns, plainValue, type SheetColumn, sheetColumns } from './columns';
import { csvWriter } from './csv-file';
import type { SheetDeclaration } from './declaration';
import { consoleText } from './labels';
import { xlsxStream } from './xlsx-file';

export type SheetFormat = 'csv' | 'xlsx';

export const SHEET_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The `format` query parameter of an export (CSV unless it says xlsx). */
export function formatOf(query: Record<string, unknown>): SheetFormat {
  return query['format'] === 'xlsx' ? 'xlsx' : 'csv';
}

export interface SheetOptions<Dto> {
  format: SheetFormat;
  language: Language;
  declaration: SheetDeclaration<Dto>;
  scope: { db: Database; visibility: Visibility };
  sheetName: string;
}

async function* cellBatches<Dto>(db: Database | undefined, columns: readonly SheetColumn<Dto>[], batches: AsyncIterable<readonly Dto[]>): AsyncGenerator<ExportCell[][]> {
  for await (const batch of batches) {
    // The names of the batch's referenced ids, one statement per reference column.
    if (db) for (const column of columns) await column.load?.(db, batch);
    yield batch.map((dto) => columns.map((column) => exportCell(column.value(dto))));
  }
}

async function* csvRecords<Dto>(db: Database | undefined, columns: readonly SheetColumn<Dto>[], batches: AsyncIterable<readonly Dto[]>): AsyncGenerator<string[]> {
  yield columns.map((column) => column.header);
  for await (const rows of cellBatches(db, columns, batches)) for (const row of rows) yield row.map(csvText);
}

function streamOf<Row>(format: SheetFormat, sheetName: string, columns: readonly SheetColumn<Row>[], batches: AsyncIterable<readonly Row[]>, db?: Database): Readable {
  if (format === 'xlsx') return xlsxStream(sheetName, columns.map((column) => column.header), cellBatches(db, columns, batches));
  return pipeline(Readable.from(csvRecords(db, columns, batches)), csvWriter(), () => undefined);
}

/** A file of the rows `batches` yields, streamed: CSV (csv-stringify) or .xlsx (exceljs), with the resource's columns. */
export async function sheetStream<Dto>(options: SheetOptions<Dto>, batches: AsyncIterable<readonly Dto[]>): Promise<Readable> {
  const columns = await sheetColumns(options.declaration, options.language, options.scope);
  return streamOf(options.format, options.sheetName, columns, batches, options.scope.db);
}

/** The import template: the header row in the caller's language and the declared example row (values translated). */
export async function templateStream<Dto>(options: SheetOptions<Dto>): Promise<Readable> {
  const columns = await importColumns(options.declaration, options.language, options.scope);
  const declared = options.declaration.example ?? {};
  const example = typeof declared === 'function' ? await declared(options.scope.db, options.scope.visibility) : declared;
  const values = columns.map((column) => {
    const value = example[column.key];
    return column.role.kind === 'enum' ? enumLabel(options.language, column.role.codec, value) : plainValue(options.language, value);
  });
  const templateColumns: SheetColumn<readonly unknown[]>[] = columns.map((column, index) => ({ ...column, load: undefined, value: (row) => row[index] }));
  async function* rows(): AsyncGenerator<(readonly unknown[])[]> {
    yield Object.keys(example).length ? [values] : [];
  }
  return streamOf(options.format, options.sheetName, templateColumns, rows());
}

/**
 * A small sheet of ready rows (a report) in either format, with the same rules (BOM, protection,
 * dates) and labelled like every export: each header is the label at `<labels>.<key>` in `language`.
 */
export function rowsStream(
  format: SheetFormat,
  sheetName: string,
  header: { language: Language; labels: string; keys: readonly string[] },
  rows: readonly (readonly unknown[])[],
): Readable {
  const columns: SheetColumn<readonly unknown[]>[] = header.keys.map((key, index) => {
    const text = consoleText(header.language, `${header.labels}.${key}`) ?? key;
    return { key, header: text, names: new Set([text]), role: { kind: 'plain' }, value: (row) => plainValue(header.language, row[index]) };
  });
  async function* batches(): AsyncGenerator<readonly (readonly unknown[])[]> {
    yield rows;
  }
  return streamOf(format, sheetName, columns, batches());
}
