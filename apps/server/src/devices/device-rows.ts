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

// ---------------------------------------------------------------------------------------------
// A page written by the database: the list's rows leave PostgreSQL as the answer's own JSON text, which
// the server sends on without parsing (src/http/json-text.ts), with what writtenItems sets in.

/** The column names of `deviceColumns`, in the database's spelling. */
export const DEVICE_COLUMN_NAMES = [
  'id', 'company_id', 'code', 'name', 'type_id', 'model', 'manufacturer', 'serial_number', 'station_id', 'unit_id', 'region_id', 'location',
  'importance', 'status', 'commissioned_on', 'warranty_until', 'parent_id', 'attributes', 'files', 'child_count', 'sensor_count', 'version',
  'created_at', 'updated_at',
] as const;

/**
 * The JSON array of a page's rows (the common table expression `page`, in `order`), each row
 * `[type_id, station_id, unit_id, region_id, files, created_at, updated_at, text]`: `text` is the rest of
 * the device's answer (toDevice) written by the database. What writtenItems sets in — names from
 * memory, files by kind, timestamps as toISOString writes them — stays out of SQL: each such
 * expression costs PGlite more (planning its subqueries, per-row calls) than the few lines below.
 */
export function writtenRowsJson(order: SQL): SQL {
  return sql`coalesce((select json_agg(json_build_array(x.type_id, x.station_id, x.unit_id, x.region_id, x.files, x.created_at, x.updated_at, row_to_json(r)::text) order by ${order})
    from page x left join ${devices} p on p.id = x.parent_id
    cross join lateral (select x.id, x.company_id, x.code, x.name, x.type_id, x.model, x.manufacturer, x.serial_number, x.station_id, x.unit_id, x.region_id,
      x.location, x.importance, x.status, x.commissioned_on, x.warranty_until, coalesce(x.parent_id, 0) as parent_id, coalesce(p.code, '') as parent_code,
      coalesce(p.name, '') as parent_name, x.child_count, x.sensor_count, x.attributes, x.version) r), '[]'::json)`;
}

/** A row of a written page (writtenRowsJson). */
export interface WrittenDevice {
  typeId: number;
  stationId: number;
  unitId: number;
  regionId: number;
  files: DeviceFile[];
  createdAt: Date;
  updatedAt: Date;
  json: string;
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

function timestamp(value: unknown): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** A row as writtenRowsJson writes it (undefined when the value is not one). */
export function writtenDevice(value: unknown): WrittenDevice | undefined {
  if (!Array.isArray(value)) return undefined;
  const [typeId, stationId, unitId, regionId, files, created, updated, json] = value;
  if (typeof typeId !== 'number' || typeof stationId !== 'number' || typeof unitId !== 'number' || typeof regionId !== 'number') return undefined;
  const createdAt = timestamp(created);
  const updatedAt = timestamp(updated);
  if (!createdAt || !updatedAt || !Array.isArray(files) || typeof json !== 'string' || !json.startsWith('{')) return undefined;
  return { typeId, stationId, unitId, regionId, files: files.flatMap((file) => fileOf(file) ?? []), createdAt, updatedAt, json };
}

/** A page's items as the JSON text of Device[]: each row's text with its names (from memory) put in front. */
export async function writtenItems(db: Database, rows: readonly WrittenDevice[]): Promise<string> {
  if (rows.length === 0) return '[]';
  const { types, regions: titles } = await deviceNames(db, { typeIds: rows.map((row) => row.typeId), regionIds: rows.flatMap((row) => [row.stationId, row.unitId, row.regionId]) });
  const title = (id: number) => JSON.stringify(titles.get(id) ?? '');
  const items = rows.map((row) => {
    const files = (kind: DeviceFile['kind']) => JSON.stringify(row.files.filter((file) => file.kind === kind).map(toFileRef));
    const names = `"type_name":${JSON.stringify(types.get(row.typeId) ?? '')},"station_title":${title(row.stationId)},"unit_title":${title(row.unitId)},"region_title":${title(row.regionId)}`;
    const set = `"photos":${files('photo')},"files":${files('document')},"created_at":"${row.createdAt.toISOString()}","updated_at":"${row.updatedAt.toISOString()}"`;
    return `{${names},${set},${row.json.slice(1)}`;
  });
  return `[${items.join(',')}]`;
}
