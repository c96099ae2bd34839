import { ADMIN_ROLE, pagesOf } from '@om/auth/core';

/** Who is calling: resolved from the bearer token by the access hook. */
export interface AuthContext {
  sessionId: number;
  tokenHash: string;
  userId: number;
  username: string;
  companyId: number;
  roleId: number;
  /** The pages of which the role holds any action (the profile's `roles`), or ['admin'] for the platform administrator. */
  roles: readonly string[];
  /** The role's grants `page:action`, or {'admin'} for the platform administrator. */
  grants: ReadonlySet<string>;
  platformAdmin: boolean;
}

export function rolesOf(role: { permissions: readonly string[]; platformAdmin: boolean }): string[] {
  return role.platformAdmin ? [ADMIN_ROLE] : pagesOf(role.permissions);
}

export function grantsOf(role: { permissions: readonly string[]; platformAdmin: boolean }): ReadonlySet<string> {
  return new Set(role.platformAdmin ? [ADMIN_ROLE] : role.permissions);
}
