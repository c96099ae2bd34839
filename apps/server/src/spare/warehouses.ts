import { and, asc, count, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { regions, users } from '../db/schema';
import { spareDocuments, spareLimits, spareLocations, spareStock, spareWarehouses } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { keepingTotal } from '../resource/list-query';
import type { Services } from '../services';
import { assertNoCycle, nest } from '../admin/tree';
import { codeTaken, namesOf, uniqueCode, visibleWarehouse } from './common';

type WarehouseRow = typeof spareWarehouses.$inferSelect & { stationTitle: string; keeperName: string; locationCount: number };
type WarehouseInsert = typeof spareWarehouses.$inferInsert;
type LocationRow = typeof spareLocations.$inferSelect;
type LocationInsert = typeof spareLocations.$inferInsert;

export type WarehouseResource = Resource<WarehouseRow, Schemas['SpareWarehouse'], typeof WAREHOUSE_OPERATIONS>;
export type LocationResource = Resource<LocationRow, Schemas['SpareLocation'], typeof LOCATION_OPERATIONS>;


export function toWarehouse(row: WarehouseRow): Schemas['SpareWarehouse'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    station_id: row.stationId ?? 0,
    station_title: row.stationTitle,
    keeper_id: row.keeperId ?? 0,
    keeper_name: row.keeperName,
    address: row.address,
    status: row.status,
    remark: row.remark,
    location_count: row.locationCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withNames(db: Services['db'], rows: (typeof spareWarehouses.$inferSelect)[]): Promise<WarehouseRow[]> {
  const [stations, keepers] = await Promise.all([namesOf(db, 'stations', rows.map((row) => row.stationId)), namesOf(db, 'users', rows.map((row) => row.keeperId))]);
  const counts = new Map<number, number>();
  if (rows.length) {
    const ids = rows.map((row) => row.id);
    const found = await db
      .select({ warehouseId: spareLocations.warehouseId, n: count() })
      .from(spareLocations)
      .where(inArray(spareLocations.warehouseId, ids))
      .groupBy(spareLocations.warehouseId);
    for (const row of found) counts.set(row.warehouseId, row.n);
  }
  return rows.map((row) => ({
    ...row,
    stationTitle: row.stationId ? (stations.get(row.stationId) ?? '') : '',
    keeperName: row.keeperId ? (keepers.get(row.keeperId) ?? '') : '',
    locationCount: counts.get(row.id) ?? 0,
  }));
}

/** Station (a level-3 region) and keeper (an active user) of the warehouse's company. */
async function checkReferences(ctx: ResourceWriteContext, companyId: number, values: Partial<WarehouseInsert>): Promise<void> {
  if (values.stationId) {
    const [station] = await ctx.tx.select().from(regions).where(eq(regions.id, values.stationId));
    if (!station || station.companyId !== companyId) throw ApiError.referenceNotFound('station_id');
    if (station.level !== 3) throw ApiError.field('station_id', 'validation.notStation');
  }
  if (values.keeperId) {
    const [keeper] = await ctx.tx.select().from(users).where(eq(users.id, values.keeperId));
    if (!keeper || keeper.companyId !== companyId || keeper.status !== 'active') throw ApiError.referenceNotFound('keeper_id');
  }
}

const WAREHOUSE_OPERATIONS = { list: 'listSpareWarehouses', get: 'getSpareWarehouse', create: 'createSpareWarehouse', update: 'updateSpareWarehouse', delete: 'deleteSpareWarehouse' } satisfies ResourceOperationIds;

export function warehouseResource(services: Services): WarehouseResource {
  return defineResource<WarehouseRow, WarehouseInsert, Schemas['SpareWarehouse'], Schemas['SpareWarehouseCreate'], Schemas['SpareWarehouseUpdate'], typeof WAREHOUSE_OPERATIONS>(services, {
    entity: 'spare_warehouse',
    operationIds: WAREHOUSE_OPERATIONS,
    store: {
      table: spareWarehouses,
      id: spareWarehouses.id,
      version: spareWarehouses.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(spareWarehouses), listTotal: q.total }).from(spareWarehouses).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withNames(db, rows)),
      insert: async (db, values) => withNames(db, await uniqueCode(() => db.insert(spareWarehouses).values(values).returning())),
      update: async (db, values, where) =>
        withNames(db, await uniqueCode(() => db.update(spareWarehouses).set({ ...values, version: sql`${spareWarehouses.version} + 1`, updatedAt: new Date() }).where(where).returning())),
      remove: async (db, where) => withNames(db, await db.delete(spareWarehouses).where(where).returning()),
    },
    scope: { column: spareWarehouses.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareWarehouses.id, code: spareWarehouses.code, name: spareWarehouses.name, created_at: spareWarehouses.createdAt },
      defaultSort: '+code',
      filters: { status: { column: spareWarehouses.status } },
      search: [spareWarehouses.code, spareWarehouses.name, spareWarehouses.address],
    },
    toDto: toWarehouse,
    create: {
      schema: 'SpareWarehouseCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        stationId: input.station_id || null,
        keeperId: input.keeper_id || null,
        address: input.address?.trim() ?? '',
        status: input.status ?? 'active',
        remark: input.remark ?? '',
      }),
    },
    update: {
      schema: 'SpareWarehouseUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        stationId: input.station_id === undefined ? undefined : input.station_id || null,
        keeperId: input.keeper_id === undefined ? undefined : input.keeper_id || null,
        address: input.address?.trim(),
        status: input.status,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const companyId = before?.companyId ?? change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const { code } = change.values;
      if (code !== undefined && code !== before?.code) {
        const [taken] = await ctx.tx.select({ id: spareWarehouses.id }).from(spareWarehouses).where(and(eq(spareWarehouses.companyId, companyId), eq(spareWarehouses.code, code)));
        if (taken) throw codeTaken();
      }
      await checkReferences(ctx, companyId, change.values);
    },
    async beforeDelete(ctx, row) {
      const [location] = await ctx.tx.select({ id: spareLocations.id }).from(spareLocations).where(eq(spareLocations.warehouseId, row.id)).limit(1);
      if (location) throw ApiError.field('id', 'validation.hasChildren');
      const [document] = await ctx.tx.select({ id: spareDocuments.id }).from(spareDocuments).where(eq(spareDocuments.warehouseId, row.id)).limit(1);
      if (document) throw ApiError.field('id', 'validation.inUse', { values: 'documents' });
      await ctx.tx.delete(spareLimits).where(eq(spareLimits.warehouseId, row.id));
    },
  });
}

