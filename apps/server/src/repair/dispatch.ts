import { holdsAction } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { AuthContext } from '../session/auth-context';
import { addMinutes, dispatchRuleFor, type DispatchRuleRow, ruleById } from '../work-orders/dispatch-rules';

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

/**
 * The dispatch rule of /system/rules for a repair of this device: the company's enabled rule with work
 * type repair, the device's importance and the equipment condition (the lowest id when several match).
 * It sets the deadlines (accept, start, check) and how many reminders go out before each.
 */
export function repairRuleFor(
  tx: Database,
  companyId: number,
  importance: DispatchRuleRow['deviceImportance'],
  condition: DispatchRuleRow['equipmentCondition'],
): Promise<DispatchRuleRow | undefined> {
  return dispatchRuleFor(tx, companyId, 'repair', importance, condition);
}

export { addMinutes, ruleById, type DispatchRuleRow };
