import type { FileOwnerKind } from '../files/stored-files';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import type { ApiError, OkEnvelope } from '../http/envelope';
import type { JsonText, WrittenPage } from '../http/json-text';
import type { Visibility } from '../org/company-scope';
import type { AuthContext } from '../session/auth-context';
import type { SheetDeclaration } from './sheets/declaration';
import type { ImportResult } from './sheets/sheet-import';
import type { WriteContext } from './write-context';

/** What a resource declares (ResourceDefinition) and what defineResource gives back (Resource). */

export type ResourceOperation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'export' | 'import';

/** The operations a resource answers, each named by its contract operationId. */
export type ResourceOperationIds = Partial<Record<ResourceOperation, OperationId>>;

export interface SelectQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * The list's count of every row matching `where` (a scalar subquery, run once by the database
   * beside the page), or NULL when the caller does not need it. A store selects it as `listTotal`
   * (`listTotal: q.total`), so a list page costs one statement instead of page + count.
   */
  total: SQL<number | null>;
}

/** A row as a store's select may give it: with the list's total when the store selected it. */
export type Counted<Row> = Row & { listTotal?: number | null };

/**
 * The typed access to one table. drizzle's builders lose their row types behind a generic table,
 * so each resource writes these one-liners against its concrete table; everything else is shared.
 */
export interface ResourceStore<Row, Insert> {
  table: PgTable;
  id: PgColumn;
  select(db: Database, query: SelectQuery): Promise<Counted<Row>[]>;
  insert?(db: Database, values: Insert): Promise<Row[]>;
  /** Must also increment `version` and set `updated_at`. */
  update?(db: Database, values: Partial<Insert>, where: SQL): Promise<Row[]>;
  remove?(db: Database, where: SQL): Promise<Row[]>;
  /** Required for update and delete (optimistic concurrency). */
  version?: PgColumn;
}

