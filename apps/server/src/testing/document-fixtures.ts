import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app';

/** A multipart/form-data body with one file part (as a browser's FormData sends it). */
export function multipartBody(filename: string, bytes: Buffer, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----om${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8');
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadAs(app: FastifyInstance, token: string | undefined, purpose: string, filename: string, bytes: Buffer) {
  const { payload, headers } = multipartBody(filename, bytes);
  return app.inject({ method: 'POST', url: `/api/files?purpose=${purpose}`, headers: { ...headers, ...(token ? bearer(token) : {}) }, payload });
}

/** Uploads and answers the stored file's id (throws on refusal). */
export async function uploaded(app: FastifyInstance, token: string, purpose: string, filename: string, bytes: Buffer): Promise<number> {
  const response = await uploadAs(app, token, purpose, filename, bytes);
  if (response.statusCode !== 200) throw new Error(`upload of ${filename} failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
}
