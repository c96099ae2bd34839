import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { ApiError } from '../http/envelope';
import type { WriteContext } from '../resource/write-context';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type FilePurpose = StoredFileRow['purpose'];
/** The kinds of rows that own files (stored_files.owner_kind). */
export type FileOwnerKind = NonNullable<StoredFileRow['ownerKind']>;

/**
 * The pages of which a caller must hold one to upload for a purpose (the operation's x-permissions list
 * them all); undefined: not through POST /api/files (avatars have their own upload).
 */
export const PURPOSE_PERMISSION: Record<FilePurpose, readonly string[] | undefined> = {
  document: ['dataFilesList'],
  learning: ['dataLearningList'],
  procedure: ['dataOperationList'],
  device: ['deviceList'],
  task: ['inspectionTaskList', 'maintainTaskList', 'overhaulTaskList'],
  supplier: ['supplierSupplier'],
  repair: ['errorPoolList', 'repairList'],
  avatar: undefined,
};

export function toStoredFile(row: StoredFileRow): Schemas['StoredFile'] {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    content_type: row.contentType,
    purpose: row.purpose,
    uploaded_at: row.createdAt.toISOString(),
    uploaded_by: row.uploadedBy,
  };
}

export async function storedFilesByIds(db: Database, ids: readonly number[]): Promise<Map<number, Schemas['StoredFile']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
}

/**
 * Gives an upload to the row that takes it, inside the row's transaction: only the caller's own upload
 * of the right purpose that nothing has taken yet (locked, so two requests cannot both take it); it
 * moves to the owner's company. Anything else answers 404 naming the field.
 */
export async function takeFile(
  ctx: Pick<WriteContext, 'tx' | 'auth'>,
  field: string,
  fileId: number,
  purpose: FilePurpose,
  owner: { kind: FileOwnerKind; id: number; companyId: number },
): Promise<StoredFileRow> {
  const [file] = await ctx.tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.uploadedBy, ctx.auth.userId), eq(storedFiles.purpose, purpose), isNull(storedFiles.ownerKind)))
    .for('update');
  if (!file) throw ApiError.referenceNotFound(field);
  const [taken] = await ctx.tx
    .update(storedFiles)
    .set({ ownerKind: owner.kind, ownerId: owner.id, companyId: owner.companyId, updatedAt: new Date() })
    .where(and(eq(storedFiles.id, fileId), isNull(storedFiles.ownerKind)))
    .returning();
  if (!taken) throw ApiError.referenceNotFound(field);
  return taken;
}

/**
 * Deletes the stored files of a row that is being deleted (in its transaction); their bytes leave the
 * store once the transaction has committed.
 */
export async function releaseFiles(ctx: Pick<WriteContext, 'tx' | 'services' | 'afterCommit'>, kind: FileOwnerKind, ownerId: number): Promise<void> {
  const gone = await ctx.tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerKind, kind), eq(storedFiles.ownerId, ownerId)))
    .returning({ key: storedFiles.storageKey });
  ctx.afterCommit(() => {
    for (const file of gone) void ctx.services.files.remove(file.key).catch(() => undefined);
  });
}

/** Deletes one stored file of an owner (in its transaction); its bytes leave the store after the commit. */
export async function releaseFile(ctx: Pick<WriteContext, 'tx' | 'services' | 'afterCommit'>, kind: FileOwnerKind, ownerId: number, fileId: number): Promise<void> {
  const gone = await ctx.tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerKind, kind), eq(storedFiles.ownerId, ownerId)))
    .returning({ key: storedFiles.storageKey });
  ctx.afterCommit(() => {
    for (const file of gone) void ctx.services.files.remove(file.key).catch(() => undefined);
  });
}
