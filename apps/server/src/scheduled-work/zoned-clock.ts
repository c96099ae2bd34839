/**
 * Wall clocks of IANA time zones, pure. A wall-clock time is handled as the milliseconds it would be
 * if it were UTC ("local ms"); these functions convert between such values and real instants.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(zone, found);
  }
  return found;
}

/** The wall clock of `instant` (ms) in `zone`, as local ms (to the minute). */
export function wallClockOf(instant: number, zone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return Date.UTC(fields['year'] ?? 1970, (fields['month'] ?? 1) - 1, fields['day'] ?? 1, fields['hour'] ?? 0, fields['minute'] ?? 0);
}

/** The zone's offset from UTC at `instant`, in ms (wall clock − UTC). */
function offsetAt(instant: number, zone: string): number {
  return wallClockOf(instant, zone) - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant a wall-clock time (local ms) of `zone` happens. A time that does not exist (skipped
 * by a spring-forward change, e.g. 02:30 in New York on 8 March 2026) is the instant the gap's length
 * later (03:30); a time that happens twice (fall back) is its first, the daylight-saving one.
 */
export function instantOf(local: number, zone: string): number {
  const before = local - offsetAt(local - DAY, zone);
  const after = local - offsetAt(local + DAY, zone);
  const exists = (instant: number) => wallClockOf(instant, zone) === local;
  if (exists(before) && exists(after)) return Math.min(before, after);
  if (exists(after)) return after;
  // It exists with the earlier offset, or not at all: then the earlier offset moves it past the gap.
  return before;
}

/** A wall-clock time moved off a daylight-saving gap (unchanged when it exists in the zone). */
export function existingWallClock(local: number, zone: string): number {
  return wallClockOf(instantOf(local, zone), zone);
}
