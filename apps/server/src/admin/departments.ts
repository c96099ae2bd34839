import { asc, count, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { departments, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle, checkedParent, nest } from './tree';
import { DEPARTMENT_SHEET } from './admin-sheets';

type Row = typeof departments.$inferSelect;
type Insert = typeof departments.$inferInsert;

export function toDepartment(row: Row): Schemas['Department'] {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId ?? 0,
    name: row.name,
    leader_user_id: row.leaderUserId ?? 0,
    sort: row.sort,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The department tree: moving a node (parent_id) moves its subtree; no cycles; delete only when empty. */
const DEPARTMENT_OPERATIONS = { list: 'listDepartments', get: 'getDepartment', create: 'createDepartment', update: 'updateDepartment', delete: 'deleteDepartment', export: 'exportDepartmentsCsv', import: 'importDepartmentsCsv' } satisfies ResourceOperationIds;

export function departmentResource(services: Services): Resource<Row, Schemas['Department'], typeof DEPARTMENT_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['Department'], Schemas['DepartmentCreate'], Schemas['DepartmentUpdate'], typeof DEPARTMENT_OPERATIONS>(services, {
    entity: 'department',
    operationIds: DEPARTMENT_OPERATIONS,
    store: {
      table: departments,
      id: departments.id,
      version: departments.version,
      select: (db, q) => db.select({ ...getTableColumns(departments), listTotal: q.total }).from(departments).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(departments).values(values).returning(),
      update: (db, values, where) =>
        db.update(departments).set({ ...values, version: sql`${departments.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(departments).where(where).returning(),
    },
    scope: { column: departments.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: departments.id, name: departments.name, sort: departments.sort, created_at: departments.createdAt },
      defaultSort: '+sort',
      filters: { parent_id: { column: departments.parentId, zeroIsNull: true } },
      search: [departments.name],
    },
    toDto: toDepartment,
    csv: DEPARTMENT_SHEET,
    create: {
      schema: 'DepartmentCreate',
      toValues: async (input, ctx) => {
        let companyId = input.company_id ?? ctx.auth.companyId;
        if (input.parent_id) {
          const [parent] = await ctx.tx.select().from(departments).where(eq(departments.id, input.parent_id));
          companyId = checkedParent(parent, ctx.visibility, input.company_id).companyId;
        }
        return {
          companyId,
          parentId: input.parent_id || null,
          name: input.name.trim(),
          leaderUserId: input.leader_user_id || null,
          sort: input.sort ?? 0,
        };
      },
    },
    update: {
      schema: 'DepartmentUpdate',
      toValues: (input) => ({
        name: input.name?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        leaderUserId: input.leader_user_id === undefined ? undefined : input.leader_user_id || null,
        sort: input.sort,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const companyId = change.kind === 'update' ? change.before.companyId : values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (change.kind === 'update' && values.parentId !== undefined && values.parentId !== change.before.parentId && values.parentId !== null) {
        const [parent] = await ctx.tx.select().from(departments).where(eq(departments.id, values.parentId));
        checkedParent(parent, ctx.visibility, companyId);
        const tree = await ctx.tx.select({ id: departments.id, parentId: departments.parentId }).from(departments).where(eq(departments.companyId, companyId));
        assertNoCycle(tree, change.before.id, values.parentId);
      }
      if (values.leaderUserId) {
        const [leader] = await ctx.tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, values.leaderUserId));
        if (!leader || !canSee(ctx.visibility, leader.companyId)) throw ApiError.referenceNotFound('leader_user_id');
        if (leader.companyId !== companyId) throw ApiError.field('leader_user_id', 'validation.sameCompany');
      }
    },
    async beforeDelete(ctx, row) {
      const [children] = await ctx.tx.select({ n: count() }).from(departments).where(eq(departments.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw ApiError.field('id', 'validation.hasChildren');
      const members = await ctx.tx.select({ username: users.username }).from(users).where(eq(users.departmentId, row.id)).orderBy(users.username).limit(5);
      if (members.length) throw ApiError.field('id', 'validation.inUse', { values: members.map((member) => member.username).join(', ') });
    },
  });
}

export function departmentTreeHandlers(services: Services, resource: Resource<Row, Schemas['Department']>): Pick<ServiceHandlers, 'getDepartmentTree'> {
  return {
    async getDepartmentTree(request) {
      const auth = signedIn(request);
      const companyId = request.query.company_id ?? auth.companyId;
      const visibility = await resource.visibility(services.db, auth);
      if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const rows = await services.db
        .select()
        .from(departments)
        .where(eq(departments.companyId, companyId))
        .orderBy(asc(departments.sort), asc(departments.id));
      return ok(nest(rows.map(toDepartment)));
    },
  };
}
