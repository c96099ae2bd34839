const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO) as the wall clock of the company's zone, "YYYY-MM-DD HH:mm": deadlines and the
 * timeline read on the same clock as the due times, wherever the browser is.
 */
export function zonedDateTime(iso: string, zone: string): string {
  let format = formatters.get(zone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    }
    formatters.set(zone, format);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}
