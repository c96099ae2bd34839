import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { devices, specialEquipment } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee, type Visibility } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { recordDeviceEvents, type NewDeviceEvent } from './device-events';
import { deviceFilters, deviceScopeParams, keywordCondition } from './device-query';
import { type DeviceInsert, type DeviceRow, devicesByIds, devicesWhere, selectDevices, toDevice } from './device-rows';
import { DEVICE_SHEET } from './device-sheet';
import { checkAttributes, effectiveTemplate } from './templates';
import { chunkReads, type DeviceReads, directReads } from './device-reads';

export type DeviceResource = Resource<DeviceRow, Schemas['Device'], typeof DEVICE_OPERATIONS>;

/** Sort keys of the ledger (each backed by a (company_id, column, id) index; code by the unique one). */
export const DEVICE_SORTABLE: Record<string, PgColumn> = {
  id: devices.id,
  code: devices.code,
  name: devices.name,
  model: devices.model,
  manufacturer: devices.manufacturer,
  serial_number: devices.serialNumber,
  type_id: devices.typeId,
  station_id: devices.stationId,
  location: devices.location,
  importance: devices.importance,
  status: devices.status,
  commissioned_on: devices.commissionedOn,
  warranty_until: devices.warrantyUntil,
  parent_id: devices.parentId,
  created_at: devices.createdAt,
  updated_at: devices.updatedAt,
};
export const DEVICE_DEFAULT_SORT = '+code';

export interface StationPlace {
  id: number;
  companyId: number;
  unitId: number;
  regionId: number;
  title: string;
}

/** A visible station (level-3 region) with its unit and region: 404 naming the field when not visible, 400 when not a station. */
export async function stationOf(tx: Database, visibility: Visibility, stationId: number, field = 'station_id'): Promise<StationPlace> {
  return stationFrom(directReads(tx), visibility, stationId, field);
}

async function stationFrom(reads: DeviceReads, visibility: Visibility, stationId: number, field = 'station_id'): Promise<StationPlace> {
  const station = await reads.station(stationId);
  if (!station || !canSee(visibility, station.companyId)) throw ApiError.referenceNotFound(field);
  if (station.level !== 3 || station.parentId === null) throw ApiError.field(field, 'validation.notStation');
  if (station.unitId === null || station.unitParentId === null) throw ApiError.field(field, 'validation.notStation');
  return { id: station.id, companyId: station.companyId, unitId: station.unitId, regionId: station.unitParentId, title: station.title };
}

async function checkedAttributes(ctx: ResourceWriteContext, reads: DeviceReads, companyId: number, typeId: number, attributes: Readonly<Record<string, unknown>>) {
  const type = await reads.type(typeId);
  if (!type || !canSee(ctx.visibility, type.companyId)) throw ApiError.referenceNotFound('type_id');
  if (type.companyId !== companyId) throw ApiError.field('type_id', 'validation.sameCompany');
  const template = effectiveTemplate(await reads.typesOf(companyId), typeId);
  return checkAttributes(template, attributes);
}

/** `parentId` must be a visible device of the same company that is not `selfId` nor below it. */
async function assertParent(ctx: ResourceWriteContext, reads: DeviceReads, companyId: number, parentId: number, selfId: number | undefined): Promise<void> {
  const parent = await reads.device(parentId);
  if (!parent || !canSee(ctx.visibility, parent.companyId)) throw ApiError.referenceNotFound('parent_id');
  if (parent.companyId !== companyId) throw ApiError.field('parent_id', 'validation.sameCompany');
  if (selfId === undefined) return;
  if (parentId === selfId) throw ApiError.field('parent_id', 'validation.cycle');
  // Walk up from the new parent: reaching the device itself would close a loop.
  const rows = await executeRows(
    ctx.tx,
    sql`with recursive up(id, parent_id, depth) as (
          select ${devices.id}, ${devices.parentId}, 0 from ${devices} where ${devices.id} = ${parentId}
          union all
          select d.id, d.parent_id, up.depth + 1 from ${devices} d join up on d.id = up.parent_id where up.depth < 1000
        )
        select 1 as hit from up where id = ${selfId} limit 1`,
  );
  if (rows.length) throw ApiError.field('parent_id', 'validation.cycle');
}

