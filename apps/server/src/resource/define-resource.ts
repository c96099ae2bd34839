import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError, ok } from '../http/envelope';
import { okWritten, type WrittenPage } from '../http/json-text';
import { signedIn } from '../http/request-context';
import { visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { listQuery, NO_TOTAL, positiveInteger } from './list-query';
import { exportHandler, importHandler } from './resource-sheets';
import type {
  CreateRequest,
  DeleteRequest,
  DtoBase,
  GetRequest,
  IdPath,
  ListRequest,
  PageRequest,
  ReadContext,
  ReadRequest,
  Resource,
  ResourceDefinition,
  ResourceHandlers,
  ResourceOperationIds,
  UpdateRequest,
} from './resource-types';
import { registerRestorable } from './restore/restorable';
import { writePipeline } from './write-pipeline';

export * from './resource-types';

/**
 * One declaration per resource (ResourceDefinition) gives its list, get, create, update, delete,
 * export and import handlers and the pieces a module's own handlers reuse. The parts: the list
 * (list-query.ts: scope, filters, keyword, sort, page), the writes (write-pipeline.ts), the files
 * (resource-sheets.ts, src/resource/sheets).
 */

function idParam(request: { params: IdPath }): number {
  const id = positiveInteger(request.params.id);
  if (id === undefined) throw ApiError.field('id');
  return id;
}

/** `{ [key]: handler }` typed by its key (nothing when the resource does not answer that operation). */
function slot<K extends string, H>(key: K | undefined, handler: H | undefined): Record<K, H> {
  const entry: Record<string, H> = {};
  if (key !== undefined && handler !== undefined) entry[key] = handler;
  return entry;
}

function merge<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

export function defineResource<
  Row,
  Insert,
  Dto extends DtoBase,
  Create,
  Update extends { version: number },
  Ids extends ResourceOperationIds,
>(services: Services, definition: ResourceDefinition<Row, Insert, Dto, Create, Update, Ids>): Resource<Row, Dto, Ids> {
  const { db, contract } = services;
  const { store, scope, entity } = definition;
  const ids = definition.operationIds;

  const createGuard = definition.create ? contract.validator<Create>(definition.create.schema) : undefined;
  const isCreate = (input: unknown): input is Create => definition.create?.accepts?.(input) ?? createGuard?.(input) ?? false;

  const visibility = (database: Database, auth: AuthContext) => visibleCompanies(database, auth, scope.subsidiaries);
  const listing = listQuery(definition);

  async function readContext(request: ReadRequest): Promise<ReadContext> {
    const auth = signedIn(request);
    return { db, auth, visibility: await visibility(db, auth), query: request.query };
  }

  async function findVisible(database: Database, auth: AuthContext, id: number): Promise<Row | undefined> {
    const ctx: ReadContext = { db: database, auth, visibility: await visibility(database, auth), query: {} };
    const [row] = await store.select(database, { where: and(eq(store.id, id), await listing.scopeWhere(ctx)), orderBy: [], limit: 1, offset: 0, total: NO_TOTAL });
    return row;
  }

  const pipeline = writePipeline(definition, { services, findVisible, visibility });
  if (ids.delete && store.remove) {
    registerRestorable(services, {
      entity,
      table: store.table,
      deleteOperationId: ids.delete,
      files: definition.files,
      visibility,
      visible: async (ctx, id) => (await findVisible(ctx.tx, ctx.auth, id)) !== undefined,
      audited: async (ctx, id) => pipeline.audit(ctx, 'restore', undefined, await findVisible(ctx.tx, ctx.auth, id)),
      takenField: pipeline.takenField,
    });
  }
  /** The list path with a page query: the shared one, or a resource's own (listWith). */
  function listWith<A extends { items: Dto[]; total: number }>(page: (ctx: ReadContext, request: PageRequest) => Promise<A>) {
    return async (request: ListRequest) => {
      const ctx = await readContext(request);
      const answer = await page(ctx, listing.pageRequest(ctx.query));
      return ok(definition.present ? merge(answer, { items: await definition.present(ctx, answer.items) }) : answer);
    };
  }

  function listWrittenWith<A extends { items: Dto[]; total: number }>(page: (ctx: ReadContext, request: PageRequest) => Promise<WrittenPage<A>>) {
    // present() edits item objects; a written page has none to edit.
    if (definition.present) throw new Error(`${definition.entity}: a resource that presents its items cannot answer written pages`);
    return async (request: ListRequest) => {
      const ctx = await readContext(request);
      return okWritten<A>(await page(ctx, listing.pageRequest(ctx.query)));
    };
  }

  const list = listWith(async (ctx) => {
    const { rows, total, exact } = await listing.page(ctx);
    return { items: rows.map(definition.toDto), total, ...(exact === undefined ? {} : { total_exact: exact }) };
  });

  async function get(request: GetRequest) {
    const row = await findVisible(db, signedIn(request), idParam(request));
    if (!row) throw ApiError.notFound();
    const dto = definition.toDto(row);
    const [shown = dto] = definition.present ? await definition.present(await readContext(request), [dto]) : [dto];
    return ok(shown);
  }

  async function create(request: CreateRequest) {
    if (!createGuard?.(request.body)) throw ApiError.badRequest('error.badRequest');
    const input = request.body;
    const row = await pipeline.write(request, (ctx) => pipeline.createRow(ctx, input, 'create'));
    return ok(definition.toDto(row));
  }

  async function update(request: UpdateRequest) {
    const id = idParam(request);
    const body = request.body;
    const row = await pipeline.write(request, (ctx) => pipeline.updateRow(ctx, id, body, 'update'));
    return ok(definition.toDto(row));
  }

  async function remove(request: DeleteRequest) {
    const id = idParam(request);
    const { version } = request.query;
    if (!store.version || typeof version !== 'number') throw ApiError.field('version', 'validation.required');
    await pipeline.write(request, (ctx) => pipeline.deleteRow(ctx, id, version));
    return ok(null);
  }

  // Each declared operation whose parts are declared too (create needs `create`, delete `store.remove`, …).
  const handlers: ResourceHandlers<Ids, Dto> = merge(
    merge(slot(ids.list, list), slot(ids.get, get)),
    merge(
      merge(slot(ids.create, definition.create ? create : undefined), slot(ids.update, definition.update ? update : undefined)),
      merge(
        slot(ids.delete, store.remove ? remove : undefined),
        merge(
          slot(ids.export, ids.export ? exportHandler(definition, { list: listing, readContext }) : undefined),
          slot(ids.import, ids.import ? importHandler(services, definition, ids.import, pipeline, visibility) : undefined),
        ),
      ),
    ),
  );

  return {
    entity,
    operationIds: ids,
    handlers,
    listWith,
    listWrittenWith,
    sortKeys: Object.keys(definition.list.sortable),
    findVisible,
    visibility,
    scopeWhere: listing.scopeWhere,
    toDto: definition.toDto,
    updateRow: async (ctx, id, body, action) => pipeline.updateRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, id, body, action),
    createRow: async (ctx, input, action) => {
      // The caller's input is typed by its own handler; the create pipeline takes it as the create body.
      if (!isCreate(input)) throw ApiError.badRequest('error.badRequest');
      return pipeline.createRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, input, action);
    },
    listWhere: listing.listWhere,
    orderOf: listing.orderOf,
    readContext,
  };
}
