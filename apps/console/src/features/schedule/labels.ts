import type { CheckType, CycleUnit, PlanStatus, TaskStatus } from '@om/api';

export const CHECK_TYPES: readonly CheckType[] = ['numeric', 'normal_abnormal', 'present_absent', 'done_not_done', 'pass_fail'];
export const CYCLE_UNITS: readonly CycleUnit[] = ['hour', 'shift', 'day', 'week', 'month', 'year'];
export const PLAN_STATUSES: readonly PlanStatus[] = ['active', 'paused', 'ended'];
export const TASK_STATUSES: readonly TaskStatus[] = ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'];

export const checkTypeKey = (type: CheckType) => `checkType.${type}`;
export const cycleUnitKey = (unit: CycleUnit) => `cycleUnit.${unit}`;
export const planStatusKey = (status: PlanStatus) => `planStatus.${status}`;
export const taskStatusKey = (status: string) => `taskStatus.${status}`;

/** The good and bad outcome of a yes/no check type, as i18n keys (`outcome.present` …). */
export function outcomeKeys(type: Exclude<CheckType, 'numeric'>): { good: string; bad: string } {
  const pairs = { present_absent: ['present', 'absent'], normal_abnormal: ['normal', 'abnormal'], done_not_done: ['done', 'not_done'], pass_fail: ['pass', 'fail'] } as const;
  const [good, bad] = pairs[type];
  return { good: `outcome.${good}`, bad: `outcome.${bad}` };
}

/** "10 – 75 ℃", "≤ 4.5 mm/s", "≥ 0.3" for a numeric item's bounds. */
export function boundsText(item: { low?: number | null; high?: number | null; unit?: string }): string {
  const unit = item.unit ? ` ${item.unit}` : '';
  const low = item.low ?? null;
  const high = item.high ?? null;
  if (low !== null && high !== null) return `${low} – ${high}${unit}`;
  if (high !== null) return `≤ ${high}${unit}`;
  if (low !== null) return `≥ ${low}${unit}`;
  return '';
}
