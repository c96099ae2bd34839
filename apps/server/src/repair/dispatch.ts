import { holdsAction } from '@om/auth/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dispatchRules, roles, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { AuthContext } from '../session/auth-context';

export const REPAIR_PAGE = 'repairList';

/** A dispatcher of repair orders (assigns, takes back, closes): the platform administrator or a role that may create repair orders. */
export function mayDispatchRepair(auth: AuthContext): boolean {
  return holdsAction(auth.grants, [REPAIR_PAGE], 'create');
}

/** An assignee must be an active user of the order's company whose role may work on repair orders (edit). */
export async function checkRepairAssignee(tx: Database, companyId: number, userId: number): Promise<void> {
  const [user] = await tx
    .select({ companyId: users.companyId, status: users.status, permissions: roles.permissions, platformAdmin: roles.platformAdmin })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!user || user.companyId !== companyId) throw ApiError.referenceNotFound('assignee_id');
  if (user.status !== 'active' || !(user.platformAdmin || holdsAction(user.permissions, [REPAIR_PAGE], 'edit'))) throw ApiError.field('assignee_id', 'repair.notAssignable');
}

export type DispatchRuleRow = typeof dispatchRules.$inferSelect;

/**
 * The dispatch rule of /system/rules for a repair of this device: the company's enabled rule with work
 * type repair, the device's importance and the equipment condition (the lowest id when several match).
 * It sets the deadlines (accept, start, check) and how many reminders go out before each.
 */
export async function repairRuleFor(
  tx: Database,
  companyId: number,
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
        eq(dispatchRules.workType, 'repair'),
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
