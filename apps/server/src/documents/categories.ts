import { and, asc, count, eq, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { documentCategories, documents } from '../db/documents-schema';
import { executeRows, integers } from '../db/raw';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle, checkedParent, nest } from '../admin/tree';

type Row = typeof documentCategories.$inferSelect;
type Insert = typeof documentCategories.$inferInsert;
export type CategoryResource = Resource<Row, Schemas['DocumentCategory'], typeof CATEGORY_OPERATIONS>;

export function toCategory(row: Row): Schemas['DocumentCategory'] {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId ?? 0,
    name: row.name,
    sort_order: row.sortOrder,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function assertNameFree(ctx: ResourceWriteContext, companyId: number, parentId: number | null, name: string, except?: number): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(
      and(
        eq(documentCategories.companyId, companyId),
        sql`coalesce(${documentCategories.parentId}, 0) = ${parentId ?? 0}`,
        eq(documentCategories.name, name),
        except === undefined ? undefined : ne(documentCategories.id, except),
      ),
    );
  if (taken) throw ApiError.field('name', 'validation.taken');
}

/** The document category tree: names unique among siblings, moves never under the node itself, delete only when empty. */
const CATEGORY_OPERATIONS = { list: 'listDocumentCategories', get: 'getDocumentCategory', create: 'createDocumentCategory', update: 'updateDocumentCategory', delete: 'deleteDocumentCategory' } satisfies ResourceOperationIds;

export function categoryResource(services: Services): CategoryResource {
  return defineResource<Row, Insert, Schemas['DocumentCategory'], Schemas['DocumentCategoryCreate'], Schemas['DocumentCategoryUpdate'], typeof CATEGORY_OPERATIONS>(services, {
    entity: 'document_category',
    operationIds: CATEGORY_OPERATIONS,
    store: {
      table: documentCategories,
      id: documentCategories.id,
      version: documentCategories.version,
      select: (db, q) => db.select({ ...getTableColumns(documentCategories), listTotal: q.total }).from(documentCategories).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(documentCategories).values(values).returning(),
      update: (db, values, where) =>
        db.update(documentCategories).set({ ...values, version: sql`${documentCategories.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(documentCategories).where(where).returning(),
    },
    scope: { column: documentCategories.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: documentCategories.id, name: documentCategories.name, sort_order: documentCategories.sortOrder, created_at: documentCategories.createdAt },
      defaultSort: '+sort_order',
      filters: { parent_id: { column: documentCategories.parentId, zeroIsNull: true } },
      search: [documentCategories.name],
    },
    toDto: toCategory,
    create: {
      schema: 'DocumentCategoryCreate',
      toValues: async (input, ctx) => {
        let companyId = input.company_id ?? ctx.auth.companyId;
        if (input.parent_id) {
          const [parent] = await ctx.tx.select().from(documentCategories).where(eq(documentCategories.id, input.parent_id));
          companyId = checkedParent(parent, ctx.visibility, input.company_id).companyId;
        }
        return { companyId, parentId: input.parent_id || null, name: input.name.trim(), sortOrder: input.sort_order ?? 0, remark: input.remark ?? '' };
      },
    },
    update: {
      schema: 'DocumentCategoryUpdate',
      toValues: (input) => ({
        name: input.name?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        sortOrder: input.sort_order,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const before = change.kind === 'update' ? change.before : undefined;
      const companyId = before?.companyId ?? values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (values.name !== undefined && !values.name) throw ApiError.field('name', 'validation.empty');
      const parentId = values.parentId === undefined ? (before?.parentId ?? null) : values.parentId;
      const moved = before !== undefined && values.parentId !== undefined && values.parentId !== before.parentId;
      if (moved && parentId !== null) {
        const [parent] = await ctx.tx.select().from(documentCategories).where(eq(documentCategories.id, parentId));
        checkedParent(parent, ctx.visibility, companyId);
        const tree = await ctx.tx.select({ id: documentCategories.id, parentId: documentCategories.parentId }).from(documentCategories).where(eq(documentCategories.companyId, companyId));
        assertNoCycle(tree, before.id, parentId);
      }
      const name = values.name ?? before?.name;
      if (name && (!before || moved || values.name !== before.name)) await assertNameFree(ctx, companyId, parentId, name, before?.id);
    },
    async beforeDelete(ctx, row) {
      const [children] = await ctx.tx.select({ n: count() }).from(documentCategories).where(eq(documentCategories.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw ApiError.field('id', 'validation.hasChildren');
      const [used] = await ctx.tx.select({ id: documents.id }).from(documents).where(eq(documents.categoryId, row.id)).limit(1);
      if (used) throw ApiError.field('id', 'validation.inUse', { values: 'documents' });
    },
  });
}

export function categoryTreeHandlers(services: Services, resource: CategoryResource): Pick<ServiceHandlers, 'getDocumentCategoryTree'> {
  return {
    async getDocumentCategoryTree(request) {
      const auth = signedIn(request);
      const companyId = request.query.company_id ?? auth.companyId;
      if (!canSee(await resource.visibility(services.db, auth), companyId)) throw ApiError.referenceNotFound('company_id');
      const [rows, counts] = await Promise.all([
        services.db.select().from(documentCategories).where(eq(documentCategories.companyId, companyId)).orderBy(asc(documentCategories.sortOrder), asc(documentCategories.id)),
        services.db.select({ categoryId: documents.categoryId, n: count() }).from(documents).where(eq(documents.companyId, companyId)).groupBy(documents.categoryId),
      ]);
      const perCategory = new Map(counts.map((row) => [row.categoryId, row.n]));
      return ok(nest(rows.map((row) => ({ ...toCategory(row), document_count: perCategory.get(row.id) ?? 0 }))));
    },
  };
}

/** Ids of a category and everything below it (the document list's category filter). */
export async function categorySubtree(db: Services['db'], categoryId: number): Promise<number[]> {
  const rows = await executeRows(
    db,
    sql`with recursive sub(id) as (
      select ${documentCategories.id} from ${documentCategories} where ${documentCategories.id} = ${categoryId}
      union all
      select c.id from ${documentCategories} c join sub on c.parent_id = sub.id
    )
    select id from sub`,
  );
  return integers(rows, 'id');
}
