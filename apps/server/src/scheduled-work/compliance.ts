import { and, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, regions, workTasks } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { Services } from '../services';
import { companyNowSql, companyTimeZoneSql } from '../org/time-zone';
import { kindOperationIds, type ScheduleKind } from './kinds';
import type { TaskResource } from './tasks';

/** The longest period one request may ask for. */
export const MAX_COMPLIANCE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Counts {
  due: number;
  onTime: number;
  late: number;
}

export function complianceFigure({ due, onTime, late }: Counts): Schemas['ComplianceFigure'] {
  return { due, on_time: onTime, late, open: due - onTime - late, ratio: due === 0 ? null : onTime / due };
}

/**
 * PM compliance of a kind's tasks whose planned due time falls in [from, to] and has passed: completed
 * (or checked) by the planned due time ÷ due. The planned due time is the one the scheduler generated,
 * so moving a task on the calendar does not make it "on time". Closed tasks (cancelled with a reason)
 * are not counted. Per station: the station of the task's first device. Due times are wall-clock times
 * of the task's company's zone: completion instants are read in that zone, and "has passed" is its
 * wall clock now (or `now`, a wall clock, in tests).
 */
export async function compliance(db: Database, kind: ScheduleKind, scope: SQL | undefined, from: string, to: string, now?: string): Promise<Schemas['Compliance']> {
  const completedLocal = sql`(${workTasks.completedAt} at time zone ${companyTimeZoneSql(workTasks.companyId)})`;
  const passed = now === undefined ? sql`${workTasks.plannedDueAt} <= ${companyNowSql(workTasks.companyId)}` : lte(workTasks.plannedDueAt, now);
  const done = sql`${workTasks.status} in ('completed', 'checked')`;
  const stationId = sql<number | null>`(select ${devices.stationId} from ${devices} where ${devices.id} = ${workTasks.deviceIds}[1])`;
  const rows = await db
    .select({
      stationId: stationId.as('station_id'),
      due: sql<number>`count(*)`.mapWith(Number),
      onTime: sql<number>`count(*) filter (where ${done} and ${completedLocal} <= ${workTasks.plannedDueAt})`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${done} and ${completedLocal} > ${workTasks.plannedDueAt})`.mapWith(Number),
    })
    .from(workTasks)
    .where(and(scope, ne(workTasks.status, 'closed'), gte(workTasks.plannedDueAt, `${from} 00:00:00`), lte(workTasks.plannedDueAt, `${to} 23:59:59`), passed))
    .groupBy(sql`1`);
  const stationIds = rows.map((row) => row.stationId).filter((id): id is number => id !== null);
  const names = new Map(
    stationIds.length
      ? (await db.select({ id: regions.id, name: regions.title }).from(regions).where(inArray(regions.id, stationIds))).map((row) => [row.id, row.name])
      : [],
  );
  const total = rows.reduce<Counts>((sum, row) => ({ due: sum.due + row.due, onTime: sum.onTime + row.onTime, late: sum.late + row.late }), { due: 0, onTime: 0, late: 0 });
  const stations = rows
    .map((row) => ({ station_id: row.stationId, station_name: row.stationId === null ? '' : (names.get(row.stationId) ?? ''), ...complianceFigure(row) }))
    .sort((a, b) => a.station_name.localeCompare(b.station_name) || (a.station_id ?? 0) - (b.station_id ?? 0));
  return { kind, from, to, total: complianceFigure(total), stations };
}

/** `GET /api/<kind>/compliance?from&to[&company_id]`, for the kind's list pages, dashboards and the wallboard. */
export function complianceHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource) {
  const handler = handlerFor(kindOperationIds(kind).compliance, async (request) => {
    const ctx = await tasks.readContext(request);
    const { from, to } = request.query;
    if (!DAY.test(from)) throw ApiError.field('from', 'validation.format');
    if (!DAY.test(to)) throw ApiError.field('to', 'validation.format');
    if (to < from) throw ApiError.field('to', 'validation.minimum', { limit: from });
    const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
    if (days > MAX_COMPLIANCE_DAYS) throw ApiError.field('to', 'validation.maximum', { limit: `${from} + ${MAX_COMPLIANCE_DAYS - 1}` });
    return ok(await compliance(services.db, kind, await tasks.scopeWhere(ctx), from, to));
  });
  return handler;
}
