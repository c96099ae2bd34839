import { ADMIN_ROLE } from '@om/auth/core';

/** Who is calling: resolved from the bearer token by the access hook. */
export interface AuthContext {
  sessionId: number;
  tokenHash: string;
  userId: number;
  username: string;
  companyId: number;
  roleId: number;
  /** Permission names the role holds, or ['admin'] for the platform administrator. */
  roles: readonly string[];
  platformAdmin: boolean;
}

export function rolesOf(role: { permissions: readonly string[]; platformAdmin: boolean }): string[] {
  return role.platformAdmin ? [ADMIN_ROLE] : [...role.permissions];
}
