import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

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

/** Basic hardening headers on every answer; a route may set its own Content-Security-Policy first. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', DEFAULT_CSP);
    reply.header('x-request-id', request.id);
    return payload;
  });
}
