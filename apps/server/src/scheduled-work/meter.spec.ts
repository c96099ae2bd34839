import { initialThresholds, meterCrossing } from './meter';

describe('meter triggers', () => {
  it('does not trigger below the threshold, and triggers at it exactly', () => {
    expect(meterCrossing(500, 500, 499.9)).toEqual({ crossed: false, next: 500 });
    expect(meterCrossing(500, 500, 500)).toEqual({ crossed: true, next: 1000 });
  });

  it('moves the threshold to the first step above the reading: a jump over several thresholds triggers once', () => {
    expect(meterCrossing(500, 500, 740)).toEqual({ crossed: true, next: 1000 });
    expect(meterCrossing(500, 500, 1999)).toEqual({ crossed: true, next: 2000 });
    expect(meterCrossing(500, 500, 2000)).toEqual({ crossed: true, next: 2500 });
    expect(meterCrossing(250, 0.5, 250.2)).toEqual({ crossed: true, next: 250.5 });
  });

  it('refuses a step that is not positive and a reading that is not a number', () => {
    expect(() => meterCrossing(10, 0, 20)).toThrow(RangeError);
    expect(() => meterCrossing(10, 5, Number.NaN)).toThrow(RangeError);
  });

  it('starts every device at the given first threshold, or one step', () => {
    expect(initialThresholds([3, 4], 500)).toEqual({ '3': 500, '4': 500 });
    expect(initialThresholds([3], 500, 1200)).toEqual({ '3': 1200 });
  });
});
