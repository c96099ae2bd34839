import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { devices, faultCodes, faults, regions, repairOrders, type StoredPhoto, users } from '../db/schema';
import { NO_TOTAL } from '../resource/list-query';

export type FaultSeverity = Schemas['FaultSeverity'];
export type FaultSource = Schemas['FaultSource'];
export type FaultStatus = Schemas['FaultStatus'];

/** Statuses in which a fault is still being handled: a repeat report of the same device and code merges into it. */
export const ACTIVE_FAULT_STATUSES: readonly FaultStatus[] = ['open', 'confirmed', 'in_work_order'];
/** Statuses a work order can take a fault from. */
export const DISPATCHABLE_FAULT_STATUSES: readonly FaultStatus[] = ['open', 'confirmed'];

const outer = (column: string) => sql.raw(`"faults"."${column}"`);

/** A fault with what its answer names (device, station, code, reporter, work order) as scalar subqueries. */
export function selectFaults(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      fault: faults,
      deviceCode: sql<string>`coalesce((select d.code from ${devices} d where d.id = ${outer('device_id')}), '')`,
      deviceName: sql<string>`coalesce((select d.name from ${devices} d where d.id = ${outer('device_id')}), '')`,
      deviceTypeId: sql<number>`coalesce((select d.type_id from ${devices} d where d.id = ${outer('device_id')}), 0)`,
      stationTitle: sql<string>`coalesce((select r.title from ${regions} r where r.id = ${outer('station_id')}), '')`,
      faultCode: sql<string>`coalesce((select c.code from ${faultCodes} c where c.id = ${outer('fault_code_id')}), '')`,
      faultName: sql<string>`coalesce((select c.name from ${faultCodes} c where c.id = ${outer('fault_code_id')}), '')`,
      reporterName: sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.username) from ${users} u where u.id = ${outer('reporter_id')}), '')`,
      workOrderCode: sql<string>`coalesce((select o.code from ${repairOrders} o where o.id = ${outer('work_order_id')}), '')`,
    })
    .from(faults);
}

export type FaultRow = Awaited<ReturnType<ReturnType<typeof selectFaults>['execute']>>[number];

export function toPhoto(photo: StoredPhoto): Schemas['Photo'] {
  return { id: photo.id, file_id: photo.fileId ?? 0, name: photo.name, url: photo.url, size: photo.size, uploaded_at: photo.uploadedAt };
}

export function toFault(row: FaultRow): Schemas['Fault'] {
  const fault = row.fault;
  return {
    id: fault.id,
    company_id: fault.companyId,
    device_id: fault.deviceId,
    device_code: row.deviceCode,
    device_name: row.deviceName,
    device_type_id: Number(row.deviceTypeId),
    station_id: fault.stationId,
    station_title: row.stationTitle,
    fault_code_id: fault.faultCodeId ?? 0,
    fault_code: row.faultCode,
    fault_name: row.faultName,
    description: fault.description,
    severity: fault.severity,
    source: fault.source,
    status: fault.status,
    count: fault.count,
    first_seen_at: fault.firstSeenAt.toISOString(),
    last_seen_at: fault.lastSeenAt.toISOString(),
    reporter_id: fault.reporterId ?? 0,
    reporter_name: row.reporterName,
    photos: fault.photos.map(toPhoto),
    work_order_id: fault.workOrderId ?? 0,
    work_order_code: row.workOrderCode,
    reason: fault.reason,
    resolved_at: fault.resolvedAt?.toISOString() ?? null,
    version: fault.version,
    created_at: fault.createdAt.toISOString(),
    updated_at: fault.updatedAt.toISOString(),
  };
}

export async function faultsWhere(db: Database, where: SQL | undefined, orderBy: SQL[] = [], limit = 1000, offset = 0): Promise<FaultRow[]> {
  return selectFaults(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
}

export async function faultsByIds(db: Database, ids: readonly number[]): Promise<FaultRow[]> {
  if (ids.length === 0) return [];
  const rows = await faultsWhere(db, inArray(faults.id, [...ids]), [], ids.length);
  const byId = new Map(rows.map((row) => [row.fault.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Keyword: the description, or the device's code or name. */
export function faultKeyword(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(faults.description, pattern),
    sql`exists (select 1 from ${devices} d where d.id = ${faults.deviceId} and (d.code ilike ${pattern} or d.name ilike ${pattern}))`,
  );
}

/** `waiting=true`: open or confirmed and in no work order (the dispatcher's queue). */
export function waitingCondition(value: unknown): SQL | undefined {
  if (value !== true) return undefined;
  return and(inArray(faults.status, [...DISPATCHABLE_FAULT_STATUSES]), isNull(faults.workOrderId));
}

export const FAULT_SORTABLE = {
  id: faults.id,
  last_seen_at: faults.lastSeenAt,
  first_seen_at: faults.firstSeenAt,
  severity: faults.severity,
  count: faults.count,
  status: faults.status,
};

export const faultOfOrder = (orderId: number) => eq(faults.workOrderId, orderId);
