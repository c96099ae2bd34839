import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, devices, dispatchRules, workOrderTransitions, workPlans, workStandards, workTasks } from '../db/schema';
import { effectiveTimeZone } from '../org/time-zone';
import { addMinutes, type DispatchRuleRow } from '../work-orders/dispatch-rules';
import { dueOccurrences, localNow } from './cycle';
import { TASK_CODE_PREFIX, type ScheduleKind } from './kinds';
import { toLocal } from './plans';
import { WORK_ORDER_KIND } from './statuses';
import { matchTaskRule } from './task-dispatch';

/** At most this many occurrences per plan per run (an hourly plan after weeks of downtime catches up over several runs). */
export const MAX_CATCH_UP = 500;
/** Rows per multi-row INSERT (16 parameters a task row: well below PostgreSQL's 65,535 per statement). */
const ROWS_PER_INSERT = 1000;

type PlanRow = typeof workPlans.$inferSelect;
type TaskInsert = typeof workTasks.$inferInsert;

export interface GenerateResult {
  generated: number;
  taskIds: number[];
}

export interface ChunkResult extends GenerateResult {
  /** The new tasks of each plan that generated any (its id → task ids). */
  byPlan: Map<number, { plan: PlanRow; taskIds: number[] }>;
}

function taskCode(kind: ScheduleKind, planId: number, dueAt: string, deviceKey: number): string {
  const stamp = dueAt.replace(/[-T:]/g, '');
  return `${TASK_CODE_PREFIX[kind]}${stamp}-${planId}${deviceKey ? `-${deviceKey}` : ''}`;
}

function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** The reference data of a chunk of plans, read in one statement each: zones, standards, device importance, dispatch rules. */
async function chunkContext(tx: Database, plans: readonly PlanRow[]) {
  const companyIds = [...new Set(plans.map((plan) => plan.companyId))];
  const standardIds = [...new Set(plans.map((plan) => plan.standardId))];
  const deviceIds = [...new Set(plans.flatMap((plan) => plan.deviceIds))];
  // One after the other: a transaction is one connection (pg queues overlapping queries, and deprecates doing so).
  const zoneRows = await tx.select({ id: companies.id, timeZone: companies.timeZone }).from(companies).where(inArray(companies.id, companyIds));
  const standardRows = await tx.select().from(workStandards).where(inArray(workStandards.id, standardIds));
  const deviceRows = deviceIds.length ? await tx.select({ id: devices.id, importance: devices.importance }).from(devices).where(inArray(devices.id, deviceIds)) : [];
  const ruleRows = await tx.select().from(dispatchRules).where(and(inArray(dispatchRules.companyId, companyIds), eq(dispatchRules.enabled, true))).orderBy(asc(dispatchRules.id));
  return {
    zones: new Map(zoneRows.map((row) => [row.id, effectiveTimeZone(row.timeZone)])),
    standards: new Map(standardRows.map((row) => [row.id, row])),
    importance: new Map(deviceRows.map((row) => [row.id, row.importance])),
    rules: ruleRows,
  };
}

/** The most important of the devices (A before B before C); C when none is known. */
function importanceOf(importance: Map<number, DispatchRuleRow['deviceImportance']>, deviceIds: readonly number[]): DispatchRuleRow['deviceImportance'] {
  return deviceIds.flatMap((id) => importance.get(id) ?? []).sort()[0] ?? 'C';
}

/**
 * Generates, set-based, the tasks of a chunk of plans whose generation time (due time − lead time) has
 * come by `at` (default: each plan's company's wall clock), in ONE transaction with a fixed number of
 * round trips: the plans claimed FOR UPDATE SKIP LOCKED (a concurrent generator skips them), the
 * reference data (zones, standards, device importance, dispatch rules) in one statement each, the
 * occurrences and each unit's dispatch rule computed in memory, the tasks in multi-row INSERTs with
 * ON CONFLICT DO NOTHING on the unique key (plan, planned due time, device key) — so a run that read a
 * stale `next_index` (after a crash, or on another server) inserts nothing twice — their timeline rows
 * likewise, and every plan's next occurrence in one UPDATE … FROM (VALUES …). Missed occurrences after
 * downtime are each generated once; they are overdue from the start (overdue = open and past due).
 */
