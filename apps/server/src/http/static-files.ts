import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handleNotFound, isApiPath } from './errors';
import { isPhotoName, STORED_NAME } from '../devices/device-files';
import { cspWithInlineScripts } from './security-headers';

export interface StaticOptions {
  consoleDist: string;
  wallboardDist: string;
  contractFile: string;
  /** Uploaded files (avatars, device photos and documents), served at /uploads/<random name>. */
  uploadsDir: string;
}


const PUBLIC = { access: 'public' } as const;
const WALLBOARD_PREFIX = '/wallboard/';

// Resolved at run time from node_modules, not bundled (the specifiers are not literals on purpose).
const REDOC_BUNDLE = '@redocly/cli/lib/chunks/redoc.standalone.js';
const DOCS_PAGE = '@om/api/api-reference.html';

function redocBundle(): string | undefined {
  try {
    return require.resolve(REDOC_BUNDLE);
  } catch {
    return undefined;
  }
}

function docsPage(): string | undefined {
  try {
    return readFileSync(require.resolve(DOCS_PAGE), 'utf8');
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Hashed build output may be cached for a year; everything else is revalidated on each use. */
function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A build file, as its precompressed `.br` / `.gz` copy when the client accepts one (written by
 * tools/build/precompress.mjs at build time; @fastify/static negotiates), with an ETag (304 on a match).
 */
function sendFromDist(reply: FastifyReply, root: string, relativePath: string): FastifyReply {
  return reply
    .header('cache-control', cacheControlFor(relativePath))
    .header('vary', 'accept-encoding')
    .sendFile(relativePath, root, { cacheControl: false });
}

/**
 * The console at /, the wallboard under /wallboard/, the contract and its reference page. Unknown
 * paths that want HTML get the app's index.html (its router shows its own 404); API paths get the
 * 404 envelope.
 */
export function registerStaticFiles(app: FastifyInstance, options: StaticOptions): void {
  const apps = [
    { name: 'wallboard', prefix: WALLBOARD_PREFIX, root: options.wallboardDist },
    { name: 'console', prefix: '/', root: options.consoleDist },
  ];
  for (const spa of apps) {
    const present = existsSync(join(spa.root, 'index.html'));
    if (present) app.log.info({ root: spa.root }, `serving the ${spa.name} at ${spa.prefix}`);
    else app.log.warn({ root: spa.root }, `the ${spa.name} build is missing (no index.html); build it to serve it at ${spa.prefix}`);
  }

  // Only reply.sendFile is used, always with an explicit root; this root merely has to exist.
  // preCompressed: a file's `.br` / `.gz` sibling is sent when the client accepts it (the builds have them).
  app.register(fastifyStatic, { root: dirname(options.contractFile), serve: false, preCompressed: true });

  app.get('/openapi.json', { config: PUBLIC }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('openapi.json', dirname(options.contractFile), { cacheControl: false }),
  );

  const docs = docsPage();
  const docsCsp = docs ? cspWithInlineScripts(docs) : '';
  app.get('/api-docs', { config: PUBLIC }, async (request, reply) => {
    if (!docs) return handleNotFound(request, reply);
    return reply.header('content-security-policy', docsCsp).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(docs);
  });

  const redoc = redocBundle();
  app.get('/api-docs/redoc.standalone.js', { config: PUBLIC }, (request, reply) => {
    if (!redoc) return handleNotFound(request, reply);
    return reply.header('cache-control', 'public, max-age=86400').sendFile('redoc.standalone.js', dirname(redoc), { cacheControl: false });
  });

  // Public like the console's assets: the names are random (128 bits) and never listed.
  app.get<{ Params: { name: string } }>('/uploads/:name', { config: PUBLIC }, (request, reply) => {
    const name = request.params.name;
    if (!STORED_NAME.test(name) || !isFile(join(options.uploadsDir, name))) return handleNotFound(request, reply);
    // Documents download instead of rendering in the console's origin.
    if (!isPhotoName(name)) reply.header('content-disposition', 'attachment');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .sendFile(name, options.uploadsDir, { cacheControl: false });
  });

  app.get('/*', { config: PUBLIC }, (request, reply) => {
    let path: string;
    try {
      path = decodeURIComponent((request.raw.url ?? '/').split('?')[0] ?? '/');
    } catch {
      return handleNotFound(request, reply);
    }
    if (isApiPath(path)) return handleNotFound(request, reply);
    const spa = apps.find((candidate) => path.startsWith(candidate.prefix) || path === candidate.prefix.slice(0, -1));
    if (!spa) return handleNotFound(request, reply);
    const relative = normalize(path.slice(spa.prefix.length) || 'index.html').replace(/^([/\\])+/, '');
    if (relative.startsWith('..') || relative.split(sep).includes('..')) return handleNotFound(request, reply);
    if (relative && isFile(join(spa.root, relative))) return sendFromDist(reply, spa.root, relative);
    if (wantsHtml(request) && isFile(join(spa.root, 'index.html'))) return sendFromDist(reply, spa.root, 'index.html');
    return handleNotFound(request, reply);
  });
}
