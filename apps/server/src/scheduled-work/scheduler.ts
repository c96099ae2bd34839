import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workPlans } from '../db/schema';
import { companyNowSql } from '../org/time-zone';
import { generateTasksForPlans, type GenerateResult } from './generate-tasks';

export { MAX_CATCH_UP, type GenerateResult } from './generate-tasks';

/** Plans looked at per run of the background job. */
const PLANS_PER_RUN = 2000;
/** Plans generated per transaction (a chunk costs a fixed number of round trips, whatever its size). */
export const PLANS_PER_CHUNK = 250;
/** The background job runs this long after start, then at this interval. */
const FIRST_RUN_MS = 15_000;
const INTERVAL_MS = 60_000;

/**
 * Generates the due tasks of one plan (the plan page's "generate now", the demo seed), through the
 * scheduler's set-based chunk; `onGenerated` runs in the same transaction when tasks were made.
 */
export async function generatePlanTasks(
  db: Database,
  planId: number,
  /** The wall clock to generate up to (tests); default: now in the zone of the plan's company. */
  at?: string,
  onGenerated?: (tx: Database, plan: typeof workPlans.$inferSelect, taskIds: number[]) => Promise<void>,
): Promise<GenerateResult> {
  if (!onGenerated) return generateTasksForPlans(db, [planId], at);
  return db.transaction(async (tx) => {
    const result = await generateTasksForPlans(tx, [planId], at);
    const entry = result.byPlan.get(planId);
    if (entry) await onGenerated(tx, entry.plan, entry.taskIds);
    return { generated: result.generated, taskIds: result.taskIds };
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

/** One pass of the scheduler over every due plan (or the given ones), chunk by chunk (one transaction each), up to `now` (default: each company's wall clock). */
export async function runScheduler(db: Database, now?: string, planIds?: readonly number[]): Promise<GenerateResult> {
  const ids = planIds ?? (await duePlanIds(db, now));
  const result: GenerateResult = { generated: 0, taskIds: [] };
  for (let i = 0; i < ids.length; i += PLANS_PER_CHUNK) {
    const chunk = await generateTasksForPlans(db, ids.slice(i, i + PLANS_PER_CHUNK), now);
    result.generated += chunk.generated;
    result.taskIds.push(...chunk.taskIds);
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
