import { dueOccurrences, generateFrom, localNow, occurrence, upcoming } from './cycle';
import { existingWallClock, instantOf, wallClockOf } from './zoned-clock';
import { isTimeZone } from '../util/time-zones';

const NEW_YORK = 'America/New_York';
const SHANGHAI = 'Asia/Shanghai';
const BERLIN = 'Europe/Berlin';
const utc = (text: string) => Date.parse(`${text}Z`);
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('wall clocks of a zone', () => {
  it('converts instants to the wall clock of each zone and back', () => {
    expect(wall(wallClockOf(utc('2026-07-01T12:00'), SHANGHAI))).toBe('2026-07-01T20:00');
    expect(wall(wallClockOf(utc('2026-07-01T12:00'), NEW_YORK))).toBe('2026-07-01T08:00');
    expect(wall(wallClockOf(utc('2026-01-15T12:00'), NEW_YORK))).toBe('2026-01-15T07:00');
    expect(wall(instantOf(utc('2026-07-01T08:00'), NEW_YORK))).toBe('2026-07-01T12:00');
    expect(wall(instantOf(utc('2026-07-01T08:00'), SHANGHAI))).toBe('2026-07-01T00:00');
  });

  it('moves a time a spring-forward change skips on by the gap, in zones west and east of UTC', () => {
    // New York: 8 March 2026, 02:00 EST → 03:00 EDT. Berlin: 29 March 2026, 02:00 CET → 03:00 CEST.
    expect(wall(existingWallClock(utc('2026-03-08T02:30'), NEW_YORK))).toBe('2026-03-08T03:30');
    expect(wall(existingWallClock(utc('2026-03-29T02:30'), BERLIN))).toBe('2026-03-29T03:30');
    expect(wall(existingWallClock(utc('2026-03-08T08:00'), NEW_YORK))).toBe('2026-03-08T08:00');
  });

  it('reads a fall-back time that happens twice as its first (daylight-saving) instant', () => {
    // New York: 1 November 2026, 02:00 EDT → 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
    expect(wall(instantOf(utc('2026-11-01T01:30'), NEW_YORK))).toBe('2026-11-01T05:30');
  });

  it('takes "now" as the wall clock of the company zone', () => {
    const at = new Date(utc('2026-11-25T20:30'));
    expect(localNow(at, SHANGHAI)).toBe('2026-11-26T04:30');
    expect(localNow(at, NEW_YORK)).toBe('2026-11-25T15:30');
  });

  it('knows IANA zone names and refuses others', () => {
    for (const zone of [SHANGHAI, NEW_YORK, 'UTC', 'Europe/London', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'GMT+8', '+08:00', '', 'Asia/Shanghai\u0000', 'asia', '../etc/passwd']) expect(isTimeZone(zone)).toBe(false);
  });
});

describe('cycles in a company zone', () => {
  const daily = { unit: 'day', count: 1 } as const;
  const hourly = { unit: 'hour', count: 1 } as const;

  it('keeps a daily 08:00 at 08:00 local time across both New York clock changes', () => {
    expect(upcoming({ startsAt: '2026-03-07T08:00', cycle: daily, endsOn: null, zone: NEW_YORK }, 0, 3)).toEqual(['2026-03-07T08:00', '2026-03-08T08:00', '2026-03-09T08:00']);
    expect(upcoming({ startsAt: '2026-10-31T08:00', cycle: daily, endsOn: null, zone: NEW_YORK }, 0, 3)).toEqual(['2026-10-31T08:00', '2026-11-01T08:00', '2026-11-02T08:00']);
  });

  it('moves a daily 02:30 off the skipped hour on the spring-forward day only', () => {
    expect(upcoming({ startsAt: '2026-03-07T02:30', cycle: daily, endsOn: null, zone: NEW_YORK }, 0, 3)).toEqual(['2026-03-07T02:30', '2026-03-08T03:30', '2026-03-09T02:30']);
    // The same plan in Shanghai (no daylight-saving time) is plain calendar arithmetic.
    expect(upcoming({ startsAt: '2026-03-07T02:30', cycle: daily, endsOn: null, zone: SHANGHAI }, 0, 3)).toEqual(['2026-03-07T02:30', '2026-03-08T02:30', '2026-03-09T02:30']);
  });

  it('counts hour cycles in elapsed time: 23 hours on the spring-forward day, the repeated hour once on the fall-back day', () => {
    expect(occurrence('2026-03-08T00:00', hourly, 2, NEW_YORK)).toBe('2026-03-08T03:00');
    expect(occurrence('2026-03-08T00:00', hourly, 24, NEW_YORK)).toBe('2026-03-09T01:00');
    expect(occurrence('2026-03-08T00:00', hourly, 24, SHANGHAI)).toBe('2026-03-09T00:00');
    expect([1, 2, 3].map((index) => occurrence('2026-11-01T00:00', hourly, index, NEW_YORK))).toEqual(['2026-11-01T01:00', '2026-11-01T01:00', '2026-11-01T02:00']);
    expect(occurrence('2026-03-07T22:00', { unit: 'shift', count: 1 }, 1, NEW_YORK)).toBe('2026-03-08T07:00');
  });

  it('clamps months to the month end in the zone and skips a gap at month end', () => {
    const monthly = { unit: 'month', count: 1 } as const;
    expect([0, 1, 2, 3].map((index) => occurrence('2027-01-31T08:00', monthly, index, SHANGHAI))).toEqual(['2027-01-31T08:00', '2027-02-28T08:00', '2027-03-31T08:00', '2027-04-30T08:00']);
    expect([0, 1, 2, 3].map((index) => occurrence('2027-12-31T08:00', monthly, index, NEW_YORK))).toEqual(['2027-12-31T08:00', '2028-01-31T08:00', '2028-02-29T08:00', '2028-03-31T08:00']);
    // Europe's clock change is on the last Sunday of March at 02:00: 29 March 2026 was one.
    expect(occurrence('2026-02-28T02:30', { unit: 'month', count: 1 }, 1, BERLIN)).toBe('2026-03-28T02:30');
    expect(occurrence('2026-02-28T02:30', { unit: 'week', count: 1 }, 4, BERLIN)).toBe('2026-03-28T02:30');
    expect(occurrence('2026-03-01T02:30', { unit: 'week', count: 1 }, 4, BERLIN)).toBe('2026-03-29T03:30');
  });

  it('generates by the lead time in elapsed minutes of the zone', () => {
    expect(generateFrom('2026-03-08T04:00', 120, NEW_YORK)).toBe('2026-03-08T01:00');
    expect(generateFrom('2026-03-08T04:00', 120, SHANGHAI)).toBe('2026-03-08T02:00');
  });

  it('makes the same instant a different due day in two zones: midnight is the company\'s', () => {
    // 16:30 UTC on 25 November is already the 26th in Shanghai, still the 25th in New York.
    const at = new Date(utc('2026-11-25T16:30'));
    const plan = { startsAt: '2026-11-20T00:00', cycle: daily, endsOn: null, leadMinutes: 0 };
    const shanghai = dueOccurrences({ ...plan, zone: SHANGHAI }, 0, localNow(at, SHANGHAI), 100);
    const newYork = dueOccurrences({ ...plan, zone: NEW_YORK }, 0, localNow(at, NEW_YORK), 100);
    expect(shanghai.due.at(-1)?.dueAt).toBe('2026-11-26T00:00');
    expect(newYork.due.at(-1)?.dueAt).toBe('2026-11-25T00:00');
    expect(shanghai.nextDueAt).toBe('2026-11-27T00:00');
    expect(newYork.nextDueAt).toBe('2026-11-26T00:00');
  });
});
