import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices, type workTasks } from '../db/schema';
import { addMinutes, dispatchRuleFor, type DispatchRuleRow, ruleById } from '../work-orders/dispatch-rules';
import type { AppliedTransition } from '../work-orders/lifecycle';
import type { ScheduleKind } from './kinds';

type TaskValues = Partial<typeof workTasks.$inferInsert>;

/**
 * The work type of /system/rules a kind's tasks follow. Overhaul is planned maintenance work, so it
 * follows the maintenance rules (the rules' work types have no overhaul of their own).
 */
export const TASK_WORK_TYPE: Record<ScheduleKind, DispatchRuleRow['workType']> = { inspection: 'inspection', maintain: 'maintenance', overhaul: 'maintenance' };

/** Inspections usually run on running equipment, maintenance and overhaul on stopped equipment: that condition's rule first, then the other. */
const CONDITIONS: Record<ScheduleKind, DispatchRuleRow['equipmentCondition'][]> = {
  inspection: ['running', 'stopped'],
  maintain: ['stopped', 'running'],
  overhaul: ['stopped', 'running'],
};

/** The most important of the devices (A before B before C); C when none is known. */
async function importanceOf(tx: Database, deviceIds: readonly number[]): Promise<DispatchRuleRow['deviceImportance']> {
  if (deviceIds.length === 0) return 'C';
  const rows = await tx.select({ importance: devices.importance }).from(devices).where(inArray(devices.id, [...deviceIds]));
  return rows.map((row) => row.importance).sort()[0] ?? 'C';
}

/** The dispatch rule that matches a task of this kind on these devices, if any. */
export async function taskRuleFor(tx: Database, companyId: number, kind: ScheduleKind, deviceIds: readonly number[]): Promise<DispatchRuleRow | undefined> {
  const importance = await importanceOf(tx, deviceIds);
  for (const condition of CONDITIONS[kind]) {
    const rule = await dispatchRuleFor(tx, companyId, TASK_WORK_TYPE[kind], importance, condition);
    if (rule) return rule;
  }
  return undefined;
}

/**
 * The same choice as taskRuleFor over rules already read (a company's enabled rules in id order), for
 * the scheduler's set-based generation: the kind's preferred condition first, the lowest id wins.
 */
export function matchTaskRule(
  rules: readonly DispatchRuleRow[],
  companyId: number,
  kind: ScheduleKind,
  importance: DispatchRuleRow['deviceImportance'],
): DispatchRuleRow | undefined {
  for (const condition of CONDITIONS[kind]) {
    const rule = rules.find(
      (candidate) =>
        candidate.enabled &&
        candidate.companyId === companyId &&
        candidate.workType === TASK_WORK_TYPE[kind] &&
        candidate.deviceImportance === importance &&
        candidate.equipmentCondition === condition,
    );
    if (rule) return rule;
  }
  return undefined;
}

/**
 * The deadlines a lifecycle step sets on a task (the rule's minutes from the moment of the step):
 * accept after assignment, start after acceptance, complete after the start (the rule's third window,
 * which for repair orders is the check). Every step starts the reminder count afresh.
 */
export async function taskStepDeadlines(tx: Database, task: { dispatchRuleId: number | null; companyId: number; kind: ScheduleKind; deviceIds: number[] }, change: AppliedTransition): Promise<TaskValues> {
  const rule = (await ruleById(tx, task.dispatchRuleId)) ?? (change.action === 'assign' ? await taskRuleFor(tx, task.companyId, task.kind, task.deviceIds) : undefined);
  const due = (minutes: number | undefined) => (minutes === undefined ? null : addMinutes(change.at, minutes));
  const reset = { remindersSent: 0, escalatedAt: null, dispatchRuleId: rule?.id ?? null };
  switch (change.action) {
    case 'assign':
      return { ...reset, acceptDueAt: due(rule?.acceptMinutes), startDueAt: null, completeDueAt: null };
    case 'accept':
      return { ...reset, acceptDueAt: null, startDueAt: due(rule?.startMinutes) };
    case 'start':
    case 'fail':
      return { ...reset, startDueAt: null, completeDueAt: due(rule?.checkMinutes) };
    case 'return':
    case 'complete':
    case 'pass':
    case 'close':
      return { ...reset, acceptDueAt: null, startDueAt: null, completeDueAt: null };
  }
}

/** The deadline of the task's current step (null when its state has none). */
export function taskDeadline(task: { status: string; acceptDueAt: Date | null; startDueAt: Date | null; completeDueAt: Date | null }): Date | null {
  switch (task.status) {
    case 'assigned':
      return task.acceptDueAt;
    case 'accepted':
      return task.startDueAt;
    case 'started':
      return task.completeDueAt;
    default:
      return null;
  }
}
