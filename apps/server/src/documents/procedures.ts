import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { procedures, procedureVersions, storedFiles } from '../db/documents-schema';
import { deviceTypes } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { storedFilesByIds, type StoredFileRow, takeFile, toStoredFile } from '../files/stored-files';
import { keywordCondition, searchTextOf } from './search';
import { NO_TOTAL } from '../resource/list-query';

type ProcedureRow = typeof procedures.$inferSelect;
type VersionRow = typeof procedureVersions.$inferSelect;
type Insert = typeof procedures.$inferInsert;
/** A procedure with its device type's name and the version in force today (with its file). */
export interface Row {
  procedure: ProcedureRow;
  typeName: string;
  current: VersionRow | null;
  file: StoredFileRow | null;
}
export type ProcedureResource = Resource<Row, Schemas['Procedure'], typeof PROCEDURE_OPERATIONS>;

export function toProcedure(row: Row): Schemas['Procedure'] {
  const { procedure, current } = row;
  return {
    id: procedure.id,
    company_id: procedure.companyId,
    device_type_id: procedure.deviceTypeId,
    device_type_name: row.typeName,
    title: procedure.title,
    kind: procedure.kind,
    current_version: current?.number ?? 0,
    effective_on: current?.effectiveOn ?? null,
    content: current?.content ?? '',
    file: row.file ? toStoredFile(row.file) : null,
    created_by: procedure.createdBy,
    version: procedure.version,
    created_at: procedure.createdAt.toISOString(),
    updated_at: procedure.updatedAt.toISOString(),
  };
}

const inForce = alias(procedureVersions, 'in_force');

function selectRows(db: Database, where: SQL | undefined, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({ listTotal: total, procedure: procedures, typeName: deviceTypes.name, current: inForce, file: storedFiles })
    .from(procedures)
    .innerJoin(deviceTypes, eq(deviceTypes.id, procedures.deviceTypeId))
    .leftJoin(
      inForce,
      sql`${inForce.id} = (select v.id from ${procedureVersions} v where v.procedure_id = ${procedures.id} and v.effective_on <= current_date order by v.number desc limit 1)`,
    )
    .leftJoin(storedFiles, eq(storedFiles.id, inForce.fileId))
    .where(where);
}

async function rowById(db: Database, id: number | undefined): Promise<Row[]> {
  return id === undefined ? [] : selectRows(db, eq(procedures.id, id));
}

async function deviceTypeCompany(ctx: ResourceWriteContext, typeId: number): Promise<number> {
  const [type] = await ctx.tx.select({ companyId: deviceTypes.companyId }).from(deviceTypes).where(eq(deviceTypes.id, typeId));
  if (!type || !(ctx.visibility.all || ctx.visibility.ids.has(type.companyId))) throw ApiError.referenceNotFound('device_type_id');
  return type.companyId;
}

/** Operating and safety procedures per device type; each change of text is a new version with the date it takes effect. */
const PROCEDURE_OPERATIONS = { list: 'listProcedures', get: 'getProcedure', update: 'updateProcedure', delete: 'deleteProcedure' } satisfies ResourceOperationIds;

export function procedureResource(services: Services): ProcedureResource {
  return defineResource<Row, Insert, Schemas['Procedure'], Schemas['ProcedureCreate'], Schemas['ProcedureUpdate'], typeof PROCEDURE_OPERATIONS>(services, {
    entity: 'procedure',
    operationIds: PROCEDURE_OPERATIONS,
    store: {
      table: procedures,
      id: procedures.id,
      version: procedures.version,
      select: (db, q) => selectRows(db, q.where, q.total).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => {
        const [inserted] = await db.insert(procedures).values(values).returning({ id: procedures.id });
        return rowById(db, inserted?.id);
      },
      update: async (db, values, where) => {
        const [updated] = await db.update(procedures).set({ ...values, version: sql`${procedures.version} + 1`, updatedAt: new Date() }).where(where).returning({ id: procedures.id });
        return rowById(db, updated?.id);
      },
      remove: async (db, where) => {
        const rows = await selectRows(db, where);
        await db.delete(procedures).where(where);
        return rows;
      },
    },
    scope: { column: procedures.companyId, subsidiaries: true, companyOf: (row) => row.procedure.companyId },
    list: {
      sortable: { id: procedures.id, title: procedures.title, updated_at: procedures.updatedAt, created_at: procedures.createdAt },
      defaultSort: '+title',
      filters: { device_type_id: { column: procedures.deviceTypeId }, kind: { column: procedures.kind } },
      keyword: (text) => keywordCondition(procedures.searchText, procedures.searchGrams, text),
    },
    toDto: toProcedure,
    create: {
      schema: 'ProcedureCreate',
      toValues: async (input, ctx) => ({
        companyId: await deviceTypeCompany(ctx, input.device_type_id),
        deviceTypeId: input.device_type_id,
        title: input.title.trim(),
        kind: input.kind,
        createdBy: ctx.auth.userId,
        searchText: searchTextOf(input.title, input.content),
      }),
    },
    update: {
      schema: 'ProcedureUpdate',
      toValues: async (input, before, ctx) => {
        if (input.device_type_id !== undefined && input.device_type_id !== before.procedure.deviceTypeId) {
          if ((await deviceTypeCompany(ctx, input.device_type_id)) !== before.procedure.companyId) throw ApiError.field('device_type_id', 'validation.sameCompany');
        }
        const title = input.title?.trim() ?? before.procedure.title;
        return { deviceTypeId: input.device_type_id, title, kind: input.kind, searchText: searchTextOf(title, before.current?.content) };
      },
    },
    async validate(_ctx, change) {
      if (change.values.title !== undefined && !change.values.title) throw ApiError.field('title', 'validation.empty');
    },
    // Released when the delete becomes final (its undo is over), not when it is made.
    files: 'procedure',
  });
}

