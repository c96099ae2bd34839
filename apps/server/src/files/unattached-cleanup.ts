import { and, inArray, isNull, lt } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import type { FileStore } from './file-store';

/** An upload that nothing took within this time is removed (a form abandoned after its file was sent). */
export const UNATTACHED_TTL_MS = 24 * 3_600_000;
/** Rows removed per run at most (the next run takes the rest). */
const PER_RUN = 500;
const INTERVAL_MS = 3_600_000;

/**
 * Removes uploads never attached to a document, learning item, procedure, device or task and older than
 * `UNATTACHED_TTL_MS`: their rows in one transaction (claimed FOR UPDATE SKIP LOCKED, so an upload
 * being taken right now is left alone, and two servers never both take one), their bytes after the
 * commit. Idempotent: a second run finds nothing; bytes already gone are not an error. Answers how
 * many uploads it removed.
 */
export async function removeUnattachedUploads(db: Database, store: FileStore, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_TTL_MS);
  const gone = await db.transaction(async (tx) => {
    const claimed = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(isNull(storedFiles.ownerKind), lt(storedFiles.createdAt, cutoff)))
      .orderBy(storedFiles.id)
      .limit(PER_RUN)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return [];
    const removed = await tx
      .delete(storedFiles)
      .where(and(inArray(storedFiles.id, claimed.map((row) => row.id)), isNull(storedFiles.ownerKind)))
      .returning({ id: storedFiles.id, key: storedFiles.storageKey, companyId: storedFiles.companyId });
    if (removed.length > 0) {
      await appendAudit(tx, {
        companyId: null,
        userId: null,
        action: 'file.remove_unattached',
        entity: 'file',
        entityId: null,
        after: { count: removed.length, ids: removed.map((row) => row.id), before: cutoff.toISOString() },
      });
    }
    return removed;
  });
  for (const file of gone) await store.remove(file.key).catch(() => undefined);
  return gone.length;
}

/** Runs the cleanup hourly (BACKGROUND_JOBS). */
export function startUnattachedCleanupJob(db: Database, store: FileStore, log: { info(message: string): void; error(details: object, message: string): void }): () => void {
  const timer = setInterval(() => {
    removeUnattachedUploads(db, store).then(
      (count) => {
        if (count) log.info(`removed ${count} uploads that were never attached`);
      },
      (error: unknown) => log.error({ err: error }, 'removing unattached uploads failed'),
    );
  }, INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
