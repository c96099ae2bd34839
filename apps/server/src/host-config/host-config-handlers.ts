import { asc, sql } from 'drizzle-orm';
import type { ServiceHandlers } from '../contract/handler-types';
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

export function hostConfigHandlers(services: Services): Pick<ServiceHandlers, 'getHostConfigs' | 'getHealth'> {
  const { db } = services;

  return {
    async getHostConfigs() {
      const rows = await db.select().from(hostConfigs).orderBy(asc(hostConfigs.domain));
      return rows.map((row) => ({ ...row.config, customer_mode: row.config.customer_mode ?? false, domain: row.domain }));
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
