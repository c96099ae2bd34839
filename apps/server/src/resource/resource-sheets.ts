import { and, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { ok, type OkEnvelope } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { detectLanguage } from '../i18n/language';
import type { Database } from '../db/client';
import type { Visibility } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import type { DtoBase, ImportFileRequest, ListRequest, ReadContext, ReadRequest, ResourceDefinition, ResourceWriteContext } from './resource-types';
import { type ListQuery, NO_TOTAL } from './list-query';
import { formatOf, SHEET_TYPES, sheetStream } from './sheets/sheet-export';
import { runImport } from './sheets/sheet-import';
import { registerTemplate } from './sheets/template-registry';
import type { WritePipeline } from './write-pipeline';

/** A resource's list as a CSV/.xlsx file, and its import from one (the sheets themselves: src/resource/sheets). */

const EXPORT_BATCH = 500;
const DEFAULT_MAX_IMPORT_ROWS = 5000;

interface ReadParts<Row> {
  list: ListQuery<Row>;
  readContext(request: ReadRequest): Promise<ReadContext>;
}

export function exportHandler<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }>(
  definition: ResourceDefinition<Row, Insert, Dto, Create, Update>,
  { list, readContext }: ReadParts<Row>,
): ((request: ListRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined {
  const { store, entity } = definition;
  const declaration = definition.csv;
  if (!declaration) return undefined;

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
      const rows = await store.select(ctx.db, { where: and(where, inArray(store.id, batch)), orderBy: [], limit: batch.length, offset: 0, total: NO_TOTAL });
      const dtos = new Map(rows.map((row) => definition.toDto(row)).map((dto) => [dto.id, dto]));
      yield batch.flatMap((id) => dtos.get(id) ?? []);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return async (request, reply) => {
    const ctx = await readContext(request);
    const orderBy = list.orderOf(ctx.query);
    const where = await list.listWhere(ctx);
    const format = formatOf(ctx.query);
    const stamp = new Date().toISOString().slice(0, 10);
    const rowIds = await exportIds(ctx, where, orderBy);
    const options = { format, language: detectLanguage(request.headers), declaration, scope: ctx, sheetName: entity };
    const stream = await sheetStream(options, exportBatches(ctx, where, rowIds));
    stream.on('error', (error) => request.log.error({ err: error }, 'export failed'));
    return reply
      .type(SHEET_TYPES[format])
      .header('content-disposition', `attachment; filename="${entity}-${stamp}.${format}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  };
}

export function importHandler<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }>(
  services: Services,
  definition: ResourceDefinition<Row, Insert, Dto, Create, Update>,
  importOperationId: string,
  pipeline: WritePipeline<Row, Create>,
  visibility: (db: Database, auth: AuthContext) => Promise<Visibility>,
): ((request: ImportFileRequest) => Promise<OkEnvelope<Awaited<ReturnType<typeof runImport>>>>) | undefined {
  const { entity } = definition;
  const declaration = definition.csv;
  if (!definition.create || !declaration) return undefined;
  const { db, contract } = services;
  const createCells = contract.propertyTypes(definition.create.schema);
  const check = contract.validatorOfEveryError<Create>(definition.create.schema);
  registerTemplate(services, { entity, importOperationId, declaration });
  return async (request) => {
    const auth = signedIn(request);
    const target = {
      entity,
      declaration,
      createCells,
      check,
      maxRows: declaration.maxImportRows ?? DEFAULT_MAX_IMPORT_ROWS,
      transaction: <T>(work: (ctx: ResourceWriteContext) => Promise<T>) => pipeline.write(request, work),
      create: (ctx: ResourceWriteContext, input: Create) => pipeline.createRow(ctx, input, 'import'),
      createMany: definition.createMany
        ? async (ctx: ResourceWriteContext, inputs: readonly Create[]) => (await pipeline.createMany(ctx, inputs, 'import')).map((outcome) => ('error' in outcome ? outcome.error : undefined))
        : undefined,
    };
    return ok(await runImport(target, { db, auth, visibility: await visibility(db, auth), language: detectLanguage(request.headers), body: request.body }));
  };
}
