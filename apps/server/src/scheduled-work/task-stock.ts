import { and, asc, eq, sql } from 'drizzle-orm';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import { spareLocations, spareParts, spareStock, spareWarehouses } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import type { Services } from '../services';
import { keywordOnPart } from '../spare/reading';
import { kindOperationIds, type ScheduleKind } from './kinds';
import type { TaskResource } from './tasks';

const MAX_ROWS = 50;

/**
 * The stock a task's parts may come from: on-hand rows of the task's company. A technician holds the
 * task page but not the stores' pages, so the task answers this narrow view itself.
 */
export function taskStockHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource) {
  const handler = handlerFor(kindOperationIds(kind).taskStock, async (request) => {
    const task = await tasks.findVisible(services.db, signedIn(request), request.params.id);
    if (!task) throw ApiError.notFound();
    const rows = await services.db
      .select({
        stock: spareStock,
        partCode: spareParts.code,
        partName: spareParts.name,
        unit: spareParts.unit,
        warehouseName: spareWarehouses.name,
        locationCode: spareLocations.code,
        locationName: spareLocations.name,
      })
      .from(spareStock)
      .innerJoin(spareParts, eq(spareParts.id, spareStock.partId))
      .innerJoin(spareWarehouses, eq(spareWarehouses.id, spareStock.warehouseId))
      .innerJoin(spareLocations, eq(spareLocations.id, spareStock.locationId))
      .where(and(eq(spareStock.companyId, task.row.companyId), sql`${spareStock.quantity} > 0`, keywordOnPart(request.query.keyword)))
      .orderBy(asc(spareParts.code), asc(spareStock.id))
      .limit(MAX_ROWS);
    const items: Schemas['SpareStock'][] = rows.map(({ stock, ...names }) => ({
      id: stock.id,
      part_id: stock.partId,
      part_code: names.partCode,
      part_name: names.partName,
      unit: names.unit,
      warehouse_id: stock.warehouseId,
      warehouse_name: names.warehouseName,
      location_id: stock.locationId,
      location_code: names.locationCode,
      location_name: names.locationName,
      batch: stock.batch,
      quantity: stock.quantity,
      updated_at: stock.updatedAt.toISOString(),
    }));
    return ok(items);
  });
  return handler;
}
