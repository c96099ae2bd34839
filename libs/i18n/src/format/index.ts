export { parseTime, isSecondsTimestamp, type TimeInput } from './parse-time';
export {
  formatDateTime,
  weekdayName,
  DEFAULT_DATE_TIME_PATTERN,
  WEEKDAY_KEYS,
  type FormatT,
} from './date-time';
export {
  timeAgo,
  timeAgoList,
  JUST_NOW_MS,
  SECOND_MS,
  MINUTE_MS,
  HOUR_MS,
  DAY_MS,
} from './time-ago';
export {
  shortenNumber,
  thousands,
  percent,
  NUMBER_UNITS,
  type NumberInput,
} from './number';
