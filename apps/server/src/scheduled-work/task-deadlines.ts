import { grantOf } from '@om/auth/core';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { dispatchRules, roles, users, workTasks } from '../db/schema';
import { NOTICE_LANGUAGE } from '../devices/special-equipment';
import { translate } from '../i18n/catalog';
import type { LatestMessageCache } from '../messages/latest-message-cache';
import { type NewMessage, storeMessages } from '../messages/message-store';
import type { Services } from '../services';
import { remindersDue } from '../work-orders/dispatch-rules';
import type { ScheduleKind } from './kinds';
import { taskDeadline } from './task-dispatch';

const TASK_PAGE: Record<ScheduleKind, string> = { inspection: 'inspectionTaskList', maintain: 'maintainTaskList', overhaul: 'overhaulTaskList' };

/** The current step's window (minutes) and reminder count from the task's dispatch rule. */
function stepOf(status: string, rule: typeof dispatchRules.$inferSelect): { minutes: number; reminders: number } | undefined {
  if (status === 'assigned') return { minutes: rule.acceptMinutes, reminders: rule.acceptReminders };
  if (status === 'accepted') return { minutes: rule.startMinutes, reminders: rule.startReminders };
  if (status === 'started') return { minutes: rule.checkMinutes, reminders: rule.checkReminders };
  return undefined;
}

/** The active users of a company whose role may check (dispatch) the kind's tasks: they hear of an escalation. */
async function dispatchersOf(tx: Database, companyId: number, kind: ScheduleKind): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), sql`${roles.permissions} @> array[${grantOf(TASK_PAGE[kind], 'approve')}]::text[]`));
  return rows.map((row) => row.id);
}

export interface TaskDeadlineRun {
  reminders: number;
  escalations: number;
}

/**
 * Reminders before and escalations at the deadlines of open scheduled tasks whose dispatch rule set
 * them (accept, start, complete): reminders to the assignee, as many as the rule says, spread before
 * the deadline; when it passes, one escalation to the assignee and to the company's dispatchers of
 * the kind (…TaskList:approve). What was sent is kept on the task (reminders_sent, escalated_at;
 * reset by every transition), so runs never repeat a message; rows are claimed with FOR UPDATE SKIP
 * LOCKED, so two servers never both send one.
 */
export async function runTaskDeadlines(db: Database, latest: LatestMessageCache, now: Date = new Date()): Promise<TaskDeadlineRun> {
  const { run, inserted } = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ task: workTasks, rule: dispatchRules })
      .from(workTasks)
      .innerJoin(dispatchRules, eq(dispatchRules.id, workTasks.dispatchRuleId))
      .where(
        and(
          inArray(workTasks.status, ['assigned', 'accepted', 'started']),
          or(
            and(eq(workTasks.status, 'assigned'), isNotNull(workTasks.acceptDueAt)),
            and(eq(workTasks.status, 'accepted'), isNotNull(workTasks.startDueAt)),
            and(eq(workTasks.status, 'started'), isNotNull(workTasks.completeDueAt)),
          ),
        ),
      )
      .for('update', { of: workTasks, skipLocked: true });
    const messages: NewMessage[] = [];
    const result: TaskDeadlineRun = { reminders: 0, escalations: 0 };
    for (const { task, rule } of candidates) {
      const deadline = taskDeadline(task);
      const step = stepOf(task.status, rule);
      if (!deadline || !step) continue;
      const send = (userIds: (number | null)[], key: 'notice.taskDue' | 'notice.taskOverdue') => {
        for (const userId of new Set(userIds)) {
          if (userId !== null) messages.push({ companyId: task.companyId, userId, title: translate(NOTICE_LANGUAGE, key, { values: task.code }), content: deadline.toISOString(), type: key === 'notice.taskOverdue' ? 'alarm' : 'workorder' });
        }
      };
      if (deadline <= now) {
        if (task.escalatedAt !== null) continue;
        send([task.assigneeId, ...(await dispatchersOf(tx, task.companyId, task.kind))], 'notice.taskOverdue');
        await tx.update(workTasks).set({ escalatedAt: now }).where(eq(workTasks.id, task.id));
        result.escalations += 1;
        continue;
      }
      const due = remindersDue(deadline, step.minutes, step.reminders, now);
      if (due <= task.remindersSent) continue;
      send([task.assigneeId], 'notice.taskDue');
      await tx.update(workTasks).set({ remindersSent: due }).where(eq(workTasks.id, task.id));
      result.reminders += 1;
    }
    const stored = await storeMessages(tx, messages, { userId: null, companyId: null });
    if (result.reminders + result.escalations > 0) {
      await appendAudit(tx, { companyId: null, userId: null, action: 'scheduled_task.deadlines', entity: 'scheduled_task', entityId: null, after: { ...result, messages: stored.length, at: now.toISOString() } });
    }
    return { run: result, inserted: stored };
  });
  for (const message of inserted) latest.noteNew(message.userId, message.createdAt.getTime());
  return run;
}

/** Checks the tasks' deadlines every minute (BACKGROUND_JOBS). */
export function startTaskDeadlineJob(services: Services, log: { error(details: object, message: string): void }): () => void {
  const timer = setInterval(() => {
    runTaskDeadlines(services.db, services.latestMessages).catch((error: unknown) => log.error({ err: error }, 'scheduled task deadlines failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
