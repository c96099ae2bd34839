import { and, asc, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows, integers } from '../db/raw';
import { spareCategories, spareParts } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle, checkedParent, nest } from '../admin/tree';
import { codeTaken, uniqueCode } from './common';

type Row = typeof spareCategories.$inferSelect;
type Insert = typeof spareCategories.$inferInsert;
export type CategoryResource = Resource<Row, Schemas['SpareCategory'], typeof CATEGORY_OPERATIONS>;

export function toCategory(row: Row): Schemas['SpareCategory'] {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId ?? 0,
    code: row.code,
    name: row.name,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Ids of a category and all its subcategories (the parts list's category filter). */
export async function categorySubtree(db: Database, categoryId: number): Promise<number[]> {
  const rows = await executeRows(
    db,
    sql`with recursive sub(id) as (
      select ${spareCategories.id} from ${spareCategories} where ${spareCategories.id} = ${categoryId}
      union all
      select c.id from ${spareCategories} c join sub on c.parent_id = sub.id
    )
    select id from sub`,
  );
  return integers(rows, 'id');
}

/** The category tree: code unique per company, a move takes the subtree along (never under itself), delete only of an unused leaf. */
const CATEGORY_OPERATIONS = { list: 'listSpareCategories', get: 'getSpareCategory', create: 'createSpareCategory', update: 'updateSpareCategory', delete: 'deleteSpareCategory' } satisfies ResourceOperationIds;

export function categoryResource(services: Services): CategoryResource {
  return defineResource<Row, Insert, Schemas['SpareCategory'], Schemas['SpareCategoryCreate'], Schemas['SpareCategoryUpdate'], typeof CATEGORY_OPERATIONS>(services, {
    entity: 'spare_category',
    operationIds: CATEGORY_OPERATIONS,
    store: {
      table: spareCategories,
      id: spareCategories.id,
      version: spareCategories.version,
      select: (db, q) => db.select({ ...getTableColumns(spareCategories), listTotal: q.total }).from(spareCategories).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => uniqueCode(() => db.insert(spareCategories).values(values).returning()),
      update: (db, values, where) =>
        uniqueCode(() => db.update(spareCategories).set({ ...values, version: sql`${spareCategories.version} + 1`, updatedAt: new Date() }).where(where).returning()),
      remove: (db, where) => db.delete(spareCategories).where(where).returning(),
    },
    scope: { column: spareCategories.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareCategories.id, code: spareCategories.code, name: spareCategories.name, created_at: spareCategories.createdAt },
      defaultSort: '+code',
      filters: { parent_id: { column: spareCategories.parentId, zeroIsNull: true } },
      search: [spareCategories.code, spareCategories.name],
    },
    toDto: toCategory,
    create: {
      schema: 'SpareCategoryCreate',
      toValues: async (input, ctx) => {
        let companyId = input.company_id ?? ctx.auth.companyId;
        if (input.parent_id) {
          const [parent] = await ctx.tx.select().from(spareCategories).where(eq(spareCategories.id, input.parent_id));
          companyId = checkedParent(parent, ctx.visibility, input.company_id).companyId;
        }
        return { companyId, parentId: input.parent_id || null, code: input.code.trim(), name: input.name.trim(), remark: input.remark ?? '' };
      },
    },
    update: {
      schema: 'SpareCategoryUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const companyId = before?.companyId ?? change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const { code, parentId } = change.values;
      if (code !== undefined && code !== before?.code) {
        const [taken] = await ctx.tx.select({ id: spareCategories.id }).from(spareCategories).where(and(eq(spareCategories.companyId, companyId), eq(spareCategories.code, code)));
        if (taken) throw codeTaken();
      }
      if (before && parentId !== undefined && parentId !== null && parentId !== before.parentId) {
        const [parent] = await ctx.tx.select().from(spareCategories).where(eq(spareCategories.id, parentId));
        checkedParent(parent, ctx.visibility, companyId);
        const tree = await ctx.tx.select({ id: spareCategories.id, parentId: spareCategories.parentId }).from(spareCategories).where(eq(spareCategories.companyId, companyId));
        assertNoCycle(tree, before.id, parentId);
      }
    },
    async beforeDelete(ctx, row) {
      const [child] = await ctx.tx.select({ id: spareCategories.id }).from(spareCategories).where(eq(spareCategories.parentId, row.id)).limit(1);
      if (child) throw ApiError.field('id', 'validation.hasChildren');
      const [part] = await ctx.tx.select({ id: spareParts.id }).from(spareParts).where(eq(spareParts.categoryId, row.id)).limit(1);
      if (part) throw ApiError.field('id', 'validation.inUse', { values: 'parts' });
    },
  });
}

export function categoryTreeHandlers(services: Services, categories: CategoryResource): Pick<ServiceHandlers, 'getSpareCategoryTree'> {
  return {
    async getSpareCategoryTree(request) {
      const auth = signedIn(request);
      const companyId = request.query.company_id ?? auth.companyId;
      const visibility = await categories.visibility(services.db, auth);
      if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const rows = await services.db.select().from(spareCategories).where(eq(spareCategories.companyId, companyId)).orderBy(asc(spareCategories.code), asc(spareCategories.id));
      return ok(nest(rows.map(toCategory)));
    },
  };
}
