import { isSecondsTimestamp, parseTime } from './parse-time';

describe('parseTime', () => {
  const local = new Date(2024, 10, 20, 14, 5, 9);
  const ms = local.getTime();
  const seconds = Math.floor(ms / 1000);

  it('returns null for empty and invalid input', () => {
    expect(parseTime(null)).toBeNull();
    expect(parseTime(undefined)).toBeNull();
    expect(parseTime('')).toBeNull();
    expect(parseTime('   ')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
    expect(parseTime(Number.NaN)).toBeNull();
    expect(parseTime(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseTime(new Date('nope'))).toBeNull();
    expect(parseTime(9e15)).toBeNull(); // outside the Date range
  });

  it('copies a Date', () => {
    const parsed = parseTime(local);
    expect(parsed).not.toBe(local);
    expect(parsed?.getTime()).toBe(ms);
  });

  it('reads a ten-digit number as seconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)?.getTime()).toBe(seconds * 1000);
    expect(parseTime(1_000_000_000)?.getTime()).toBe(1_000_000_000_000);
    expect(parseTime(9_999_999_999)?.getTime()).toBe(9_999_999_999_000);
    expect(parseTime(1_700_000_000.5)?.getTime()).toBe(1_700_000_000_500);
  });

  it('reads other numbers as milliseconds', () => {
    expect(parseTime(ms)?.getTime()).toBe(ms); // thirteen digits
    expect(parseTime(999_999_999)?.getTime()).toBe(999_999_999); // nine digits
    expect(parseTime(10_000_000_000)?.getTime()).toBe(10_000_000_000); // eleven digits
    expect(parseTime(0)?.getTime()).toBe(0);
  });

  it('reads numeric strings like numbers', () => {
    expect(parseTime(String(seconds))?.getTime()).toBe(seconds * 1000);
    expect(parseTime(` ${ms} `)?.getTime()).toBe(ms);
  });

  it('reads ISO strings with a zone as exact instants', () => {
    expect(parseTime('2024-11-20T06:05:09Z')?.getTime()).toBe(
      Date.UTC(2024, 10, 20, 6, 5, 9),
    );
    expect(parseTime('2024-11-20T14:05:09.250+08:00')?.getTime()).toBe(
      Date.UTC(2024, 10, 20, 6, 5, 9, 250),
    );
  });

  it('reads strings without a zone as local time', () => {
    expect(parseTime('2024-11-20 14:05:09')?.getTime()).toBe(ms);
    expect(parseTime('2024-11-20T14:05:09')?.getTime()).toBe(ms);
    expect(parseTime('2024/11/20 14:05:09')?.getTime()).toBe(ms);
    expect(parseTime('2024-11-20T14:05:09.5')?.getTime()).toBe(ms + 500);
    expect(parseTime('2024-11-20 14:05')?.getTime()).toBe(
      new Date(2024, 10, 20, 14, 5).getTime(),
    );
    expect(parseTime('2024-11-20')?.getTime()).toBe(
      new Date(2024, 10, 20).getTime(),
    );
    expect(parseTime('2024-1-5')?.getTime()).toBe(
      new Date(2024, 0, 5).getTime(),
    );
  });

  it('rejects overflowing fields', () => {
    expect(parseTime('2024-02-30')).toBeNull();
    expect(parseTime('2024-13-01')).toBeNull();
    expect(parseTime('2024-11-20 24:00:00')).toBeNull();
    expect(parseTime('2024-02-29')?.getDate()).toBe(29); // a leap day is fine
  });
});

describe('isSecondsTimestamp', () => {
  it('is true for exactly ten integer digits', () => {
    expect(isSecondsTimestamp(999_999_999)).toBe(false);
    expect(isSecondsTimestamp(1_000_000_000)).toBe(true);
    expect(isSecondsTimestamp(9_999_999_999)).toBe(true);
    expect(isSecondsTimestamp(10_000_000_000)).toBe(false);
  });
});
