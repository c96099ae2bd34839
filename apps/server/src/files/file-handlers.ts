import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { holdsAction } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { ApiError, ok } from '../http/envelope';
import { clientOf, signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { isRecord } from '../util/is-record';
import type { ByteRange } from './file-store';
import { cleanFileName, contentDisposition } from './file-types';
import { extractPdfText, PDF_TEXT_MAX_BYTES } from './pdf-text';
import { type FileOwnerKind, type FilePurpose, PURPOSE_PERMISSION, type StoredFileRow, toStoredFile } from './stored-files';
import { UploadInspector, UploadRejected } from './upload-inspector';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

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

function rejectedUpload(error: unknown, maxBytes: number): ApiError | undefined {
  if (error instanceof UploadRejected) {
    return error.reason === 'size' ? ApiError.field('file', 'validation.fileSize', { limit: maxBytes / 1024 / 1024 }) : ApiError.field('file', 'validation.fileType');
  }
  if (isRecord(error) && error['code'] === 'FST_REQ_FILE_TOO_LARGE') return ApiError.field('file', 'validation.fileSize', { limit: maxBytes / 1024 / 1024 });
  return undefined;
}

/**
 * The platform file store's two operations: a streamed multipart upload (type by content, size limit,
 * nothing kept on refusal) and an authorised download (the owner's module decides who may read).
 */
export function fileHandlers(services: Services, readers: Partial<Record<FileOwnerKind, OwnerReader>>): Record<'uploadFile' | 'getFileContent', Handler> {
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
      const purpose = isRecord(request.query) ? request.query['purpose'] : undefined;
      if (!isPurpose(purpose)) throw ApiError.field('purpose', 'validation.required');
      if (!holdsAction(auth.grants, PURPOSE_PERMISSION[purpose], 'create')) throw ApiError.forbidden();
      if (!request.isMultipart()) throw ApiError.field('file', 'validation.required');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw ApiError.field('file', 'validation.required');

      const name = cleanFileName(part.filename);
      const key = randomBytes(16).toString('hex');
      const inspector = new UploadInspector(name, maxBytes);
      const source: Readable = part.file;
      // The inspector may refuse before the store has attached to it: its first error is kept here.
      let refusal: unknown;
      inspector.on('error', (error) => (refusal ??= error));
      source.on('error', (error) => inspector.destroy(error));
      source.on('limit', () => inspector.destroy(new UploadRejected('size')));
      try {
        await store.put(key, source.pipe(inspector));
        if (refusal !== undefined) throw refusal;
      } catch (error) {
        source.resume();
        await store.remove(key).catch(() => undefined);
        throw rejectedUpload(refusal ?? error, maxBytes) ?? error;
      }
      const type = inspector.type;
      if (!type || inspector.size === 0) {
        await store.remove(key);
        throw ApiError.field('file', 'validation.fileType');
      }
      const excerpt = type.contentType === 'application/pdf' && inspector.size <= PDF_TEXT_MAX_BYTES ? extractPdfText(await readAll(await store.get(key))) : inspector.textExcerpt;
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(storedFiles)
            .values({ companyId: auth.companyId, storageKey: key, name, contentType: type.contentType, size: inspector.size, sha256: inspector.sha256, textExcerpt: excerpt, purpose, uploadedBy: auth.userId })
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
        await store.remove(key).catch(() => undefined);
        throw error;
      }
    },

    async getFileContent(request, reply) {
      const auth = signedIn(request);
      const params = isRecord(request.params) ? request.params : {};
      const query = isRecord(request.query) ? request.query : {};
      const id = typeof params['id'] === 'number' ? params['id'] : 0;
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
      if (!row || !(await mayRead(auth, row))) throw ApiError.notFound();
      const range = parseRange(request.headers.range, row.size);
      const body = await store.get(row.storageKey, range);
      reply
        .header('content-type', row.contentType)
        .header('content-disposition', contentDisposition(query['download'] === true ? 'attachment' : 'inline', row.name))
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
