import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { calendarHandlers } from './calendar';
import { SCHEDULE_KINDS, type ScheduleKind } from './kinds';
import { planHandlers } from './plan-handlers';
import { planResource } from './plans';
import { standardResource } from './standards';
import { taskHandlers, taskResource } from './tasks';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The handlers of one kind: the same engine, configured by `kind`. */
function kindHandlers(services: Services, kind: ScheduleKind): Record<string, Handler> {
  const standards = standardResource(services, kind);
  const plans = planResource(services, kind);
  const tasks = taskResource(services, kind);
  return {
    ...standards.handlers,
    ...plans.handlers,
    ...planHandlers(services, kind, plans),
    ...tasks.handlers,
    ...taskHandlers(services, kind, tasks),
    ...calendarHandlers(services, kind, tasks, plans),
  };
}

/** Inspection, maintenance and overhaul: standards, plans, generated tasks, calendars. */
export function scheduledWorkHandlers(services: Services): Record<string, Handler> {
  return Object.assign({}, ...SCHEDULE_KINDS.map((kind) => kindHandlers(services, kind)));
}

export { startSchedulerJob } from './scheduler';
