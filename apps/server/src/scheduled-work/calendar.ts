import { and, asc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import { devices, workPlans, workTasks } from '../db/schema';
import { companyTimeZoneSql } from '../org/time-zone';
import { ApiError, ok } from '../http/envelope';
import type { Services } from '../services';
import { localNow, upcoming } from './cycle';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { type PlanResource, toLocal } from './plans';
import type { TaskResource } from './tasks';
import { TODO_STATUSES } from './statuses';

/** The longest range one calendar request may ask for (a month view with its leading and trailing weeks). */
export const MAX_CALENDAR_DAYS = 62;
/** Planned entries per plan in one answer (an hourly plan over two months would be 1,488). */
const MAX_PLANNED_PER_PLAN = 400;

function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function calendarState(status: Schemas['TaskStatus'], dueAt: string, now: string): Schemas['CalendarEntryState'] {
  if (status === 'completed' || status === 'checked') return 'completed';
  if (status === 'closed') return 'closed';
  return TODO_STATUSES.includes(status) && dueAt < now ? 'overdue' : 'open';
}

/** The calendar's own filters (station of any of the devices, crew) on a task's or a plan's columns. */
function calendarFilters(query: Record<string, unknown>, columns: { deviceIds: PgColumn; crew: PgColumn }): SQL | undefined {
  const stationId = query['station_id'];
  const crew = query['crew'];
  return and(
    typeof stationId === 'number' ? sql`exists (select 1 from ${devices} where ${devices.id} = any(${columns.deviceIds}) and ${devices.stationId} = ${stationId})` : undefined,
    typeof crew === 'string' && crew !== '' ? eq(columns.crew, crew) : undefined,
  );
}

/** Tasks and the not yet generated due times of active plans in [from, to]. */
export function calendarHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource, plans: PlanResource) {
  const calendar = handlerFor(kindOperationIds(kind).calendar, async (request) => {
    const ctx = await tasks.readContext(request);
    const { from, to } = request.query;
    if (to < from) throw ApiError.field('to', 'validation.minimum', { limit: from });
    if (dayCount(from, to) > MAX_CALENDAR_DAYS) throw ApiError.field('to', 'validation.maximum', { limit: `${from} + ${MAX_CALENDAR_DAYS - 1}` });
    const at = new Date();
    const taskRows = await services.db
      .select({
        id: workTasks.id,
        planId: workTasks.planId,
        planName: sql<string>`coalesce((select ${workPlans.name} from ${workPlans} where ${workPlans.id} = ${workTasks.planId}), '')`,
        dueAt: workTasks.dueAt,
        status: workTasks.status,
        version: workTasks.version,
        timeZone: companyTimeZoneSql(workTasks.companyId),
      })
      .from(workTasks)
      .where(and(await tasks.scopeWhere(ctx), gte(workTasks.dueAt, `${from} 00:00:00`), lte(workTasks.dueAt, `${to} 23:59:59`), calendarFilters(ctx.query, workTasks)))
      .orderBy(asc(workTasks.dueAt), asc(workTasks.id));
    const planRows = await services.db
      .select({
        id: workPlans.id,
        name: workPlans.name,
        startsAt: workPlans.startsAt,
        cycleUnit: workPlans.cycleUnit,
        cycleCount: workPlans.cycleCount,
        endsOn: workPlans.endsOn,
        nextIndex: workPlans.nextIndex,
        timeZone: companyTimeZoneSql(workPlans.companyId),
      })
      .from(workPlans)
      .where(and(await plans.scopeWhere(ctx), eq(workPlans.status, 'active'), isNotNull(workPlans.nextDueAt), lte(workPlans.nextDueAt, `${to} 23:59:59`), calendarFilters(ctx.query, workPlans)));
    const entries: Schemas['CalendarEntry'][] = taskRows.map((task) => {
      const dueAt = toLocal(task.dueAt);
      // Overdue against the wall clock of the task's own company (subsidiaries may keep other zones).
      const state = calendarState(task.status, dueAt, localNow(at, task.timeZone));
      return { task_id: task.id, plan_id: task.planId, title: task.planName, due_at: dueAt, state, status: task.status, version: task.version };
    });
    for (const plan of planRows) {
      const times = upcoming(
        { startsAt: toLocal(plan.startsAt), cycle: { unit: plan.cycleUnit, count: plan.cycleCount }, endsOn: plan.endsOn, zone: plan.timeZone },
        plan.nextIndex,
        MAX_PLANNED_PER_PLAN,
        `${to}T23:59`,
      );
      for (const dueAt of times) if (dueAt >= `${from}T00:00`) entries.push({ task_id: null, plan_id: plan.id, title: plan.name, due_at: dueAt, state: 'planned', status: null, version: null });
    }
    entries.sort((a, b) => (a.due_at < b.due_at ? -1 : a.due_at > b.due_at ? 1 : 0));
    return ok(entries);
  });
  return calendar;
}
