import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { fieldName, validationMessage } from '../../http/validation-message';
import { translate, type Language } from '../../i18n/catalog';
import type { Visibility } from '../../org/company-scope';
import type { AuthContext } from '../../session/auth-context';
import type { Schemas } from '../../contract/handler-types';
import type { CellType } from '../contract-schemas';
import { type CellValue, cellText, isBlank, type SheetRow } from './cells';
import { enumLabel, importColumns, type SheetColumn } from './columns';
import { readCsv, SheetSyntaxError } from './csv-file';
import type { Resolution, SheetDeclaration } from './declaration';
import { claimImport, releaseImport, reportProgress } from './import-runs';
import { comparable } from './labels';
import { type MatchedColumn, type RowProblem, rowBody } from './row-body';
import { readXlsx, SheetNotFoundError } from './xlsx-file';

export type ImportMode = 'all_or_nothing' | 'accepted_only';

export interface RejectedRow {
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  accepted: number;
  rejected: RejectedRow[];
  imported: boolean;
  message: string;
}

/** What the import needs of its resource (define-resource hands these over). */
export interface ImportTarget<Dto, Create, Ctx extends { tx: Database }> {
  entity: string;
  declaration: SheetDeclaration<Dto>;
  /** Property → cell type of the create schema. */
  createCells: ReadonlyMap<string, CellType>;
  /** The create schema, checked with every error reported. */
  check: ValidateFunction<Create>;
  maxRows: number;
  /** One transaction of the caller (company scope from the session). */
  transaction<T>(work: (ctx: Ctx) => Promise<T>): Promise<T>;
  /** The create pipeline of one row inside ctx.tx (a savepoint is the caller's). */
  create(ctx: Ctx, input: Create): Promise<unknown>;
  /**
   * The set-based create of a resource that declares one (write-pipeline createMany): per input
   * undefined when created, else the ApiError that refused it. Without it rows are created one by one.
   */
  createMany?(ctx: Ctx, inputs: readonly Create[]): Promise<(ApiError | undefined)[]>;
}

export interface ImportRequest {
  db: Database;
  auth: AuthContext;
  visibility: Visibility;
  language: Language;
  /** The contract's import body (ajv checked it): the file as `csv` text or base64 `xlsx`, the sheet, the mode. */
  body: Schemas['CsvImportRequest'];
}

/**
 * Rows per transaction: between two chunks every other request gets its turn. On PGlite's one
 * connection a request waits for the chunk in progress: 50 rows held /api/health for up to 190 ms,
 * 20 for 66–158 ms. A chunk also has a fixed cost (~15 statements and a commit's fsync, ~10 ms):
 * 10 rows kept /api/health at 35–49 ms but took 10.4–10.9 s for 5,000 rows (budget 10 s); 15 gives
 * 8.4–9.0 s and 60–67 ms (tools/bench/import-load.mjs).
 */
export const IMPORT_CHUNK = 15;

/** A progress write outside a chunk's own commit is a commit of its own: at most this often. */
const PROGRESS_EVERY_MS = 250;

class ChunkRolledBack extends Error {}

const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

function sourceOf(body: Record<string, unknown>): { field: string; rows: AsyncGenerator<SheetRow> } {
  const sheet = typeof body['sheet'] === 'string' && body['sheet'].trim() !== '' ? body['sheet'].trim() : undefined;
  if (typeof body['xlsx'] === 'string' && body['xlsx'] !== '') return { field: 'xlsx', rows: readXlsx(Buffer.from(body['xlsx'], 'base64'), sheet) };
  if (typeof body['csv'] === 'string') return { field: 'csv', rows: readCsv(body['csv']) };
  throw ApiError.field('csv', 'validation.required');
}

/** The file's header and records (blank rows skipped); at most maxRows records. */
async function readRows(body: Record<string, unknown>, maxRows: number): Promise<{ field: string; header: SheetRow; records: SheetRow[] }> {
  const { field, rows } = sourceOf(body);
  let header: SheetRow | undefined;
  const records: SheetRow[] = [];
  try {
    for await (const row of rows) {
      if (row.cells.every(isBlank)) continue;
      if (!header) header = row;
      else if (records.push(row) > maxRows) throw ApiError.field(field, 'validation.tooManyRows', { limit: maxRows });
    }
  } catch (error) {
    if (error instanceof SheetSyntaxError) throw ApiError.field(field, 'validation.unreadable', { limit: error.line });
    if (error instanceof SheetNotFoundError) throw ApiError.field('sheet', 'validation.sheetNotFound', { values: error.names.join(', ') });
    throw error;
  }
  if (!header) throw ApiError.field(field, 'validation.empty');
  return { field, header, records };
}

