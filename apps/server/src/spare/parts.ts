import { and, arrayContains, eq, inArray, sql, sum, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { deviceTypes } from '../db/schema';
import { spareCategories, spareDocumentLines, spareLimits, spareParts, spareStock, spareWarehouses } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import { keepingTotal } from '../resource/list-query';
import type { Services } from '../services';
import { categorySubtree } from './categories';
import { codeTaken, namesOf, round2, uniqueCode } from './common';
import { SPARE_PART_SHEET } from './part-sheet';

type LimitValue = { warehouseId: number; minQuantity: number; maxQuantity: number };
type PartRow = typeof spareParts.$inferSelect & { categoryName: string; limits: LimitValue[]; onHand: number };
/** The part's columns plus its limits (written with it, replacing the old ones when given). */
type PartInsert = typeof spareParts.$inferInsert & { limits?: LimitValue[] };
export type PartResource = Resource<PartRow, Schemas['SparePart'], typeof PART_OPERATIONS>;

export function toPart(row: PartRow): Schemas['SparePart'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    category_id: row.categoryId,
    category_name: row.categoryName,
    specification: row.specification,
    unit: row.unit,
    manufacturer: row.manufacturer,
    device_type_ids: row.deviceTypeIds,
    unit_price: row.unitPrice,
    remark: row.remark,
    status: row.status,
    limits: row.limits.map((limit) => ({ warehouse_id: limit.warehouseId, min_quantity: limit.minQuantity, max_quantity: limit.maxQuantity })),
    on_hand: row.onHand,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Category names, limits and on-hand totals of a page of parts (three queries, whatever the page size). */
async function withDetails(db: Database, rows: (typeof spareParts.$inferSelect)[]): Promise<PartRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [categories, limits, stock] = await Promise.all([
    namesOf(db, 'categories', rows.map((row) => row.categoryId)),
    db.select().from(spareLimits).where(inArray(spareLimits.partId, ids)).orderBy(spareLimits.warehouseId),
    db.select({ partId: spareStock.partId, total: sum(spareStock.quantity).mapWith(Number) }).from(spareStock).where(inArray(spareStock.partId, ids)).groupBy(spareStock.partId),
  ]);
  const totals = new Map(stock.map((row) => [row.partId, row.total]));
  return rows.map((row) => ({
    ...row,
    categoryName: categories.get(row.categoryId) ?? '',
    limits: limits.filter((limit) => limit.partId === row.id),
    onHand: totals.get(row.id) ?? 0,
  }));
}

async function writeLimits(db: Database, part: typeof spareParts.$inferSelect, limits: LimitValue[] | undefined): Promise<void> {
  if (limits === undefined) return;
  const kept = limits.map((limit) => limit.warehouseId);
  await db.delete(spareLimits).where(and(eq(spareLimits.partId, part.id), kept.length ? sql`${spareLimits.warehouseId} not in ${kept}` : undefined));
  for (const limit of limits) {
    await db
      .insert(spareLimits)
      .values({ companyId: part.companyId, partId: part.id, ...limit })
      .onConflictDoUpdate({ target: [spareLimits.partId, spareLimits.warehouseId], set: { minQuantity: limit.minQuantity, maxQuantity: limit.maxQuantity } });
  }
}

const toLimits = (input: Schemas['SparePartCreate']['limits']): LimitValue[] | undefined =>
  input?.map((limit) => ({ warehouseId: limit.warehouse_id, minQuantity: limit.min_quantity, maxQuantity: limit.max_quantity }));

const PART_OPERATIONS = {
  list: 'listSpareParts',
  get: 'getSparePart',
  create: 'createSparePart',
  update: 'updateSparePart',
  delete: 'deleteSparePart',
  export: 'exportSparePartsCsv',
  import: 'importSparePartsCsv',
} satisfies ResourceOperationIds;

/** Parts: code unique per company, a category and device types of the part's company, limits per visible warehouse of it. */
export function partResource(services: Services): PartResource {
  return defineResource<PartRow, PartInsert, Schemas['SparePart'], Schemas['SparePartCreate'], Schemas['SparePartUpdate'], typeof PART_OPERATIONS>(services, {
    entity: 'spare_part',
    operationIds: PART_OPERATIONS,
    store: {
      table: spareParts,
      id: spareParts.id,
      version: spareParts.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(spareParts), listTotal: q.total }).from(spareParts).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withDetails(db, rows)),
      insert: async (db, { limits, ...values }) => {
        const rows = await uniqueCode(() => db.insert(spareParts).values(values).returning());
        for (const row of rows) await writeLimits(db, row, limits);
        return withDetails(db, rows);
      },
      update: async (db, { limits, ...values }, where) => {
        const rows = await uniqueCode(() => db.update(spareParts).set({ ...values, version: sql`${spareParts.version} + 1`, updatedAt: new Date() }).where(where).returning());
        for (const row of rows) await writeLimits(db, row, limits);
        return withDetails(db, rows);
      },
      remove: async (db, where) => withDetails(db, await db.delete(spareParts).where(where).returning()),
    },
    scope: { column: spareParts.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareParts.id, code: spareParts.code, name: spareParts.name, unit_price: spareParts.unitPrice, created_at: spareParts.createdAt },
      defaultSort: '+code',
      filters: {
        status: { column: spareParts.status },
        category_id: async (value, ctx) => (typeof value === 'number' && value > 0 ? inArray(spareParts.categoryId, [value, ...(await categorySubtree(ctx.db, value))]) : undefined),
        device_type_id: (value) => (typeof value === 'number' && value > 0 ? arrayContains(spareParts.deviceTypeIds, [value]) : undefined),
      },
      search: [spareParts.code, spareParts.name, spareParts.specification],
    },
    toDto: toPart,
    csv: SPARE_PART_SHEET,
    create: {
      schema: 'SparePartCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        categoryId: input.category_id,
        specification: input.specification?.trim() ?? '',
        unit: input.unit.trim(),
        manufacturer: input.manufacturer?.trim() ?? '',
        deviceTypeIds: input.device_type_ids ?? [],
        unitPrice: round2(input.unit_price ?? 0),
        remark: input.remark ?? '',
        status: input.status ?? 'active',
        limits: toLimits(input.limits) ?? [],
      }),
    },
    update: {
      schema: 'SparePartUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        categoryId: input.category_id,
        specification: input.specification?.trim(),
        unit: input.unit?.trim(),
        manufacturer: input.manufacturer?.trim(),
        deviceTypeIds: input.device_type_ids,
        unitPrice: input.unit_price === undefined ? undefined : round2(input.unit_price),
        remark: input.remark,
        status: input.status,
        limits: toLimits(input.limits),
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const { values } = change;
      const companyId = before?.companyId ?? values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (values.code !== undefined && values.code !== before?.code) {
        const [taken] = await ctx.tx.select({ id: spareParts.id }).from(spareParts).where(and(eq(spareParts.companyId, companyId), eq(spareParts.code, values.code)));
        if (taken) throw codeTaken();
      }
      if (values.categoryId !== undefined) {
        const [category] = await ctx.tx.select({ companyId: spareCategories.companyId }).from(spareCategories).where(eq(spareCategories.id, values.categoryId));
        if (!category || category.companyId !== companyId) throw ApiError.referenceNotFound('category_id');
      }
      if (values.deviceTypeIds?.length) {
        const found = await ctx.tx.select({ id: deviceTypes.id }).from(deviceTypes).where(and(inArray(deviceTypes.id, values.deviceTypeIds), eq(deviceTypes.companyId, companyId)));
        if (found.length !== values.deviceTypeIds.length) throw ApiError.referenceNotFound('device_type_ids');
      }
      for (const [index, limit] of (values.limits ?? []).entries()) {
        const field = `limits[${index}]`;
        if (values.limits?.findIndex((other) => other.warehouseId === limit.warehouseId) !== index) throw ApiError.field(`${field}.warehouse_id`, 'spare.duplicate', { values: limit.warehouseId });
        const [warehouse] = await ctx.tx.select({ companyId: spareWarehouses.companyId }).from(spareWarehouses).where(eq(spareWarehouses.id, limit.warehouseId));
        if (!warehouse || warehouse.companyId !== companyId) throw ApiError.referenceNotFound(`${field}.warehouse_id`);
        if (limit.maxQuantity !== 0 && limit.maxQuantity < limit.minQuantity) throw ApiError.field(`${field}.max_quantity`, 'spare.limitRange');
      }
    },
    async beforeDelete(ctx, row) {
      const [stock] = await ctx.tx.select({ id: spareStock.id }).from(spareStock).where(eq(spareStock.partId, row.id)).limit(1);
      if (stock) throw ApiError.field('id', 'validation.inUse', { values: 'stock' });
      const [line] = await ctx.tx.select({ id: spareDocumentLines.id }).from(spareDocumentLines).where(eq(spareDocumentLines.partId, row.id)).limit(1);
      if (line) throw ApiError.field('id', 'validation.inUse', { values: 'documents' });
    },
  });
}
