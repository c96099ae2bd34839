import { holdsAction } from '@om/auth/core';
import { and, asc, eq, gt, inArray, sql, getTableColumns } from 'drizzle-orm';
import { submitApproval, withdrawApprovalIn } from '../admin/approvals';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { approvals, users } from '../db/schema';
import { spareDocuments, spareParts, sparePicks, spareStock } from '../db/spare-schema';
import { NOTICE_LANGUAGE } from '../devices/special-equipment';
import { translate } from '../i18n/catalog';
import { insertMessages } from '../messages/message-store';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { keepingTotal } from '../resource/list-query';
import { inTransaction, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { deviceOfCompany, iso, namesOf, round3, visibleWarehouse } from './common';
import { confirmDocument, createDocument, documentNumber, linesOf, toDocument, withNames as documentNames } from './documents';

type BaseRow = typeof sparePicks.$inferSelect;
type PickStatus = BaseRow['status'];
type Row = BaseRow & {
  warehouseName: string;
  requesterName: string;
  deviceName: string;
  decidedByName: string;
  approverIds: number[];
  currentApproverId: number;
  currentApproverName: string;
  parts: Map<number, { code: string; name: string; unit: string }>;
};
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
    approval_id: row.approvalId ?? 0,
    approver_ids: row.approverIds,
    current_approver_id: row.currentApproverId,
    current_approver_name: row.currentApproverName,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Names, parts and approvals of a page of requests (one query each, whatever the page size). */
async function withNames(db: Database, rows: BaseRow[]): Promise<Row[]> {
  const partIds = [...new Set(rows.flatMap((row) => row.lines.map((line) => line.part_id)))];
  const approvalIds = rows.flatMap((row) => (row.approvalId ? [row.approvalId] : []));
  const [warehouses, deviceNames, parts, chains] = await Promise.all([
    namesOf(db, 'warehouses', rows.map((row) => row.warehouseId)),
    namesOf(db, 'devices', rows.map((row) => row.deviceId)),
    partIds.length ? db.select({ id: spareParts.id, code: spareParts.code, name: spareParts.name, unit: spareParts.unit }).from(spareParts).where(inArray(spareParts.id, partIds)) : Promise.resolve([]),
    approvalIds.length ? db.select({ id: approvals.id, steps: approvals.steps, current: approvals.currentApproverId }).from(approvals).where(inArray(approvals.id, approvalIds)) : Promise.resolve([]),
  ]);
  const chainOf = new Map(chains.map((chain) => [chain.id, chain]));
  const people = await namesOf(db, 'users', [...rows.flatMap((row) => [row.requesterId, row.decidedBy]), ...chains.map((chain) => chain.current)]);
  const partMap = new Map(parts.map((part) => [part.id, part]));
  return rows.map((row) => {
    const chain = row.approvalId ? chainOf.get(row.approvalId) : undefined;
    const current = chain?.current ?? 0;
    return {
      ...row,
      warehouseName: warehouses.get(row.warehouseId) ?? '',
      requesterName: people.get(row.requesterId) ?? '',
      deviceName: row.deviceId ? (deviceNames.get(row.deviceId) ?? '') : '',
      decidedByName: row.decidedBy ? (people.get(row.decidedBy) ?? '') : '',
      approverIds: chain ? chain.steps.map((step) => step.approver_id) : [],
      currentApproverId: current,
      currentApproverName: current ? (people.get(current) ?? '') : '',
      parts: partMap,
    };
  });
}

const dtoOf = async (db: Database, row: BaseRow) => {
  const [named] = await withNames(db, [row]);
  if (!named) throw new Error('spare pick: no row');
  return toPick(named);
};

/**
 * Moves a request to `to` (version + 1) with its audit entry `spare_pick.<action>`; for the pick's own
 * handlers and for the decisions of its approval on /system/approve (pick-approval.ts).
 */
export async function movePick(ctx: WriteContext, before: BaseRow, action: string, to: PickStatus, values: Partial<typeof sparePicks.$inferInsert> = {}): Promise<BaseRow> {
  const [after] = await ctx.tx
    .update(sparePicks)
    .set({ ...values, status: to, version: sql`${sparePicks.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sparePicks.id, before.id), eq(sparePicks.version, before.version)))
    .returning();
  if (!after) throw ApiError.staleVersion();
  const [beforeDto, afterDto] = [await dtoOf(ctx.tx, before), await dtoOf(ctx.tx, after)];
  await appendAudit(ctx.tx, { companyId: after.companyId, userId: ctx.auth.userId, action: `spare_pick.${action}`, entity: 'spare_pick', entityId: after.id, before: beforeDto, after: afterDto, ip: ctx.ip });
  return after;
}

/** The words of a request for the approver: number, warehouse and parts. */
const subjectOf = (pick: Schemas['SparePick']) => `领用申请 ${pick.number} ${pick.warehouse_name}：${pick.lines.map((line) => `${line.part_name} ×${line.quantity}${line.unit}`).join('、')}`.slice(0, 200);

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
      // A request in the approval flow is cancelled (its approval withdrawn), not deleted.
      const ended = row.status === 'rejected' || row.status === 'cancelled';
      if (!ended && !(row.status === 'pending' && !row.approvalId)) throw ApiError.field('status', 'spare.pickStatus', { values: row.status });
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

export function pickHandlers(services: Services, resource: PickResource): Pick<ServiceHandlers, 'createSparePick' | 'cancelSparePick' | 'fulfilSparePick'> {
  const write = <T>(request: Parameters<typeof signedIn>[0], work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const locked = async (ctx: ResourceWriteContext, id: number, version: number) => {
    const [row] = await ctx.tx.select().from(sparePicks).where(eq(sparePicks.id, id)).for('update');
    if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
    if (row.version !== version) throw ApiError.staleVersion();
    return row;
  };

  return {
    /** Files the request and its approval (kind spare_pick) to the approvers in one transaction. */
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
        const filed = await dtoOf(ctx.tx, inserted);
        const approval = await submitApproval(ctx, {
          kind: 'spare_pick',
          subject: subjectOf(filed),
          payload: { spare_pick_id: filed.id, number: filed.number, warehouse: filed.warehouse_name, parts: filed.lines.map((line) => `${line.part_code} ${line.part_name} ×${line.quantity}${line.unit}`) },
          approverIds: body.approver_ids,
        });
        const [withApproval] = await ctx.tx.update(sparePicks).set({ approvalId: approval.id }).where(eq(sparePicks.id, inserted.id)).returning();
        if (!withApproval) throw new Error('spare pick: update returned no row');
        await appendAudit(ctx.tx, { companyId: withApproval.companyId, userId: ctx.auth.userId, action: 'spare_pick.create', entity: 'spare_pick', entityId: withApproval.id, after: await dtoOf(ctx.tx, withApproval), ip: ctx.ip });
        return withApproval;
      });
      return ok(await dtoOf(services.db, row));
    },

    /** Its requester (or a holder of sparePickList:approve) cancels a pending or approved request. */
    async cancelSparePick(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const before = await locked(ctx, request.params.id, body.version);
        if (before.requesterId !== ctx.auth.userId && !holdsAction(ctx.auth.grants, ['sparePickList'], 'approve')) throw ApiError.forbidden();
        if (before.status !== 'pending' && before.status !== 'approved') throw ApiError.field('status', 'spare.pickStatus', { values: before.status });
        const reason = body.reason.trim();
        if (!reason) throw ApiError.field('reason', 'validation.required');
        if (before.approvalId) await withdrawApprovalIn(ctx, before.approvalId, reason);
        return movePick(ctx, before, 'cancel', 'cancelled', { decisionComment: reason });
      });
      return ok(await dtoOf(services.db, row));
    },

    /** An approved request becomes one confirmed stock-out; its requester is messaged. */
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
        const after = await movePick(ctx, before, 'fulfil', 'fulfilled', { documentId: confirmed.id });
        const pick = await dtoOf(ctx.tx, after);
        const title = translate(NOTICE_LANGUAGE, 'notice.pickFulfilled', { values: pick.number, limit: documentNumber({ kind: 'out', id: confirmed.id, createdAt: confirmed.createdAt }) });
        const [requester] = await ctx.tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, after.requesterId));
        if (requester) await insertMessages(ctx, [{ companyId: requester.companyId, userId: after.requesterId, title, content: subjectOf(pick), type: 'system' }]);
        return confirmed.id;
      });
      const rows = await documentNames(services.db, await services.db.select().from(spareDocuments).where(eq(spareDocuments.id, documentId)));
      const [named] = rows;
      if (!named) throw ApiError.notFound();
      return ok(toDocument(named, await linesOf(services.db, named.id)));
    },
  };
}
