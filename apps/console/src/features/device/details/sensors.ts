import type { FormValues } from '../../../shared/resource';

/** Thresholds from the lowest to the highest: alarm_low ≤ warn_low ≤ warn_high ≤ alarm_high (each optional). */
export const THRESHOLDS = ['alarm_low', 'warn_low', 'warn_high', 'alarm_high'] as const;
export type Threshold = (typeof THRESHOLDS)[number];

/** A sensor's key as readings arrive with it (the contract's pattern). */
export const SENSOR_KEY = /^[A-Za-z0-9_.-]{1,32}$/;

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/**
 * Why a threshold is out of order with the others that are set: the i18n key naming the first one
 * it crosses (`mustBeAtLeast.warn_low`: a high warning below the low warning), or undefined.
 */
export function thresholdProblem(name: Threshold, values: Readonly<Record<string, unknown>>): string | undefined {
  const own = numberOf(values[name]);
  if (own === undefined) return undefined;
  const at = THRESHOLDS.indexOf(name);
  for (let other = at - 1; other >= 0; other -= 1) {
    const below = numberOf(values[THRESHOLDS[other]]);
    if (below !== undefined && own < below) return `resources.sensors.mustBeAtLeast.${THRESHOLDS[other]}`;
  }
  for (let other = at + 1; other < THRESHOLDS.length; other += 1) {
    const above = numberOf(values[THRESHOLDS[other]]);
    if (above !== undefined && own > above) return `resources.sensors.mustBeAtMost.${THRESHOLDS[other]}`;
  }
  return undefined;
}

/** Every threshold out of order, by name (for a whole form). */
export function thresholdProblems(values: FormValues): Partial<Record<Threshold, string>> {
  const problems: Partial<Record<Threshold, string>> = {};
  for (const name of THRESHOLDS) {
    const problem = thresholdProblem(name, values);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** An update clears a threshold left empty (sent as null; left out, it would stay as it was). */
export function withClearedThresholds<T extends object>(body: T): T {
  const out = { ...body };
  for (const name of THRESHOLDS) if (Reflect.get(out, name) === undefined) Reflect.set(out, name, null);
  return out;
}