export async function generateTasksForPlans(db: Database, planIds: readonly number[], at?: string): Promise<ChunkResult> {
  const empty: ChunkResult = { generated: 0, taskIds: [], byPlan: new Map() };
  if (planIds.length === 0) return empty;
  return db.transaction(async (tx) => {
    const plans = await tx
      .select()
      .from(workPlans)
      .where(and(inArray(workPlans.id, [...planIds]), eq(workPlans.status, 'active'), sql`${workPlans.nextDueAt} is not null`))
      .orderBy(asc(workPlans.id))
      .for('update', { skipLocked: true });
    if (!plans.length) return empty;
    const context = await chunkContext(tx, plans);
    const stamp = new Date();
    const rows: TaskInsert[] = [];
    const advanced: { id: number; nextIndex: number; nextDueAt: string | null }[] = [];
    const usedStandards = new Set<number>();
    for (const plan of plans) {
      const standard = context.standards.get(plan.standardId);
      if (!standard) continue;
      const zone = context.zones.get(plan.companyId) ?? effectiveTimeZone(null);
      const now = at ?? localNow(stamp, zone);
      const cycle = { startsAt: toLocal(plan.startsAt), cycle: { unit: plan.cycleUnit, count: plan.cycleCount }, endsOn: plan.endsOn, leadMinutes: plan.leadMinutes, zone };
      const { due, nextIndex, nextDueAt } = dueOccurrences(cycle, plan.nextIndex, now, MAX_CATCH_UP);
      if (!due.length) continue;
      advanced.push({ id: plan.id, nextIndex, nextDueAt });
      usedStandards.add(standard.id);
      const units = (plan.route ? [{ deviceKey: 0, deviceIds: plan.deviceIds }] : plan.deviceIds.map((id) => ({ deviceKey: id, deviceIds: [id] }))).map((unit) => ({
        ...unit,
        rule: matchTaskRule(context.rules, plan.companyId, plan.kind, importanceOf(context.importance, unit.deviceIds)),
      }));
      for (const { dueAt } of due) {
        for (const unit of units) {
          rows.push({
            companyId: plan.companyId,
            kind: plan.kind,
            code: taskCode(plan.kind, plan.id, dueAt, unit.deviceKey),
            planId: plan.id,
            deviceKey: unit.deviceKey,
            standardId: standard.id,
            standardRevision: standard.revision,
            items: standard.items,
            deviceIds: unit.deviceIds,
            dueAt,
            plannedDueAt: dueAt,
            dispatchRuleId: unit.rule?.id ?? null,
            acceptDueAt: plan.assigneeId !== null && unit.rule ? addMinutes(stamp, unit.rule.acceptMinutes) : null,
            status: plan.assigneeId === null ? 'created' : 'assigned',
            assigneeId: plan.assigneeId,
            crew: plan.crew,
          });
        }
      }
    }
    if (!advanced.length) return empty;
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    const result: ChunkResult = { generated: 0, taskIds: [], byPlan: new Map() };
    for (const part of chunks(rows, ROWS_PER_INSERT)) {
      const inserted = await tx
        .insert(workTasks)
        .values(part)
        .onConflictDoNothing({ target: [workTasks.planId, workTasks.plannedDueAt, workTasks.deviceKey] })
        .returning({ id: workTasks.id, planId: workTasks.planId, companyId: workTasks.companyId, kind: workTasks.kind, assigneeId: workTasks.assigneeId });
      if (!inserted.length) continue;
      // The shared timeline: created by the scheduler (actor 0), and assigned at once when the plan names someone.
      const transitions = inserted.flatMap((task) => [
        { companyId: task.companyId, kind: WORK_ORDER_KIND[task.kind], orderId: task.id, action: 'create' as const, fromState: null, toState: 'created' as const, actorId: null, assigneeId: null, at: stamp },
        ...(task.assigneeId === null
          ? []
          : [{ companyId: task.companyId, kind: WORK_ORDER_KIND[task.kind], orderId: task.id, action: 'assign' as const, fromState: 'created' as const, toState: 'assigned' as const, actorId: null, assigneeId: task.assigneeId, at: stamp }]),
      ]);
      for (const timeline of chunks(transitions, ROWS_PER_INSERT * 2)) await tx.insert(workOrderTransitions).values(timeline);
      for (const task of inserted) {
        const plan = byId.get(task.planId);
        if (!plan) continue;
        const entry = result.byPlan.get(plan.id) ?? { plan, taskIds: [] };
        entry.taskIds.push(task.id);
        result.byPlan.set(plan.id, entry);
        result.taskIds.push(task.id);
      }
      result.generated += inserted.length;
    }
    if (result.generated) {
      await tx.update(workStandards).set({ revisionUsed: true }).where(and(inArray(workStandards.id, [...usedStandards]), eq(workStandards.revisionUsed, false)));
    }
    // Bookkeeping, one statement for the chunk: the plans' version is not changed (an editor's form stays valid).
    const values = sql.join(
      advanced.map((plan) => sql`(${plan.id}::int, ${plan.nextIndex}::int, ${plan.nextDueAt}::timestamp)`),
      sql`, `,
    );
    await tx.execute(sql`update ${workPlans} set next_index = v.next_index, next_due_at = v.next_due_at from (values ${values}) as v(id, next_index, next_due_at) where ${workPlans.id} = v.id`);
    return result;
  });
}
