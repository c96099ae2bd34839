/**
 * Account safety (issue 9 §2): who may act on an account or a role. A holder is a set of grants
 * (whatever strings roles hold: page names, or `page:action`) plus the platform flag.
 */
export interface Authority {
  platformAdmin: boolean;
  grants: readonly string[];
}

/**
 * True when `actor` may act on something holding `target` (edit, change the role or status of,
 * reset the password of, delete a user; edit or delete a role): the platform administrator acts on
 * anyone; only the platform administrator acts on the platform administrator; anyone else only on
 * targets whose grants are a subset of their own — so nobody can take over, lock out or weaken an
 * account that holds rights they lack.
 */
export function mayActOn(actor: Authority, target: Authority): boolean {
  if (actor.platformAdmin) return true;
  if (target.platformAdmin) return false;
  const held = new Set(actor.grants);
  return target.grants.every((grant) => held.has(grant));
}
