import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, deviceTypes, regions } from '../db/schema';
import type { Visibility } from '../org/company-scope';
import type { SheetDeclaration, SpreadKey } from '../resource/sheets/declaration';
import { findByCodeOrName } from '../resource/sheets/lookup';

function companies(column: typeof deviceTypes.companyId | typeof regions.companyId, visibility: Visibility) {
  return visibility.all ? undefined : inArray(column, [...visibility.ids]);
}

/** One column per custom attribute of the caller's device types (a key used by several types once). */
async function attributeKeys(db: Database, visibility: Visibility): Promise<SpreadKey[]> {
  const types = await db.select({ template: deviceTypes.template }).from(deviceTypes).where(companies(deviceTypes.companyId, visibility)).orderBy(asc(deviceTypes.id));
  const keys = new Map<string, SpreadKey>();
  for (const type of types) for (const field of type.template) if (!keys.has(field.key)) keys.set(field.key, { key: field.key, label: field.name, kind: field.kind });
  return [...keys.values()];
}

/** The template's example: a type and a station of the caller's company, so the row imports as it is. */
async function example(db: Database, visibility: Visibility) {
  // A top-level type without required attributes: the example row needs no attribute cells.
  const types = await db
    .select({ name: deviceTypes.name, template: deviceTypes.template })
    .from(deviceTypes)
    .where(and(companies(deviceTypes.companyId, visibility), isNull(deviceTypes.parentId)))
    .orderBy(asc(deviceTypes.id))
    .limit(50);
  const type = types.find((candidate) => candidate.template.every((field) => !field.required)) ?? types[0];
  const [station] = await db
    .select({ title: regions.title })
    .from(regions)
    .where(and(companies(regions.companyId, visibility), eq(regions.level, 3)))
    .orderBy(asc(regions.id))
    .limit(1);
  return { code: 'P-101', name: 'P-101', type_id: type?.name ?? '', station_id: station?.title ?? '', importance: 'B', status: 'in_use', commissioned_on: new Date().toISOString().slice(0, 10) };
}

/**
 * The ledger's files: labelled columns (device:resources.devices.fields), status and importance
 * translated, type and station by code or name, the parent by code, one column per attribute.
 */
export const DEVICE_SHEET: SheetDeclaration<Schemas['Device']> = {
  columns: [
    'id', 'code', 'name', 'type_id', 'type_name', 'model', 'manufacturer', 'serial_number', 'station_id', 'station_title', 'location',
    'importance', 'status', 'commissioned_on', 'warranty_until', 'parent_id', 'parent_code', 'attributes', 'company_id', 'version', 'created_at',
  ],
  labels: { ns: 'device', name: 'devices' },
  values: { status: 'device:status', importance: 'device:importance' },
  references: {
    type_id: {
      show: 'type_name',
      resolve: (ctx, text) => findByCodeOrName(ctx, { table: deviceTypes, id: deviceTypes.id, companyId: deviceTypes.companyId, code: deviceTypes.code, name: deviceTypes.name }, text),
    },
    station_id: {
      show: 'station_title',
      resolve: (ctx, text) =>
        findByCodeOrName(
          ctx,
          {
            table: regions,
            id: regions.id,
            companyId: regions.companyId,
            name: regions.title,
            where: eq(regions.level, 3),
            detail: sql<string>`(select unit.title from ${regions} unit where unit.id = ${sql.identifier('regions')}.${sql.identifier('parent_id')})`,
          },
          text,
        ),
    },
    parent_id: {
      show: 'parent_code',
      resolve: (ctx, text) => findByCodeOrName(ctx, { table: devices, id: devices.id, companyId: devices.companyId, code: devices.code, name: devices.code }, text),
    },
  },
  spread: { field: 'attributes', keys: attributeKeys },
  example,
};
