import { thresholdProblem, thresholdProblems, withClearedThresholds } from './sensors';

describe('sensor thresholds', () => {
  it('must be ordered alarm low ≤ warning low ≤ warning high ≤ alarm high, among those set', () => {
    expect(thresholdProblems({ alarm_low: '0', warn_low: '10', warn_high: '80', alarm_high: '90' })).toEqual({});
    expect(thresholdProblems({ warn_low: '10', alarm_high: '90' })).toEqual({});
    expect(thresholdProblems({ alarm_low: '20', warn_low: '10' })).toEqual({
      alarm_low: 'resources.sensors.mustBeAtMost.warn_low',
      warn_low: 'resources.sensors.mustBeAtLeast.alarm_low',
    });
    // The nearest threshold crossed is named first.
    expect(thresholdProblem('warn_high', { alarm_low: '0', warn_low: '50', warn_high: '40', alarm_high: '30' })).toBe('resources.sensors.mustBeAtLeast.warn_low');
    expect(thresholdProblem('alarm_high', { alarm_low: '', warn_high: '95', alarm_high: '90' })).toBe('resources.sensors.mustBeAtLeast.warn_high');
    // Equal thresholds are allowed; text that is not a number is left to the number rule.
    expect(thresholdProblems({ warn_low: '10', warn_high: '10' })).toEqual({});
    expect(thresholdProblems({ warn_low: 'x', warn_high: '10' })).toEqual({});
  });

  it('clears the thresholds an update leaves empty', () => {
    expect(withClearedThresholds({ version: 2, warn_low: 5 })).toEqual({ version: 2, warn_low: 5, alarm_low: null, warn_high: null, alarm_high: null });
  });
});
