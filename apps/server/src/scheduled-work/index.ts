import type { Services } from '../services';
import { calendarHandlers } from './calendar';
import { SCHEDULE_KINDS, type ScheduleKind } from './kinds';
import { planHandlers } from './plan-handlers';
import { planResource } from './plans';
import { standardResource } from './standards';
import { taskExecutionHandlers } from './task-execution';
import { taskStockHandlers } from './task-stock';
import { taskRepairHandlers } from './task-repair';
import { TASK_FILE_OWNER, taskPhotoReader } from './task-photos';
import { taskHandlers, taskResource } from './tasks';
import { complianceHandlers } from './compliance';
import { complianceOverviewHandlers } from './compliance-overview';
import type { OwnerReader } from '../files/file-handlers';
import type { FileOwnerKind } from '../files/stored-files';

/** The handlers of one kind: the same engine, configured by `kind`. */
function kindHandlers(services: Services, kind: ScheduleKind) {
  const standards = standardResource(services, kind);
  const plans = planResource(services, kind);
  const tasks = taskResource(services, kind);
  return {
    ...standards.handlers,
    ...plans.handlers,
    ...planHandlers(services, kind, plans),
    ...tasks.handlers,
    ...taskHandlers(services, kind, tasks),
    ...taskExecutionHandlers(services, kind, tasks),
    ...taskStockHandlers(services, kind, tasks),
    ...taskRepairHandlers(services, kind, tasks),
    ...complianceHandlers(services, kind, tasks),
    ...calendarHandlers(services, kind, tasks, plans),
  };
}

/** Inspection, maintenance and overhaul: standards, plans, generated tasks, calendars. */
export function scheduledWorkHandlers(services: Services) {
  // Each kind's map is typed by the operations of every kind (their shapes are one template's), so the merged map is too.
  const kinds = SCHEDULE_KINDS.map((kind) => kindHandlers(services, kind)).reduce((all, one) => ({ ...all, ...one }));
  return { ...kinds, ...complianceOverviewHandlers(services) };
}

/** The file store's readers of task photos (the owner's visibility decides). */
export function scheduledWorkFileReaders(services: Services): Partial<Record<FileOwnerKind, OwnerReader>> {
  return Object.fromEntries(
    SCHEDULE_KINDS.map((kind) => {
      const tasks = taskResource(services, kind);
      return [TASK_FILE_OWNER[kind], taskPhotoReader(kind, async (db, auth, id) => (await tasks.findVisible(db, auth, id)) !== undefined)];
    }),
  );
}

export { complianceOverviewReader, type ComplianceOverviewReader } from './compliance-overview';
export { startSchedulerJob } from './scheduler';
export { startTaskDeadlineJob } from './task-deadlines';