export function toLocation(row: LocationRow): Schemas['SpareLocation'] {
  return {
    id: row.id,
    company_id: row.companyId,
    warehouse_id: row.warehouseId,
    parent_id: row.parentId ?? 0,
    code: row.code,
    name: row.name,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Areas and locations: code unique per warehouse, a parent of the same warehouse, never under itself. */
const LOCATION_OPERATIONS = { list: 'listSpareLocations', get: 'getSpareLocation', create: 'createSpareLocation', update: 'updateSpareLocation', delete: 'deleteSpareLocation' } satisfies ResourceOperationIds;

export function locationResource(services: Services): LocationResource {
  return defineResource<LocationRow, LocationInsert, Schemas['SpareLocation'], Schemas['SpareLocationCreate'], Schemas['SpareLocationUpdate'], typeof LOCATION_OPERATIONS>(services, {
    entity: 'spare_location',
    operationIds: LOCATION_OPERATIONS,
    store: {
      table: spareLocations,
      id: spareLocations.id,
      version: spareLocations.version,
      select: (db, q) => db.select({ ...getTableColumns(spareLocations), listTotal: q.total }).from(spareLocations).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => uniqueCode(() => db.insert(spareLocations).values(values).returning()),
      update: (db, values, where) => uniqueCode(() => db.update(spareLocations).set({ ...values, version: sql`${spareLocations.version} + 1`, updatedAt: new Date() }).where(where).returning()),
      remove: (db, where) => db.delete(spareLocations).where(where).returning(),
    },
    scope: { column: spareLocations.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareLocations.id, code: spareLocations.code, name: spareLocations.name },
      defaultSort: '+code',
      filters: { warehouse_id: { column: spareLocations.warehouseId }, parent_id: { column: spareLocations.parentId, zeroIsNull: true } },
      search: [spareLocations.code, spareLocations.name],
    },
    toDto: toLocation,
    create: {
      schema: 'SpareLocationCreate',
      toValues: async (input, ctx) => {
        const warehouse = await visibleWarehouse(ctx.tx, ctx.visibility, input.warehouse_id);
        return { companyId: warehouse.companyId, warehouseId: warehouse.id, parentId: input.parent_id || null, code: input.code.trim(), name: input.name.trim(), remark: input.remark ?? '' };
      },
    },
    update: {
      schema: 'SpareLocationUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const warehouseId = before?.warehouseId ?? change.values.warehouseId;
      if (warehouseId === undefined) throw ApiError.field('warehouse_id', 'validation.required');
      const { code, parentId } = change.values;
      if (code !== undefined && code !== before?.code) {
        const [taken] = await ctx.tx.select({ id: spareLocations.id }).from(spareLocations).where(and(eq(spareLocations.warehouseId, warehouseId), eq(spareLocations.code, code)));
        if (taken) throw codeTaken();
      }
      if (parentId !== undefined && parentId !== null && parentId !== before?.parentId) {
        const [parent] = await ctx.tx.select().from(spareLocations).where(eq(spareLocations.id, parentId));
        if (!parent || !canSee(ctx.visibility, parent.companyId)) throw ApiError.referenceNotFound('parent_id');
        if (parent.warehouseId !== warehouseId) throw ApiError.field('parent_id', 'spare.wrongWarehouse');
        if (before) {
          const tree = await ctx.tx.select({ id: spareLocations.id, parentId: spareLocations.parentId }).from(spareLocations).where(eq(spareLocations.warehouseId, warehouseId));
          assertNoCycle(tree, before.id, parentId);
        }
      }
    },
    async beforeDelete(ctx, row) {
      const [child] = await ctx.tx.select({ id: spareLocations.id }).from(spareLocations).where(eq(spareLocations.parentId, row.id)).limit(1);
      if (child) throw ApiError.field('id', 'validation.hasChildren');
      const [stock] = await ctx.tx.select({ id: spareStock.id }).from(spareStock).where(eq(spareStock.locationId, row.id)).limit(1);
      if (stock) throw ApiError.field('id', 'validation.inUse', { values: 'stock' });
    },
  });
}

export function locationTreeHandlers(services: Services, locations: LocationResource): Pick<ServiceHandlers, 'getSpareLocationTree'> {
  return {
    async getSpareLocationTree(request) {
      const auth = signedIn(request);
      const visibility = await locations.visibility(services.db, auth);
      const warehouse = await visibleWarehouse(services.db, visibility, request.query.warehouse_id);
      const rows = await services.db.select().from(spareLocations).where(eq(spareLocations.warehouseId, warehouse.id)).orderBy(asc(spareLocations.code), asc(spareLocations.id));
      return ok(nest(rows.map(toLocation)));
    },
  };
}
