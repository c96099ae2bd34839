import { ageOf, freshness, REFRESH_MS, STALE_AFTER_MS } from './freshness';

describe('freshness', () => {
  it('is loading before the first answer, stale if that first request failed', () => {
    expect(freshness(1000, undefined, false)).toBe('loading');
    expect(freshness(1000, undefined, true)).toBe('stale');
  });

  it('is fresh after a success and stale after a failed refresh', () => {
    expect(freshness(10_000, 5_000, false)).toBe('fresh');
    expect(freshness(10_000, 5_000, true)).toBe('stale');
  });

  it('turns stale when refreshes stop arriving, even without an error', () => {
    expect(STALE_AFTER_MS).toBeGreaterThan(REFRESH_MS);
    expect(freshness(STALE_AFTER_MS + 1, 0, false)).toBe('stale');
    expect(freshness(STALE_AFTER_MS, 0, false)).toBe('fresh');
  });
});

describe('ageOf', () => {
  it('counts seconds, then minutes, then hours', () => {
    expect(ageOf(12_400, 0)).toEqual({ unit: 'seconds', value: 12 });
    expect(ageOf(150_000, 0)).toEqual({ unit: 'minutes', value: 2 });
    expect(ageOf(7_300_000, 0)).toEqual({ unit: 'hours', value: 2 });
    expect(ageOf(0, 5_000)).toEqual({ unit: 'seconds', value: 0 });
  });
});
