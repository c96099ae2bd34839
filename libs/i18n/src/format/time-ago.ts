import { pad2, type FormatT } from './date-time';
import { parseTime, type TimeInput } from './parse-time';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Below this age a time shows as "just now". */
export const JUST_NOW_MS = 30 * SECOND_MS;

function toMs(now: number | Date): number {
  return now instanceof Date ? now.getTime() : now;
}

function monthDayTime(date: Date, t: FormatT): string {
  return t('monthDayTime', {
    ns: 'format',
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: pad2(date.getHours()),
    minute: pad2(date.getMinutes()),
  });
}

/**
 * Relative time for a single value (toolbars, details): under 30 s "just now"; under an hour
 * N minutes ago; under a day N hours ago; under two days "1 day ago"; older the localized
 * month-day hour:minute (zh `11月20日 14:05`). Minutes and hours are whole elapsed units
 * (at least 1 minute). Times in the future count as "just now". Returns '' for invalid input.
 */
export function timeAgo(
  value: TimeInput,
  t: FormatT,
  now: number | Date = Date.now(),
): string {
  const date = parseTime(value);
  if (!date) return '';
  const diff = toMs(now) - date.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < JUST_NOW_MS) return t('justNow', { ns: 'format' });
  if (diff < HOUR_MS)
    return t('minutesAgo', {
      ns: 'format',
      count: Math.max(1, Math.floor(diff / MINUTE_MS)),
    });
  if (diff < DAY_MS)
    return t('hoursAgo', { ns: 'format', count: Math.floor(diff / HOUR_MS) });
  if (diff < 2 * DAY_MS) return t('daysAgo', { ns: 'format', count: 1 });
  return monthDayTime(date, t);
}

/**
 * Relative time for list rows: N minutes ago under an hour (at least 1, also for times in the
 * future), N hours ago under a day, then N days ago. Returns '' for invalid input.
 */
export function timeAgoList(
  value: TimeInput,
  t: FormatT,
  now: number | Date = Date.now(),
): string {
  const date = parseTime(value);
  if (!date) return '';
  const diff = toMs(now) - date.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < HOUR_MS)
    return t('minutesAgo', {
      ns: 'format',
      count: Math.max(1, Math.floor(diff / MINUTE_MS)),
    });
  if (diff < DAY_MS)
    return t('hoursAgo', { ns: 'format', count: Math.floor(diff / HOUR_MS) });
  return t('daysAgo', { ns: 'format', count: Math.floor(diff / DAY_MS) });
}
