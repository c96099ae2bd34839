import type { FormValues } from '../../../shared/resource/types';

/** The IANA zones the browser knows, with the current value first kept even when the browser lacks it. */
function zoneNames(): string[] {
  // Intl.supportedValuesOf is newer than the console's TypeScript library (its lib lacks it).
  const supported: unknown = Reflect.get(Intl, 'supportedValuesOf');
  const listed: unknown = typeof supported === 'function' ? supported.call(Intl, 'timeZone') : [];
  const names = Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

let cached: string[] | undefined;

/** Options of the company's time-zone select: "Asia/Shanghai (GMT+8)". The server checks the name. */
export function useTimeZoneOptions(values: FormValues): { value: string; label: string }[] {
  cached ??= zoneNames();
  const current = typeof values['time_zone'] === 'string' ? values['time_zone'] : '';
  const names = current && !cached.includes(current) ? [current, ...cached] : cached;
  return names.map((zone) => ({ value: zone, label: `${zone} (${offsetOf(zone)})` }));
}

function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date()).find((item) => item.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}
