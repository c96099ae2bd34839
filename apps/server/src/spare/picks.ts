import { and, asc, eq, gt, inArray, sql, getTableColumns } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { spareDocuments, spareParts, sparePicks, spareStock } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { keepingTotal } from '../resource/list-query';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';
import { deviceOfCompany, iso, namesOf, round3, visibleWarehouse } from './common';
import { confirmDocument, createDocument, linesOf, toDocument, withNames as documentNames } from './documents';

type BaseRow = typeof sparePicks.$inferSelect;
type Row = BaseRow & { warehouseName: string; requesterName: string; deviceName: string; decidedByName: string; parts: Map<number, { code: string; name: string; unit: string }> };
export type PickResource = Resource<Row, Schemas['SparePick'], typeof PICK_OPERATIONS>;

const day = (date: Date) => `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;

export function toPick(row: Row): Schemas['SparePick'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: `LL${day(row.createdAt)}-${String(row.id).padStart(6, '0')}`,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    requester_id: row.requesterId,
    requester_name: row.requesterName,
    work_order_id: row.workOrderId ?? 0,
    device_id: row.deviceId ?? 0,
    device_name: row.deviceName,
    status: row.status,
    remark: row.remark,
    lines: row.lines.map((line) => {
      const part = row.parts.get(line.part_id);
      return { part_id: line.part_id, part_code: part?.code ?? '', part_name: part?.name ?? '', unit: part?.unit ?? '', quantity: line.quantity };
    }),
    decided_by: row.decidedBy ?? 0,
    decided_by_name: row.decidedByName,
    decided_at: iso(row.decidedAt),
    decision_comment: row.decisionComment,
    document_id: row.documentId ?? 0,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withNames(db: Database, rows: BaseRow[]): Promise<Row[]> {
  const partIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.part_id)))];
  const [warehouses, people, deviceNames, parts] = await Promise.all([
    namesOf(db, 'warehouses', rows.map((row) => row.warehouseId)),
    namesOf(db, 'users', rows.flatMap((row) => [row.requesterId, row.decidedBy])),
    namesOf(db, 'devices', rows.map((row) => row.deviceId)),
    partIds.length ? db.select({ id: spareParts.id, code: spareParts.code, name: spareParts.name, unit: spareParts.unit }).from(spareParts).where(inArray(spareParts.id, partIds)) : Promise.resolve([]),
  ]);
  const partMap = new Map(parts.map((part) => [part.id, part]));
  return rows.map((row) => ({
    ...row,
    warehouseName: warehouses.get(row.warehouseId) ?? '',
    requesterName: people.get(row.requesterId) ?? '',
    deviceName: row.deviceId ? (deviceNames.get(row.deviceId) ?? '') : '',
    decidedByName: row.decidedBy ? (people.get(row.decidedBy) ?? '') : '',
    parts: partMap,
  }));
}

const PICK_OPERATIONS = { list: 'listSparePicks', get: 'getSparePick', delete: 'deleteSparePick' } satisfies ResourceOperationIds;

export function pickResource(services: Services): PickResource {
  return defineResource<Row, typeof sparePicks.$inferInsert, Schemas['SparePick'], never, { version: number }, typeof PICK_OPERATIONS>(services, {
    entity: 'spare_pick',
    operationIds: PICK_OPERATIONS,
    store: {
      table: sparePicks,
      id: sparePicks.id,
      version: sparePicks.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(sparePicks), listTotal: q.total }).from(sparePicks).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withNames(db, rows)),
      remove: async (db, where) => withNames(db, await db.delete(sparePicks).where(where).returning()),
    },
    scope: { column: sparePicks.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: sparePicks.id, created_at: sparePicks.createdAt },
      defaultSort: '-id',
      filters: { status: { column: sparePicks.status }, work_order_id: { column: sparePicks.workOrderId }, device_id: { column: sparePicks.deviceId } },
      search: [sparePicks.remark],
    },
    toDto: toPick,
    async beforeDelete(ctx, row) {
      if (row.status !== 'pending') throw ApiError.field('status', 'spare.pickStatus', { values: row.status });
    },
  });
}

/** Oldest stock first (by batch, then location): the stock-out lines that cover a pick request. */
async function allocate(db: Database, warehouseId: number, lines: readonly { part_id: number; quantity: number }[]): Promise<Schemas['SpareDocumentLineInput'][]> {
  const result: Schemas['SpareDocumentLineInput'][] = [];
  for (const [index, line] of lines.entries()) {
    const slots = await db
      .select()
      .from(spareStock)
      .where(and(eq(spareStock.warehouseId, warehouseId), eq(spareStock.partId, line.part_id), gt(spareStock.quantity, 0)))
      .orderBy(asc(spareStock.batch), asc(spareStock.locationId));
    let missing = line.quantity;
    for (const slot of slots) {
      if (missing <= 0) break;
      const take = round3(Math.min(slot.quantity, missing));
      result.push({ part_id: line.part_id, location_id: slot.locationId, batch: slot.batch, quantity: take });
      missing = round3(missing - take);
    }
    if (missing > 0) {
      const [part] = await db.select({ code: spareParts.code, name: spareParts.name }).from(spareParts).where(eq(spareParts.id, line.part_id));
      const available = round3(slots.reduce((total, slot) => total + slot.quantity, 0));
      throw ApiError.field(`lines[${index}].quantity`, 'spare.insufficient', { values: part ? `${part.code} ${part.name}` : String(line.part_id), limit: available });
    }
  }
  return result;
}

export function pickHandlers(services: Services, resource: PickResource): Pick<ServiceHandlers, 'createSparePick' | 'decideSparePick' | 'fulfilSparePick'> {
  const write = <T>(request: Parameters<typeof signedIn>[0], work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const dto = async (db: Database, row: BaseRow) => {
    const [named] = await withNames(db, [row]);
    if (!named) throw new Error('spare pick: no row');
    return toPick(named);
  };
  const audit = (ctx: ResourceWriteContext, action: string, before: Schemas['SparePick'] | undefined, after: Schemas['SparePick']) =>
    appendAudit(ctx.tx, { companyId: after.company_id, userId: ctx.auth.userId, action: `spare_pick.${action}`, entity: 'spare_pick', entityId: after.id, before, after, ip: ctx.ip });
  const locked = async (ctx: ResourceWriteContext, id: number, version: number) => {
    const [row] = await ctx.tx.select().from(sparePicks).where(eq(sparePicks.id, id)).for('update');
    if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
    if (row.version !== version) throw ApiError.staleVersion();
    return row;
  };

  return {
    async createSparePick(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const warehouse = await visibleWarehouse(ctx.tx, ctx.visibility, body.warehouse_id);
        const deviceId = await deviceOfCompany(ctx.tx, warehouse.companyId, body.device_id);
        const partIds = body.lines.map((line) => line.part_id);
        const parts = await ctx.tx.select({ id: spareParts.id }).from(spareParts).where(and(inArray(spareParts.id, partIds), eq(spareParts.companyId, warehouse.companyId)));
        const known = new Set(parts.map((part) => part.id));
        body.lines.forEach((line, index) => {
          if (!known.has(line.part_id)) throw ApiError.referenceNotFound(`lines[${index}].part_id`);
          if (partIds.indexOf(line.part_id) !== index) throw ApiError.field(`lines[${index}].part_id`, 'spare.duplicate', { values: line.part_id });
        });
        const [inserted] = await ctx.tx
          .insert(sparePicks)
          .values({
            companyId: warehouse.companyId,
            warehouseId: warehouse.id,
            requesterId: ctx.auth.userId,
            workOrderId: body.work_order_id || null,
            deviceId,
            remark: body.remark ?? '',
            lines: body.lines.map((line) => ({ part_id: line.part_id, quantity: round3(line.quantity) })),
          })
          .returning();
        if (!inserted) throw new Error('spare pick: insert returned no row');
        await audit(ctx, 'create', undefined, await dto(ctx.tx, inserted));
        return inserted;
      });
      return ok(await dto(services.db, row));
    },

    async decideSparePick(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const before = await locked(ctx, request.params.id, body.version);
        if (before.status !== 'pending') throw ApiError.field('status', 'spare.pickStatus', { values: before.status });
        const [after] = await ctx.tx
          .update(sparePicks)
          .set({
            status: body.decision === 'approve' ? 'approved' : 'rejected',
            decidedBy: ctx.auth.userId,
            decidedAt: new Date(),
            decisionComment: body.comment?.trim() ?? '',
            version: sql`${sparePicks.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(sparePicks.id, before.id))
          .returning();
        if (!after) throw ApiError.staleVersion();
        await audit(ctx, body.decision, await dto(ctx.tx, before), await dto(ctx.tx, after));
        return after;
      });
      return ok(await dto(services.db, row));
    },

    async fulfilSparePick(request) {
      const body = request.body;
      const documentId = await write(request, async (ctx) => {
        const before = await locked(ctx, request.params.id, body.version);
        if (before.status !== 'approved') throw ApiError.field('status', 'spare.pickStatus', { values: before.status });
        const lines = await allocate(ctx.tx, before.warehouseId, before.lines);
        const draft = await createDocument(
          ctx,
          'out',
          { reason: before.workOrderId ? 'work_order' : before.deviceId ? 'device' : 'consumption', warehouse_id: before.warehouseId, work_order_id: before.workOrderId ?? 0, device_id: before.deviceId ?? 0, remark: before.remark, lines },
          before.id,
        );
        const confirmed = await confirmDocument(ctx, 'out', draft.id, draft.version);
        const [after] = await ctx.tx
          .update(sparePicks)
          .set({ status: 'fulfilled', documentId: confirmed.id, version: sql`${sparePicks.version} + 1`, updatedAt: new Date() })
          .where(eq(sparePicks.id, before.id))
          .returning();
        if (!after) throw ApiError.staleVersion();
        await audit(ctx, 'fulfil', await dto(ctx.tx, before), await dto(ctx.tx, after));
        return confirmed.id;
      });
      const rows = await documentNames(services.db, await services.db.select().from(spareDocuments).where(eq(spareDocuments.id, documentId)));
      const [named] = rows;
      if (!named) throw ApiError.notFound();
      return ok(toDocument(named, await linesOf(services.db, named.id)));
    },
  };
}
