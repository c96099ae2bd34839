import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { calendarHandlers } from './calendar';
import { faultCodeResource } from './fault-codes';
import { faultHandlers, faultResource } from './faults';
import { figureHandlers } from './figures';
import { orderHandlers, orderResource } from './orders';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export { raiseFault, type RaiseFaultInput, type RaisedFault } from './raise-fault';

/** The hazard & fault pool and repair work orders (docs/repair.md). */
export function repairModuleHandlers(services: Services): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const resource of [faultCodeResource(services), faultResource(services), orderResource(services)]) Object.assign(handlers, resource.handlers);
  Object.assign(handlers, faultHandlers(services), orderHandlers(services), figureHandlers(services), calendarHandlers(services));
  return handlers;
}
