import { holdsAction } from '@om/auth/core';
import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { faults, repairOrders, users } from '../db/schema';
import { recordDeviceEvents } from '../devices/device-events';
import { devicesByIds } from '../devices/device-rows';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import {
  applyTransition,
  availableTransitions,
  decideTransition,
  isOpenState,
  type LifecycleActor,
  listTransitions,
  recordCreation,
  type WorkOrderTransitionAction,
} from '../work-orders/lifecycle';
import { mayDispatchRepair, REPAIR_PAGE, repairRuleFor } from './dispatch';
import { DISPATCHABLE_FAULT_STATUSES, faultOfOrder, faultsByIds, faultsWhere, toFault } from './fault-rows';
import { openCondition, ORDER_SORTABLE, orderKeyword, type OrderRow, ordersByIds, overdueCondition, selectOrders, toRepairOrder } from './order-rows';
import { orderOrigins } from './order-origins';
import { repairStore } from './order-store';
import { checkedParts } from './parts-used';
import { PHOTOS_PER_RECORD, takePhoto } from './photos';
import { scopedWrite } from './scoped-write';
import { REPAIR_ORDER_SHEET } from './repair-sheets';

type OrderInsert = typeof repairOrders.$inferInsert;
export type OrderResource = Resource<OrderRow, Schemas['RepairOrder'], typeof ORDER_OPERATIONS>;

/** Repair orders' reads: list (filter box, state, assignee, device, overdue, open) and the CSV export. */
const ORDER_OPERATIONS = { list: 'listRepairOrders', export: 'exportRepairOrdersCsv' } satisfies ResourceOperationIds;

export function orderResource(services: Services): OrderResource {
  return defineResource<OrderRow, OrderInsert, Schemas['RepairOrder'], never, { version: number }, typeof ORDER_OPERATIONS>(services, {
    entity: 'repair_order',
    operationIds: ORDER_OPERATIONS,
    store: {
      table: repairOrders,
      id: repairOrders.id,
      version: repairOrders.version,
      select: (db, q) => selectOrders(db, q.total).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    },
    scope: { column: repairOrders.companyId, subsidiaries: true, companyOf: (row) => row.order.companyId },
    list: {
      sortable: ORDER_SORTABLE,
      defaultSort: '-created_at',
      filters: {
        state: { column: repairOrders.state },
        assignee_id: { column: repairOrders.assigneeId },
        device_id: { column: repairOrders.deviceId },
        overdue: overdueCondition,
        open: openCondition,
      },
      keyword: orderKeyword,
      scopeParams: { region_id: repairOrders.regionId, partner_id: repairOrders.unitId, station_id: repairOrders.stationId },
    },
    toDto: (row) => toRepairOrder(row),
    csv: REPAIR_ORDER_SHEET,
  });
}

const actorOf = (auth: AuthContext): LifecycleActor => ({ userId: auth.userId, mayDispatch: mayDispatchRepair(auth) });

/** The order with its faults, timeline and what the caller may do now. */
export async function orderDetail(db: Database, auth: AuthContext, row: OrderRow): Promise<Schemas['RepairOrderDetail']> {
  const [faultRows, timeline, origins] = await Promise.all([faultsWhere(db, faultOfOrder(row.order.id)), listTransitions(db, 'repair', row.order.id), orderOrigins(db, row.order.id)]);
  const snapshot = { state: row.order.state, assigneeId: row.order.assigneeId, workerIds: row.order.labour.map((entry) => entry.userId) };
  const actor = actorOf(auth);
  const mayEdit = holdsAction(auth.grants, [REPAIR_PAGE], 'edit');
  const mayApprove = holdsAction(auth.grants, [REPAIR_PAGE], 'approve');
  return {
    order: toRepairOrder(row),
    origins,
    faults: faultRows.map(toFault),
    timeline,
    actions: mayEdit ? availableTransitions(snapshot, actor).filter((action) => action !== 'pass' && action !== 'fail') : [],
    may_check: mayApprove && decideTransition(snapshot, actor, { action: 'pass' }).allowed,
  };
}