function matchHeader<Dto>(
  field: string,
  header: readonly CellValue[],
  columns: readonly SheetColumn<Dto>[],
  createCells: ReadonlyMap<string, CellType>,
): MatchedColumn<Dto>[] {
  const matched: MatchedColumn<Dto>[] = [];
  const unknown: string[] = [];
  header.forEach((cell, index) => {
    const text = cellText(cell).trim();
    if (text === '') return;
    const wanted = comparable(text);
    const column = columns.find((candidate) => candidate.names.has(wanted));
    if (column) {
      const importable = createCells.has(column.role.kind === 'spread' ? column.role.field : column.key);
      matched.push({ index, header: text, column, raw: wanted === comparable(column.key), type: createCells.get(column.key), importable });
    } else if (createCells.has(text)) {
      // A create property the export does not write (e.g. a password): taken by its key.
      matched.push({ index, header: text, column: { key: text, header: text, names: new Set([wanted]), role: { kind: 'plain' }, value: () => undefined }, raw: true, type: createCells.get(text), importable: true });
    } else unknown.push(text);
  });
  if (unknown.length) throw ApiError.field(field, 'validation.unknownColumn', { values: unknown.join(', ') });
  return matched;
}

/** How the file names the field `key`: its column's header in the file (a key below a JSON column: header.rest), else its label. */
function labelOf<Dto>(key: string, matched: readonly MatchedColumn<Dto>[], columns: readonly SheetColumn<Dto>[]): { label: string; entry?: MatchedColumn<Dto> } {
  const exact = matched.find((entry) => entry.column.key === key);
  if (exact) return { label: exact.header, entry: exact };
  const parent = matched.find((entry) => key.startsWith(`${entry.column.key}.`));
  if (parent) return { label: `${parent.header}${key.slice(parent.column.key.length)}` };
  return { label: columns.find((candidate) => candidate.key === key)?.header ?? key };
}

/** Every schema error of a row, one per field, by the column's label (enumerations listed translated). */
function schemaProblems<Dto>(errors: readonly ErrorObject[], matched: readonly MatchedColumn<Dto>[], columns: readonly SheetColumn<Dto>[], language: Language, seen: Set<string>): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const error of errors) {
    const key = fieldName(error, 'body');
    const { label, entry } = labelOf(key, matched, columns);
    if (seen.has(label)) continue;
    seen.add(label);
    const role = entry?.column.role;
    const allowed: unknown = error.params['allowedValues'];
    if (role?.kind === 'enum' && error.keyword === 'enum' && Array.isArray(allowed)) {
      problems.push({ field: label, message: translate(language, 'validation.enum', { field: label, values: allowed.map((value) => String(enumLabel(language, role.codec, value))).join(', ') }) });
      continue;
    }
    const message = validationMessage([error], 'body', language);
    problems.push({ field: label, message: message.startsWith(`${key}:`) ? `${label}:${message.slice(key.length + 1)}` : message });
  }
  return problems;
}

function domainProblem<Dto>(error: ApiError, matched: readonly MatchedColumn<Dto>[], columns: readonly SheetColumn<Dto>[], language: Language): RowProblem {
  const key = typeof error.params.field === 'string' ? error.params.field : '';
  const { label } = labelOf(key, matched, columns);
  return { field: label, message: error.messageKey ? translate(language, error.messageKey, { ...error.params, field: label }) : error.literal };
}

/**
 * An import of a CSV or .xlsx file: every problem of every row by the column's label, rows written
 * in chunks of IMPORT_CHUNK, each its own transaction, with a turn for every other request between
 * chunks (on PGlite's one connection too) and the progress recorded; one running import per company.
 * `all_or_nothing` checks every row first (chunks rolled back) and writes only when none was refused.
 */
