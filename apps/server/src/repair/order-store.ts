import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceEvents, devices, faults, repairOrders } from '../db/schema';
import { recordDeviceEvents } from '../devices/device-events';
import { NOTICE_LANGUAGE } from '../devices/special-equipment';
import { translate, type MessageKey } from '../i18n/catalog';
import { insertMessages } from '../messages/message-store';
import { canSee } from '../org/company-scope';
import type { ResourceWriteContext } from '../resource/define-resource';
import type { AppliedTransition, LifecycleStore } from '../work-orders/lifecycle';
import { addMinutes, checkRepairAssignee, ruleById } from './dispatch';
import { type OrderRow, ordersByIds } from './order-rows';
import { takeParts } from './parts-used';

/** The device-history row of a repair order (kind work_order, detail.kind repair: other kinds of work orders have their own ids). */
export const orderEventOf = (deviceId: number, orderId: number) =>
  and(eq(deviceEvents.deviceId, deviceId), eq(deviceEvents.kind, 'work_order'), eq(deviceEvents.refId, orderId), sql`${deviceEvents.detail}->>'kind' = 'repair'`);

type OrderValues = Partial<typeof repairOrders.$inferInsert>;

/** Per transition: the time stamps and deadlines it sets (the rule's minutes from the moment of the step). */
async function stepValues(tx: Database, row: OrderRow, change: AppliedTransition): Promise<OrderValues> {
  const rule = await ruleById(tx, row.order.dispatchRuleId);
  const due = (minutes: number | undefined) => (minutes === undefined ? null : addMinutes(change.at, minutes));
  switch (change.action) {
    case 'assign':
      return { acceptDueAt: due(rule?.acceptMinutes) };
    case 'return':
      return { acceptDueAt: null };
    case 'accept':
      return { acceptedAt: change.at, startDueAt: due(rule?.startMinutes) };
    case 'start':
      return { startedAt: row.order.startedAt ?? change.at };
    case 'complete':
      return { completedAt: change.at, checkDueAt: due(rule?.checkMinutes) };
    case 'pass':
      return { checkedAt: change.at, checkerId: change.actorId };
    case 'fail':
      return { completedAt: null, checkDueAt: null, checkerId: change.actorId };
    case 'close':
      return { closedAt: change.at };
  }
}

/**
 * The device follows the order: "under repair" from the first start, back to the status it had when
 * the order is checked or closed (unless someone changed it meanwhile).
 */
async function followDevice(ctx: ResourceWriteContext, row: OrderRow, change: AppliedTransition): Promise<OrderValues> {
  const order = row.order;
  const [device] = await ctx.tx.select({ status: devices.status }).from(devices).where(eq(devices.id, order.deviceId)).for('update');
  if (!device) return {};
  const setStatus = async (status: typeof device.status) => {
    await ctx.tx.update(devices).set({ status, version: sql`${devices.version} + 1`, updatedAt: change.at }).where(eq(devices.id, order.deviceId));
    await recordDeviceEvents(ctx.tx, [
      { companyId: order.companyId, deviceId: order.deviceId, kind: 'status_changed', title: `${device.status} → ${status}`, status, refId: order.id, userId: change.actorId, detail: { from: device.status, to: status, repair_order: order.code } },
    ]);
  };
  if (change.action === 'start' && order.deviceStatusBefore === null && device.status !== 'under_repair' && device.status !== 'scrapped') {
    await setStatus('under_repair');
    return { deviceStatusBefore: device.status };
  }
  if ((change.to === 'checked' || change.to === 'closed') && order.deviceStatusBefore !== null) {
    if (device.status === 'under_repair') await setStatus(order.deviceStatusBefore);
    return { deviceStatusBefore: null };
  }
  return {};
}

/** Its faults: resolved when the order is checked; back in the dispatcher's queue (confirmed) when it is closed. */
async function followFaults(tx: Database, row: OrderRow, change: AppliedTransition): Promise<void> {
  const mine = and(eq(faults.workOrderId, row.order.id), eq(faults.status, 'in_work_order'));
  if (change.to === 'checked') {
    await tx.update(faults).set({ status: 'resolved', resolvedAt: change.at, version: sql`${faults.version} + 1`, updatedAt: change.at }).where(mine);
  } else if (change.to === 'closed') {
    await tx.update(faults).set({ status: 'confirmed', workOrderId: null, version: sql`${faults.version} + 1`, updatedAt: change.at }).where(mine);
  }
}

/** Who hears of a step: the assignee of an assignment or a failed check; the order's creator when it is ready for the check. */
async function notify(ctx: ResourceWriteContext, row: OrderRow, change: AppliedTransition): Promise<void> {
  const order = row.order;
  const label = `${order.code} ${row.deviceCode} ${row.deviceName} — ${order.title}`;
  const send = async (userId: number | null, key: MessageKey) => {
    if (userId === null || userId === change.actorId) return;
    await insertMessages(ctx, [{ companyId: order.companyId, userId, title: translate(NOTICE_LANGUAGE, key, { values: label }), content: change.reason, type: 'workorder' }]);
  };
  if (change.action === 'assign') await send(change.assigneeId, 'notice.repairAssigned');
  if (change.action === 'fail') await send(change.assigneeId, 'notice.repairFailed');
  if (change.action === 'complete') await send(order.createdBy, 'notice.repairCompleted');
}

/** The repair orders' side of the shared lifecycle, for one write (its visibility decides what can be locked). */
export function repairStore(ctx: ResourceWriteContext): LifecycleStore<OrderRow> {
  return {
    kind: 'repair',
    async lock(tx, id) {
      await tx.select({ id: repairOrders.id }).from(repairOrders).where(eq(repairOrders.id, id)).for('update');
      const [row] = await ordersByIds(tx, [id]);
      return row && canSee(ctx.visibility, row.order.companyId) ? row : undefined;
    },
    snapshot: (row) => ({
      id: row.order.id,
      companyId: row.order.companyId,
      version: row.order.version,
      state: row.order.state,
      assigneeId: row.order.assigneeId,
      workerIds: row.order.labour.map((entry) => entry.userId),
    }),
    async save(tx, row, change) {
      const taken = change.action === 'complete' ? await takeParts({ ...ctx, tx }, row.order) : undefined;
      const values: OrderValues = {
        ...(await stepValues(tx, row, change)),
        ...(taken ? { partsUsed: taken } : {}),
        ...(await followDevice({ ...ctx, tx }, row, change)),
        state: change.to,
        assigneeId: change.assigneeId,
        remindersSent: 0,
        escalatedAt: null,
        updatedAt: change.at,
      };
      await tx
        .update(repairOrders)
        .set({ ...values, version: sql`${repairOrders.version} + 1` })
        .where(eq(repairOrders.id, row.order.id));
      await followFaults(tx, row, change);
      await tx
        .update(deviceEvents)
        .set({ status: change.to })
        .where(orderEventOf(row.order.deviceId, row.order.id));
      await notify({ ...ctx, tx }, row, change);
      const [after] = await ordersByIds(tx, [row.order.id]);
      if (!after) throw new Error('repair order vanished');
      return after;
    },
    checkAssignee: (tx, row, assigneeId) => checkRepairAssignee(tx, row.order.companyId, assigneeId),
  };
}
