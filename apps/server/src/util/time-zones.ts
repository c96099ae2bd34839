/** IANA time-zone names, pure (the company setting lives in src/org/time-zone.ts). */

let resolved: { tz: string | undefined; zone: string } | undefined;

/**
 * The server's configured zone (TZ; the process's default when unset). Resolved once per value of TZ:
 * building an Intl.DateTimeFormat costs more than a whole list row, and lists ask for it per request.
 */
export function serverTimeZone(): string {
  const tz = process.env['TZ'];
  if (resolved === undefined || resolved.tz !== tz) resolved = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  return resolved.zone;
}

let known: Set<string> | undefined;

/** Whether `zone` is an IANA zone name this server (and PostgreSQL, which ships the same database) knows. */
export function isTimeZone(zone: string): boolean {
  known ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
  if (known.has(zone)) return true;
  // Aliases (e.g. Asia/Calcutta, US/Eastern) are valid IANA names Intl resolves but does not list.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone) || !zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
