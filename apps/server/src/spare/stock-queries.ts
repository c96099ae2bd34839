import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { users } from '../db/schema';
import { spareDocuments, spareLedger, spareLocations, spareParts, spareStock, spareWarehouses } from '../db/spare-schema';
import { ok } from '../http/envelope';
import type { Services } from '../services';
import { categorySubtree } from './categories';
import { documentNumber } from './documents';
import { companyWhere, dateRange, keywordOnPart, orderBy, spareRead } from './reading';

/** On-hand stock rows and the stock ledger (read-only; every movement comes from a confirmed document). */
export function stockQueryHandlers(services: Services): Pick<ServiceHandlers, 'listSpareStock' | 'listSpareLedger'> {
  const { db } = services;
  return {
    async listSpareStock(request) {
      const q = request.query;
      const read = await spareRead(db, request, q);
      const where = and(
        companyWhere(read, spareStock.companyId, q.company_id),
        q.part_id ? eq(spareStock.partId, q.part_id) : undefined,
        q.warehouse_id ? eq(spareStock.warehouseId, q.warehouse_id) : undefined,
        q.location_id ? eq(spareStock.locationId, q.location_id) : undefined,
        q.category_id ? inArray(spareParts.categoryId, await categorySubtree(db, q.category_id)) : undefined,
        q.nonzero === false ? undefined : sql`${spareStock.quantity} > 0`,
        keywordOnPart(q.keyword),
      );
      const order = orderBy(q.sort, { id: spareStock.id, part_code: spareParts.code, quantity: spareStock.quantity, updated_at: spareStock.updatedAt }, '+part_code', spareStock.id);
      const base = () =>
        db
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
          .innerJoin(spareLocations, eq(spareLocations.id, spareStock.locationId));
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(...order).limit(read.limit).offset((read.page - 1) * read.limit),
        db.select({ n: count() }).from(spareStock).innerJoin(spareParts, eq(spareParts.id, spareStock.partId)).where(where),
      ]);
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
      return ok({ items, total: total?.n ?? 0 });
    },

    async listSpareLedger(request) {
      const q = request.query;
      const read = await spareRead(db, request, q);
      const where = and(
        companyWhere(read, spareLedger.companyId, q.company_id),
        q.part_id ? eq(spareLedger.partId, q.part_id) : undefined,
        q.warehouse_id ? eq(spareLedger.warehouseId, q.warehouse_id) : undefined,
        q.document_id ? eq(spareLedger.documentId, q.document_id) : undefined,
        q.device_id ? eq(spareLedger.deviceId, q.device_id) : undefined,
        ...dateRange(spareLedger.at, q.from, q.to),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: spareLedger,
            partCode: spareParts.code,
            partName: spareParts.name,
            unit: spareParts.unit,
            warehouseName: spareWarehouses.name,
            locationName: spareLocations.name,
            userName: users.name,
            documentCreatedAt: spareDocuments.createdAt,
          })
          .from(spareLedger)
          .innerJoin(spareParts, eq(spareParts.id, spareLedger.partId))
          .innerJoin(spareWarehouses, eq(spareWarehouses.id, spareLedger.warehouseId))
          .innerJoin(spareLocations, eq(spareLocations.id, spareLedger.locationId))
          .innerJoin(spareDocuments, eq(spareDocuments.id, spareLedger.documentId))
          .leftJoin(users, eq(users.id, spareLedger.userId))
          .where(where)
          .orderBy(sql`${spareLedger.at} desc`, sql`${spareLedger.id} desc`)
          .limit(read.limit)
          .offset((read.page - 1) * read.limit),
        db.select({ n: count() }).from(spareLedger).where(where),
      ]);
      const items: Schemas['SpareLedgerEntry'][] = rows.map(({ entry, ...names }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        part_id: entry.partId,
        part_code: names.partCode,
        part_name: names.partName,
        unit: names.unit,
        warehouse_id: entry.warehouseId,
        warehouse_name: names.warehouseName,
        location_id: entry.locationId,
        location_name: names.locationName,
        batch: entry.batch,
        quantity: entry.quantity,
        balance_after: entry.balanceAfter,
        unit_price: entry.unitPrice,
        document_id: entry.documentId,
        document_number: documentNumber({ kind: entry.kind, id: entry.documentId, createdAt: names.documentCreatedAt }),
        document_kind: entry.kind,
        reason: entry.reason,
        user_id: entry.userId,
        user_name: names.userName ?? '',
        device_id: entry.deviceId ?? 0,
        work_order_id: entry.workOrderId ?? 0,
      }));
      return ok({ items, total: total?.n ?? 0 });
    },
  };
}
