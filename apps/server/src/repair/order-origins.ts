import { asc, eq } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { workTaskRepairOrders, workTasks } from '../db/schema';

/** The inspection, maintenance or overhaul task results an order was raised from (the other side of the link). */
export async function orderOrigins(db: Database, orderId: number): Promise<Schemas['RepairOrderOrigin'][]> {
  const rows = await db
    .select({ kind: workTaskRepairOrders.kind, taskId: workTaskRepairOrders.taskId, taskCode: workTasks.code, deviceId: workTaskRepairOrders.deviceId, itemKey: workTaskRepairOrders.itemKey })
    .from(workTaskRepairOrders)
    .innerJoin(workTasks, eq(workTasks.id, workTaskRepairOrders.taskId))
    .where(eq(workTaskRepairOrders.repairOrderId, orderId))
    .orderBy(asc(workTaskRepairOrders.id));
  return rows.map((row) => ({ kind: row.kind, task_id: row.taskId, task_code: row.taskCode, device_id: row.deviceId, item_key: row.itemKey }));
}
