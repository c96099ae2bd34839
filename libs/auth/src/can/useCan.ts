import { useSelector } from 'react-redux';
import { holdsAny } from '../core/permissions';
import { selectRoles, type SessionRootState } from '../session/sessionSlice';

function assertRoleList(roles: unknown): asserts roles is readonly string[] {
  // The original permission directive refused anything but a non-empty list of role names.
  if (!Array.isArray(roles) || roles.length === 0) throw new Error('need roles!');
}

/** True when the signed-in user holds one of `roles` (admin holds all). */
export function useCan(roles: readonly string[]): boolean {
  assertRoleList(roles);
  const mine = useSelector((state: SessionRootState) => selectRoles(state));
  return holdsAny(mine, roles);
}
