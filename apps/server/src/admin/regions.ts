import { asc, count, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { devices, regions } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { invalidateDeviceNames } from '../devices/device-names';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle, checkedParent, nest } from './tree';
import { REGION_SHEET } from './admin-sheets';

type Row = typeof regions.$inferSelect;
type Insert = typeof regions.$inferInsert;

function levelOf(value: number): 1 | 2 | 3 {
  return value === 1 || value === 2 ? value : 3;
}

export function toRegionRecord(row: Row): Schemas['RegionRecord'] {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId ?? 0,
    level: levelOf(row.level),
    title: row.title,
    items_i: row.itemsI,
    items_option: row.itemsOption,
    device_sensor_ids: row.deviceSensorIds,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The region tree (1 region, 2 unit/partner, 3 station): a child's level is its parent's + 1 (400
 * naming parent_id otherwise), so a move keeps the subtree's levels valid; no cycles; delete only leaves.
 */
const REGION_OPERATIONS = { list: 'listRegionRecords', get: 'getRegion', create: 'createRegion', update: 'updateRegion', delete: 'deleteRegion', export: 'exportRegionsCsv', import: 'importRegionsCsv' } satisfies ResourceOperationIds;

export function regionResource(services: Services): Resource<Row, Schemas['RegionRecord'], typeof REGION_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['RegionRecord'], Schemas['RegionCreate'], Schemas['RegionUpdate'], typeof REGION_OPERATIONS>(services, {
    entity: 'region',
    operationIds: REGION_OPERATIONS,
    store: {
      table: regions,
      id: regions.id,
      version: regions.version,
      select: (db, q) => db.select({ ...getTableColumns(regions), listTotal: q.total }).from(regions).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(regions).values(values).returning(),
      update: (db, values, where) => db.update(regions).set({ ...values, version: sql`${regions.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(regions).where(where).returning(),
    },
    scope: { column: regions.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: regions.id, title: regions.title, level: regions.level, created_at: regions.createdAt },
      defaultSort: '+id',
      filters: { level: { column: regions.level }, parent_id: { column: regions.parentId, zeroIsNull: true } },
      search: [regions.title],
    },
    toDto: toRegionRecord,
    csv: REGION_SHEET,
    create: {
      schema: 'RegionCreate',
      toValues: async (input, ctx) => {
        let companyId = input.company_id ?? ctx.auth.companyId;
        if (input.parent_id) {
          const [parent] = await ctx.tx.select().from(regions).where(eq(regions.id, input.parent_id));
          companyId = checkedParent(parent, ctx.visibility, input.company_id).companyId;
        }
        return {
          companyId,
          parentId: input.parent_id || null,
          level: input.level,
          title: input.title.trim(),
          itemsI: input.items_i ?? '',
          itemsOption: input.items_option ?? '',
          deviceSensorIds: input.device_sensor_ids ?? '',
        };
      },
    },
    update: {
      schema: 'RegionUpdate',
      toValues: (input) => ({
        title: input.title?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        itemsI: input.items_i,
        itemsOption: input.items_option,
        deviceSensorIds: input.device_sensor_ids,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const companyId = change.kind === 'update' ? change.before.companyId : values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const level = change.kind === 'update' ? change.before.level : values.level;
      const parentId = values.parentId;
      if (parentId === undefined || (change.kind === 'update' && parentId === change.before.parentId)) return;
      if (parentId === null) {
        if (level !== 1) throw ApiError.field('parent_id', 'validation.level', { limit: level ?? '', values: (level ?? 1) - 1 });
        return;
      }
      const [row] = await ctx.tx.select().from(regions).where(eq(regions.id, parentId));
      const parent = checkedParent(row, ctx.visibility, companyId);
      if (change.kind === 'update') {
        const tree = await ctx.tx.select({ id: regions.id, parentId: regions.parentId }).from(regions).where(eq(regions.companyId, companyId));
        assertNoCycle(tree, change.before.id, parentId);
      }
      if (level !== parent.level + 1) throw ApiError.field('parent_id', 'validation.level', { limit: level ?? '', values: (level ?? 1) - 1 });
    },
    async afterWrite(ctx) {
      // Device list pages name stations, units and regions from memory.
      ctx.afterCommit(() => invalidateDeviceNames(ctx.services.db));
    },
    async beforeDelete(ctx, row) {
      const [children] = await ctx.tx.select({ n: count() }).from(regions).where(eq(regions.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw ApiError.field('id', 'validation.hasChildren');
      const [device] = await ctx.tx.select({ id: devices.id }).from(devices).where(eq(devices.stationId, row.id)).limit(1);
      if (device) throw ApiError.field('id', 'validation.inUse', { values: 'devices' });
    },
  });
}

export function regionTreeHandlers(services: Services, resource: Resource<Row, Schemas['RegionRecord']>): Pick<ServiceHandlers, 'getRegionTree'> {
  return {
    async getRegionTree(request) {
      const auth = signedIn(request);
      const companyId = request.query.company_id ?? auth.companyId;
      const visibility = await resource.visibility(services.db, auth);
      if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const rows = await services.db.select().from(regions).where(eq(regions.companyId, companyId)).orderBy(asc(regions.level), asc(regions.id));
      return ok(nest(rows.map(toRegionRecord)));
    },
  };
}
