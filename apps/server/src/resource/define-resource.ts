import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { detectLanguage } from '../i18n/language';
import { canSee, type Visibility, visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { uniqueFieldsOf, violatedUniqueField } from './unique-violation';
import { type CellType } from './contract-schemas';
import { fieldOf } from './schema-errors';
import type { SheetDeclaration } from './sheets/declaration';
import { formatOf, SHEET_TYPES, sheetStream } from './sheets/sheet-export';
import { runImport } from './sheets/sheet-import';
import { registerTemplate } from './sheets/template-registry';
import { inTransaction, type WriteContext } from './write-context';
import { keepDeleted, registerRestorable } from './restore';
import type { FileOwnerKind } from '../files/stored-files';
import { isRecord } from '../util/is-record';

export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'export' | 'import';

/** operationIds: list<Plural>, get<Singular>, create…, update…, delete…, export<Plural>Csv, import<Plural>Csv. */
export function crudOperationIds(singular: string, plural: string, overrides: Partial<Record<ResourceOperation, string>> = {}): Record<ResourceOperation, string> {
  return {
    list: `list${plural}`,
    get: `get${singular}`,
    create: `create${singular}`,
    update: `update${singular}`,
    delete: `delete${singular}`,
    export: `export${plural}Csv`,
    import: `import${plural}Csv`,
    ...overrides,
  };
}

export interface SelectQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * The typed access to one table. drizzle's builders lose their row types behind a generic table,
 * so each resource writes these one-liners against its concrete table; everything else is shared.
 */
export interface ResourceStore<Row, Insert> {
  table: PgTable;
  id: PgColumn;
  select(db: Database, query: SelectQuery): Promise<Row[]>;
  insert?(db: Database, values: Insert): Promise<Row[]>;
  /** Must also increment `version` and set `updated_at`. */
  update?(db: Database, values: Partial<Insert>, where: SQL): Promise<Row[]>;
  remove?(db: Database, where: SQL): Promise<Row[]>;
  /** Required for update and delete (optimistic concurrency). */
  version?: PgColumn;
}

export interface ReadContext {
  db: Database;
  auth: AuthContext;
  visibility: Visibility;
  query: Record<string, unknown>;
}

/** A list filter: equality on a column (0 = IS NULL when `zeroIsNull`), or a custom condition. */
export type ListFilter = { column: PgColumn; zeroIsNull?: boolean } | ((value: unknown, ctx: ReadContext) => SQL | undefined | Promise<SQL | undefined>);

export interface ResourceWriteContext extends WriteContext {
  visibility: Visibility;
}

export type Change<Row, Insert, Create, Update> =
  | { kind: 'create'; input: Create; values: Insert }
  | { kind: 'update'; input: Update; before: Row; values: Partial<Insert> };

export interface DtoBase {
  id: number;
  version?: number;
}

export interface ResourceDefinition<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }> {
  /** Audit entity name (`company` → actions company.create, company.update, …). */
  entity: string;
  operationIds: Partial<Record<ResourceOperation, string>>;
  store: ResourceStore<Row, Insert>;
  /**
   * Company scope, always from the session: rows of companies the caller may not see answer 404.
   * `column` filters lists; `companyOf` names the company that owns a row (checked after every write).
   */
  scope: {
    column: PgColumn;
    subsidiaries: boolean;
    companyOf(row: Row): number;
    /** The company an audit entry is filed under (default companyOf). */
    auditCompanyOf?(row: Row): number;
  };
  list: {
    /** Query `sort` = +key / -key; anything else answers 400 naming sort. */
    sortable: Record<string, PgColumn>;
    defaultSort: string;
    filters?: Record<string, ListFilter>;
    /** Columns searched by `keyword` (case-insensitive substring). */
    search?: readonly PgColumn[];
    /** A resource's own keyword condition (instead of ILIKE over `search`), e.g. an indexed prefix. */
    keyword?(text: string): SQL | undefined;
    /** Filter-box params this resource has (region_id, partner_id, station_id) → column. */
    scopeParams?: Partial<Record<'region_id' | 'partner_id' | 'station_id', PgColumn>>;
    /** Whether `company_id` narrows the list (default true). */
    companyParam?: boolean;
    /** A condition every list/export/get of this resource adds (e.g. visibility beyond the company). */
    where?(ctx: ReadContext): SQL | undefined | Promise<SQL | undefined>;
  };
  toDto(row: Row): Dto;
  /** Read answers (list, get) pass through here: hides fields the caller may not read (corrections' values). */
  present?(ctx: ReadContext, items: Dto[]): Promise<Dto[]>;
  /** Contract schema of the create body, and its conversion to column values. */
  create?: {
    schema: string;
    toValues(input: Create, ctx: ResourceWriteContext): Insert | Promise<Insert>;
    /** Type guard for `createRow` input that is not exactly the create schema (e.g. a parent id from the path). */
    accepts?(input: unknown): input is Create;
  };
  update?: { schema: string; toValues(input: Update, before: Row, ctx: ResourceWriteContext): Partial<Insert> | Promise<Partial<Insert>> };
  /** Domain checks before a create or an update; throw ApiError.field(…) naming the field. */
  validate?(ctx: ResourceWriteContext, change: Change<Row, Insert, Create, Update>): Promise<void>;
  beforeDelete?(ctx: ResourceWriteContext, row: Row): Promise<void>;
  /**
   * Names a write in the audit log more precisely than create/update/delete, e.g. a user's status
   * change as `disable` or `enable` (the entry's action is `<entity>.<name>`).
   */
  auditAction?(action: string, before: Row | undefined, after: Row | undefined): string;
  /** In the same transaction, after the row was written (and before its audit entry). */
  afterWrite?(ctx: ResourceWriteContext, change: { kind: 'create' | 'update' | 'delete'; before?: Row; after?: Row }): Promise<void>;
  /**
   * The list's CSV and .xlsx export and import (src/resource/sheets): the export's columns (DTO keys);
   * the import takes the create schema's properties. `labels`, `values`, `references`, `spread` and
   * `example` make the files labelled, translated, free of internal ids, and give the import template.
   */
  csv?: SheetDeclaration<Dto>;
  /**
   * The owner kind of a row's stored files. A delete keeps the row for its undo (src/resource/restore);
   * the files are released when the delete becomes final (purged), not when it is made.
   */
  files?: FileOwnerKind;
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface Resource<Row, Dto> {
  entity: string;
  operationIds: Partial<Record<ResourceOperation, string>>;
  handlers: Record<string, Handler>;
  sortKeys: readonly string[];
  /** The visible, not-deleted row with this id, or undefined (for the module's own handlers). */
  findVisible(db: Database, auth: AuthContext, id: number): Promise<Row | undefined>;
  visibility(db: Database, auth: AuthContext): Promise<Visibility>;
  /** The list condition of a caller (company scope + the resource's own `where`). */
  scopeWhere(ctx: ReadContext): Promise<SQL | undefined>;
  toDto(row: Row): Dto;
  /** Runs the update pipeline inside ctx.tx on a body that the update schema validates. */
  updateRow(ctx: WriteContext, id: number, body: unknown, action: string): Promise<Row>;
  /** Runs the create pipeline (toValues, validate, insert, scope check, afterWrite, audit) inside ctx.tx. */
  createRow(ctx: WriteContext, input: unknown, action: string): Promise<Row>;
  /** The list condition of a request (scope, filter-box params, filters, keyword), as list and export use it. */
  listWhere(ctx: ReadContext): Promise<SQL | undefined>;
  /** The ORDER BY of a request's `sort` (400 naming sort when it is not declared). */
  orderOf(query: Record<string, unknown>): SQL[];
  readContext(request: FastifyRequest): Promise<ReadContext>;
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function idParam(request: FastifyRequest): number {
  const id = positiveInteger(record(request.params)['id']);
  if (id === undefined) throw ApiError.field('id');
  return id;
}


const MAX_LIMIT = 100;
const EXPORT_BATCH = 500;
const DEFAULT_MAX_IMPORT_ROWS = 5000;


export function defineResource<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }>(
  services: Services,
  definition: ResourceDefinition<Row, Insert, Dto, Create, Update>,
): Resource<Row, Dto> {
  const { db, contract } = services;
  const { store, scope, list, entity } = definition;
  const ids = definition.operationIds;

  const createGuard: ValidateFunction<Create> | undefined = definition.create ? contract.validator<Create>(definition.create.schema) : undefined;
  const updateGuard: ValidateFunction<Update> | undefined = definition.update ? contract.validator<Update>(definition.update.schema) : undefined;
  const createCells: Map<string, CellType> = definition.create ? contract.propertyTypes(definition.create.schema) : new Map();
  const isCreate = (input: unknown): input is Create => definition.create?.accepts?.(input) ?? createGuard?.(input) ?? false;

  const visibility = (database: Database, auth: AuthContext) => visibleCompanies(database, auth, scope.subsidiaries);

  function companyCondition(ctx: ReadContext): SQL | undefined {
    const requested = list.companyParam === false ? undefined : positiveInteger(ctx.query['company_id']);
    if (requested !== undefined) {
      if (!canSee(ctx.visibility, requested)) throw ApiError.referenceNotFound('company_id');
      return eq(scope.column, requested);
    }
    return ctx.visibility.all ? undefined : inArray(scope.column, [...ctx.visibility.ids]);
  }

  async function scopeWhere(ctx: ReadContext): Promise<SQL | undefined> {
    return and(companyCondition(ctx), await list.where?.(ctx));
  }

  async function listWhere(ctx: ReadContext): Promise<SQL | undefined> {
    const parts: (SQL | undefined)[] = [await scopeWhere(ctx)];
    for (const [param, column] of Object.entries(list.scopeParams ?? {})) {
      const value = positiveInteger(ctx.query[param]);
      if (value !== undefined && column) parts.push(eq(column, value));
    }
    for (const [param, filter] of Object.entries(list.filters ?? {})) {
      const value = ctx.query[param];
      if (value === undefined || value === '') continue;
      if (typeof filter === 'function') parts.push(await filter(value, ctx));
      else if (filter.zeroIsNull && value === 0) parts.push(isNull(filter.column));
      else parts.push(eq(filter.column, value));
    }
    const keyword = typeof ctx.query['keyword'] === 'string' ? ctx.query['keyword'].trim() : '';
    if (keyword && list.keyword) parts.push(list.keyword(keyword));
    else if (keyword && list.search?.length) {
      const pattern = `%${escapeLike(keyword)}%`;
      parts.push(or(...list.search.map((column) => ilike(column, pattern))));
    }
    return and(...parts);
  }

  function orderOf(query: Record<string, unknown>): SQL[] {
    const sort = typeof query['sort'] === 'string' && query['sort'] !== '' ? query['sort'] : list.defaultSort;
    const match = /^([+-]?)([a-z_]+)$/.exec(sort);
    const column = match ? list.sortable[match[2] ?? ''] : undefined;
    if (!match || !column) throw ApiError.field('sort', 'validation.enum', { values: Object.keys(list.sortable).flatMap((key) => [`+${key}`, `-${key}`]).join(', ') });
    const direction = match[1] === '-' ? desc : asc;
    return column === store.id ? [direction(column)] : [direction(column), direction(store.id)];
  }

  async function readContext(request: FastifyRequest): Promise<ReadContext> {
    const auth = signedIn(request);
    return { db, auth, visibility: await visibility(db, auth), query: record(request.query) };
  }

  async function findVisible(database: Database, auth: AuthContext, id: number): Promise<Row | undefined> {
    const ctx: ReadContext = { db: database, auth, visibility: await visibility(database, auth), query: {} };
    const [row] = await store.select(database, { where: and(eq(store.id, id), await scopeWhere(ctx)), orderBy: [], limit: 1, offset: 0 });
    return row;
  }

  const uniqueFields = uniqueFieldsOf(store.table);
  /** A write that broke one of the table's unique indexes is the field's "already taken", never a 409. */
  async function uniquely<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      const field = violatedUniqueField(error, uniqueFields);
      throw field ? ApiError.field(field, 'validation.taken') : error;
    }
  }

  function assertVersion(row: Row, expected: unknown): void {
    if (definition.toDto(row).version !== expected) throw ApiError.staleVersion();
  }

  function assertOwned(ctx: ResourceWriteContext, row: Row): void {
    if (!canSee(ctx.visibility, scope.companyOf(row))) throw ApiError.referenceNotFound('company_id');
  }

  async function audit(ctx: ResourceWriteContext, action: string, before: Row | undefined, after: Row | undefined): Promise<void> {
    const row = after ?? before;
    if (row === undefined) return;
    await appendAudit(ctx.tx, {
      companyId: (scope.auditCompanyOf ?? scope.companyOf)(row),
      userId: ctx.auth.userId,
      action: `${entity}.${definition.auditAction?.(action, before, after) ?? action}`,
      entity,
      entityId: definition.toDto(row).id,
      before: before === undefined ? undefined : definition.toDto(before),
      after: after === undefined ? undefined : definition.toDto(after),
      ip: ctx.ip,
    });
  }

  /** Validates, inserts and audits one new row inside ctx.tx. */
  async function createRow(ctx: ResourceWriteContext, input: Create, action: string): Promise<Row> {
    if (!definition.create || !store.insert) throw new Error(`${entity}: create is not declared`);
    const values = await definition.create.toValues(input, ctx);
    await definition.validate?.(ctx, { kind: 'create', input, values });
    const [row] = await uniquely(store.insert(ctx.tx, values));
    if (!row) throw new Error(`${entity}: insert returned no row`);
    assertOwned(ctx, row);
    await definition.afterWrite?.(ctx, { kind: 'create', after: row });
    await audit(ctx, action, undefined, row);
    return row;
  }

  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>): Promise<T> => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await visibility(ctx.tx, auth) }));
  };

  const language = (request: FastifyRequest) => detectLanguage(request.headers);

  /**
   * The matching ids in export order first (one index-ordered statement), then their rows by id in
   * batches: OFFSET paging would read every earlier row again for each batch (at 100,000 devices a
   * full export took 85 s that way, each late batch holding PGlite's one connection for ~0.5 s).
   * The batches apply `where` again: a row that left the selection meanwhile is not exported.
   * Between batches the export steps out of the way: PGlite answers within microtasks, so without
   * that an export of 100,000 rows would hold the event loop — every other request — until it ends.
   */
  async function exportIds(ctx: ReadContext, where: SQL | undefined, orderBy: SQL[]): Promise<number[]> {
    const ordered = await ctx.db.select({ id: store.id }).from(store.table).where(where).orderBy(...orderBy);
    return ordered.map((row) => Number(row.id));
  }

  /** The rows in export order, batch by batch (the ids came first: a refused query is an answer, not a cut file). */
  async function* exportBatches(ctx: ReadContext, where: SQL | undefined, rowIds: readonly number[]): AsyncGenerator<Dto[]> {
    for (let start = 0; start < rowIds.length; start += EXPORT_BATCH) {
      const batch = rowIds.slice(start, start + EXPORT_BATCH);
      const rows = await store.select(ctx.db, { where: and(where, inArray(store.id, batch)), orderBy: [], limit: batch.length, offset: 0 });
      const dtos = new Map(rows.map((row) => definition.toDto(row)).map((dto) => [dto.id, dto]));
      yield batch.flatMap((id) => dtos.get(id) ?? []);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const handlers: Record<string, Handler> = {};

  if (ids.list) {
    handlers[ids.list] = async (request) => {
      const ctx = await readContext(request);
      const page = positiveInteger(ctx.query['page']) ?? 1;
      const limit = Math.min(positiveInteger(ctx.query['limit']) ?? 20, MAX_LIMIT);
      const orderBy = orderOf(ctx.query);
      const where = await listWhere(ctx);
      const [rows, [totals]] = await Promise.all([
        store.select(db, { where, orderBy, limit, offset: (page - 1) * limit }),
        db.select({ total: count() }).from(store.table).where(where),
      ]);
      const items = rows.map(definition.toDto);
      return ok({ items: definition.present ? await definition.present(ctx, items) : items, total: totals?.total ?? 0 });
    };
  }

  if (ids.get) {
    handlers[ids.get] = async (request) => {
      const row = await findVisible(db, signedIn(request), idParam(request));
      if (!row) throw ApiError.notFound();
      const dto = definition.toDto(row);
      const [shown = dto] = definition.present ? await definition.present(await readContext(request), [dto]) : [dto];
      return ok(shown);
    };
  }

  if (ids.create && definition.create) {
    handlers[ids.create] = async (request) => {
      if (!createGuard?.(request.body)) throw ApiError.badRequest('error.badRequest');
      const input = request.body;
      const row = await write(request, (ctx) => createRow(ctx, input, 'create'));
      return ok(definition.toDto(row));
    };
  }

  /** The update pipeline (scope, version, checks, write, audit) on any body; also used by corrections. */
  async function updateRow(ctx: ResourceWriteContext, id: number, body: unknown, action: string): Promise<Row> {
    if (!definition.update || !updateGuard || !store.update || !store.version) throw new Error(`${entity}: update is not declared`);
    if (!updateGuard(body)) {
      const errors = updateGuard.errors ?? [];
      throw ApiError.field(fieldOf(errors) || 'body', 'validation.invalid');
    }
    const input = body;
    const before = await findVisible(ctx.tx, ctx.auth, id);
    if (!before) throw ApiError.notFound();
    assertVersion(before, input.version);
    const values = await definition.update.toValues(input, before, ctx);
    await definition.validate?.(ctx, { kind: 'update', input, before, values });
    const [after] = await uniquely(store.update(ctx.tx, values, and(eq(store.id, id), eq(store.version, input.version)) ?? eq(store.id, id)));
    if (!after) throw ApiError.staleVersion();
    assertOwned(ctx, after);
    await definition.afterWrite?.(ctx, { kind: 'update', before, after });
    await audit(ctx, action, before, after);
    return after;
  }

  if (ids.update && definition.update) {
    handlers[ids.update] = async (request) => {
      const id = idParam(request);
      const body = request.body;
      const row = await write(request, (ctx) => updateRow(ctx, id, body, 'update'));
      return ok(definition.toDto(row));
    };
  }

  if (ids.delete && store.remove) {
    const remove = store.remove;
    handlers[ids.delete] = async (request) => {
      const id = idParam(request);
      const version = record(request.query)['version'];
      if (!store.version || typeof version !== 'number') throw ApiError.field('version', 'validation.required');
      const versionColumn = store.version;
      await write(request, async (ctx) => {
        const before = await findVisible(ctx.tx, ctx.auth, id);
        if (!before) throw ApiError.notFound();
        assertVersion(before, version);
        await definition.beforeDelete?.(ctx, before);
        await keepDeleted(ctx, { entity, table: store.table, id, companyId: scope.companyOf(before) });
        const [gone] = await remove(ctx.tx, and(eq(store.id, id), eq(versionColumn, version)) ?? eq(store.id, id));
        if (!gone) throw ApiError.staleVersion();
        await definition.afterWrite?.(ctx, { kind: 'delete', before });
        await audit(ctx, 'delete', before, undefined);
      });
      return ok(null);
    };
  }

  if (ids.delete && store.remove) {
    registerRestorable(services, {
      entity,
      table: store.table,
      deleteOperationId: ids.delete,
      files: definition.files,
      visibility,
      visible: async (ctx, id) => (await findVisible(ctx.tx, ctx.auth, id)) !== undefined,
      audited: async (ctx, id) => audit(ctx, 'restore', undefined, await findVisible(ctx.tx, ctx.auth, id)),
      takenField: (error) => violatedUniqueField(error, uniqueFields),
    });
  }

  if (ids.export && definition.csv) {
    const declaration = definition.csv;
    handlers[ids.export] = async (request, reply) => {
      const ctx = await readContext(request);
      const orderBy = orderOf(ctx.query);
      const where = await listWhere(ctx);
      const format = formatOf(ctx.query);
      const stamp = new Date().toISOString().slice(0, 10);
      const rowIds = await exportIds(ctx, where, orderBy);
      const options = { format, language: language(request), declaration, scope: ctx, sheetName: entity };
      const stream = await sheetStream(options, exportBatches(ctx, where, rowIds));
      stream.on('error', (error) => request.log.error({ err: error }, 'export failed'));
      return reply
        .type(SHEET_TYPES[format])
        .header('content-disposition', `attachment; filename="${entity}-${stamp}.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    };
  }

  if (ids.import && definition.create && definition.csv) {
    const declaration = definition.csv;
    const importOperationId = ids.import;
    const check = contract.validatorOfEveryError<Create>(definition.create.schema);
    registerTemplate(services, { entity, importOperationId, declaration });
    handlers[ids.import] = async (request) => {
      const auth = signedIn(request);
      const target = {
        entity,
        declaration,
        createCells,
        check,
        maxRows: declaration.maxImportRows ?? DEFAULT_MAX_IMPORT_ROWS,
        transaction: <T>(work: (ctx: ResourceWriteContext) => Promise<T>) => write(request, work),
        create: (ctx: ResourceWriteContext, input: Create) => createRow(ctx, input, 'import'),
      };
      return ok(await runImport(target, { db, auth, visibility: await visibility(db, auth), language: language(request), body: request.body }));
    };
  }

  return {
    entity,
    operationIds: ids,
    handlers,
    sortKeys: Object.keys(list.sortable),
    findVisible,
    visibility,
    scopeWhere,
    toDto: definition.toDto,
    updateRow: async (ctx, id, body, action) => updateRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, id, body, action),
    createRow: async (ctx, input, action) => {
      // The caller's input is typed by its own handler; the create pipeline takes it as the create body.
      if (!isCreate(input)) throw ApiError.badRequest('error.badRequest');
      return createRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, input, action);
    },
    listWhere,
    orderOf,
    readContext,
  };
}
