/** What the formatters accept as a point in time. */
export type TimeInput = Date | string | number | null | undefined;

const NUMERIC = /^[+-]?\d+(?:\.\d+)?$/;
/** `2024-11-20`, `2024/11/20 14:05`, `2024-11-20T14:05:09.123`: no zone designator, read as local time. */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:[.,](\d+))?)?)?$/;

/** A number whose integer part has exactly ten digits is a Unix time in seconds (2001-09-09 … 2286-11-20). */
export function isSecondsTimestamp(n: number): boolean {
  const integer = Math.trunc(Math.abs(n));
  return integer >= 1e9 && integer < 1e10;
}

function validDate(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

function fromNumber(n: number): Date | null {
  if (!Number.isFinite(n)) return null;
  return validDate(isSecondsTimestamp(n) ? n * 1000 : n);
}

function fromLocalParts(match: RegExpExecArray): Date | null {
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0'] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const date = new Date(0);
  date.setFullYear(year, month, day);
  date.setHours(hour, minute, second, ms);
  // Reject overflowing fields (2024-02-30, 25:00) instead of letting Date roll them over.
  const exact =
    date.getFullYear() === year &&
    date.getMonth() === month &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return exact ? date : null;
}

/**
 * Turns a Date, an ISO/date-time string or a number into a Date, or null when it is empty or invalid.
 * Ten-digit numbers (and numeric strings) are seconds, other numbers milliseconds.
 * Strings without a zone (`2024-11-20 14:05:09`, `2024-11-20`) are local wall-clock time;
 * strings with `Z` or an offset are exact instants.
 */
export function parseTime(value: TimeInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return validDate(value.getTime());
  if (typeof value === 'number') return fromNumber(value);
  const text = value.trim();
  if (text === '') return null;
  if (NUMERIC.test(text)) return fromNumber(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) return fromLocalParts(local);
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : validDate(ms);
}
