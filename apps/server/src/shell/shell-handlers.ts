import { join } from 'node:path';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { assertStrongPassword } from '../admin/users';
import type { ServiceHandlers } from '../contract/handler-types';
import { messages, roles, sessions, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { insertMessages } from '../messages/message-store';
import { canSee, visibleCompanies } from '../org/company-scope';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { signedIn } from '../http/request-context';
import { hashPassword, verifyPassword } from '../session/passwords';
import { profileOf } from '../session/session-handlers';

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export function shellHandlers(
  services: Services,
): Pick<ServiceHandlers, 'markMessagesRead' | 'broadcastMessage' | 'changePassword' | 'updateProfile'> {
  const { db } = services;

  return {
    async markMessagesRead(request) {
      const { ids, all } = request.body;
      if (!all && !ids?.length) throw ApiError.field('ids', 'validation.required');
      const updated = await writeIn(services, request, async (ctx) => {
        const mine = and(eq(messages.userId, ctx.auth.userId), isNull(messages.readAt), isNull(messages.deletedAt));
        const rows = await ctx.tx
          .update(messages)
          .set({ readAt: new Date() })
          .where(all ? mine : and(mine, inArray(messages.id, ids ?? [])))
          .returning({ id: messages.id });
        if (rows.length) {
          await appendAudit(ctx.tx, {
            companyId: ctx.auth.companyId,
            userId: ctx.auth.userId,
            action: 'message.read',
            entity: 'message',
            entityId: null,
            after: { ids: rows.map((row) => row.id) },
            ip: ctx.ip,
          });
        }
        return rows.length;
      });
      return ok({ updated });
    },

    async broadcastMessage(request) {
      const { title, content = '', company_id: companyIdParam, role_id: roleId } = request.body;
      const recipients = await writeIn(services, request, async (ctx) => {
        const companyId = companyIdParam ?? ctx.auth.companyId;
        const visibility = await visibleCompanies(ctx.tx, ctx.auth, true);
        if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
        if (roleId !== undefined) {
          const [role] = await ctx.tx.select({ companyId: roles.companyId }).from(roles).where(eq(roles.id, roleId));
          if (!role || role.companyId !== companyId) throw ApiError.referenceNotFound('role_id');
        }
        const targets = await ctx.tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), roleId === undefined ? undefined : eq(users.roleId, roleId)));
        await insertMessages(
          ctx,
          targets.map((target) => ({ companyId, userId: target.id, title: title.trim(), content, type: 'broadcast' as const })),
        );
        await appendAudit(ctx.tx, {
          companyId,
          userId: ctx.auth.userId,
          action: 'message.broadcast',
          entity: 'message',
          entityId: null,
          after: { title, company_id: companyId, role_id: roleId ?? null, recipients: targets.length },
          ip: ctx.ip,
        });
        return targets.length;
      });
      return ok({ recipients });
    },

    async changePassword(request) {
      const { current_password: current, new_password: next } = request.body;
      assertStrongPassword(next, 'new_password', signedIn(request).username);
      await writeIn(services, request, async (ctx) => {
        const [user] = await ctx.tx.select().from(users).where(eq(users.id, ctx.auth.userId)).for('update');
        if (!user || !(await verifyPassword(user.passwordHash, current))) throw ApiError.field('current_password', 'validation.wrongPassword');
        await ctx.tx
          .update(users)
          .set({ passwordHash: await hashPassword(next), version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        // Every other session ends; the one that changed the password stays.
        const ended = await ctx.tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, ctx.auth.sessionId)))
          .returning({ id: sessions.id });
        ctx.afterCommit(() => services.sessions.forgetUser(user.id));
        await appendAudit(ctx.tx, {
          companyId: user.companyId,
          userId: user.id,
          action: 'user.change_password',
          entity: 'user',
          entityId: user.id,
          before: { version: user.version },
          after: { version: user.version + 1, sessions_ended: ended.length },
          ip: ctx.ip,
        });
      });
      return ok(null);
    },

    async updateProfile(request) {
      const { name, phone, email } = request.body;
      const userId = await writeIn(services, request, async (ctx) => {
        const [before] = await ctx.tx.select().from(users).where(eq(users.id, ctx.auth.userId));
        if (!before) throw ApiError.sessionEnded();
        const [after] = await ctx.tx
          .update(users)
          .set({ name: name.trim(), phone, email, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, before.id))
          .returning();
        await appendAudit(ctx.tx, {
          companyId: before.companyId,
          userId: before.id,
          action: 'user.update_profile',
          entity: 'user',
          entityId: before.id,
          before: { name: before.name, phone: before.phone, email: before.email, version: before.version },
          after: { name: after?.name, phone: after?.phone, email: after?.email, version: after?.version },
          ip: ctx.ip,
        });
        return before.id;
      });
      const profile = await profileOf(db, userId);
      if (!profile) throw ApiError.sessionEnded();
      return ok(profile);
    },
  };
}
