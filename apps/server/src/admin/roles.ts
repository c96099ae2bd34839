import { actionsOf, ADMIN_ROLE, grantOf, isGrant, pagesOf, PERMISSION_GROUPS } from '@om/auth/core';
import { and, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { roles, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertMayActOnRole } from './authority';
import { assertMayGrant } from './users';
import { ROLE_SHEET } from './admin-sheets';

type Row = typeof roles.$inferSelect;
type Insert = typeof roles.$inferInsert;

export function toRole(row: Row): Schemas['Role'] {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    description: row.description,
    permissions: row.platformAdmin ? [ADMIN_ROLE] : row.permissions,
    built_in: row.builtIn,
    platform_admin: row.platformAdmin,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const MAX_NAMED_USERS = 5;

/** Roles (the spec's "group"); built-in roles (the platform role) are neither edited nor deleted. */
const ROLE_OPERATIONS = { list: 'listRoles', get: 'getRole', create: 'createRole', update: 'updateRole', delete: 'deleteRole', export: 'exportRolesCsv', import: 'importRolesCsv' } satisfies ResourceOperationIds;

export function roleResource(services: Services): Resource<Row, Schemas['Role'], typeof ROLE_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['Role'], Schemas['RoleCreate'], Schemas['RoleUpdate'], typeof ROLE_OPERATIONS>(services, {
    entity: 'role',
    operationIds: ROLE_OPERATIONS,
    store: {
      table: roles,
      id: roles.id,
      version: roles.version,
      select: (db, q) => db.select({ ...getTableColumns(roles), listTotal: q.total }).from(roles).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(roles).values(values).returning(),
      update: (db, values, where) => db.update(roles).set({ ...values, version: sql`${roles.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(roles).where(where).returning(),
    },
    scope: { column: roles.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: roles.id, name: roles.name, created_at: roles.createdAt },
      defaultSort: '+id',
      search: [roles.name, roles.description],
    },
    toDto: toRole,
    csv: ROLE_SHEET,
    create: {
      schema: 'RoleCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        name: input.name.trim(),
        description: input.description ?? '',
        permissions: input.permissions ?? [],
      }),
    },
    update: {
      schema: 'RoleUpdate',
      toValues: (input) => ({ name: input.name?.trim(), description: input.description, permissions: input.permissions }),
    },
    async validate(ctx, change) {
      const { values } = change;
      if (change.kind === 'update' && change.before.builtIn) throw ApiError.field('built_in', 'validation.builtIn');
      // A role stronger than the caller (its members hold rights the caller lacks) is not theirs to change.
      if (change.kind === 'update') assertMayActOnRole(ctx.auth, change.before);
      const companyId = change.kind === 'update' ? change.before.companyId : values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (values.permissions !== undefined) {
        const unknown = values.permissions.filter((grant) => !isGrant(grant));
        if (unknown.length) throw ApiError.field('permissions', 'validation.unknownNames', { values: unknown.join(', ') });
        const withoutView = pagesOf(values.permissions).filter((page) => !values.permissions?.includes(grantOf(page, 'view')));
        if (withoutView.length) throw ApiError.field('permissions', 'validation.viewNeeded', { values: withoutView.join(', ') });
        assertMayGrant(ctx, { platformAdmin: false, permissions: values.permissions });
      }
      if (values.name !== undefined) {
        const [taken] = await ctx.tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.companyId, companyId), eq(roles.name, values.name)));
        if (taken && (change.kind === 'create' || taken.id !== change.before.id)) throw ApiError.field('name', 'validation.taken');
      }
    },
    async afterWrite(ctx, change) {
      // Members' cached sessions must pick up the new permissions at once.
      if (change.kind !== 'update' || !change.after) return;
      const members = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.roleId, change.after.id));
      ctx.afterCommit(() => members.forEach((member) => ctx.services.sessions.forgetUser(member.id)));
    },
    async beforeDelete(ctx, row) {
      if (row.builtIn) throw ApiError.field('built_in', 'validation.builtIn');
      assertMayActOnRole(ctx.auth, row);
      const members = await ctx.tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.roleId, row.id))
        .orderBy(users.username)
        .limit(MAX_NAMED_USERS + 1);
      if (members.length) {
        const names = members.slice(0, MAX_NAMED_USERS).map((member) => member.username);
        const more = members.length > MAX_NAMED_USERS ? ', …' : '';
        throw ApiError.field('id', 'validation.inUse', { values: `${names.join(', ')}${more}` });
      }
    },
  });
}

export function permissionHandlers(): Pick<ServiceHandlers, 'listPermissions'> {
  return {
    async listPermissions() {
      return ok(
        Object.entries(PERMISSION_GROUPS).map(([group, names]) => ({
          group,
          permissions: [...names],
          pages: names.map((name) => ({ name, actions: [...actionsOf(name)] })),
        })),
      );
    },
  };
}
