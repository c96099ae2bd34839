import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';
import { spareCategories, spareLimits, spareLocations, spareParts, spareWarehouses } from '../db/spare-schema';

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`spare demo fixture missing: ${what}`);
  return row;
}

/** Ids of the demo spare-parts stores of the main company and of the second one. */
export async function spareDemoIds(db: Database) {
  const main = await first(db.select().from(companies).where(eq(companies.name, '华东能源运维有限公司')), 'main company');
  const second = await first(db.select().from(companies).where(eq(companies.name, '岭南水务设备管理有限公司')), 'second company');
  const warehouse = (companyId: number) => first(db.select().from(spareWarehouses).where(eq(spareWarehouses.companyId, companyId)).orderBy(asc(spareWarehouses.id)).limit(1), 'warehouse');
  const location = (warehouseId: number) =>
    first(db.select().from(spareLocations).where(and(eq(spareLocations.warehouseId, warehouseId), isNotNull(spareLocations.parentId))).orderBy(asc(spareLocations.id)).limit(1), 'location');
  const category = (companyId: number) => first(db.select().from(spareCategories).where(and(eq(spareCategories.companyId, companyId), isNotNull(spareCategories.parentId))).limit(1), 'category');
  const part = (companyId: number) => first(db.select().from(spareParts).where(eq(spareParts.companyId, companyId)).orderBy(asc(spareParts.id)).limit(1), 'part');
  const mainWarehouse = await warehouse(main.id);
  const secondWarehouse = await warehouse(second.id);
  const limit = await first(db.select().from(spareLimits).where(eq(spareLimits.companyId, second.id)).limit(1), 'limit of company 2');
  const storekeeper = await first(db.select().from(users).where(eq(users.username, 'storekeeper')), 'storekeeper');
  return {
    mainId: main.id,
    secondId: second.id,
    mainWarehouseId: mainWarehouse.id,
    mainLocationId: (await location(mainWarehouse.id)).id,
    mainCategoryId: (await category(main.id)).id,
    mainPartId: (await part(main.id)).id,
    secondWarehouseId: secondWarehouse.id,
    secondLocationId: (await location(secondWarehouse.id)).id,
    secondCategoryId: (await category(second.id)).id,
    secondPartId: (await part(second.id)).id,
    secondLimitId: limit.id,
    storekeeperId: storekeeper.id,
  };
}

export type SpareDemoIds = Awaited<ReturnType<typeof spareDemoIds>>;
