import { parseArgs } from 'node:util';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { companies, devices, workPlans, workStandards, workTasks } from '../db/schema';
import { ensureDefaultHostConfigs } from '../host-config/default-host-configs';
import { companyTimeZone } from '../org/time-zone';
import { formatLocal, localNow, parseLocal } from '../scheduled-work/cycle';
import { runScheduler } from '../scheduled-work/scheduler';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo';

const USAGE = 'usage: schedule:generate [--plans 10000] [--days 30] [--tasks 1000000] [--company ID] [--batch 100000]';
const DAY_MS = 86_400_000;

function integerOption(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  return parsed;
}

const intArray = (values: readonly number[]) => sql.raw(`array[${values.map((value) => String(Math.trunc(value))).join(', ')}]::int[]`);

export interface ScheduleBenchFigures {
  companyId: number;
  plans: number;
  /** The scheduler's catch-up of `days` days for every plan: tasks made, wall time, peak memory. */
  generated: number;
  schedulerMs: number;
  passes: number;
  peakRssMb: number;
  peakHeapMb: number;
  rssGrowthMb: number;
  /** Tasks in the table at the end (the scheduler's plus the bulk history). */
  tasks: number;
}

/** Samples the process's memory while `work` runs (the peak of a catch-up is what a server must hold). */
async function withMemoryPeak<T>(work: () => Promise<T>): Promise<{ result: T; peakRss: number; peakHeap: number }> {
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 50);
  try {
    const result = await work();
    const usage = process.memoryUsage();
    return { result, peakRss: Math.max(peakRss, usage.rss), peakHeap: Math.max(peakHeap, usage.heapUsed) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * For `npm run bench`: `plans` daily inspection plans of one company (one device each, round the
 * company's devices), first due `days` days ago at 08:00 on the company's clock; then the real
 * scheduler (runScheduler, pass after pass as the background job would) generates the missed month,
 * timed and with its peak memory; then the table is topped up to `tasks` rows with a bulk history
 * (earlier occurrences of the same plans, mostly checked, INSERT … SELECT generate_series) and analysed.
 */
export async function generateSchedule(
  db: Database,
  options: { plans: number; days: number; tasks: number; companyId?: number; batch: number },
  progress: (line: string) => void,
): Promise<ScheduleBenchFigures> {
  const companyId =
    options.companyId ?? (await db.select({ id: companies.id }).from(companies).where(isNull(companies.parentId)).orderBy(asc(companies.id)).limit(1))[0]?.id;
  if (companyId === undefined) throw new Error('no company: start the server once (demo data) or run admin:create first');
  const deviceRows = await db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, companyId)).orderBy(asc(devices.id));
  if (deviceRows.length === 0) throw new Error(`company ${companyId} has no devices: seed the demo tenant first`);
  const zone = await companyTimeZone(db, companyId);
  const tag = Date.now().toString(36).toUpperCase();
  const [standard] = await db
    .insert(workStandards)
    .values({ companyId, kind: 'inspection', code: `BENCH-${tag}`, name: 'Bench round', items: [{ key: 'temp', name: 'Temperature', check_type: 'numeric', low: 10, high: 75, unit: '℃' }] })
    .returning({ id: workStandards.id });
  if (!standard) throw new Error('schedule:generate: standard insert returned no row');
  const today = localNow(new Date(), zone).slice(0, 10);
  const startsAt = formatLocal((parseLocal(`${today}T08:00`) ?? 0) - options.days * DAY_MS);
  progress(`Creating ${options.plans.toLocaleString('en-US')} daily plans for company ${companyId} (${zone}), first due ${startsAt}…`);
  await db.execute(sql`
    insert into ${workPlans} (company_id, kind, code, name, standard_id, device_ids, cycle_unit, cycle_count, starts_at, next_index, next_due_at)
    select ${companyId}, 'inspection', ${`BENCH-${tag}-`} || lpad(g::text, 6, '0'), 'Bench plan ' || g, ${standard.id},
      array[(${intArray(deviceRows.map((row) => row.id))})[1 + (g - 1) % ${deviceRows.length}]], 'day', 1, ${startsAt}::timestamp, 0, ${startsAt}::timestamp
    from generate_series(1, ${options.plans}::int) g`);
  const planFilter = and(eq(workPlans.companyId, companyId), eq(workPlans.standardId, standard.id));
  const planIds = (await db.select({ id: workPlans.id }).from(workPlans).where(planFilter).orderBy(asc(workPlans.id))).map((row) => row.id);

  progress(`Running the scheduler over ${planIds.length.toLocaleString('en-US')} plans (${options.days} days missed)…`);
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const { result, peakRss, peakHeap } = await withMemoryPeak(async () => {
    let generated = 0;
    let passes = 0;
    for (;;) {
      // As the background job does: the due plans (each company's own clock), a pass at a time.
      const pass = await runScheduler(db);
      passes += 1;
      generated += pass.generated;
      progress(`  pass ${passes}: ${pass.generated.toLocaleString('en-US')} tasks`);
      if (pass.generated === 0) break;
    }
    return { generated, passes };
  });
  const schedulerMs = performance.now() - started;

  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(workTasks);
  const missing = Math.max(0, options.tasks - (counted?.n ?? 0));
  if (missing > 0) progress(`Adding ${missing.toLocaleString('en-US')} earlier tasks of the same plans…`);
  const perPlan = Math.ceil(missing / Math.max(1, planIds.length));
  for (let from = 1; from <= missing; from += options.batch) {
    const to = Math.min(missing, from + options.batch - 1);
    // Row g: plan (g - 1) % plans, occurrence (g - 1) / plans + 1 days before the plan's start.
    await db.execute(sql`
      insert into ${workTasks} (company_id, kind, code, plan_id, device_key, standard_id, standard_revision, items, device_ids, due_at, planned_due_at, status, results, abnormal_count, completed_at, checked_at)
      select p.company_id, 'inspection', 'XJB' || to_char(d, 'YYYYMMDDHH24MI') || '-' || p.id || '-' || p.device_ids[1], p.id, p.device_ids[1], p.standard_id, 1, s.items, p.device_ids, d, d,
        (case when n % 50 = 0 then 'closed' when n % 10 = 0 then 'completed' else 'checked' end)::task_status,
        '[]'::jsonb, case when n % 17 = 0 then 1 else 0 end,
        case when n % 50 = 0 then null else (d + interval '2 hours') at time zone ${zone} end,
        case when n % 50 = 0 or n % 10 = 0 then null else (d + interval '3 hours') at time zone ${zone} end
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select (${intArray(planIds)})[1 + (g - 1) % ${planIds.length}] as plan_id, (g - 1) / ${planIds.length} + 1 as n) k
      join ${workPlans} p on p.id = k.plan_id
      join ${workStandards} s on s.id = p.standard_id
      cross join lateral (select p.starts_at - make_interval(days => k.n) as d) t
      on conflict do nothing`);
    progress(`  ${to.toLocaleString('en-US')} / ${missing.toLocaleString('en-US')} (up to ${perPlan} per plan)`);
  }
  await db.execute(sql`vacuum analyze work_tasks`);
  await db.execute(sql`vacuum analyze work_plans`);
  // The bulk load and the vacuum leave ~1 GB of dirty pages; flushed by a later checkpoint, they would stall
  // whatever the bench measures next. Needs a superuser or pg_checkpoint: skipped without.
  await db.execute(sql`checkpoint`).catch(() => progress('(no CHECKPOINT: the database user may not run it)'));
  const [total] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(workTasks);
  const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
  return {
    companyId,
    plans: planIds.length,
    generated: result.generated,
    schedulerMs,
    passes: result.passes,
    peakRssMb: mb(peakRss),
    peakHeapMb: mb(peakHeap),
    rssGrowthMb: mb(peakRss - rssBefore),
    tasks: total?.n ?? 0,
  };
}

/** `main.js schedule:generate …`: prints the figures as one line `SCHEDULE-BENCH {json}`; returns the exit code. */
export async function runGenerateSchedule(argv: string[]): Promise<number> {
  let options: { plans: number; days: number; tasks: number; companyId?: number; batch: number };
  try {
    const { values } = parseArgs({
      args: argv,
      options: { plans: { type: 'string' }, days: { type: 'string' }, tasks: { type: 'string' }, company: { type: 'string' }, batch: { type: 'string' } },
      strict: true,
    });
    options = {
      plans: integerOption(values.plans, 'plans', 10_000, 1, 1_000_000),
      days: integerOption(values.days, 'days', 30, 1, 366),
      tasks: integerOption(values.tasks, 'tasks', 1_000_000, 0, 20_000_000),
      companyId: values.company === undefined ? undefined : integerOption(values.company, 'company', 1, 1, 2 ** 31 - 1),
      batch: integerOption(values.batch, 'batch', 100_000, 100, 1_000_000),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync }, {
    error: (details, message) => console.error(message, details),
  });
  try {
    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      console.log('The database is empty: seeding the demo tenant first…');
      await seedDemoData(database.db);
    }
    const figures = await generateSchedule(database.db, options, (line) => console.log(line));
    console.log(`SCHEDULE-BENCH ${JSON.stringify(figures)}`);
    return 0;
  } catch (error) {
    console.error(`schedule:generate: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
