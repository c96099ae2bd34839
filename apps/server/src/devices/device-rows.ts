import { DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES } from '@om/api/enums';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { deviceNames } from './device-names';
import { type DeviceFile, devices, deviceTypes, regions } from '../db/schema';
import { isRecord } from '@om/core';

/** The device columns a row carries (the generated search columns stay in the database). */
export const deviceColumns = {
  id: devices.id,
  companyId: devices.companyId,
  code: devices.code,
  name: devices.name,
  typeId: devices.typeId,
  model: devices.model,
  manufacturer: devices.manufacturer,
  serialNumber: devices.serialNumber,
  stationId: devices.stationId,
  unitId: devices.unitId,
  regionId: devices.regionId,
  location: devices.location,
  importance: devices.importance,
  status: devices.status,
  commissionedOn: devices.commissionedOn,
  warrantyUntil: devices.warrantyUntil,
  parentId: devices.parentId,
  attributes: devices.attributes,
  files: devices.files,
  childCount: devices.childCount,
  sensorCount: devices.sensorCount,
  version: devices.version,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
};

/**
 * A device with what its answer names: type, station path, parent — as scalar subqueries (each an
 * index probe), which PostgreSQL plans in a fraction of the time of five joins. Child and sensor
 * counts are columns kept by triggers.
 */
export function selectDevices(db: Database) {
  // drizzle leaves columns unqualified in a single-table select: the correlated subqueries name the
  // outer row explicitly and alias their own tables.
  const outer = (column: string) => sql.raw(`"devices"."${column}"`);
  const title = (column: string) => sql<string>`coalesce((select r.title from ${regions} r where r.id = ${outer(column)}), '')`;
  return db
    .select({
      ...deviceColumns,
      typeName: sql<string>`coalesce((select t.name from ${deviceTypes} t where t.id = ${outer('type_id')}), '')`,
      stationTitle: title('station_id'),
      unitTitle: title('unit_id'),
      regionTitle: title('region_id'),
      parentCode: sql<string>`coalesce((select p.code from ${devices} p where p.id = ${outer('parent_id')}), '')`,
      parentName: sql<string>`coalesce((select p.name from ${devices} p where p.id = ${outer('parent_id')}), '')`,
    })
    .from(devices);
}

export type DeviceRow = Awaited<ReturnType<ReturnType<typeof selectDevices>['execute']>>[number];
export type DeviceInsert = typeof devices.$inferInsert;

export async function devicesWhere(db: Database, where: SQL | undefined, orderBy: SQL[] = [], limit = 1000, offset = 0): Promise<DeviceRow[]> {
  return selectDevices(db).where(where).orderBy(...orderBy).limit(limit).offset(offset);
}

/** Rows by id, in the order of `ids` (missing ids are left out). */
export async function devicesByIds(db: Database, ids: readonly number[]): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  const rows = await devicesWhere(db, inArray(devices.id, [...ids]), [], ids.length);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export function stationPath(row: Pick<DeviceRow, 'regionTitle' | 'unitTitle' | 'stationTitle'>): string {
  return [row.regionTitle, row.unitTitle, row.stationTitle].filter(Boolean).join(' / ');
}

export function toDevice(row: DeviceRow): Schemas['Device'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    type_id: row.typeId,
    type_name: row.typeName,
    model: row.model,
    manufacturer: row.manufacturer,
    serial_number: row.serialNumber,
    station_id: row.stationId,
    station_title: row.stationTitle,
    unit_id: row.unitId,
    unit_title: row.unitTitle,
    region_id: row.regionId,
    region_title: row.regionTitle,
    location: row.location,
    importance: row.importance,
    status: row.status,
    commissioned_on: row.commissionedOn,
    warranty_until: row.warrantyUntil,
    parent_id: row.parentId ?? 0,
    parent_code: row.parentCode,
    parent_name: row.parentName,
    child_count: row.childCount,
    sensor_count: row.sensorCount,
    attributes: row.attributes,
    photos: row.files.filter((file) => file.kind === 'photo').map(toFileRef),
    files: row.files.filter((file) => file.kind === 'document').map(toFileRef),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toFileRef(file: DeviceRow['files'][number]): Schemas['DeviceFile'] {
  return { id: file.id, file_id: file.file_id ?? 0, name: file.name, url: file.url, size: file.size, content_type: file.content_type, kind: file.kind, uploaded_at: file.uploaded_at };
}

/** The base columns of a page of devices; names come from deviceNames, parents in one query. */
export function selectDeviceColumns(db: Database) {
  return db.select(deviceColumns).from(devices);
}

export type DeviceColumns = Awaited<ReturnType<ReturnType<typeof selectDeviceColumns>['execute']>>[number];

/**
 * Adds what an answer names to base rows: names from memory (deviceNames), parents from `known` (the
 * list reads them in its page statement) or else in one query.
 */
export async function withNames(db: Database, rows: readonly DeviceColumns[], known?: ReadonlyMap<number, { code: string; name: string }>): Promise<DeviceRow[]> {
  if (rows.length === 0) return [];
  const names = await deviceNames(db, {
    typeIds: rows.map((row) => row.typeId),
    regionIds: rows.flatMap((row) => [row.stationId, row.unitId, row.regionId]),
  });
  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId === null || known?.has(row.parentId) ? [] : [row.parentId])))];
  const fetched = parentIds.length
    ? new Map((await db.select({ id: devices.id, code: devices.code, name: devices.name }).from(devices).where(inArray(devices.id, parentIds))).map((row) => [row.id, row]))
    : new Map<number, { code: string; name: string }>();
  const parents = known ? new Map([...known, ...fetched]) : fetched;
  return rows.map((row) => {
    const parent = row.parentId === null ? undefined : parents.get(row.parentId);
    return {
      ...row,
      typeName: names.types.get(row.typeId) ?? '',
      stationTitle: names.regions.get(row.stationId) ?? '',
      unitTitle: names.regions.get(row.unitId) ?? '',
      regionTitle: names.regions.get(row.regionId) ?? '',
      parentCode: parent?.code ?? '',
      parentName: parent?.name ?? '',
    };
  });
}

