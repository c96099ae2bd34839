import { and, eq, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { SessionService } from '../session/session-service';
import type { WriteContext } from '../resource/write-context';

/**
 * Ends every session of a user inside a larger write (the user update that disables them): the
 * sessions are revoked in its transaction and this process's cache forgets them after the commit.
 */
export async function endSessionsInTransaction(ctx: WriteContext, userId: number): Promise<number> {
  const ended = await ctx.services.sessions.revokeAllOfUser(ctx.tx, userId);
  ctx.afterCommit(() => ctx.services.sessions.forgetUser(userId));
  return ended;
}

export interface Actor {
  userId: number | null;
  companyId: number | null;
  ip?: string;
}

/**
 * Disables an account and ends all its sessions at once (database and this process's cache), with
 * its audit entry in the same transaction. False when there is no such user in `companyId`'s scope.
 */
export async function disableUser(
  db: Database,
  sessions: SessionService,
  target: { userId: number; companyId?: number },
  actor: Actor,
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const where = target.companyId === undefined ? eq(users.id, target.userId) : and(eq(users.id, target.userId), eq(users.companyId, target.companyId));
    const [before] = await tx.select({ status: users.status, version: users.version }).from(users).where(where).for('update');
    if (!before) return false;
    const [after] = await tx
      .update(users)
      .set({ status: 'disabled', version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, target.userId))
      .returning({ status: users.status, version: users.version });
    const ended = await sessions.revokeAllOfUser(tx, target.userId);
    await appendAudit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'user.disable',
      entity: 'user',
      entityId: target.userId,
      before,
      after: { ...after, sessions_ended: ended },
      ip: actor.ip,
    });
    return true;
  });
  // After commit: this process must not keep answering from a cached live session.
  if (done) sessions.forgetUser(target.userId);
  return done;
}
