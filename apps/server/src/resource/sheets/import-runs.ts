import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importRuns, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { AuthContext } from '../../session/auth-context';

/** A run that has not reported progress for this long is taken to have died with its process. */
export const STALE_AFTER_MS = 120_000;

export interface ImportProgress {
  entity: string;
  total: number;
  done: number;
  started_at: string;
  /** Whether the caller started it. */
  mine: boolean;
  username: string;
}

/**
 * Claims the one import slot of the caller's company (a row in import_runs, so several server
 * processes agree). Another running import of the company answers 409 saying whose and how far.
 */
export async function claimImport(db: Database, auth: AuthContext, entity: string, total: number): Promise<number> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [claimed] = await db
    .insert(importRuns)
    .values({ companyId: auth.companyId, userId: auth.userId, entity, total, done: 0 })
    .onConflictDoUpdate({
      target: importRuns.companyId,
      set: { userId: auth.userId, entity, total, done: 0, createdAt: sql`now()`, updatedAt: sql`now()` },
      setWhere: lt(importRuns.updatedAt, staleBefore),
    })
    .returning({ id: importRuns.id });
  if (claimed) return claimed.id;
  const running = await runningImport(db, auth);
  const percent = running && running.total > 0 ? Math.floor((running.done * 100) / running.total) : 0;
  throw new ApiError(409, 40900, 'import.busy', { values: running ? `${running.username}, ${running.entity}` : '', limit: percent });
}

/** Records how many rows of the run are done (also its heartbeat). */
export async function reportProgress(db: Database, runId: number, done: number): Promise<void> {
  await db.update(importRuns).set({ done, updatedAt: new Date() }).where(eq(importRuns.id, runId));
}

export async function releaseImport(db: Database, runId: number): Promise<void> {
  await db.delete(importRuns).where(eq(importRuns.id, runId));
}

/** The running import of the caller's company, if any. */
export async function runningImport(db: Database, auth: AuthContext): Promise<ImportProgress | null> {
  const [run] = await db
    .select({ entity: importRuns.entity, total: importRuns.total, done: importRuns.done, createdAt: importRuns.createdAt, userId: importRuns.userId, username: users.username })
    .from(importRuns)
    .innerJoin(users, eq(users.id, importRuns.userId))
    .where(and(eq(importRuns.companyId, auth.companyId), sql`${importRuns.updatedAt} >= ${new Date(Date.now() - STALE_AFTER_MS)}`));
  if (!run) return null;
  return { entity: run.entity, total: run.total, done: run.done, started_at: run.createdAt.toISOString(), mine: run.userId === auth.userId, username: run.username };
}
