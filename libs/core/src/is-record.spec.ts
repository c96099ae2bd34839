import { isRecord } from './is-record';

describe('isRecord', () => {
  it('accepts plain objects, also without a prototype', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ code: 'D-1' })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it('refuses null, arrays and every primitive', () => {
    for (const value of [null, undefined, [], [1], 'text', 0, 1n, true, Symbol('s'), () => 1]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
