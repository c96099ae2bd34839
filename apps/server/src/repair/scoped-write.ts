import type { FastifyRequest } from 'fastify';
import { signedIn } from '../http/request-context';
import { visibleCompanies } from '../org/company-scope';
import type { ResourceWriteContext } from '../resource/define-resource';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';

/** One transaction for a request's write, with the caller's company visibility (own company and subsidiaries). */
export function scopedWrite<T>(services: Services, request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>): Promise<T> {
  const auth = signedIn(request);
  return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await visibleCompanies(ctx.tx, auth, true) }));
}
