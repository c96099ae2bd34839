import { and, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { devices, faults, type PartUsedEntry, regions, repairOrders, users } from '../db/schema';
import { isOpenState, OPEN_STATES } from '../work-orders/lifecycle';
import { toPhoto } from './fault-rows';
import { NO_TOTAL } from '../resource/list-query';

const outer = (column: string) => sql.raw(`"repair_orders"."${column}"`);

/** A repair order with the names its answer carries, as scalar subqueries. */
export function selectOrders(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      order: repairOrders,
      deviceCode: sql<string>`coalesce((select d.code from ${devices} d where d.id = ${outer('device_id')}), '')`,
      deviceName: sql<string>`coalesce((select d.name from ${devices} d where d.id = ${outer('device_id')}), '')`,
      deviceTypeId: sql<number>`coalesce((select d.type_id from ${devices} d where d.id = ${outer('device_id')}), 0)`,
      stationTitle: sql<string>`coalesce((select r.title from ${regions} r where r.id = ${outer('station_id')}), '')`,
      assigneeName: sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.username) from ${users} u where u.id = ${outer('assignee_id')}), '')`,
      faultCount: sql<number>`(select count(*)::int from ${faults} f where f.work_order_id = ${outer('id')})`,
    })
    .from(repairOrders);
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];
export type OrderRecord = typeof repairOrders.$inferSelect;

/** The deadline of the order's current step: accept while assigned, start while accepted, check while completed. */
export function currentDeadline(order: Pick<OrderRecord, 'state' | 'acceptDueAt' | 'startDueAt' | 'checkDueAt'>): Date | null {
  switch (order.state) {
    case 'assigned':
      return order.acceptDueAt;
    case 'accepted':
      return order.startDueAt;
    case 'completed':
      return order.checkDueAt;
    default:
      return null;
  }
}

export function isOverdue(order: Pick<OrderRecord, 'state' | 'acceptDueAt' | 'startDueAt' | 'checkDueAt'>, now: Date): boolean {
  const deadline = currentDeadline(order);
  return isOpenState(order.state) && deadline !== null && deadline.getTime() < now.getTime();
}

/** `overdue=true|false` as SQL (the same rule as isOverdue). */
export function overdueCondition(value: unknown): SQL | undefined {
  if (typeof value !== 'boolean') return undefined;
  const now = new Date();
  const overdue = or(
    and(eq(repairOrders.state, 'assigned'), lt(repairOrders.acceptDueAt, now)),
    and(eq(repairOrders.state, 'accepted'), lt(repairOrders.startDueAt, now)),
    and(eq(repairOrders.state, 'completed'), lt(repairOrders.checkDueAt, now)),
  );
  return value ? overdue : sql`not coalesce(${overdue}, false)`;
}

export function openCondition(value: unknown): SQL | undefined {
  if (typeof value !== 'boolean') return undefined;
  return value ? inArray(repairOrders.state, [...OPEN_STATES]) : inArray(repairOrders.state, ['checked', 'closed']);
}

export function orderKeyword(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(repairOrders.code, pattern),
    ilike(repairOrders.title, pattern),
    sql`exists (select 1 from ${devices} d where d.id = ${repairOrders.deviceId} and (d.code ilike ${pattern} or d.name ilike ${pattern}))`,
  );
}

export const ORDER_SORTABLE = {
  id: repairOrders.id,
  code: repairOrders.code,
  created_at: repairOrders.createdAt,
  reported_at: repairOrders.reportedAt,
  state: repairOrders.state,
  severity: repairOrders.severity,
  accept_due_at: repairOrders.acceptDueAt,
  completed_at: repairOrders.completedAt,
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A part used as the contract shows it (the stores' fields are 0 / empty for parts typed by hand). */
export const toPartUsed = (entry: PartUsedEntry): Schemas['PartUsed'] => ({
  part_id: entry.partId,
  warehouse_id: entry.warehouseId ?? 0,
  location_id: entry.locationId ?? 0,
  batch: entry.batch ?? '',
  name: entry.name,
  quantity: entry.quantity,
  unit: entry.unit,
  stock_out_id: entry.stockOutId ?? 0,
  place: entry.place ?? '',
});

export function toRepairOrder(row: OrderRow, now: Date = new Date()): Schemas['RepairOrder'] {
  const order = row.order;
  return {
    id: order.id,
    company_id: order.companyId,
    code: order.code,
    device_id: order.deviceId,
    device_code: row.deviceCode,
    device_name: row.deviceName,
    device_type_id: Number(row.deviceTypeId),
    station_id: order.stationId,
    station_title: row.stationTitle,
    title: order.title,
    description: order.description,
    severity: order.severity,
    equipment_condition: order.equipmentCondition,
    state: order.state,
    assignee_id: order.assigneeId ?? 0,
    assignee_name: row.assigneeName,
    dispatch_rule_id: order.dispatchRuleId ?? 0,
    reported_at: order.reportedAt.toISOString(),
    accept_due_at: iso(order.acceptDueAt),
    start_due_at: iso(order.startDueAt),
    check_due_at: iso(order.checkDueAt),
    overdue: isOverdue(order, now),
    accepted_at: iso(order.acceptedAt),
    started_at: iso(order.startedAt),
    completed_at: iso(order.completedAt),
    checked_at: iso(order.checkedAt),
    closed_at: iso(order.closedAt),
    checker_id: order.checkerId ?? 0,
    cause: order.cause,
    action_taken: order.actionTaken,
    downtime_start: iso(order.downtimeStart),
    downtime_end: iso(order.downtimeEnd),
    labour: order.labour.map((entry) => ({ user_id: entry.userId, hours: entry.hours })),
    parts_used: order.partsUsed.map(toPartUsed),
    photos_before: order.photosBefore.map(toPhoto),
    photos_after: order.photosAfter.map(toPhoto),
    fault_count: Number(row.faultCount),
    created_by: order.createdBy ?? 0,
    version: order.version,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export async function ordersByIds(db: Database, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrders(db).where(inArray(repairOrders.id, [...ids])).limit(ids.length);
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
