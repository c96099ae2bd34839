import { serverTimeZone } from '../util/time-zones';
import { existingWallClock, instantOf, wallClockOf } from './zoned-clock';

/**
 * Cycle arithmetic of plans, pure. A due time is a wall-clock time of the company's time zone
 * ("YYYY-MM-DDTHH:mm", no offset). Day, week, month and year cycles are calendar arithmetic on its
 * fields (the UTC functions of Date), so a daily task at 08:00 stays at 08:00 local time all year;
 * a time a spring-forward change skips moves on by the gap (02:30 → 03:30 that day only). Hour and
 * shift cycles are elapsed time: they step through real instants of the zone, so an hourly plan makes
 * 23 tasks on a spring-forward day (the repeated hour of a fall-back day has one due time, one task).
 *
 * Occurrence k of a plan is `starts_at + k × cycle` (not "the previous one + cycle"): a monthly plan
 * starting on 31 January falls on 28/29 February, 31 March, 30 April … — the day is clamped to the
 * month's last day without drifting afterwards. Nothing falls due after the plan's end day.
 */
export type CycleUnit = 'hour' | 'shift' | 'day' | 'week' | 'month' | 'year';

export interface Cycle {
  unit: CycleUnit;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A shift is 8 hours (three shifts a day). */
export const SHIFT_HOURS = 8;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** Milliseconds of a wall-clock time read as if it were UTC; undefined when it is not a real time. */
export function parseLocal(text: string): number | undefined {
  const match = LOCAL.exec(text);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(ms);
  // Date.UTC rolls 31 April over to 1 May; a real time reads back the same fields.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  return ms;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatLocal(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The wall-clock time of `now` in `zone` (default: the server's configured zone, TZ), as a due time. */
export function localNow(now: Date = new Date(), zone: string = serverTimeZone()): string {
  const minute = Math.floor(now.getTime() / MINUTE);
  const known = lastLocalNow.get(zone);
  if (known?.minute === minute) return known.local;
  const local = formatLocal(wallClockOf(minute * MINUTE, zone));
  lastLocalNow.set(zone, { minute, local });
  return local;
}

/**
 * The last answer of localNow per zone: a list formats "now" for every row (overdue), and the wall
 * clock (to the minute) only changes once a minute; offsets change on whole minutes.
 */
const lastLocalNow = new Map<string, { minute: number; local: string }>();

/** `hours` of elapsed time after a wall-clock time of `zone`, as a wall-clock time. */
function addElapsed(local: number, ms: number, zone: string): number {
  return zone === 'UTC' ? local + ms : wallClockOf(instantOf(local, zone) + ms, zone);
}

/** A calendar-computed wall-clock time that exists in `zone`. */
function existing(local: number, zone: string): number {
  return zone === 'UTC' ? local : existingWallClock(local, zone);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes());
}

/** Occurrence `index` (0 = the start itself) of a cycle starting at `start` (a due time of `zone`). */
export function occurrence(start: string, cycle: Cycle, index: number, zone = 'UTC'): string {
  const base = parseLocal(start);
  if (base === undefined) throw new RangeError(`not a due time: ${start}`);
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`not an occurrence index: ${index}`);
  if (!Number.isInteger(cycle.count) || cycle.count < 1) throw new RangeError(`not a cycle count: ${cycle.count}`);
  const steps = index * cycle.count;
  switch (cycle.unit) {
    case 'hour':
      return formatLocal(addElapsed(base, steps * HOUR, zone));
    case 'shift':
      return formatLocal(addElapsed(base, steps * SHIFT_HOURS * HOUR, zone));
    case 'day':
      return formatLocal(existing(base + steps * DAY, zone));
    case 'week':
      return formatLocal(existing(base + steps * 7 * DAY, zone));
    case 'month':
      return formatLocal(existing(addMonths(base, steps), zone));
    case 'year':
      return formatLocal(existing(addMonths(base, steps * 12), zone));
  }
}

/** Whether a due time still falls on or before the plan's last day (null = open-ended). */
export function withinEnd(due: string, endsOn: string | null): boolean {
  return endsOn === null || due.slice(0, 10) <= endsOn;
}

/** The due time minus the lead time (elapsed minutes in `zone`): when its task is generated. */
export function generateFrom(due: string, leadMinutes: number, zone = 'UTC'): string {
  const ms = parseLocal(due);
  if (ms === undefined) throw new RangeError(`not a due time: ${due}`);
  return leadMinutes === 0 ? formatLocal(ms) : formatLocal(addElapsed(ms, -leadMinutes * MINUTE, zone));
}

export interface PlanCycle {
  startsAt: string;
  cycle: Cycle;
  endsOn: string | null;
  leadMinutes: number;
  /** The IANA zone of the plan's company (default UTC: plain calendar arithmetic). */
  zone?: string;
}

/**
 * The occurrences from `fromIndex` whose generation time has come by `now` (at most `limit`), and the
 * index and due time of the first one that has not (null when the plan has no more).
 */
export function dueOccurrences(
  plan: PlanCycle,
  fromIndex: number,
  now: string,
  limit: number,
): { due: { index: number; dueAt: string }[]; nextIndex: number; nextDueAt: string | null } {
  const due: { index: number; dueAt: string }[] = [];
  let index = fromIndex;
  for (;;) {
    const dueAt = occurrence(plan.startsAt, plan.cycle, index, plan.zone);
    if (!withinEnd(dueAt, plan.endsOn)) return { due, nextIndex: index, nextDueAt: null };
    if (due.length >= limit || generateFrom(dueAt, plan.leadMinutes, plan.zone) > now) return { due, nextIndex: index, nextDueAt: dueAt };
    due.push({ index, dueAt });
    index += 1;
  }
}

/** Up to `count` due times from occurrence `fromIndex` on, none after the end day or `until` (inclusive). */
export function upcoming(plan: Omit<PlanCycle, 'leadMinutes'>, fromIndex: number, count: number, until?: string): string[] {
  const times: string[] = [];
  for (let index = fromIndex; times.length < count; index += 1) {
    const dueAt = occurrence(plan.startsAt, plan.cycle, index, plan.zone);
    if (!withinEnd(dueAt, plan.endsOn) || (until !== undefined && dueAt > until)) break;
    times.push(dueAt);
  }
  return times;
}
