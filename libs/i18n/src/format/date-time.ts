import type { TFunction } from 'i18next';
import { parseTime, type TimeInput } from './parse-time';

/**
 * The `t` the formatters take: one bound to the `format` namespace, e.g.
 * `useTranslation('format').t` or `i18n.getFixedT(null, 'format')`. Every lookup also passes
 * `{ ns: 'format' }`, so at run time any `t` of an instance that has the namespace loaded works.
 */
export type FormatT = TFunction<'format'>;

/** year-month-day hour:minute:second, zero-padded. */
export const DEFAULT_DATE_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

/** Keys of the weekday names in the `format` namespace, Sunday first (the order of Date#getDay). */
export const WEEKDAY_KEYS = [
  'weekdaySun',
  'weekdayMon',
  'weekdayTue',
  'weekdayWed',
  'weekdayThu',
  'weekdayFri',
  'weekdaySat',
] as const;

const ENGLISH_WEEKDAYS: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The localized weekday name of a date; English when no `t` is given. */
export function weekdayName(date: Date, t?: FormatT): string {
  const day = date.getDay();
  return t
    ? t(WEEKDAY_KEYS[day] ?? 'weekdaySun', { ns: 'format' })
    : (ENGLISH_WEEKDAYS[day] ?? '');
}

/**
 * Formats a point in time with a pattern of tokens: {y} year, {m} month, {d} day, {h} hour (0–23),
 * {i} minute, {s} second (all but the year zero-padded to two digits) and {a} the weekday name,
 * localized through the `format` namespace when `t` is given. Other text is kept as it is.
 * Returns '' for null, undefined, empty or invalid input.
 */
export function formatDateTime(
  value: TimeInput,
  pattern: string = DEFAULT_DATE_TIME_PATTERN,
  t?: FormatT,
): string {
  const date = parseTime(value);
  if (!date) return '';
  return pattern.replace(/\{([ymdhisa])\}/g, (_token, key: string) => {
    switch (key) {
      case 'y':
        return String(date.getFullYear());
      case 'm':
        return pad2(date.getMonth() + 1);
      case 'd':
        return pad2(date.getDate());
      case 'h':
        return pad2(date.getHours());
      case 'i':
        return pad2(date.getMinutes());
      case 's':
        return pad2(date.getSeconds());
      default:
        return weekdayName(date, t);
    }
  });
}
