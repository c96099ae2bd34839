import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, workOrderTransitions, workPlans, workStandards, workTasks } from '../db/schema';
import { companyNowSql, effectiveTimeZone } from '../org/time-zone';
import { dueOccurrences, localNow } from './cycle';
import { TASK_CODE_PREFIX, type ScheduleKind } from './kinds';
import { WORK_ORDER_KIND } from './statuses';
import { toLocal } from './plans';
import { taskRuleFor } from './task-dispatch';
import { addMinutes } from '../work-orders/dispatch-rules';

/** At most this many occurrences per plan per run (an hourly plan after weeks of downtime catches up over several runs). */
export const MAX_CATCH_UP = 500;
/** Plans looked at per run of the background job. */
const PLANS_PER_RUN = 2000;
/** The background job runs this long after start, then at this interval. */
const FIRST_RUN_MS = 15_000;
const INTERVAL_MS = 60_000;

export interface GenerateResult {
  generated: number;
  taskIds: number[];
}

function taskCode(kind: ScheduleKind, planId: number, dueAt: string, deviceKey: number): string {
  const stamp = dueAt.replace(/[-T:]/g, '');
  return `${TASK_CODE_PREFIX[kind]}${stamp}-${planId}${deviceKey ? `-${deviceKey}` : ''}`;
}

/**
 * Generates the tasks of one plan whose generation time (due time − lead time) has come by `now`,
 * in one transaction, each with the dispatch rule of /system/rules that matches its devices (an
 * assigned task's accept deadline starts at once). Idempotent in two ways: the plan row is claimed FOR UPDATE SKIP LOCKED (a second
 * generator running at the same moment skips it), and every task has the unique key
 * (plan, due time, device key) with ON CONFLICT DO NOTHING (a run that read a stale `next_index` —
 * after a crash between runs, or on another server — inserts nothing twice). Missed occurrences after
 * downtime are each generated once; they are overdue from the start (overdue = open and past due).
 */
export async function generatePlanTasks(
  db: Database,
  planId: number,
  /** The wall clock to generate up to (tests); default: now in the zone of the plan's company. */
  at?: string,
  onGenerated?: (tx: Database, plan: typeof workPlans.$inferSelect, taskIds: number[]) => Promise<void>,
): Promise<GenerateResult> {
  return db.transaction(async (tx) => {
    const [plan] = await tx.select().from(workPlans).where(and(eq(workPlans.id, planId), eq(workPlans.status, 'active'))).for('update', { skipLocked: true });
    if (!plan || plan.nextDueAt === null) return { generated: 0, taskIds: [] };
    const [company] = await tx.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, plan.companyId));
    const zone = effectiveTimeZone(company?.timeZone);
    const now = at ?? localNow(new Date(), zone);
    const cycle = { startsAt: toLocal(plan.startsAt), cycle: { unit: plan.cycleUnit, count: plan.cycleCount }, endsOn: plan.endsOn, leadMinutes: plan.leadMinutes, zone };
    const { due, nextIndex, nextDueAt } = dueOccurrences(cycle, plan.nextIndex, now, MAX_CATCH_UP);
    if (!due.length) return { generated: 0, taskIds: [] };
    const [standard] = await tx.select().from(workStandards).where(eq(workStandards.id, plan.standardId));
    if (!standard) return { generated: 0, taskIds: [] };
    const stamp = new Date();
    const units = await Promise.all(
      (plan.route ? [{ deviceKey: 0, deviceIds: plan.deviceIds }] : plan.deviceIds.map((id) => ({ deviceKey: id, deviceIds: [id] }))).map(async (unit) => ({
        ...unit,
        rule: await taskRuleFor(tx, plan.companyId, plan.kind, unit.deviceIds),
      })),
    );
    const rows = due.flatMap(({ dueAt }) =>
      units.map((unit) => ({
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
        status: plan.assigneeId === null ? ('created' as const) : ('assigned' as const),
        assigneeId: plan.assigneeId,
        crew: plan.crew,
      })),
    );
    const inserted = await tx
      .insert(workTasks)
      .values(rows)
      .onConflictDoNothing({ target: [workTasks.planId, workTasks.plannedDueAt, workTasks.deviceKey] })
      .returning({ id: workTasks.id, status: workTasks.status });
    if (inserted.length) {
      // The shared timeline: created by the scheduler (actor 0), and assigned at once when the plan names someone.
      await tx.insert(workOrderTransitions).values(
        inserted.flatMap((task) => [
          { companyId: plan.companyId, kind: WORK_ORDER_KIND[plan.kind], orderId: task.id, action: 'create' as const, fromState: null, toState: 'created' as const, actorId: null, at: stamp },
          ...(plan.assigneeId === null
            ? []
            : [{ companyId: plan.companyId, kind: WORK_ORDER_KIND[plan.kind], orderId: task.id, action: 'assign' as const, fromState: 'created' as const, toState: 'assigned' as const, actorId: null, assigneeId: plan.assigneeId, at: stamp }]),
        ]),
      );
      if (!standard.revisionUsed) await tx.update(workStandards).set({ revisionUsed: true }).where(eq(workStandards.id, standard.id));
      await onGenerated?.(tx, plan, inserted.map((task) => task.id));
    }
    // Bookkeeping: the plan's version is not changed (an editor's form stays valid).
    await tx.update(workPlans).set({ nextIndex, nextDueAt }).where(eq(workPlans.id, plan.id));
    return { generated: inserted.length, taskIds: inserted.map((task) => task.id) };
  });
}

/**
 * Active plans whose next occurrence is ready to generate (lead time included) by `now` — a wall
 * clock given by tests, else each plan's company's own wall clock (its time zone).
 */
export async function duePlanIds(db: Database, now?: string, limit = PLANS_PER_RUN): Promise<number[]> {
  const rows = await db
    .select({ id: workPlans.id })
    .from(workPlans)
    .where(
      and(
        eq(workPlans.status, 'active'),
        isNotNull(workPlans.nextDueAt),
        sql`${workPlans.nextDueAt} - make_interval(mins => ${workPlans.leadMinutes}) <= ${now === undefined ? companyNowSql(workPlans.companyId) : sql`${now}::timestamp`}`,
      ),
    )
    .orderBy(asc(workPlans.nextDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** One pass of the scheduler over every due plan (or the given ones), up to `now` (default: each company's wall clock). */
export async function runScheduler(db: Database, now?: string, planIds?: readonly number[]): Promise<GenerateResult> {
  const ids = planIds ?? (await duePlanIds(db, now));
  const result: GenerateResult = { generated: 0, taskIds: [] };
  for (const id of ids) {
    const one = await generatePlanTasks(db, id, now);
    result.generated += one.generated;
    result.taskIds.push(...one.taskIds);
  }
  return result;
}

/** Runs the scheduler in the background (BACKGROUND_JOBS): shortly after start, then every minute. */
export function startSchedulerJob(db: Database, log: { info(message: string): void; error(details: object, message: string): void }): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = () => {
    runScheduler(db).then(
      (result) => {
        if (result.generated) log.info(`scheduler generated ${result.generated} tasks`);
      },
      (error: unknown) => log.error({ err: error }, 'scheduler run failed'),
    ).finally(() => {
      if (!stopped) schedule(INTERVAL_MS);
    });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  schedule(FIRST_RUN_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
