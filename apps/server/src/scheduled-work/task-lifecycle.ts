/**
 * The shared work-order lifecycle of the design (docs: shared/design.md "Domain"), as scheduled tasks
 * use it: created → assigned → accepted → started → completed → checked; return to the pool from
 * assigned or accepted; close (with a reason) from any open state; a failed check goes back to started.
 *
 * Written here against the design while the repair module's shared lifecycle is not in main; the table
 * is the only thing the task service reads, so swapping it for the shared one is a one-line change.
 */
export type TaskStatus = 'created' | 'assigned' | 'accepted' | 'started' | 'completed' | 'checked' | 'closed';
export type TaskAction = 'assign' | 'accept' | 'start' | 'complete' | 'return' | 'close' | 'check_pass' | 'check_fail';

export const OPEN_STATUSES: readonly TaskStatus[] = ['created', 'assigned', 'accepted', 'started'];
export const DONE_STATUSES: readonly TaskStatus[] = ['completed', 'checked'];

const TRANSITIONS: Record<TaskAction, { from: readonly TaskStatus[]; to: TaskStatus }> = {
  assign: { from: ['created', 'assigned'], to: 'assigned' },
  accept: { from: ['assigned'], to: 'accepted' },
  start: { from: ['accepted'], to: 'started' },
  complete: { from: ['started'], to: 'completed' },
  return: { from: ['assigned', 'accepted'], to: 'created' },
  close: { from: OPEN_STATUSES, to: 'closed' },
  check_pass: { from: ['completed'], to: 'checked' },
  check_fail: { from: ['completed'], to: 'started' },
};

/** The status after `action`, or undefined when the current status does not allow it. */
export function nextStatus(current: TaskStatus, action: TaskAction): TaskStatus | undefined {
  const transition = TRANSITIONS[action];
  return transition.from.includes(current) ? transition.to : undefined;
}

/** The actions a task in `status` allows (the console shows these buttons). */
const ACTIONS: readonly TaskAction[] = ['assign', 'accept', 'start', 'complete', 'return', 'close', 'check_pass', 'check_fail'];

export function allowedActions(status: TaskStatus): TaskAction[] {
  return ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status));
}

/** Only the assignee accepts, starts and completes (a manager assigns, returns, closes or checks). */
export function needsAssignee(action: TaskAction): boolean {
  return action === 'accept' || action === 'start' || action === 'complete';
}