export function toProcedureVersion(row: VersionRow, file: Schemas['StoredFile'] | null): Schemas['ProcedureVersion'] {
  return {
    id: row.id,
    procedure_id: row.procedureId,
    number: row.number,
    effective_on: row.effectiveOn,
    content: row.content,
    note: row.note,
    file,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** Create (version 1), the version history, and a new version with the date it takes effect. */
export function procedureHandlers(services: Services, resource: ProcedureResource): Pick<ServiceHandlers, 'createProcedure' | 'listProcedureVersions' | 'addProcedureVersion'> {
  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) =>
    writeIn(services, request, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, ctx.auth) }));

  async function addVersion(ctx: ResourceWriteContext, procedure: ProcedureRow, body: Schemas['ProcedureVersionCreate'] | Schemas['ProcedureCreate'], number: number): Promise<void> {
    const fileId = body.file_id;
    const file = fileId === undefined ? undefined : await takeFile(ctx, 'file_id', fileId, 'procedure', { kind: 'procedure', id: procedure.id, companyId: procedure.companyId });
    await ctx.tx.insert(procedureVersions).values({
      companyId: procedure.companyId,
      procedureId: procedure.id,
      number,
      effectiveOn: body.effective_on,
      content: body.content,
      fileId: file?.id ?? null,
      note: body.note ?? '',
      createdBy: ctx.auth.userId,
    });
  }

  return {
    async createProcedure(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const created = await resource.createRow(ctx, body, 'create');
        await addVersion(ctx, created.procedure, body, 1);
        const [after] = await rowById(ctx.tx, created.procedure.id);
        return after ?? created;
      });
      return ok(toProcedure(row));
    },

    async listProcedureVersions(request) {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      const versions = await services.db.select().from(procedureVersions).where(eq(procedureVersions.procedureId, row.procedure.id)).orderBy(desc(procedureVersions.number));
      const files = await storedFilesByIds(services.db, versions.flatMap((version) => (version.fileId === null ? [] : [version.fileId])));
      return ok({ items: versions.map((version) => toProcedureVersion(version, version.fileId === null ? null : (files.get(version.fileId) ?? null))) });
    },

    async addProcedureVersion(request) {
      const id = request.params.id;
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const [locked] = await ctx.tx.select({ id: procedures.id }).from(procedures).where(eq(procedures.id, id)).for('update');
        const before = locked ? await resource.findVisible(ctx.tx, ctx.auth, id) : undefined;
        if (!before) throw ApiError.notFound();
        if (before.procedure.version !== body.version) throw ApiError.staleVersion();
        const { procedure } = before;
        const number = procedure.latestVersion + 1;
        await addVersion(ctx, procedure, body, number);
        await ctx.tx
          .update(procedures)
          .set({ latestVersion: number, searchText: searchTextOf(procedure.title, body.content), version: sql`${procedures.version} + 1`, updatedAt: new Date() })
          .where(eq(procedures.id, id));
        const [after] = await rowById(ctx.tx, id);
        if (!after) throw ApiError.notFound();
        await appendAudit(ctx.tx, {
          companyId: procedure.companyId, userId: ctx.auth.userId, action: 'procedure.add_version', entity: 'procedure', entityId: id,
          before: toProcedure(before), after: { ...toProcedure(after), added_version: { number, effective_on: body.effective_on, note: body.note ?? '' } }, ip: ctx.ip,
        });
        return after;
      });
      return ok(toProcedure(row));
    },
  };
}
