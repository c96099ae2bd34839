import { asc, sql } from 'drizzle-orm';
import type { ServiceHandlers } from '../contract/handler-types';
import { hostConfigs } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { Services } from '../services';
import { SERVER_VERSION } from '../version';

export function hostConfigHandlers(services: Services): Pick<ServiceHandlers, 'getHostConfigs' | 'getHealth'> {
  const { db } = services;

  return {
    async getHostConfigs() {
      const rows = await db.select().from(hostConfigs).orderBy(asc(hostConfigs.domain));
      return rows.map((row) => ({ ...row.config, customer_mode: row.config.customer_mode ?? false, domain: row.domain }));
    },

    async getHealth(request) {
      try {
        await db.execute(sql`select 1`);
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
