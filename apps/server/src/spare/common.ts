import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices, regions, users } from '../db/schema';
import { spareCategories, spareLocations, spareParts, spareWarehouses } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import { canSee, type Visibility } from '../org/company-scope';

/** A code that another row of the company already has: 409 / 40900 naming the field (also from the unique index). */
export function codeTaken(field = 'code'): ApiError {
  return new ApiError(409, 40900, 'validation.taken', { field });
}

/** Runs an insert or update; the unique index's violation (a concurrent identical request) becomes codeTaken. */
export async function uniqueCode<T>(work: () => Promise<T>, field = 'code'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(field);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause);
}

/** Quantities and money arrive as numbers; the columns keep 3 (2) decimals. */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;
export const round2 = (value: number) => Math.round(value * 100) / 100;

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Names of the referenced rows of a page, by id (one query per table, only for the ids asked). */
export async function namesOf(db: Database, table: 'warehouses' | 'locations' | 'categories' | 'users' | 'devices' | 'stations' | 'parts', ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const list = [...new Set([...ids].filter((id): id is number => typeof id === 'number' && id > 0))];
  if (list.length === 0) return new Map();
  const rows = await (() => {
    switch (table) {
      case 'warehouses':
        return db.select({ id: spareWarehouses.id, name: spareWarehouses.name }).from(spareWarehouses).where(inArray(spareWarehouses.id, list));
      case 'locations':
        return db.select({ id: spareLocations.id, name: spareLocations.name }).from(spareLocations).where(inArray(spareLocations.id, list));
      case 'categories':
        return db.select({ id: spareCategories.id, name: spareCategories.name }).from(spareCategories).where(inArray(spareCategories.id, list));
      case 'users':
        return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, list));
      case 'devices':
        return db.select({ id: devices.id, name: devices.name }).from(devices).where(inArray(devices.id, list));
      case 'stations':
        return db.select({ id: regions.id, name: regions.title }).from(regions).where(inArray(regions.id, list));
      case 'parts':
        return db.select({ id: spareParts.id, name: spareParts.name }).from(spareParts).where(inArray(spareParts.id, list));
    }
  })();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A warehouse the caller may see (404 naming the field otherwise). */
export async function visibleWarehouse(db: Database, visibility: Visibility, id: number, field = 'warehouse_id') {
  const [row] = await db.select().from(spareWarehouses).where(eq(spareWarehouses.id, id));
  if (!row || !canSee(visibility, row.companyId)) throw ApiError.referenceNotFound(field);
  return row;
}

/** A device of the given company (404 naming the field otherwise); 0 / undefined = none. */
export async function deviceOfCompany(db: Database, companyId: number, id: number | undefined, field = 'device_id'): Promise<number | null> {
  if (!id) return null;
  const [row] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.id, id), eq(devices.companyId, companyId)));
  if (!row) throw ApiError.referenceNotFound(field);
  return row.id;
}
