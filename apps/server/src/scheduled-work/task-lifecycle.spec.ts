import { allowedActions, nextStatus, type TaskAction, type TaskStatus } from './task-lifecycle';

const STATUSES: TaskStatus[] = ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'];

describe('the work-order lifecycle of tasks', () => {
  it('allows exactly the transitions of the design', () => {
    const table = Object.fromEntries(STATUSES.map((status) => [status, allowedActions(status).map((action) => `${action}→${nextStatus(status, action)}`)]));
    expect(table).toEqual({
      created: ['assign→assigned', 'close→closed'],
      assigned: ['assign→assigned', 'accept→accepted', 'return→created', 'close→closed'],
      accepted: ['start→started', 'return→created', 'close→closed'],
      started: ['complete→completed', 'close→closed'],
      completed: ['check_pass→checked', 'check_fail→started'],
      checked: [],
      closed: [],
    });
  });

  it('refuses everything else', () => {
    const refused: [TaskStatus, TaskAction][] = [
      ['created', 'start'],
      ['created', 'complete'],
      ['started', 'return'],
      ['completed', 'close'],
      ['checked', 'check_fail'],
      ['closed', 'assign'],
    ];
    for (const [status, action] of refused) expect([status, action, nextStatus(status, action)]).toEqual([status, action, undefined]);
  });
});
