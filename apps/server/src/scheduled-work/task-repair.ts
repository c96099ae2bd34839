import { and, asc, eq } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { repairOrders, workTaskRepairOrders, workTasks } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { visibleCompanies } from '../org/company-scope';
import { createRepairOrderIn } from '../repair/orders';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { kindOperationIds, type ScheduleKind } from './kinds';
import type { TaskResource } from './tasks';

const linkColumns = {
  deviceId: workTaskRepairOrders.deviceId,
  itemKey: workTaskRepairOrders.itemKey,
  orderId: repairOrders.id,
  orderCode: repairOrders.code,
  orderState: repairOrders.state,
};

function toLink(row: { deviceId: number; itemKey: string; orderId: number; orderCode: string; orderState: Schemas['WorkOrderState'] }): Schemas['TaskRepairOrder'] {
  return { device_id: row.deviceId, item_key: row.itemKey, order_id: row.orderId, order_code: row.orderCode, order_state: row.orderState };
}

/** The repair orders raised from a task's results (the task page links to them). */
export async function taskRepairOrders(db: Database, taskId: number): Promise<Schemas['TaskRepairOrder'][]> {
  const rows = await db
    .select(linkColumns)
    .from(workTaskRepairOrders)
    .innerJoin(repairOrders, eq(repairOrders.id, workTaskRepairOrders.repairOrderId))
    .where(eq(workTaskRepairOrders.taskId, taskId))
    .orderBy(asc(workTaskRepairOrders.id));
  return rows.map(toLink);
}

/** How an abnormal result reads in the order's title: "<task code> <item>: <reading unit | ✗>". */
function resultText(task: typeof workTasks.$inferSelect, deviceId: number, itemKey: string): { title: string; note: string } | undefined {
  const result = task.results.find((row) => row.device_id === deviceId && row.item_key === itemKey);
  const item = task.items.find((row) => row.key === itemKey);
  if (!result || !item || !result.abnormal) return undefined;
  const value = result.reading !== null ? `${result.reading}${item.unit ? ` ${item.unit}` : ''}` : '✗';
  return { title: `${task.code} ${item.name}: ${value}`.slice(0, 200), note: result.note };
}

/**
 * `POST /api/<kind>/tasks/{id}/repair-order {device_id, item_key}`: a repair work order from an
 * abnormal result in one step, through the repair module's own create path (dispatch rule, timeline,
 * device history, audit), in one transaction with the link and the task's audit entry. Once per
 * result: the task row is locked, so a second click (or two at once) answers the existing order.
 */
export function taskRepairHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource) {
  const guard = services.contract.validator<Schemas['TaskRepairOrderRequest']>('TaskRepairOrderRequest');
  const raise = handlerFor(kindOperationIds(kind).raiseTaskRepairOrder, async (request) => {
    if (!guard(request.body)) throw ApiError.badRequest('error.badRequest');
    const input = request.body;
    const id = request.params.id;
    const answer = await writeIn(services, request, async (ctx) => {
      const visible = await tasks.findVisible(ctx.tx, ctx.auth, id);
      if (!visible) throw ApiError.notFound();
      const [task] = await ctx.tx.select().from(workTasks).where(eq(workTasks.id, id)).for('update');
      if (!task) throw ApiError.notFound();
      const [existing] = await ctx.tx
        .select(linkColumns)
        .from(workTaskRepairOrders)
        .innerJoin(repairOrders, eq(repairOrders.id, workTaskRepairOrders.repairOrderId))
        .where(and(eq(workTaskRepairOrders.taskId, id), eq(workTaskRepairOrders.deviceId, input.device_id), eq(workTaskRepairOrders.itemKey, input.item_key)));
      if (existing) return { order: toLink(existing), created: false };
      const text = resultText(task, input.device_id, input.item_key);
      if (!text) throw ApiError.field('item_key', 'validation.notFound');
      const order = await createRepairOrderIn(
        { ...ctx, visibility: await visibleCompanies(ctx.tx, ctx.auth, true) },
        { device_id: input.device_id, title: text.title, description: text.note, equipment_condition: kind === 'inspection' ? 'running' : 'stopped' },
      );
      await ctx.tx.insert(workTaskRepairOrders).values({
        companyId: task.companyId,
        kind,
        taskId: id,
        deviceId: input.device_id,
        itemKey: input.item_key,
        repairOrderId: order.order.id,
        createdBy: ctx.auth.userId,
      });
      await appendAudit(ctx.tx, {
        companyId: task.companyId,
        userId: ctx.auth.userId,
        action: `${kind}_task.raise_repair_order`,
        entity: `${kind}_task`,
        entityId: id,
        after: { repair_order_id: order.order.id, repair_order_code: order.order.code, device_id: input.device_id, item_key: input.item_key },
        ip: ctx.ip,
      });
      const link = { deviceId: input.device_id, itemKey: input.item_key, orderId: order.order.id, orderCode: order.order.code, orderState: order.order.state };
      return { order: toLink(link), created: true };
    });
    return ok(answer);
  });
  return raise;
}