export async function runImport<Dto, Create, Ctx extends { tx: Database }>(target: ImportTarget<Dto, Create, Ctx>, request: ImportRequest): Promise<ImportResult> {
  const { body } = request;
  const mode: ImportMode = body['mode'] === 'accepted_only' ? 'accepted_only' : 'all_or_nothing';
  const { language } = request;
  const { field, header, records } = await readRows(body, target.maxRows);
  const columns = await importColumns(target.declaration, language, { db: request.db, visibility: request.visibility });
  const matched = matchHeader(field, header.cells, columns, target.createCells);
  const passes = mode === 'all_or_nothing' ? 2 : 1;
  const runId = await claimImport(request.db, request.auth, target.entity, records.length * passes);
  const found = new Map<string, Resolution>();
  try {
    const lookup = (ctx: Ctx) => async (column: SheetColumn<Dto>, text: string, row: Readonly<Record<string, unknown>>): Promise<Resolution> => {
      const role = column.role;
      if (role.kind !== 'reference') return { missing: true };
      const cacheKey = `${column.key}\u0000${comparable(text)}`;
      const cached = found.get(cacheKey);
      if (cached) return cached;
      const resolution = await role.reference.resolve({ db: ctx.tx, auth: request.auth, visibility: request.visibility, row }, text);
      // Only a hit is kept: a later chunk may create what an earlier row named.
      if ('id' in resolution) found.set(cacheKey, resolution);
      return resolution;
    };

    /** A row's create body and problems so far (cells, references, the create schema). */
    const checkedRow = async (ctx: Ctx, record: SheetRow, onMiss: () => void) => {
      const find = lookup(ctx);
      const { body: input, problems } = await rowBody(matched, record.cells, language, async (column, text, row) => {
        const resolution = await find(column, text, row);
        if (!('id' in resolution)) onMiss();
        return resolution;
      });
      const seen = new Set(problems.map((problem) => problem.field));
      if (!target.check(input)) return { problems: [...problems, ...schemaProblems(target.check.errors ?? [], matched, columns, language, seen)] };
      return { input, problems };
    };

    /**
     * A chunk through the set-based create: rows are collected and created together. A row whose
     * reference found nothing (or several) may name a row collected before it, which the one-by-one
     * path would have created already: those are created first and the row is read again.
     */
    const chunkSetBased = async (ctx: Ctx, chunk: readonly SheetRow[], createMany: NonNullable<typeof target.createMany>) => {
      let accepted = 0;
      const rejected: RejectedRow[] = [];
      let pending: { line: number; input: Create }[] = [];
      const flush = async () => {
        if (pending.length === 0) return;
        const rows = pending;
        pending = [];
        const outcomes = await createMany(ctx, rows.map((row) => row.input));
        outcomes.forEach((error, index) => {
          if (error === undefined) accepted += 1;
          else rejected.push({ row: rows[index]?.line ?? 0, ...domainProblem(error, matched, columns, language) });
        });
      };
      for (const record of chunk) {
        let missed = false;
        let checked = await checkedRow(ctx, record, () => (missed = true));
        if (missed && pending.length) {
          await flush();
          checked = await checkedRow(ctx, record, () => undefined);
        }
        if (checked.input !== undefined && checked.problems.length === 0) pending.push({ line: record.line, input: checked.input });
        else for (const problem of checked.problems) rejected.push({ row: record.line, ...problem });
      }
      await flush();
      // The report lists rows in file order whichever way they were refused.
      rejected.sort((a, b) => a.row - b.row);
      return { accepted, rejected };
    };

    const pass = async (write: boolean, offset: number): Promise<{ accepted: number; rejected: RejectedRow[] }> => {
      let reportedAt = 0;
      let accepted = 0;
      const rejected: RejectedRow[] = [];
      for (let start = 0; start < records.length; start += IMPORT_CHUNK) {
        const chunk = records.slice(start, start + IMPORT_CHUNK);
        try {
          await target.transaction(async (ctx) => {
            if (target.createMany) {
              const done = await chunkSetBased(ctx, chunk, target.createMany);
              accepted += done.accepted;
              rejected.push(...done.rejected);
              if (!write) throw new ChunkRolledBack();
              // In the chunk's own commit: a commit is an fsync, which holds every other request.
              await reportProgress(ctx.tx, runId, offset + start + chunk.length);
              return;
            }
            for (const record of chunk) {
              const { body: input, problems } = await rowBody(matched, record.cells, language, lookup(ctx));
              const seen = new Set(problems.map((problem) => problem.field));
              const valid = target.check(input);
              if (!valid) problems.push(...schemaProblems(target.check.errors ?? [], matched, columns, language, seen));
              else if (problems.length === 0) {
                try {
                  // A savepoint per row: a refused row leaves the others (and the transaction) intact.
                  await ctx.tx.transaction((savepoint) => target.create({ ...ctx, tx: savepoint }, input));
                  accepted += 1;
                  continue;
                } catch (error) {
                  if (!(error instanceof ApiError)) throw error;
                  problems.push(domainProblem(error, matched, columns, language));
                }
              }
              for (const problem of problems) rejected.push({ row: record.line, ...problem });
            }
            if (!write) throw new ChunkRolledBack();
          });
        } catch (error) {
          if (!(error instanceof ChunkRolledBack)) throw error;
        }
        // What a rolled-back chunk created is gone again: its hits must not serve the next chunk.
        if (!write) found.clear();
        const last = start + IMPORT_CHUNK >= records.length;
        if ((!write || !target.createMany) && (last || Date.now() - reportedAt >= PROGRESS_EVERY_MS)) {
          await reportProgress(request.db, runId, offset + start + chunk.length);
          reportedAt = Date.now();
        }
        await yieldTurn();
      }
      return { accepted, rejected };
    };

    if (mode === 'all_or_nothing') {
      const checked = await pass(false, 0);
      if (checked.rejected.length) {
        const refusedRows = new Set(checked.rejected.map((rejection) => rejection.row)).size;
        return { accepted: checked.accepted, rejected: checked.rejected, imported: false, message: countMessage(language, 'import.nothingImported', refusedRows) };
      }
    }
    const written = await pass(true, mode === 'all_or_nothing' ? records.length : 0);
    return {
      accepted: written.accepted,
      rejected: written.rejected,
      imported: written.accepted > 0 || written.rejected.length === 0,
      message: countMessage(language, 'import.done', written.accepted),
    };
  } finally {
    await releaseImport(request.db, runId);
  }
}

/** "1 row imported" / "3 rows imported": the singular where the language has one. */
export function countMessage(language: Language, key: 'import.done' | 'import.nothingImported', count: number): string {
  return translate(language, count === 1 ? `${key}_one` : key, { limit: count });
}
