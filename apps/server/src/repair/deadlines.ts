import { and, eq, isNotNull, or } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { devices, dispatchRules, repairOrders } from '../db/schema';
import { NOTICE_LANGUAGE } from '../devices/special-equipment';
import { translate } from '../i18n/catalog';
import type { LatestMessageCache } from '../messages/latest-message-cache';
import { type NewMessage, storeMessages } from '../messages/message-store';
import type { Services } from '../services';
import { remindersDue } from '../work-orders/dispatch-rules';
import { currentDeadline, type OrderRecord } from './order-rows';

type RuleRow = typeof dispatchRules.$inferSelect;

/** The current step's window (minutes) and reminder count from the order's dispatch rule. */
function stepOf(order: OrderRecord, rule: RuleRow): { minutes: number; reminders: number; remind: number | null } | undefined {
  switch (order.state) {
    case 'assigned':
      return { minutes: rule.acceptMinutes, reminders: rule.acceptReminders, remind: order.assigneeId };
    case 'accepted':
      return { minutes: rule.startMinutes, reminders: rule.startReminders, remind: order.assigneeId };
    case 'completed':
      // The check is the dispatcher's side: the creator hears of it.
      return { minutes: rule.checkMinutes, reminders: rule.checkReminders, remind: order.createdBy };
    default:
      return undefined;
  }
}

export interface DeadlineRun {
  reminders: number;
  escalations: number;
}

/**
 * Reminders before and escalations at the deadlines of open repair orders (docs/repair.md): a
 * reminder to the person whose step it is, as many as the rule says, spread before the deadline; when
 * the deadline passes, one escalation to that person and to the order's creator. What was sent is
 * kept on the order (reminders_sent, escalated_at; reset by every transition), so runs never repeat a
 * message; rows are claimed with FOR UPDATE SKIP LOCKED, so two servers never both send one.
 */
export async function runRepairDeadlines(db: Database, latest: LatestMessageCache, now: Date = new Date()): Promise<DeadlineRun> {
  const { run, inserted } = await db.transaction(async (tx) => {
    const candidates = await tx
      .select({ order: repairOrders, rule: dispatchRules, deviceCode: devices.code, deviceName: devices.name })
      .from(repairOrders)
      .innerJoin(dispatchRules, eq(dispatchRules.id, repairOrders.dispatchRuleId))
      .innerJoin(devices, eq(devices.id, repairOrders.deviceId))
      .where(
        or(
          and(eq(repairOrders.state, 'assigned'), isNotNull(repairOrders.acceptDueAt)),
          and(eq(repairOrders.state, 'accepted'), isNotNull(repairOrders.startDueAt)),
          and(eq(repairOrders.state, 'completed'), isNotNull(repairOrders.checkDueAt)),
        ),
      )
      .for('update', { of: repairOrders, skipLocked: true });
    const messages: NewMessage[] = [];
    const result: DeadlineRun = { reminders: 0, escalations: 0 };
    for (const { order, rule, deviceCode, deviceName } of candidates) {
      const deadline = currentDeadline(order);
      const step = stepOf(order, rule);
      if (!deadline || !step) continue;
      const label = `${order.code} ${deviceCode} ${deviceName} — ${order.title}`;
      const to = (userIds: (number | null)[], key: 'notice.repairDue' | 'notice.repairOverdue') => {
        for (const userId of new Set(userIds)) {
          if (userId !== null) messages.push({ companyId: order.companyId, userId, title: translate(NOTICE_LANGUAGE, key, { values: label }), content: deadline.toISOString(), type: key === 'notice.repairOverdue' ? 'alarm' : 'workorder' });
        }
      };
      if (deadline <= now) {
        if (order.escalatedAt !== null) continue;
        to([step.remind, order.createdBy], 'notice.repairOverdue');
        await tx.update(repairOrders).set({ escalatedAt: now }).where(eq(repairOrders.id, order.id));
        result.escalations += 1;
        continue;
      }
      const due = remindersDue(deadline, step.minutes, step.reminders, now);
      if (due <= order.remindersSent) continue;
      to([step.remind], 'notice.repairDue');
      await tx.update(repairOrders).set({ remindersSent: due }).where(eq(repairOrders.id, order.id));
      result.reminders += 1;
    }
    const stored = await storeMessages(tx, messages, { userId: null, companyId: null });
    if (result.reminders + result.escalations > 0) {
      await appendAudit(tx, { companyId: null, userId: null, action: 'repair_order.deadlines', entity: 'repair_order', entityId: null, after: { ...result, messages: stored.length, at: now.toISOString() } });
    }
    return { run: result, inserted: stored };
  });
  for (const message of inserted) latest.noteNew(message.userId, message.createdAt.getTime());
  return run;
}

/** Checks the deadlines every minute. */
export function startRepairDeadlineJob(services: Services, log: { error(details: object, message: string): void }): () => void {
  const timer = setInterval(() => {
    runRepairDeadlines(services.db, services.latestMessages).catch((error: unknown) => log.error({ err: error }, 'repair deadlines failed'));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