/** WX-YYYYMMDD-NNNN, numbered per company and day (serialised per company, so concurrent creates never collide). */
async function nextOrderCode(tx: Database, companyId: number, at: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('repair_orders'), ${companyId})`);
  const prefix = `WX-${at.toISOString().slice(0, 10).replaceAll('-', '')}-`;
  const [last] = await tx
    .select({ code: repairOrders.code })
    .from(repairOrders)
    .where(and(eq(repairOrders.companyId, companyId), like(repairOrders.code, `${prefix}%`)))
    .orderBy(desc(repairOrders.code))
    .limit(1);
  const next = last ? Number.parseInt(last.code.slice(prefix.length), 10) + 1 : 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}

/** Faults for an order: locked, visible, of this device, open or confirmed and in no order (400/404 naming `field`). */
async function dispatchableFaults(ctx: ResourceWriteContext, ids: readonly number[], deviceId: number, field: string) {
  if (ids.length === 0) return [];
  await ctx.tx.select({ id: faults.id }).from(faults).where(inArray(faults.id, [...ids])).for('update');
  const rows = await faultsByIds(ctx.tx, ids);
  if (rows.length !== ids.length || rows.some((row) => !canSee(ctx.visibility, row.fault.companyId))) throw ApiError.referenceNotFound(field);
  for (const { fault } of rows) {
    if (fault.deviceId !== deviceId) throw ApiError.field(field, 'repair.faultOtherDevice', { values: fault.id });
    if (!DISPATCHABLE_FAULT_STATUSES.includes(fault.status) || fault.workOrderId !== null) throw ApiError.field(field, 'repair.faultNotDispatchable', { values: fault.id });
  }
  return rows;
}

async function takeFaults(tx: Database, ids: readonly number[], orderId: number, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(faults)
    .set({ status: 'in_work_order', workOrderId: orderId, version: sql`${faults.version} + 1`, updatedAt: at })
    .where(and(inArray(faults.id, [...ids]), isNull(faults.workOrderId)));
}

const SEVERITY_RANK = { low: 0, medium: 1, high: 2, critical: 3 } as const;

async function loadOrder(db: Database, id: number): Promise<OrderRow> {
  const [row] = await ordersByIds(db, [id]);
  if (!row) throw ApiError.notFound();
  return row;
}

/** Locks an order for a write that is not a transition (work record, fault, photo): visible, version, still open. */
async function lockOpenOrder(ctx: ResourceWriteContext, id: number, version: number | undefined): Promise<OrderRow> {
  const row = await repairStore(ctx).lock(ctx.tx, id);
  if (!row) throw ApiError.notFound();
  if (version !== undefined && row.order.version !== version) throw ApiError.staleVersion();
  if (!isOpenState(row.order.state)) throw new ApiError(409, 40900, 'repair.orderFinal', { values: row.order.state });
  return row;
}

async function auditOrder(ctx: ResourceWriteContext, action: string, before: OrderRow | undefined, after: OrderRow): Promise<void> {
  await appendAudit(ctx.tx, {
    companyId: after.order.companyId,
    userId: ctx.auth.userId,
    action: `repair_order.${action}`,
    entity: 'repair_order',
    entityId: after.order.id,
    before: before ? toRepairOrder(before) : undefined,
    after: toRepairOrder(after),
    ip: ctx.ip,
  });
}

async function checkLabour(ctx: ResourceWriteContext, companyId: number, labour: readonly Schemas['Labour'][]): Promise<void> {
  const ids = [...new Set(labour.map((entry) => entry.user_id))];
  if (ids.length !== labour.length) throw ApiError.field('labour', 'validation.invalid');
  if (ids.length === 0) return;
  const found = await ctx.tx.select({ id: users.id, companyId: users.companyId }).from(users).where(inArray(users.id, ids));
  if (found.length !== ids.length || found.some((user) => user.companyId !== companyId)) throw ApiError.referenceNotFound('labour');
}

/**
 * Creates a repair order inside the caller's transaction (the create operation, and other modules'
 * one-step orders such as an abnormal inspection result): the device must be visible, faults are taken
 * into the order, the dispatch rule found, the creation recorded, audited and assigned when asked.
 */
export async function createRepairOrderIn(ctx: ResourceWriteContext, body: Schemas['RepairOrderCreate']): Promise<OrderRow> {
  const [device] = await devicesByIds(ctx.tx, [body.device_id]);
  if (!device || !canSee(ctx.visibility, device.companyId)) throw ApiError.referenceNotFound('device_id');
  const title = body.title.trim();
  if (!title) throw ApiError.field('title', 'validation.empty');
  const actor = actorOf(ctx.auth);
  if (body.assignee_id !== undefined && !actor.mayDispatch) throw ApiError.field('assignee_id', 'workOrder.actorRefused', { values: 'assign' });
  const faultIds = body.fault_ids ?? [];
  const taken = await dispatchableFaults(ctx, faultIds, device.id, 'fault_ids');
  const at = new Date();
  const condition = body.equipment_condition ?? 'running';
  const rule = await repairRuleFor(ctx.tx, device.companyId, device.importance, condition);
  const severity = body.severity ?? taken.reduce<Schemas['FaultSeverity']>((worst, { fault }) => (SEVERITY_RANK[fault.severity] > SEVERITY_RANK[worst] ? fault.severity : worst), 'medium');
  const reportedAt = taken.reduce((first, { fault }) => (fault.firstSeenAt < first ? fault.firstSeenAt : first), at);
  const [inserted] = await ctx.tx
    .insert(repairOrders)
    .values({
      companyId: device.companyId,
      code: await nextOrderCode(ctx.tx, device.companyId, at),
      deviceId: device.id,
      stationId: device.stationId,
      unitId: device.unitId,
      regionId: device.regionId,
      title,
      description: body.description?.trim() ?? '',
      severity,
      equipmentCondition: condition,
      dispatchRuleId: rule?.id ?? null,
      reportedAt,
      createdBy: ctx.auth.userId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: repairOrders.id, code: repairOrders.code });
  if (!inserted) throw new Error('repair order insert returned no row');
  await recordCreation(ctx.tx, { kind: 'repair', companyId: device.companyId, orderId: inserted.id, actorId: ctx.auth.userId, detail: { fault_ids: faultIds, rule: rule?.code ?? '' }, at });
  await takeFaults(ctx.tx, faultIds, inserted.id, at);
  await recordDeviceEvents(ctx.tx, [
    { companyId: device.companyId, deviceId: device.id, kind: 'work_order', title: `${inserted.code} ${title}`, status: 'created', refId: inserted.id, userId: ctx.auth.userId, detail: { kind: 'repair', code: inserted.code }, at },
  ]);
  await auditOrder(ctx, 'create', undefined, await loadOrder(ctx.tx, inserted.id));
  if (body.assignee_id === undefined) return loadOrder(ctx.tx, inserted.id);
  const assigned = await applyTransition(ctx.tx, repairStore(ctx), { id: inserted.id, action: 'assign', assigneeId: body.assignee_id, actor, ip: ctx.ip });
  return assigned.after;
}

export function orderHandlers(
  services: Services,
): Pick<ServiceHandlers, 'createRepairOrder' | 'getRepairOrder' | 'updateRepairOrder' | 'transitionRepairOrder' | 'checkRepairOrder' | 'attachFaultToRepairOrder' | 'uploadRepairOrderPhoto'> {
  const { db } = services;
  const write = <T>(request: Parameters<typeof scopedWrite>[1], work: (ctx: ResourceWriteContext) => Promise<T>) => scopedWrite(services, request, work);

  /** Runs a lifecycle transition and answers the order's detail. */
  async function transition(request: Parameters<typeof scopedWrite>[1], id: number, input: { action: WorkOrderTransitionAction; version: number; reason?: string; assigneeId?: number }) {
    const row = await write(request, async (ctx) => {
      const result = await applyTransition(ctx.tx, repairStore(ctx), { id, ...input, actor: actorOf(ctx.auth), ip: ctx.ip });
      return result.after;
    });
    return ok(await orderDetail(db, signedIn(request), row));
  }

  return {
    async createRepairOrder(request) {
      const row = await write(request, (ctx) => createRepairOrderIn(ctx, request.body));
      return ok(await orderDetail(db, signedIn(request), row));
    },

    async getRepairOrder(request) {
      const auth = signedIn(request);
      const [row] = await ordersByIds(db, [request.params.id]);
      if (!row || !canSee(await visibleCompanies(db, auth, true), row.order.companyId)) throw ApiError.notFound();
      return ok(await orderDetail(db, auth, row));
    },

    async updateRepairOrder(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const before = await lockOpenOrder(ctx, request.params.id, body.version);
        const actor = actorOf(ctx.auth);
        if (!actor.mayDispatch && before.order.assigneeId !== ctx.auth.userId) throw ApiError.field('id', 'repair.notWorker');
        if (body.labour) await checkLabour(ctx, before.order.companyId, body.labour);
        const start = body.downtime_start === undefined ? before.order.downtimeStart : body.downtime_start === null ? null : new Date(body.downtime_start);
        const end = body.downtime_end === undefined ? before.order.downtimeEnd : body.downtime_end === null ? null : new Date(body.downtime_end);
        if (end !== null && start === null) throw ApiError.field('downtime_start', 'validation.required');
        if (start !== null && end !== null && end < start) throw ApiError.field('downtime_end', 'validation.minimum', { limit: start.toISOString() });
        const title = body.title?.trim();
        if (title === '') throw ApiError.field('title', 'validation.empty');
        await ctx.tx
          .update(repairOrders)
          .set({
            title,
            description: body.description?.trim(),
            severity: body.severity,
            equipmentCondition: body.equipment_condition,
            cause: body.cause?.trim(),
            actionTaken: body.action_taken?.trim(),
            downtimeStart: start,
            downtimeEnd: end,
            labour: body.labour?.map((entry) => ({ userId: entry.user_id, hours: entry.hours })),
            partsUsed: body.parts_used ? await checkedParts(ctx, before.order, body.parts_used) : undefined,
            version: sql`${repairOrders.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(repairOrders.id, before.order.id));
        const after = await loadOrder(ctx.tx, before.order.id);
        await auditOrder(ctx, 'update', before, after);
        return after;
      });
      return ok(await orderDetail(db, signedIn(request), row));
    },

    async transitionRepairOrder(request) {
      const { action, version, reason, assignee_id: assigneeId } = request.body;
      if (action === 'pass' || action === 'fail') throw ApiError.field('action', 'repair.checkResult');
      return transition(request, request.params.id, { action, version, ...(reason === undefined ? {} : { reason }), ...(assigneeId === undefined ? {} : { assigneeId }) });
    },

    async checkRepairOrder(request) {
      const { result, version, reason } = request.body;
      return transition(request, request.params.id, { action: result, version, ...(reason === undefined ? {} : { reason }) });
    },

    async attachFaultToRepairOrder(request) {
      const { fault_id: faultId, version } = request.body;
      const row = await write(request, async (ctx) => {
        const before = await lockOpenOrder(ctx, request.params.id, version);
        const [taken] = await dispatchableFaults(ctx, [faultId], before.order.deviceId, 'fault_id');
        const at = new Date();
        await takeFaults(ctx.tx, [faultId], before.order.id, at);
        const firstSeen = taken?.fault.firstSeenAt ?? at;
        await ctx.tx
          .update(repairOrders)
          .set({ reportedAt: firstSeen < before.order.reportedAt ? firstSeen : before.order.reportedAt, version: sql`${repairOrders.version} + 1`, updatedAt: at })
          .where(eq(repairOrders.id, before.order.id));
        const after = await loadOrder(ctx.tx, before.order.id);
        await auditOrder(ctx, 'attach_fault', before, after);
        return after;
      });
      return ok(await orderDetail(db, signedIn(request), row));
    },

    async uploadRepairOrderPhoto(request) {
      const stage = request.body.stage ?? 'before';
      const row = await write(request, async (ctx) => {
        const before = await lockOpenOrder(ctx, request.params.id, undefined);
        if (!mayDispatchRepair(ctx.auth) && before.order.assigneeId !== ctx.auth.userId) throw ApiError.field('id', 'repair.notWorker');
        const list = stage === 'before' ? before.order.photosBefore : before.order.photosAfter;
        if (list.length >= PHOTOS_PER_RECORD) throw ApiError.field('file_id', 'validation.tooMany', { limit: PHOTOS_PER_RECORD });
        const photo = await takePhoto(ctx, request.body.file_id, { kind: 'repair_order', id: before.order.id, companyId: before.order.companyId });
        await ctx.tx
          .update(repairOrders)
          .set({ ...(stage === 'before' ? { photosBefore: [...list, photo] } : { photosAfter: [...list, photo] }), version: sql`${repairOrders.version} + 1`, updatedAt: new Date() })
          .where(eq(repairOrders.id, before.order.id));
        const after = await loadOrder(ctx.tx, before.order.id);
        await auditOrder(ctx, 'photo', before, after);
        return after;
      });
      return ok(await orderDetail(db, signedIn(request), row));
    },
  };
}

