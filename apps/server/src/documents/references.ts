import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, devices, deviceTypes, users } from '../db/schema';
import { ApiError } from '../http/envelope';

/** Every id must name a row of `companyId` (404 naming the field otherwise: another company's ids are not found). */
async function assertAllOf(db: Database, table: typeof devices | typeof deviceTypes, ids: readonly number[], companyId: number, field: string): Promise<void> {
  if (ids.length === 0) return;
  const [found] = await db.select({ n: count() }).from(table).where(and(inArray(table.id, [...ids]), eq(table.companyId, companyId)));
  if ((found?.n ?? 0) !== new Set(ids).size) throw ApiError.referenceNotFound(field);
}

export const assertDevicesOf = (db: Database, ids: readonly number[], companyId: number) => assertAllOf(db, devices, ids, companyId, 'device_ids');
export const assertDeviceTypesOf = (db: Database, ids: readonly number[], companyId: number, field = 'device_type_ids') => assertAllOf(db, deviceTypes, ids, companyId, field);

export async function assertDepartmentOf(db: Database, id: number, companyId: number): Promise<void> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(and(eq(departments.id, id), eq(departments.companyId, companyId)));
  if (!row) throw ApiError.referenceNotFound('department_id');
}

/** The caller's department (documents visible to a department), or null. */
export async function departmentOf(db: Database, userId: number): Promise<number | null> {
  const [row] = await db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  return row?.departmentId ?? null;
}
