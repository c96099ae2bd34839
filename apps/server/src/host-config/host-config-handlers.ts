import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { DatabaseCache } from '../db/database-cache';
import { hostConfigs } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { Services } from '../services';
import { SERVER_VERSION } from '../version';

class HealthTimeout extends Error {
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
    this.name = 'HealthTimeout';
  }
}

/** A frozen database must not hold the health check (and the load balancer asking it) for long. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

interface HostConfigAnswer {
  configs: Schemas['HostConfig'][];
  /** A strong validator of the answer: the hash of its JSON. */
  etag: string;
}

/** GET /c.bin from memory: the few host configurations, reloaded when the change feed reports a write to them. */
const answers = new DatabaseCache<HostConfigAnswer>({
  affectedBy: (change) => change === 'host_configs',
  load: async (db) => {
    const rows = await db.select().from(hostConfigs).orderBy(asc(hostConfigs.domain));
    const configs = rows.map((row) => ({ ...row.config, customer_mode: row.config.customer_mode ?? false, domain: row.domain }));
    return { configs, etag: `"${createHash('sha256').update(JSON.stringify(configs)).digest('base64url').slice(0, 27)}"` };
  },
});

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A conditional GET /c.bin (If-None-Match with the current ETag) answers 304 before the handler runs.
 * Registered before the contract's routes (an onRoute hook adds it to that route).
 */
export function registerHostConfigRevalidation(app: FastifyInstance, db: Database): void {
  const revalidate: onRequestAsyncHookHandler = async (request, reply) => {
    const { etag } = await answers.get(db);
    if (!matches(request.headers['if-none-match'], etag)) return;
    await reply.code(304).header('etag', etag).header('cache-control', 'no-cache').send();
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== '/c.bin') return;
    const existing = route.onRequest;
    route.onRequest = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), revalidate];
  });
}

export function hostConfigHandlers(services: Services): Pick<ServiceHandlers, 'getHostConfigs' | 'getHealth'> {
  const { db } = services;

  return {
    // Public and the same for every caller: revalidated by ETag (no-cache), not refetched.
    async getHostConfigs(_request, reply) {
      const answer = await answers.get(db);
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      return answer.configs;
    },

    async getHealth(request) {
      try {
        await withTimeout(db.execute(sql`select 1`), services.config.healthTimeoutMs);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 50300, 'error.databaseUnavailable');
      }
      return ok({
        status: 'ok',
        database: services.databaseKind,
        version: SERVER_VERSION,
        uptime_s: Math.round((Date.now() - services.startedAt) / 100) / 10,
      });
    },
  };
}
