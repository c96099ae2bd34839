import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dispatchRules } from '../db/schema';

/**
 * The dispatch rules of /system/rules, shared by every kind of work order (repair orders, scheduled
 * tasks): which rule applies, the deadlines it sets and when its reminders fall due.
 */
export type DispatchRuleRow = typeof dispatchRules.$inferSelect;

/**
 * The company's enabled rule for this work type, device importance and equipment condition (the lowest
 * id when several match); undefined when none does.
 */
export async function dispatchRuleFor(
  tx: Database,
  companyId: number,
  workType: DispatchRuleRow['workType'],
  importance: DispatchRuleRow['deviceImportance'],
  condition: DispatchRuleRow['equipmentCondition'],
): Promise<DispatchRuleRow | undefined> {
  const [rule] = await tx
    .select()
    .from(dispatchRules)
    .where(
      and(
        eq(dispatchRules.companyId, companyId),
        eq(dispatchRules.enabled, true),
        eq(dispatchRules.workType, workType),
        eq(dispatchRules.deviceImportance, importance),
        eq(dispatchRules.equipmentCondition, condition),
      ),
    )
    .orderBy(asc(dispatchRules.id))
    .limit(1);
  return rule;
}

export async function ruleById(tx: Database, id: number | null): Promise<DispatchRuleRow | undefined> {
  if (id === null) return undefined;
  const [rule] = await tx.select().from(dispatchRules).where(eq(dispatchRules.id, id));
  return rule;
}

export function addMinutes(at: Date, minutes: number): Date {
  return new Date(at.getTime() + minutes * 60_000);
}

/**
 * How many of a step's reminders are due at `now`: n reminders spread evenly over the window before
 * the deadline (the i-th at start + window × i / (n + 1)).
 */
export function remindersDue(deadline: Date, minutes: number, reminders: number, now: Date): number {
  if (reminders <= 0 || minutes <= 0) return 0;
  const windowMs = minutes * 60_000;
  const start = deadline.getTime() - windowMs;
  let due = 0;
  for (let i = 1; i <= reminders; i += 1) if (start + (windowMs * i) / (reminders + 1) <= now.getTime()) due = i;
  return due;
}
