import { daysInMonth, dueOccurrences, formatLocal, generateFrom, localNow, occurrence, parseLocal, upcoming, withinEnd } from './cycle';

describe('due times', () => {
  it('reads and writes wall-clock times, refusing impossible ones', () => {
    expect(formatLocal(parseLocal('2026-03-29T02:30') ?? 0)).toBe('2026-03-29T02:30');
    expect(formatLocal(parseLocal('2026-03-29 02:30:00') ?? 0)).toBe('2026-03-29T02:30');
    expect(parseLocal('2026-04-31T08:00')).toBeUndefined();
    expect(parseLocal('2026-02-29T08:00')).toBeUndefined();
    expect(parseLocal('2028-02-29T08:00')).toBeDefined();
    expect(parseLocal('2026-01-01T24:00')).toBeUndefined();
    expect(parseLocal('2026-01-01')).toBeUndefined();
  });

  it('takes the local wall clock of a moment', () => {
    const now = new Date(2026, 10, 25, 9, 7, 59);
    expect(localNow(now)).toBe('2026-11-25T09:07');
  });

  it('knows the month lengths, leap years included', () => {
    expect([0, 1, 3, 11].map((month) => daysInMonth(2026, month))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2028, 1)).toBe(29);
    expect(daysInMonth(2100, 1)).toBe(28);
    expect(daysInMonth(2000, 1)).toBe(29);
  });
});

describe('occurrence', () => {
  it('adds hours, shifts, days and weeks', () => {
    expect(occurrence('2026-11-25T22:00', { unit: 'hour', count: 3 }, 1)).toBe('2026-11-26T01:00');
    expect(occurrence('2026-11-25T06:00', { unit: 'shift', count: 1 }, 3)).toBe('2026-11-26T06:00');
    expect(occurrence('2026-12-30T08:00', { unit: 'day', count: 1 }, 3)).toBe('2027-01-02T08:00');
    expect(occurrence('2026-11-25T08:00', { unit: 'week', count: 2 }, 2)).toBe('2026-12-23T08:00');
    expect(occurrence('2026-11-25T08:00', { unit: 'day', count: 1 }, 0)).toBe('2026-11-25T08:00');
  });

  it('keeps the time of day across daylight-saving changes', () => {
    // 29 March 2026 and 25 October 2026 are the European clock changes; the wall clock is what counts.
    expect(occurrence('2026-03-28T08:00', { unit: 'day', count: 1 }, 1)).toBe('2026-03-29T08:00');
    expect(occurrence('2026-10-24T08:00', { unit: 'day', count: 1 }, 2)).toBe('2026-10-26T08:00');
    expect(occurrence('2026-03-29T00:00', { unit: 'hour', count: 1 }, 24)).toBe('2026-03-30T00:00');
  });

  it('clamps months to the month end without drifting', () => {
    const monthly = { unit: 'month', count: 1 } as const;
    expect([0, 1, 2, 3, 4].map((index) => occurrence('2026-01-31T08:00', monthly, index))).toEqual([
      '2026-01-31T08:00',
      '2026-02-28T08:00',
      '2026-03-31T08:00',
      '2026-04-30T08:00',
      '2026-05-31T08:00',
    ]);
    expect(occurrence('2027-12-31T08:00', monthly, 2)).toBe('2028-02-29T08:00');
    expect(occurrence('2026-01-30T08:00', monthly, 1)).toBe('2026-02-28T08:00');
    expect(occurrence('2026-01-15T08:00', { unit: 'month', count: 3 }, 4)).toBe('2027-01-15T08:00');
    expect(occurrence('2026-11-30T08:00', { unit: 'month', count: 1 }, 3)).toBe('2027-02-28T08:00');
  });

  it('clamps 29 February in years without one, and returns to it in leap years', () => {
    const yearly = { unit: 'year', count: 1 } as const;
    expect(occurrence('2028-02-29T09:00', yearly, 1)).toBe('2029-02-28T09:00');
    expect(occurrence('2028-02-29T09:00', yearly, 4)).toBe('2032-02-29T09:00');
    expect(occurrence('2028-02-29T09:00', { unit: 'year', count: 2 }, 1)).toBe('2030-02-28T09:00');
  });

  it('refuses bad input', () => {
    expect(() => occurrence('2026-02-30T08:00', { unit: 'day', count: 1 }, 1)).toThrow(RangeError);
    expect(() => occurrence('2026-02-01T08:00', { unit: 'day', count: 0 }, 1)).toThrow(RangeError);
    expect(() => occurrence('2026-02-01T08:00', { unit: 'day', count: 1 }, -1)).toThrow(RangeError);
  });
});

