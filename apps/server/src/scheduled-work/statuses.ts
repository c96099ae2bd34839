import type { WorkOrderKind } from '../work-orders/lifecycle';
import type { ScheduleKind } from './kinds';

export type TaskStatus = 'created' | 'assigned' | 'accepted' | 'started' | 'completed' | 'checked' | 'closed';

/** Still to be done (the `open` list filter; past its due time such a task is overdue). */
export const TODO_STATUSES: readonly TaskStatus[] = ['created', 'assigned', 'accepted', 'started'];
/** Done: the records of the …Doc pages (the `done` list filter). */
export const DONE_STATUSES: readonly TaskStatus[] = ['completed', 'checked'];

/** The shared lifecycle's name of each kind (its timeline and audit entries). */
export const WORK_ORDER_KIND: Record<ScheduleKind, WorkOrderKind> = { inspection: 'inspection', maintain: 'maintenance', overhaul: 'overhaul' };
