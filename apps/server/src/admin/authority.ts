import { type Authority, mayActOn } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { roles } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { AuthContext } from '../session/auth-context';

export function callerAuthority(auth: AuthContext): Authority {
  return { platformAdmin: auth.platformAdmin, grants: [...auth.grants] };
}

export function roleAuthority(role: { platformAdmin: boolean; permissions: readonly string[] }): Authority {
  return { platformAdmin: role.platformAdmin, grants: role.permissions };
}

/** 403 / 50000 naming `field` (a toast in the console, not the /401 page): the target outranks the caller. */
function outranked(field: string): ApiError {
  return new ApiError(403, 50000, 'auth.outranked', { field });
}

/** A role may be edited or deleted only by someone holding every grant of it (its members would be stronger). */
export function assertMayActOnRole(auth: AuthContext, role: { platformAdmin: boolean; permissions: readonly string[] }, field = 'id'): void {
  if (!mayActOn(callerAuthority(auth), roleAuthority(role))) throw outranked(field);
}

/** A user is edited, disabled, deleted or given a new password only by someone holding every grant of their role. */
export async function assertMayActOnUser(tx: Database, auth: AuthContext, user: { roleId: number }, field = 'id'): Promise<void> {
  const [role] = await tx.select({ platformAdmin: roles.platformAdmin, permissions: roles.permissions }).from(roles).where(eq(roles.id, user.roleId));
  if (!role) throw outranked(field);
  assertMayActOnRole(auth, role, field);
}
