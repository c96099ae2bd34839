import { inArray, lt } from 'drizzle-orm';
import { deletedRecords } from '../../db/schema';
import { releaseFiles } from '../../files/stored-files';
import type { Services } from '../../services';
import { restorableOf } from './restorable';

/** How long a delete can be undone (the console offers it for seconds; an API client has a day). */
export const KEEP_DELETED_MS = 24 * 3_600_000;
const PER_RUN = 500;
const INTERVAL_MS = 600_000;

/**
 * Forgets the kept copies of deletes older than KEEP_DELETED_MS (claimed FOR UPDATE SKIP LOCKED, so a
 * restore running now keeps its copy), releasing the stored files those records owned: their bytes
 * leave the store after the commit. Answers how many deletes became final.
 */
export async function purgeDeleted(services: Services, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_DELETED_MS);
  const tasks: (() => void)[] = [];
  const count = await services.db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: deletedRecords.id })
      .from(deletedRecords)
      .where(lt(deletedRecords.deletedAt, cutoff))
      .orderBy(deletedRecords.id)
      .limit(PER_RUN)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return 0;
    const gone = await tx
      .delete(deletedRecords)
      .where(inArray(deletedRecords.id, claimed.map((row) => row.id)))
      .returning({ entity: deletedRecords.entity, entityId: deletedRecords.entityId });
    const ctx = { tx, services, afterCommit: (task: () => void) => tasks.push(task) };
    for (const record of gone) {
      const files = restorableOf(services, record.entity)?.files;
      if (files) await releaseFiles(ctx, files, record.entityId);
    }
    return gone.length;
  });
  for (const task of tasks) task();
  return count;
}

/** Runs the purge every ten minutes (BACKGROUND_JOBS). */
export function startDeletedPurgeJob(services: Services, log: { error(details: object, message: string): void }): () => void {
  const timer = setInterval(() => {
    purgeDeleted(services).catch((error: unknown) => log.error({ err: error }, 'purging deleted records failed'));
  }, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
