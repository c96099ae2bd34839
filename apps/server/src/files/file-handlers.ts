import { holdsAction } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { ApiError, ok } from '../http/envelope';
import { clientOf, signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import type { ByteRange } from './file-store';
import { contentDisposition } from './file-types';
import { type FileOwnerKind, type FilePurpose, PURPOSE_PERMISSION, type StoredFileRow, toStoredFile } from './stored-files';
import { receiveUpload } from './receive-upload';

/** Whether a caller may read the row that owns a file (its module's page and its own visibility rules). */
export type OwnerReader = (db: Database, auth: AuthContext, ownerId: number) => Promise<boolean>;

const PURPOSES = new Set<string>(Object.keys(PURPOSE_PERMISSION));
const isPurpose = (value: unknown): value is FilePurpose => typeof value === 'string' && PURPOSES.has(value);

/** `Range: bytes=a-b` / `bytes=a-` / `bytes=-n` of one range inside the file; anything else is ignored (200). */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * The platform file store's two operations: a streamed multipart upload (type by content, size limit,
 * nothing kept on refusal) and an authorised download (the owner's module decides who may read).
 */
export function fileHandlers(services: Services, readers: Partial<Record<FileOwnerKind, OwnerReader>>): Pick<ServiceHandlers, 'uploadFile' | 'getFileContent'> {
  const { db, files: store } = services;
  const maxBytes = services.config.files.maxBytes;

  async function mayRead(auth: AuthContext, row: StoredFileRow): Promise<boolean> {
    if (!canSee(await visibleCompanies(db, auth, true), row.companyId)) return false;
    if (row.ownerKind === null || row.ownerId === null) return row.uploadedBy === auth.userId || auth.platformAdmin;
    const reader = readers[row.ownerKind];
    return reader ? reader(db, auth, row.ownerId) : false;
  }

  return {
    async uploadFile(request) {
      const auth = signedIn(request);
      // Checked again: the query arrives beside a streamed multipart body.
      const purpose: unknown = request.query.purpose;
      const pages = isPurpose(purpose) ? PURPOSE_PERMISSION[purpose] : undefined;
      if (!isPurpose(purpose) || !pages) throw ApiError.field('purpose', 'validation.required');
      if (!holdsAction(auth.grants, pages, 'create')) throw ApiError.forbidden();
      const upload = await receiveUpload(services, request, { maxBytes });
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(storedFiles)
            .values({
              companyId: auth.companyId, storageKey: upload.key, name: upload.name, contentType: upload.contentType, size: upload.size, sha256: upload.sha256,
              textExcerpt: upload.textExcerpt, purpose, uploadedBy: auth.userId,
            })
            .returning();
          if (!inserted) throw new Error('stored_files: insert returned no row');
          await appendAudit(tx, {
            companyId: inserted.companyId, userId: auth.userId, action: 'file.upload', entity: 'file', entityId: inserted.id,
            after: { ...toStoredFile(inserted), sha256: inserted.sha256 }, ip: clientOf(request).ip,
          });
          return inserted;
        });
        return ok(toStoredFile(row));
      } catch (error) {
        await store.remove(upload.key).catch(() => undefined);
        throw error;
      }
    },

    async getFileContent(request, reply) {
      const auth = signedIn(request);
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, request.params.id)).limit(1);
      if (!row || !(await mayRead(auth, row))) throw ApiError.notFound();
      const range = parseRange(request.headers.range, row.size);
      const body = await store.get(row.storageKey, range);
      reply
        .header('content-type', row.contentType)
        .header('content-disposition', contentDisposition(request.query.download === true ? 'attachment' : 'inline', row.name))
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${row.size}`).header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', row.size);
      }
      return reply.send(body);
    },
  };
}
