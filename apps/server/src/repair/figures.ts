import { sql, type SQL } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { addDays, daysBetween, localDay } from '../devices/special-equipment';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, type Visibility, visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';

export type GroupBy = Schemas['RepairFigures']['group_by'];

export interface FigureQuery {
  /** First day, inclusive (YYYY-MM-DD, server-local days). */
  from: string;
  /** Last day, inclusive. */
  to: string;
  groupBy: GroupBy;
  visibility: Visibility;
  companyId?: number | undefined;
  regionId?: number | undefined;
  unitId?: number | undefined;
  stationId?: number | undefined;
  typeId?: number | undefined;
  /** "Now" for downtime still running (tests pass a fixed one). */
  now?: Date;
}

const KEY: Record<GroupBy, { key: SQL; name: SQL }> = {
  device: { key: sql`d.id`, name: sql`min(d.code || ' ' || d.name)` },
  type: { key: sql`d.type_id`, name: sql`min((select t.name from device_types t where t.id = d.type_id))` },
  station: { key: sql`d.station_id`, name: sql`min((select r.title from regions r where r.id = d.station_id))` },
  company: { key: sql`d.company_id`, name: sql`min((select c.name from companies c where c.id = d.company_id))` },
};

/** The devices the figures look at (alias d): the caller's companies, the filter box, the type. */
function deviceScope(query: FigureQuery): SQL {
  const parts: SQL[] = [];
  if (query.companyId !== undefined) {
    if (!canSee(query.visibility, query.companyId)) throw ApiError.referenceNotFound('company_id');
    parts.push(sql`d.company_id = ${query.companyId}`);
  } else if (!query.visibility.all) {
    const ids = [...query.visibility.ids];
    parts.push(ids.length ? sql`d.company_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  }
  if (query.regionId !== undefined) parts.push(sql`d.region_id = ${query.regionId}`);
  if (query.unitId !== undefined) parts.push(sql`d.unit_id = ${query.unitId}`);
  if (query.stationId !== undefined) parts.push(sql`d.station_id = ${query.stationId}`);
  if (query.typeId !== undefined) parts.push(sql`d.type_id = ${query.typeId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00`);
}

interface Accumulated {
  name: string;
  devices: number;
  failures: number;
  ordersCompleted: number;
  repairHours: number;
  onTime: number;
  withDeadline: number;
  downtimeHours: number;
}

const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

/**
 * The figures of docs/repair.md for a period [from 00:00, to + 1 day 00:00):
 * - failures: faults first seen in the period, not rejected (merged repeats are one failure);
 * - MTTR: mean hours from report (reported_at) to completion of the orders completed in the period;
 * - downtime: hours of the orders' downtime (start → end, or → now while still down) inside the period;
 * - MTBF: (devices in service × period hours − downtime hours) / failures;
 * - on-time rate: of the orders completed in the period that had deadlines, the share accepted and started in time.
 */
export async function repairFigures(db: Database, query: FigureQuery): Promise<Schemas['RepairFigures']> {
  const start = dayStart(query.from);
  const end = dayStart(addDays(query.to, 1));
  const now = query.now ?? new Date();
  const periodHours = (end.getTime() - start.getTime()) / 3_600_000;
  const scope = deviceScope(query);
  const { key, name } = KEY[query.groupBy];
  const downUntil = now < end ? now : end;

  const [deviceRows, failureRows, orderRows, downtimeRows] = await Promise.all([
    executeRows(db, sql`select ${key} as key, ${name} as name, count(*) as n from devices d where ${scope} and d.status <> 'scrapped' group by 1`),
    executeRows(
      db,
      sql`select ${key} as key, count(*) as n from faults f join devices d on d.id = f.device_id
          where ${scope} and f.status <> 'rejected' and f.first_seen_at >= ${start} and f.first_seen_at < ${end} group by 1`,
    ),
    executeRows(
      db,
      sql`select ${key} as key, count(*) as n,
            sum(extract(epoch from (o.completed_at - o.reported_at))) / 3600 as repair_hours,
            count(*) filter (where o.accept_due_at is not null or o.start_due_at is not null) as with_deadline,
            count(*) filter (where (o.accept_due_at is not null or o.start_due_at is not null)
              and (o.accept_due_at is null or o.accepted_at <= o.accept_due_at)
              and (o.start_due_at is null or o.started_at <= o.start_due_at)) as on_time
          from repair_orders o join devices d on d.id = o.device_id
          where ${scope} and o.state in ('completed', 'checked') and o.completed_at >= ${start} and o.completed_at < ${end} group by 1`,
    ),
    executeRows(
      db,
      sql`select ${key} as key,
            sum(extract(epoch from (least(coalesce(o.downtime_end, ${downUntil}::timestamptz), ${end}::timestamptz) - greatest(o.downtime_start, ${start}::timestamptz)))) / 3600 as hours
          from repair_orders o join devices d on d.id = o.device_id
          where ${scope} and o.downtime_start is not null and o.downtime_start < ${end} and coalesce(o.downtime_end, ${downUntil}::timestamptz) > ${start}
            and o.state <> 'closed'
          group by 1`,
    ),
  ]);

  const groups = new Map<number, Accumulated>();
  const group = (keyValue: unknown): Accumulated => {
    const id = num(keyValue);
    let entry = groups.get(id);
    if (!entry) {
      entry = { name: '', devices: 0, failures: 0, ordersCompleted: 0, repairHours: 0, onTime: 0, withDeadline: 0, downtimeHours: 0 };
      groups.set(id, entry);
    }
    return entry;
  };
  for (const row of deviceRows) Object.assign(group(row['key']), { name: String(row['name'] ?? ''), devices: num(row['n']) });
  for (const row of failureRows) group(row['key']).failures = num(row['n']);
  for (const row of orderRows) {
    Object.assign(group(row['key']), { ordersCompleted: num(row['n']), repairHours: num(row['repair_hours']), onTime: num(row['on_time']), withDeadline: num(row['with_deadline']) });
  }
  for (const row of downtimeRows) group(row['key']).downtimeHours = Math.max(0, num(row['hours']));

  const figure = (keyId: number, entry: Accumulated): Schemas['RepairFigureRow'] => ({
    key_id: keyId,
    name: entry.name,
    devices: entry.devices,
    failures: entry.failures,
    orders_completed: entry.ordersCompleted,
    mttr_hours: entry.ordersCompleted ? round(entry.repairHours / entry.ordersCompleted) : null,
    mtbf_hours: entry.failures ? round((entry.devices * periodHours - entry.downtimeHours) / entry.failures) : null,
    downtime_hours: round(entry.downtimeHours),
    on_time_rate: entry.withDeadline ? round(entry.onTime / entry.withDeadline, 4) : null,
  });

  const total: Accumulated = { name: '', devices: 0, failures: 0, ordersCompleted: 0, repairHours: 0, onTime: 0, withDeadline: 0, downtimeHours: 0 };
  for (const entry of groups.values()) {
    total.devices += entry.devices;
    total.failures += entry.failures;
    total.ordersCompleted += entry.ordersCompleted;
    total.repairHours += entry.repairHours;
    total.onTime += entry.onTime;
    total.withDeadline += entry.withDeadline;
    total.downtimeHours += entry.downtimeHours;
  }
  const rows = [...groups.entries()]
    .filter(([, entry]) => entry.failures > 0 || entry.ordersCompleted > 0 || entry.downtimeHours > 0)
    .map(([id, entry]) => figure(id, entry))
    .sort((a, b) => b.failures - a.failures || a.key_id - b.key_id);
  return { from: query.from, to: query.to, group_by: query.groupBy, total: figure(0, total), rows };
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

const MAX_PERIOD_DAYS = 3660;

export function figureHandlers(services: Services): Pick<ServiceHandlers, 'getRepairFigures'> {
  return {
    async getRepairFigures(request) {
      const auth = signedIn(request);
      const q = request.query;
      const to = q.to ?? localDay();
      const from = q.from ?? addDays(to, -89);
      if (daysBetween(from, to) < 0) throw ApiError.field('to', 'validation.minimum', { limit: from });
      if (daysBetween(from, to) > MAX_PERIOD_DAYS) throw ApiError.field('from', 'validation.minimum', { limit: addDays(to, -MAX_PERIOD_DAYS) });
      const figures = await repairFigures(services.db, {
        from,
        to,
        groupBy: q.group_by ?? 'type',
        visibility: await visibleCompanies(services.db, auth, true),
        companyId: q.company_id,
        regionId: q.region_id,
        unitId: q.partner_id,
        stationId: q.station_id,
        typeId: q.type_id,
      });
      return ok(figures);
    },
  };
}
