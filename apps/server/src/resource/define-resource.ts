import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { listQuery, NO_TOTAL, positiveInteger, record } from './list-query';
import { exportHandler, importHandler } from './resource-sheets';
import type { DtoBase, Handler, ReadContext, Resource, ResourceDefinition } from './resource-types';
import { writePipeline } from './write-pipeline';

export * from './resource-types';

/**
 * One declaration per resource (ResourceDefinition) gives its list, get, create, update, delete,
 * export and import handlers and the pieces a module's own handlers reuse. The parts: the list
 * (list-query.ts: scope, filters, keyword, sort, page), the writes (write-pipeline.ts), the files
 * (resource-sheets.ts, src/resource/sheets).
 */

function idParam(request: FastifyRequest): number {
  const id = positiveInteger(record(request.params)['id']);
  if (id === undefined) throw ApiError.field('id');
  return id;
}

export function defineResource<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }>(
  services: Services,
  definition: ResourceDefinition<Row, Insert, Dto, Create, Update>,
): Resource<Row, Dto> {
  const { db, contract } = services;
  const { store, scope, entity } = definition;
  const ids = definition.operationIds;

  const createGuard = definition.create ? contract.validator<Create>(definition.create.schema) : undefined;
  const isCreate = (input: unknown): input is Create => definition.create?.accepts?.(input) ?? createGuard?.(input) ?? false;

  const visibility = (database: Database, auth: AuthContext) => visibleCompanies(database, auth, scope.subsidiaries);
  const list = listQuery(definition);

  async function readContext(request: FastifyRequest): Promise<ReadContext> {
    const auth = signedIn(request);
    return { db, auth, visibility: await visibility(db, auth), query: record(request.query) };
  }

  async function findVisible(database: Database, auth: AuthContext, id: number): Promise<Row | undefined> {
    const ctx: ReadContext = { db: database, auth, visibility: await visibility(database, auth), query: {} };
    const [row] = await store.select(database, { where: and(eq(store.id, id), await list.scopeWhere(ctx)), orderBy: [], limit: 1, offset: 0, total: NO_TOTAL });
    return row;
  }

  const pipeline = writePipeline(definition, { services, findVisible, visibility });
  const handlers: Record<string, Handler> = {};

  if (ids.list) {
    handlers[ids.list] = async (request) => {
      const ctx = await readContext(request);
      const { rows, total } = await list.page(ctx);
      const items = rows.map(definition.toDto);
      return ok({ items: definition.present ? await definition.present(ctx, items) : items, total });
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
      const row = await pipeline.write(request, (ctx) => pipeline.createRow(ctx, input, 'create'));
      return ok(definition.toDto(row));
    };
  }

  if (ids.update && definition.update) {
    handlers[ids.update] = async (request) => {
      const id = idParam(request);
      const body = request.body;
      const row = await pipeline.write(request, (ctx) => pipeline.updateRow(ctx, id, body, 'update'));
      return ok(definition.toDto(row));
    };
  }

  if (ids.delete && store.remove) {
    handlers[ids.delete] = async (request) => {
      const id = idParam(request);
      const version = record(request.query)['version'];
      if (!store.version || typeof version !== 'number') throw ApiError.field('version', 'validation.required');
      await pipeline.write(request, (ctx) => pipeline.deleteRow(ctx, id, version));
      return ok(null);
    };
  }

  const exportFile = ids.export ? exportHandler(definition, { list, readContext }) : undefined;
  if (ids.export && exportFile) handlers[ids.export] = exportFile;

  const importFile = ids.import ? importHandler(services, definition, ids.import, pipeline, visibility) : undefined;
  if (ids.import && importFile) handlers[ids.import] = importFile;

  return {
    entity,
    operationIds: ids,
    handlers,
    sortKeys: Object.keys(definition.list.sortable),
    findVisible,
    visibility,
    scopeWhere: list.scopeWhere,
    toDto: definition.toDto,
    updateRow: async (ctx, id, body, action) => pipeline.updateRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, id, body, action),
    createRow: async (ctx, input, action) => {
      // The caller's input is typed by its own handler; the create pipeline takes it as the create body.
      if (!isCreate(input)) throw ApiError.badRequest('error.badRequest');
      return pipeline.createRow({ ...ctx, visibility: await visibility(ctx.tx, ctx.auth) }, input, action);
    },
    listWhere: list.listWhere,
    orderOf: list.orderOf,
    readContext,
  };
}