/** A new device's column values (station, type and attributes checked), as a create and an import's chunk compute them. */
async function createValues(input: Schemas['DeviceCreate'], ctx: ResourceWriteContext, reads: DeviceReads): Promise<DeviceInsert> {
  const station = await stationFrom(reads, ctx.visibility, input.station_id);
  if (input.company_id !== undefined && input.company_id !== station.companyId) throw ApiError.field('station_id', 'validation.sameCompany');
  const attributes = await checkedAttributes(ctx, reads, station.companyId, input.type_id, input.attributes ?? {});
  return {
    companyId: station.companyId,
    code: input.code.trim(),
    name: input.name.trim(),
    typeId: input.type_id,
    model: input.model?.trim() ?? '',
    manufacturer: input.manufacturer?.trim() ?? '',
    serialNumber: input.serial_number?.trim() ?? '',
    stationId: station.id,
    unitId: station.unitId,
    regionId: station.regionId,
    location: input.location?.trim() ?? '',
    importance: input.importance ?? 'C',
    status: input.status ?? 'in_use',
    commissionedOn: input.commissioned_on ?? null,
    warrantyUntil: input.warranty_until ?? null,
    parentId: input.parent_id || null,
    attributes,
  };
}

/** The checks of a create or an update after its values: company, code (not taken), name, parent. */
async function validateDevice(ctx: ResourceWriteContext, reads: DeviceReads, values: Partial<DeviceInsert>, before: DeviceRow | undefined): Promise<void> {
  const companyId = before?.companyId ?? values.companyId;
  if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
  if (values.code !== undefined && values.code !== before?.code) {
    if (!values.code) throw ApiError.field('code', 'validation.empty');
    if (await reads.codeTaken(companyId, values.code)) throw ApiError.field('code', 'validation.taken');
  }
  if (values.name !== undefined && !values.name) throw ApiError.field('name', 'validation.empty');
  if (values.parentId && values.parentId !== before?.parentId) await assertParent(ctx, reads, companyId, values.parentId, before?.id);
}

/**
 * An import chunk's creates: the same createValues and validateDevice as one create, their reads
 * answered from one query per kind for the whole chunk (device-reads.ts chunkReads).
 */
async function prepareCreates(ctx: ResourceWriteContext, inputs: readonly Schemas['DeviceCreate'][]): Promise<(DeviceInsert | ApiError)[]> {
  const reads = await chunkReads(ctx.tx, inputs);
  const prepared: (DeviceInsert | ApiError)[] = [];
  for (const input of inputs) {
    try {
      const values = await createValues(input, ctx, reads);
      await validateDevice(ctx, reads, values, undefined);
      reads.claim(values.companyId, values.code);
      prepared.push(values);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      prepared.push(error);
    }
  }
  return prepared;
}

/** Lifecycle events of a write: created; status changed; moved to another station. */
export function lifecycleEvents(before: DeviceRow | undefined, after: DeviceRow, userId: number): NewDeviceEvent[] {
  const base = { companyId: after.companyId, deviceId: after.id, userId };
  if (!before) return [{ ...base, kind: 'created', title: `${after.code} ${after.name}`, status: after.status }];
  const events: NewDeviceEvent[] = [];
  if (before.status !== after.status) {
    events.push({ ...base, kind: 'status_changed', title: `${before.status} → ${after.status}`, status: after.status, detail: { from: before.status, to: after.status } });
  }
  if (before.stationId !== after.stationId) {
    events.push({
      ...base,
      kind: 'moved',
      title: `${before.stationTitle} → ${after.stationTitle}`,
      detail: { from: before.stationId, to: after.stationId },
    });
  }
  return events;
}

const DEVICE_OPERATIONS = { get: 'getDevice', create: 'createDevice', update: 'updateDevice', delete: 'deleteDevice', export: 'exportDevicesCsv', import: 'importDevicesCsv' } satisfies ResourceOperationIds;

