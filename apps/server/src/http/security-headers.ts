import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './errors';
import './request-context';

const BASE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // Chakra UI (emotion) and Redoc (styled-components) insert <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  // Previews of stored files (PDF, video) are object URLs of bytes fetched with the session.
  "frame-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

export const DEFAULT_CSP = BASE_DIRECTIVES.join('; ');

/** Hashes of the inline <script> blocks of a page, for a CSP that allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function cspWithInlineScripts(html: string): string {
  return BASE_DIRECTIVES.map((directive) =>
    directive.startsWith('script-src ') ? `${directive} ${inlineScriptHashes(html).join(' ')}` : directive,
  ).join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The hardening headers of every answer; a route may set its own Content-Security-Policy first.
 * Answers to a signed-in caller, and every API answer (the sign-in's token), are never stored by a browser or proxy cache. HSTS only when the
 * request came over TLS: to this process, or to a proxy that TRUST_PROXY trusts (X-Forwarded-Proto).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
  // A public API answer may choose revalidation instead (GET /c.bin: no-cache + ETag).
  if (request.auth || (isApiPath(request.url) && !reply.hasHeader('cache-control'))) reply.header('cache-control', 'no-store');
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  reply.header('x-request-id', request.id);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}