/** A keyword's plain condition (no index needed) and how many rows of the list's order are scanned with it before its indexed `keyword` condition is used. */
export interface KeywordScan {
  contains(text: string): SQL;
  window: number;
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

/** The page, limit and sort of a list request, parsed and checked (sort: 400 naming sort when not declared). */
export interface PageRequest {
  limit: number;
  offset: number;
  sort: { column: PgColumn; name: string; descending: boolean };
}

export interface ResourceDefinition<
  Row,
  Insert,
  Dto extends DtoBase,
  Create,
  Update extends { version: number },
  Ids extends ResourceOperationIds = ResourceOperationIds,
> {
  /** Audit entity name (`company` → actions company.create, company.update, …). */
  entity: string;
  /** The contract operations this resource answers (a `satisfies ResourceOperationIds` constant). */
  operationIds: Ids;
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
    /**
     * With a keyword, count at most this many matches (the list answers `total_exact: false` and the cap
     * beyond it): counting every match of a common word re-reads each matching row (the n-gram recheck),
     * while the page itself stays an index-ordered scan that stops at its LIMIT. The list answers
     * `total_exact` whenever this is set.
     */
    keywordTotalCap?: number;
    /** With a keyword and keywordTotalCap: find common words in the list's order first (list-query.ts firstMatches). */
    keywordScan?: KeywordScan;
    /** Count at most this many matches, with a keyword or without (the list answers `total_exact`). */
    totalCap?: number;
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
  /**
   * The set-based create of many rows (an import's chunk, src/resource/write-pipeline.ts createMany):
   * `prepare` does what toValues + validate do for each input, its database reads one query per
   * chunk, and answers per input its values or the ApiError the one-row create would throw first
   * (a later input repeating an earlier one's unique value included); `insert` writes the values in
   * one statement and answers the rows in their order; `afterCreate` is afterWrite for those rows.
   * Without it the resource's import creates row by row.
   */
  createMany?: {
    prepare(ctx: ResourceWriteContext, inputs: readonly Create[]): Promise<(Insert | ApiError)[]>;
    insert(db: Database, values: readonly Insert[]): Promise<Row[]>;
    afterCreate?(ctx: ResourceWriteContext, rows: readonly Row[]): Promise<void>;
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

/**
 * What the generic handlers read of a request, by operation. Each handler's request is the part of a
 * contract request it reads; registered under an operation (ServiceHandlers), that operation's request
 * (OperationRequest) must have it — a delete registered for an operation without `version` in its
 * query, or a get for one without an `id` in its path, does not compile. Ajv has validated every part.
 */
export type QueryParams = { [param: string]: unknown };
/** A list's or an export's query: the page, the sort, the keyword, the company; its filters by name. */
export type ListParams = QueryParams & { page?: number; limit?: number; sort?: string; keyword?: string; company_id?: number };
export type IdPath = { id: number };

export type ReadRequest = FastifyRequest<{ Querystring: QueryParams }>;
export type ListRequest = FastifyRequest<{ Querystring: ListParams }>;
export type GetRequest = FastifyRequest<{ Params: IdPath; Querystring: QueryParams }>;
/** A create's body is checked against the resource's create schema (`create.schema`) before it is written. */
export type CreateRequest = FastifyRequest<{ Body: object }>;
/** An update's body, checked against `update.schema`, carries the version it was read at (409 when stale). */
export type UpdateRequest = FastifyRequest<{ Params: IdPath; Body: { version: number } }>;
export type DeleteRequest = FastifyRequest<{ Params: IdPath; Querystring: { version: number } }>;
export type ImportFileRequest = FastifyRequest<{ Body: Schemas['CsvImportRequest'] }>;

type Answer<Request, T> = (request: Request, reply: FastifyReply) => Promise<OkEnvelope<T>>;

/**
 * The handlers of a resource, keyed by the operationIds it declares and typed by what each reads and
 * answers: registered with the module's other handlers, the app's handler map (ServiceHandlers) checks
 * every one against its contract operation — a list of the wrong rows, a resource registered for the
 * wrong operation, or a handler reading a parameter or body its operation lacks does not compile.
 */
export type ResourceHandlers<Ids extends ResourceOperationIds, Dto> = Record<NonNullable<Ids['list']>, Answer<ListRequest, { items: Dto[]; total: number }>> &
  Record<NonNullable<Ids['get']>, Answer<GetRequest, Dto>> &
  Record<NonNullable<Ids['create']>, Answer<CreateRequest, Dto>> &
  Record<NonNullable<Ids['update']>, Answer<UpdateRequest, Dto>> &
  Record<NonNullable<Ids['delete']>, Answer<DeleteRequest, null>> &
  Record<NonNullable<Ids['export']>, (request: ListRequest, reply: FastifyReply) => Promise<FastifyReply>> &
  Record<NonNullable<Ids['import']>, Answer<ImportFileRequest, ImportResult>>;

export interface Resource<Row, Dto, Ids extends ResourceOperationIds = Record<never, never>> {
  entity: string;
  operationIds: Ids;
  handlers: ResourceHandlers<Ids, Dto>;
  /**
   * The resource's list path (the caller's scope, the parsed page, limit and sort, what the caller may
   * read) with its own page query: the device ledger's one-statement page and figures. Its answer is
   * the page's, typed, for the module to register under its list operation.
   */
  listWith<A extends { items: Dto[]; total: number }>(page: (ctx: ReadContext, request: PageRequest) => Promise<A>): (request: ListRequest) => Promise<OkEnvelope<A>>;
  /** listWith for a page whose items the database wrote as the answer's JSON text (the device ledger's hot list). */
  listWrittenWith<A extends { items: Dto[]; total: number }>(
    page: (ctx: ReadContext, request: PageRequest) => Promise<WrittenPage<A>>,
  ): (request: ListRequest) => Promise<JsonText<OkEnvelope<A>>>;
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
  readContext(request: ReadRequest): Promise<ReadContext>;
}
