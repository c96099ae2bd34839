import { ADMIN_ROLE, mayActOn } from '@om/auth/core';
import { eq, or, sql, getTableColumns } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { ServiceHandlers, Schemas } from '../contract/handler-types';
import { approvals, corrections, departments, messages, roles, sessions, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { writeIn } from '../resource/write-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { signedIn } from '../http/request-context';
import { hashPassword } from '../session/passwords';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from '../session/password-policy';
import { assertMayActOnUser, callerAuthority, roleAuthority } from './authority';
import { endSessionsInTransaction } from '../users/disable-user';
import { USER_SHEET } from './admin-sheets';

type Row = typeof users.$inferSelect;
type Insert = typeof users.$inferInsert;

export function toUser(row: Row): Schemas['User'] {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    company_id: row.companyId,
    department_id: row.departmentId ?? 0,
    role_id: row.roleId,
    phone: row.phone,
    email: row.email,
    status: row.status,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The password policy (session/password-policy.ts) as a 400 naming the field. */
export function assertStrongPassword(password: string, field: string, username: string): void {
  switch (passwordProblem(password, username)) {
    case 'short':
      throw ApiError.field(field, 'validation.passwordShort', { limit: MIN_PASSWORD_LENGTH });
    case 'long':
      throw ApiError.field(field, 'validation.maxLength', { limit: MAX_PASSWORD_LENGTH });
    case 'common':
      throw ApiError.field(field, 'validation.passwordCommon');
    case 'username':
      throw ApiError.field(field, 'validation.passwordUsername');
    case 'repetitive':
      throw ApiError.field(field, 'validation.passwordRepetitive');
    default:
  }
}

/**
 * Nobody hands out more than they hold: a role with the platform flag, or with a permission the caller
 * lacks, answers 403 / 50000 unless the caller is the platform administrator.
 */
export function assertMayGrant(ctx: ResourceWriteContext, role: { platformAdmin: boolean; permissions: readonly string[] }): void {
  if (ctx.auth.platformAdmin) return;
  if (role.permissions.includes(ADMIN_ROLE) || !mayActOn(callerAuthority(ctx.auth), roleAuthority(role))) throw ApiError.forbidden();
}

const USER_OPERATIONS = { list: 'listUsers', get: 'getUser', create: 'createUser', update: 'updateUser', delete: 'deleteUser', export: 'exportUsersCsv', import: 'importUsersCsv' } satisfies ResourceOperationIds;

export function userResource(services: Services): Resource<Row, Schemas['User'], typeof USER_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['User'], Schemas['UserCreate'], Schemas['UserUpdate'], typeof USER_OPERATIONS>(services, {
    entity: 'user',
    operationIds: USER_OPERATIONS,
    store: {
      table: users,
      id: users.id,
      version: users.version,
      select: (db, q) => db.select({ ...getTableColumns(users), listTotal: q.total }).from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(users).values(values).returning(),
      update: (db, values, where) => db.update(users).set({ ...values, version: sql`${users.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(users).where(where).returning(),
    },
    scope: { column: users.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    // "User disabled" and "User enabled" in the history, not two alike updates.
    auditAction: (action, before, after) =>
      action === 'update' && before && after && before.status !== after.status ? (after.status === 'disabled' ? 'disable' : 'enable') : action,
    list: {
      sortable: { id: users.id, username: users.username, name: users.name, created_at: users.createdAt },
      defaultSort: '+id',
      filters: { status: { column: users.status }, role_id: { column: users.roleId }, department_id: { column: users.departmentId, zeroIsNull: true } },
      search: [users.username, users.name, users.phone, users.email],
    },
    toDto: toUser,
    // password_hash never leaves the server: toUser has no such field, so audit entries never hold it.
    csv: USER_SHEET,
    create: {
      schema: 'UserCreate',
      toValues: async (input, ctx) => {
        assertStrongPassword(input.password, 'password', input.username);
        return {
          username: input.username,
          passwordHash: await hashPassword(input.password),
          name: input.name ?? '',
          avatar: input.avatar ?? '',
          companyId: input.company_id ?? ctx.auth.companyId,
          departmentId: input.department_id ? input.department_id : null,
          roleId: input.role_id,
          phone: input.phone ?? '',
          email: input.email ?? '',
          status: input.status ?? 'active',
        };
      },
    },
    update: {
      schema: 'UserUpdate',
      toValues: (input) => ({
        name: input.name,
        avatar: input.avatar,
        companyId: input.company_id,
        departmentId: input.department_id === undefined ? undefined : input.department_id || null,
        roleId: input.role_id,
        phone: input.phone,
        email: input.email,
        status: input.status,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const before = change.kind === 'update' ? change.before : undefined;
      // Account safety: only someone holding every right of the account may change it (issue 9 §2).
      if (before) await assertMayActOnUser(ctx.tx, ctx.auth, before);
      if (before && before.id === ctx.auth.userId) {
        if (values.roleId !== undefined && values.roleId !== before.roleId) throw ApiError.field('role_id', 'validation.ownAccount');
        if (values.status !== undefined && values.status !== before.status) throw ApiError.field('status', 'validation.ownAccount');
        if (values.companyId !== undefined && values.companyId !== before.companyId) throw ApiError.field('company_id', 'validation.ownAccount');
      }
      const companyId = values.companyId ?? before?.companyId ?? ctx.auth.companyId;
      if (!canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (values.username !== undefined) {
        const [taken] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.username, values.username));
        if (taken) throw ApiError.field('username', 'validation.taken');
      }
      const roleId = values.roleId ?? before?.roleId;
      const companyChanged = before !== undefined && companyId !== before.companyId;
      if (roleId !== undefined && (values.roleId !== undefined || companyChanged || !before)) {
        const [role] = await ctx.tx.select().from(roles).where(eq(roles.id, roleId));
        if (!role || !canSee(ctx.visibility, role.companyId)) throw ApiError.referenceNotFound('role_id');
        if (role.companyId !== companyId) throw ApiError.field('role_id', 'validation.sameCompany');
        if (values.roleId !== undefined && values.roleId !== before?.roleId) assertMayGrant(ctx, role);
      }
      const departmentId = values.departmentId === undefined ? before?.departmentId : values.departmentId;
      if (departmentId && (values.departmentId !== undefined || companyChanged)) {
        const [department] = await ctx.tx.select().from(departments).where(eq(departments.id, departmentId));
        if (!department || !canSee(ctx.visibility, department.companyId)) throw ApiError.referenceNotFound('department_id');
        if (department.companyId !== companyId) throw ApiError.field('department_id', 'validation.sameCompany');
      }
    },
    async afterWrite(ctx, change) {
      const { before, after } = change;
      if (!before || !after) return;
      // Disabled, or moved to another role or company: every session ends (as disableUser does).
      const ended = after.status === 'disabled' && before.status !== 'disabled';
      if (ended) await endSessionsInTransaction(ctx, after.id);
      else if (after.roleId !== before.roleId || after.companyId !== before.companyId) ctx.afterCommit(() => ctx.services.sessions.forgetUser(after.id));
    },
    async beforeDelete(ctx, row) {
      if (row.id === ctx.auth.userId) throw ApiError.field('id', 'validation.ownAccount');
      await assertMayActOnUser(ctx.tx, ctx.auth, row);
      const [approval] = await ctx.tx
        .select({ id: approvals.id })
        .from(approvals)
        .where(or(eq(approvals.applicantId, row.id), eq(approvals.currentApproverId, row.id)))
        .limit(1);
      const [correction] = await ctx.tx.select({ id: corrections.id }).from(corrections).where(eq(corrections.requesterId, row.id)).limit(1);
      const [leads] = await ctx.tx.select({ id: departments.id }).from(departments).where(eq(departments.leaderUserId, row.id)).limit(1);
      if (approval || correction || leads) throw ApiError.field('id', 'validation.inUse', { values: approval ? 'approvals' : correction ? 'corrections' : 'departments' });
      // Personal rows go with the account; the audit log keeps its history.
      await ctx.tx.delete(messages).where(eq(messages.userId, row.id));
      await ctx.tx.delete(sessions).where(eq(sessions.userId, row.id));
      ctx.afterCommit(() => ctx.services.sessions.forgetUser(row.id));
    },
  });
}

export function userExtraHandlers(services: Services, resource: Resource<Row, Schemas['User']>): Pick<ServiceHandlers, 'resetUserPassword'> {
  return {
    async resetUserPassword(request) {
      const auth = signedIn(request);
      // Checked before the slow hash, and again in the transaction (the role may change meanwhile).
      const target = await resource.findVisible(services.db, auth, request.params.id);
      if (!target) throw ApiError.notFound();
      await assertMayActOnUser(services.db, auth, target);
      assertStrongPassword(request.body.password, 'password', target.username);
      const passwordHash = await hashPassword(request.body.password);
      await writeIn(services, request, async (ctx) => {
        const row = await resource.findVisible(ctx.tx, ctx.auth, request.params.id);
        if (!row) throw ApiError.notFound();
        await assertMayActOnUser(ctx.tx, ctx.auth, row);
        const [after] = await ctx.tx
          .update(users)
          .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(eq(users.id, row.id))
          .returning();
        const ended = await ctx.services.sessions.revokeAllOfUser(ctx.tx, row.id);
        ctx.afterCommit(() => ctx.services.sessions.forgetUser(row.id));
        await appendAudit(ctx.tx, {
          companyId: row.companyId,
          userId: ctx.auth.userId,
          action: 'user.reset_password',
          entity: 'user',
          entityId: row.id,
          before: { version: row.version },
          after: { version: after?.version, sessions_ended: ended },
          ip: ctx.ip,
        });
      });
      return ok(null);
    },
  };
}