// ---------------------------------------------------------------------------------------------
// A page as one JSON value: PGlite parses every field of every row in JavaScript, so the hot list
// asks for a single json_agg value instead of 20 rows × 24 columns (and skips the row mapping).

/** The column names of `deviceColumns`, in the database's spelling. */
export const DEVICE_COLUMN_NAMES = [
  'id', 'company_id', 'code', 'name', 'type_id', 'model', 'manufacturer', 'serial_number', 'station_id', 'unit_id', 'region_id', 'location',
  'importance', 'status', 'commissioned_on', 'warranty_until', 'parent_id', 'attributes', 'files', 'child_count', 'sensor_count', 'version',
  'created_at', 'updated_at',
] as const;


function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

function fileOf(value: unknown): DeviceFile | undefined {
  if (!isRecord(value)) return undefined;
  const { id, file_id: fileId, name, url, size, content_type: contentType, kind, uploaded_at: uploadedAt, uploaded_by: uploadedBy } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof url !== 'string' || typeof size !== 'number' || typeof contentType !== 'string') return undefined;
  if ((kind !== 'photo' && kind !== 'document') || typeof uploadedAt !== 'string') return undefined;
  return {
    id, ...(typeof fileId === 'number' ? { file_id: fileId } : {}), name, url, size, content_type: contentType, kind, uploaded_at: uploadedAt,
    uploaded_by: typeof uploadedBy === 'number' ? uploadedBy : 0,
  };
}

/** A device's base columns from its row_to_json form (undefined when the value is not one). */
export function deviceColumnsFromJson(value: unknown): DeviceColumns | undefined {
  if (!isRecord(value)) return undefined;
  const v = value;
  const int = (key: string) => (typeof v[key] === 'number' ? v[key] : undefined);
  const text = (key: string) => (typeof v[key] === 'string' ? v[key] : undefined);
  const day = (key: string) => (typeof v[key] === 'string' ? v[key].slice(0, 10) : null);
  const id = int('id');
  const companyId = int('company_id');
  const code = text('code');
  const name = text('name');
  const typeId = int('type_id');
  const stationId = int('station_id');
  const unitId = int('unit_id');
  const regionId = int('region_id');
  const importance = oneOf(DEVICE_IMPORTANCE_VALUES, v['importance']);
  const status = oneOf(DEVICE_STATUS_VALUES, v['status']);
  const version = int('version');
  const createdAt = text('created_at');
  const updatedAt = text('updated_at');
  if (id === undefined || companyId === undefined || code === undefined || name === undefined || typeId === undefined || stationId === undefined) return undefined;
  if (unitId === undefined || regionId === undefined || !importance || !status || version === undefined || !createdAt || !updatedAt) return undefined;
  const attributes: Record<string, string | number> = {};
  const rawAttributes = v['attributes'];
  if (isRecord(rawAttributes)) {
    for (const [key, item] of Object.entries(rawAttributes)) if (typeof item === 'string' || typeof item === 'number') attributes[key] = item;
  }
  const rawFiles = v['files'];
  return {
    id,
    companyId,
    code,
    name,
    typeId,
    model: text('model') ?? '',
    manufacturer: text('manufacturer') ?? '',
    serialNumber: text('serial_number') ?? '',
    stationId,
    unitId,
    regionId,
    location: text('location') ?? '',
    importance,
    status,
    commissionedOn: day('commissioned_on'),
    warrantyUntil: day('warranty_until'),
    parentId: int('parent_id') ?? null,
    attributes,
    files: Array.isArray(rawFiles) ? rawFiles.flatMap((file) => fileOf(file) ?? []) : [],
    childCount: int('child_count') ?? 0,
    sensorCount: int('sensor_count') ?? 0,
    version,
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  };
}
