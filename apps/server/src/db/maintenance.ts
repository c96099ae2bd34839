import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The local hour the embedded database is vacuumed at (a quiet hour in a control room's day). */
export const VACUUM_HOUR = 3;

/**
 * PGlite has no autovacuum: without this, dead row versions (device_counts is rewritten by every
 * device write, sessions by every sign-in) pile up, and pages read for the first time get their hint
 * bits written during reads. VACUUM (ANALYZE) also keeps the planner's statistics current.
 */
export async function vacuumDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/** Milliseconds from `now` to the next time the local clock shows `hour`:00. */
export function msUntilLocalHour(now: Date, hour: number): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Vacuums daily at VACUUM_HOUR local time; returns the stop function. */
export function startDailyVacuum(db: Database, log: { info(message: string): void; error(details: object, message: string): void }): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      const started = Date.now();
      vacuumDatabase(db).then(
        () => log.info(`embedded database vacuumed in ${Date.now() - started} ms`),
        (error: unknown) => log.error({ err: error }, 'vacuum of the embedded database failed'),
      );
      schedule();
    }, msUntilLocalHour(new Date(), VACUUM_HOUR));
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