export function deviceResource(services: Services): DeviceResource {
  return defineResource<DeviceRow, DeviceInsert, Schemas['Device'], Schemas['DeviceCreate'], Schemas['DeviceUpdate'], typeof DEVICE_OPERATIONS>(services, {
    entity: 'device',
    operationIds: DEVICE_OPERATIONS,
    store: {
      table: devices,
      id: devices.id,
      version: devices.version,
      select: (db, q) => selectDevices(db).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => devicesByIds(db, (await db.insert(devices).values(values).returning({ id: devices.id })).map((row) => row.id)),
      update: async (db, values, where) =>
        devicesByIds(
          db,
          (await db.update(devices).set({ ...values, version: sql`${devices.version} + 1`, updatedAt: new Date() }).where(where).returning({ id: devices.id })).map(
            (row) => row.id,
          ),
        ),
      remove: async (db, where) => {
        const rows = await devicesWhere(db, where);
        const gone = new Set((await db.delete(devices).where(where).returning({ id: devices.id })).map((row) => row.id));
        return rows.filter((row) => gone.has(row.id));
      },
    },
    scope: { column: devices.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: DEVICE_SORTABLE,
      defaultSort: DEVICE_DEFAULT_SORT,
      filters: deviceFilters,
      keyword: keywordCondition,
      scopeParams: deviceScopeParams,
    },
    toDto: toDevice,
    csv: DEVICE_SHEET,
    create: {
      schema: 'DeviceCreate',
      toValues: (input, ctx) => createValues(input, ctx, directReads(ctx.tx)),
    },
    createMany: {
      prepare: prepareCreates,
      insert: async (db, values) => devicesByIds(db, (await db.insert(devices).values([...values]).returning({ id: devices.id })).map((row) => row.id)),
      afterCreate: async (ctx, rows) => {
        await recordDeviceEvents(ctx.tx, rows.flatMap((row) => lifecycleEvents(undefined, row, ctx.auth.userId)));
      },
    },
    update: {
      schema: 'DeviceUpdate',
      toValues: async (input, before, ctx) => {
        const values: Partial<DeviceInsert> = {
          code: input.code?.trim(),
          name: input.name?.trim(),
          typeId: input.type_id,
          model: input.model?.trim(),
          manufacturer: input.manufacturer?.trim(),
          serialNumber: input.serial_number?.trim(),
          location: input.location?.trim(),
          importance: input.importance,
          status: input.status,
          commissionedOn: input.commissioned_on,
          warrantyUntil: input.warranty_until,
          parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        };
        if (input.station_id !== undefined && input.station_id !== before.stationId) {
          const station = await stationOf(ctx.tx, ctx.visibility, input.station_id);
          if (station.companyId !== before.companyId) throw ApiError.field('station_id', 'validation.sameCompany');
          Object.assign(values, { stationId: station.id, unitId: station.unitId, regionId: station.regionId });
        }
        // A new type or new values: the attributes are checked against the (new) type's template.
        if (input.type_id !== undefined || input.attributes !== undefined) {
          values.attributes = await checkedAttributes(ctx, directReads(ctx.tx), before.companyId, input.type_id ?? before.typeId, input.attributes ?? before.attributes);
        }
        return values;
      },
    },
    validate: (ctx, change) => validateDevice(ctx, directReads(ctx.tx), change.values, change.kind === 'update' ? change.before : undefined),
    // Released when the delete becomes final (its undo is over), not when it is made.
    files: 'device',
    async afterWrite(ctx, change) {
      if (!change.after) return;
      await recordDeviceEvents(ctx.tx, lifecycleEvents(change.before, change.after, ctx.auth.userId));
    },
    async beforeDelete(ctx, row) {
      const [child] = await ctx.tx.select({ id: devices.id }).from(devices).where(eq(devices.parentId, row.id)).limit(1);
      if (child) throw ApiError.field('id', 'validation.hasChildren');
      const [special] = await ctx.tx.select({ id: specialEquipment.id }).from(specialEquipment).where(eq(specialEquipment.deviceId, row.id)).limit(1);
      if (special) throw ApiError.field('id', 'validation.inUse', { values: 'special_equipment' });
    },
  });
}

/** Visible devices by id for a write (locked), or 404 naming `field` when any is missing or invisible. */
export async function lockVisibleDevices(ctx: ResourceWriteContext, ids: readonly number[], field: string): Promise<DeviceRow[]> {
  await ctx.tx.select({ id: devices.id }).from(devices).where(inArray(devices.id, [...ids])).for('update');
  const rows = await devicesByIds(ctx.tx, ids);
  if (rows.length !== ids.length || rows.some((row) => !canSee(ctx.visibility, row.companyId))) throw ApiError.referenceNotFound(field);
  return rows;
}