describe('end dates and lead times', () => {
  it('stops after the end day (inclusive)', () => {
    expect(withinEnd('2026-12-31T23:59', '2026-12-31')).toBe(true);
    expect(withinEnd('2027-01-01T00:00', '2026-12-31')).toBe(false);
    expect(withinEnd('2099-01-01T00:00', null)).toBe(true);
    expect(upcoming({ startsAt: '2026-12-29T08:00', cycle: { unit: 'day', count: 1 }, endsOn: '2026-12-31' }, 0, 10)).toEqual([
      '2026-12-29T08:00',
      '2026-12-30T08:00',
      '2026-12-31T08:00',
    ]);
  });

  it('generates a lead time before the due time', () => {
    expect(generateFrom('2026-03-01T08:00', 24 * 60 + 30)).toBe('2026-02-28T07:30');
  });

  it('limits upcoming times to a day', () => {
    expect(upcoming({ startsAt: '2026-11-01T08:00', cycle: { unit: 'week', count: 1 }, endsOn: null }, 1, 10, '2026-11-30T23:59')).toEqual([
      '2026-11-08T08:00',
      '2026-11-15T08:00',
      '2026-11-22T08:00',
      '2026-11-29T08:00',
    ]);
  });
});

describe('dueOccurrences', () => {
  const daily = { startsAt: '2026-11-20T08:00', cycle: { unit: 'day', count: 1 } as const, endsOn: null, leadMinutes: 0 };

  it('catches up every missed occurrence once, and names the next one', () => {
    const result = dueOccurrences(daily, 0, '2026-11-23T09:00', 100);
    expect(result.due.map((row) => row.dueAt)).toEqual(['2026-11-20T08:00', '2026-11-21T08:00', '2026-11-22T08:00', '2026-11-23T08:00']);
    expect(result.nextIndex).toBe(4);
    expect(result.nextDueAt).toBe('2026-11-24T08:00');
    // A second run from where the first stopped finds nothing new.
    expect(dueOccurrences(daily, result.nextIndex, '2026-11-23T09:00', 100).due).toEqual([]);
  });

  it('includes an occurrence exactly at its generation time and honours the lead time', () => {
    expect(dueOccurrences(daily, 0, '2026-11-20T08:00', 10).due).toHaveLength(1);
    expect(dueOccurrences(daily, 0, '2026-11-20T07:59', 10).due).toHaveLength(0);
    expect(dueOccurrences({ ...daily, leadMinutes: 120 }, 0, '2026-11-20T06:00', 10).due).toHaveLength(1);
  });

  it('stops at the limit and at the end day', () => {
    const capped = dueOccurrences(daily, 0, '2026-12-31T00:00', 5);
    expect(capped.due).toHaveLength(5);
    expect(capped.nextDueAt).toBe('2026-11-25T08:00');
    const ended = dueOccurrences({ ...daily, endsOn: '2026-11-21' }, 0, '2026-12-31T00:00', 100);
    expect(ended.due.map((row) => row.dueAt)).toEqual(['2026-11-20T08:00', '2026-11-21T08:00']);
    expect(ended.nextDueAt).toBeNull();
  });
});
