import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import type { Services } from '../services';
import { isRecord } from '@om/core';
import { cleanFileName } from './file-types';
import { extractText, hasExtractableText } from './text-extraction';
import { UploadInspector, UploadRejected } from './upload-inspector';

/** A file part streamed into the store: its key there and what the server found out about it. */
export interface ReceivedUpload {
  key: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The text the search reads: of text, PDF and Office files; '' for others. */
  textExcerpt: string;
}

export interface UploadRules {
  maxBytes: number;
  /** Types (found by content) this upload may have; every accepted type when absent. */
  accept?: readonly string[];
  /** The answer to a refused type or size, when the general one (naming every accepted type) would mislead. */
  refusal?: () => ApiError;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

function rejectedUpload(error: unknown, rules: UploadRules): ApiError | undefined {
  if (rules.refusal && (error instanceof UploadRejected || (isRecord(error) && error['code'] === 'FST_REQ_FILE_TOO_LARGE'))) return rules.refusal();
  const maxBytes = rules.maxBytes;
  const limit = { limit: maxBytes / 1024 / 1024 };
  if (error instanceof UploadRejected) return error.reason === 'size' ? ApiError.field('file', 'validation.fileSize', limit) : ApiError.field('file', 'validation.fileType');
  if (isRecord(error) && error['code'] === 'FST_REQ_FILE_TOO_LARGE') return ApiError.field('file', 'validation.fileSize', limit);
  return undefined;
}

/**
 * Streams the request's multipart part `file` into the store while its type is decided by content, its
 * size counted against the limit and its bytes hashed; a refusal answers 400 naming `file` and leaves
 * nothing in the store. The caller records the upload (and removes `key` if that fails).
 */
export async function receiveUpload(services: Services, request: FastifyRequest, rules: UploadRules): Promise<ReceivedUpload> {
  const store = services.files;
  if (!request.isMultipart()) throw ApiError.field('file', 'validation.required');
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw ApiError.field('file', 'validation.required');

  const name = cleanFileName(part.filename);
  const key = randomBytes(16).toString('hex');
  const inspector = new UploadInspector(name, rules.maxBytes);
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
    throw rejectedUpload(refusal ?? error, rules) ?? error;
  }
  const type = inspector.type;
  if (!type || inspector.size === 0 || (rules.accept && !rules.accept.includes(type.contentType))) {
    await store.remove(key);
    throw rules.refusal?.() ?? ApiError.field('file', 'validation.fileType');
  }
  try {
    const textExcerpt = hasExtractableText(type.contentType, inspector.size) ? await extractText(await readAll(await store.get(key)), type.contentType) : inspector.textExcerpt;
    return { key, name, contentType: type.contentType, size: inspector.size, sha256: inspector.sha256, textExcerpt };
  } catch (error) {
    await store.remove(key).catch(() => undefined);
    throw error;
  }
}
