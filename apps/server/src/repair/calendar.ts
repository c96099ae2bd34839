import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { repairOrders } from '../db/schema';
import { addDays, daysBetween } from '../devices/special-equipment';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, type Visibility, visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import { isOverdue, type OrderRow, selectOrders } from './order-rows';

/** The longest range one request may ask for (a month view with its leading and trailing weeks). */
export const MAX_CALENDAR_DAYS = 62;

/**
 * The day an order stands on in the calendar: the deadline of its current step, or — without one — when
 * it was reported (created), accepted or started; a finished order when it was completed or closed.
 */
const calendarAt = sql`(case ${repairOrders.state}
  when 'assigned' then coalesce(${repairOrders.acceptDueAt}, ${repairOrders.reportedAt})
  when 'accepted' then coalesce(${repairOrders.startDueAt}, ${repairOrders.acceptedAt}, ${repairOrders.reportedAt})
  when 'started' then coalesce(${repairOrders.startedAt}, ${repairOrders.reportedAt})
  when 'completed' then coalesce(${repairOrders.checkDueAt}, ${repairOrders.completedAt}, ${repairOrders.reportedAt})
  when 'checked' then coalesce(${repairOrders.completedAt}, ${repairOrders.checkedAt}, ${repairOrders.reportedAt})
  when 'closed' then coalesce(${repairOrders.closedAt}, ${repairOrders.reportedAt})
  else ${repairOrders.reportedAt} end)`;

/** calendarAt for a loaded order (the list answers it without a second round trip). */
function calendarDay(row: OrderRow): Date {
  const o = row.order;
  switch (o.state) {
    case 'assigned':
      return o.acceptDueAt ?? o.reportedAt;
    case 'accepted':
      return o.startDueAt ?? o.acceptedAt ?? o.reportedAt;
    case 'started':
      return o.startedAt ?? o.reportedAt;
    case 'completed':
      return o.checkDueAt ?? o.completedAt ?? o.reportedAt;
    case 'checked':
      return o.completedAt ?? o.checkedAt ?? o.reportedAt;
    case 'closed':
      return o.closedAt ?? o.reportedAt;
    default:
      return o.reportedAt;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A wall-clock minute of the server's time zone, YYYY-MM-DDTHH:mm. */
export const localMinute = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

function toneOf(row: OrderRow, now: Date): Schemas['RepairCalendarTone'] {
  const state = row.order.state;
  if (state === 'closed') return 'closed';
  if (state === 'checked') return 'completed';
  return isOverdue(row.order, now) ? 'overdue' : state === 'completed' ? 'completed' : 'open';
}

/** The orders at the deadline of their current step, or when they happened, for the calendar. */
function toEntry(row: OrderRow, at: Date, now: Date): Schemas['RepairCalendarEntry'] {
  return {
    order_id: row.order.id,
    code: row.order.code,
    title: row.order.title,
    device_name: row.deviceName,
    assignee_id: row.order.assigneeId ?? 0,
    assignee_name: row.assigneeName,
    state: row.order.state,
    due_at: localMinute(at),
    tone: toneOf(row, now),
  };
}

function companyWhere(visibility: Visibility, companyId: number | undefined): SQL | undefined {
  if (companyId !== undefined) {
    if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
    return eq(repairOrders.companyId, companyId);
  }
  if (visibility.all) return undefined;
  return visibility.ids.size ? inArray(repairOrders.companyId, [...visibility.ids]) : sql`false`;
}

export function calendarHandlers(services: Services): Pick<ServiceHandlers, 'getRepairCalendar'> {
  return {
    async getRepairCalendar(request) {
      const q = request.query;
      if (daysBetween(q.from, q.to) < 0) throw ApiError.field('to', 'validation.minimum', { limit: q.from });
      if (daysBetween(q.from, q.to) >= MAX_CALENDAR_DAYS) throw ApiError.field('to', 'validation.maximum', { limit: addDays(q.from, MAX_CALENDAR_DAYS - 1) });
      const visibility = await visibleCompanies(services.db, signedIn(request), true);
      const where = and(
        companyWhere(visibility, q.company_id),
        q.region_id === undefined ? undefined : eq(repairOrders.regionId, q.region_id),
        q.partner_id === undefined ? undefined : eq(repairOrders.unitId, q.partner_id),
        q.station_id === undefined ? undefined : eq(repairOrders.stationId, q.station_id),
        q.assignee_id === undefined ? undefined : eq(repairOrders.assigneeId, q.assignee_id),
        gte(calendarAt, new Date(`${q.from}T00:00:00`)),
        lt(calendarAt, new Date(`${addDays(q.to, 1)}T00:00:00`)),
      );
      const found = await selectOrders(services.db).where(where).orderBy(asc(calendarAt), asc(repairOrders.id)).limit(2000);
      const now = new Date();
      return ok(found.map((row) => toEntry(row, calendarDay(row), now)));
    },
  };
}
