import { asc, eq, ilike, inArray, or, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { customers, supplyOrderLines, supplyOrders } from '../db/purchasing-schema';
import { spareLocations, spareParts, spareWarehouses } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { dayRange } from '../resource/list-filters';
import { keepingTotal } from '../resource/list-query';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';
import { createSupplyOut } from '../spare';
import {
  auditWrite, currencyOf, customerOf, idInNumber, numberOf, partsOf, pricedLine, recordTransition, refusedTransition, requiredReason, totalOf, transitionsOf, userNames, warehouseOf,
} from './common';

type BaseRow = typeof supplyOrders.$inferSelect;
type Row = BaseRow & { customerName: string; warehouseName: string; createdByName: string; lines: Schemas['SupplyOrderLine'][] };
export type SupplyOrderResource = Resource<Row, Schemas['SupplyOrder'], typeof SUPPLY_ORDER_OPERATIONS>;
type SupplyInput = Schemas['SupplyOrderCreate'];

const ENTITY = 'supply_order';

export function toSupplyOrder(row: Row, transitions?: Schemas['PurchaseTransition'][]): Schemas['SupplyOrder'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: numberOf('SO', row),
    customer_id: row.customerId,
    customer_name: row.customerName,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    status: row.status,
    expected_date: row.expectedDate,
    document_id: row.documentId ?? 0,
    currency: row.currency,
    total_amount: row.totalAmount,
    line_count: row.lines.length,
    remark: row.remark,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    lines: row.lines,
    ...(transitions ? { transitions } : {}),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function withDetails(db: Database, rows: BaseRow[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const [customerRows, warehouseRows, people, lineRows] = await Promise.all([
    db.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.id, rows.map((row) => row.customerId))),
    db.select({ id: spareWarehouses.id, name: spareWarehouses.name }).from(spareWarehouses).where(inArray(spareWarehouses.id, rows.map((row) => row.warehouseId))),
    userNames(db, rows.map((row) => row.createdBy)),
    db
      .select({ line: supplyOrderLines, code: spareParts.code, name: spareParts.name, unit: spareParts.unit, locationName: spareLocations.name })
      .from(supplyOrderLines)
      .innerJoin(spareParts, eq(spareParts.id, supplyOrderLines.partId))
      .innerJoin(spareLocations, eq(spareLocations.id, supplyOrderLines.locationId))
      .where(inArray(supplyOrderLines.orderId, rows.map((row) => row.id)))
      .orderBy(asc(supplyOrderLines.lineNo)),
  ]);
  const customerNames = new Map(customerRows.map((row) => [row.id, row.name]));
  const warehouseNames = new Map(warehouseRows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    ...row,
    customerName: customerNames.get(row.customerId) ?? '',
    warehouseName: warehouseNames.get(row.warehouseId) ?? '',
    createdByName: people.get(row.createdBy) ?? '',
    lines: lineRows
      .filter(({ line }) => line.orderId === row.id)
      .map(({ line, code, name, unit, locationName }) => ({
        id: line.id,
        line_no: line.lineNo,
        part_id: line.partId,
        part_code: code,
        part_name: name,
        unit,
        location_id: line.locationId,
        location_name: locationName,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        amount: line.amount,
      })),
  }));
}

async function dtoOf(db: Database, row: BaseRow, full = false): Promise<Schemas['SupplyOrder']> {
  const [named] = await withDetails(db, [row]);
  if (!named) throw new Error('supply order: no row');
  return toSupplyOrder(named, full ? await transitionsOf(db, ENTITY, row.id) : undefined);
}

async function checkedValues(ctx: ResourceWriteContext, input: SupplyInput) {
  const warehouse = await warehouseOf(ctx.tx, ctx.visibility, input.warehouse_id);
  const companyId = warehouse.companyId;
  const customer = await customerOf(ctx.tx, companyId, input.customer_id);
  const parts = await partsOf(ctx.tx, companyId, input.lines);
  const locationIds = [...new Set(input.lines.map((line) => line.location_id))];
  const locations = new Map((await ctx.tx.select().from(spareLocations).where(inArray(spareLocations.id, locationIds))).map((row) => [row.id, row]));
  const lines = input.lines.map((line, index) => {
    const location = locations.get(line.location_id);
    if (!location || location.companyId !== companyId) throw ApiError.referenceNotFound(`lines[${index}].location_id`);
    if (location.warehouseId !== warehouse.id) throw ApiError.field(`lines[${index}].location_id`, 'spare.wrongWarehouse');
    const { unitPrice, amount } = pricedLine(index, line.quantity, line.unit_price, parts.get(line.part_id)?.unitPrice ?? 0);
    return { companyId, lineNo: index + 1, partId: line.part_id, locationId: location.id, quantity: line.quantity, unitPrice, amount };
  });
  const header = {
    companyId,
    customerId: customer.id,
    warehouseId: warehouse.id,
    expectedDate: input.expected_date ?? null,
    remark: input.remark ?? '',
    totalAmount: totalOf(lines.map((line) => line.amount)),
  };
  return { header, lines };
}

async function createSupplyOrder(ctx: ResourceWriteContext, input: SupplyInput): Promise<BaseRow> {
  const { header, lines } = await checkedValues(ctx, input);
  const [row] = await ctx.tx
    .insert(supplyOrders)
    .values({ ...header, currency: await currencyOf(ctx.tx, header.companyId), createdBy: ctx.auth.userId })
    .returning();
  if (!row) throw new Error('supply order: insert returned no row');
  await ctx.tx.insert(supplyOrderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await auditWrite(ctx, ENTITY, 'create', row.companyId, row.id, undefined, await dtoOf(ctx.tx, row));
  return row;
}

async function lockedSupplyOrder(ctx: ResourceWriteContext, id: number, version: number): Promise<BaseRow> {
  const [row] = await ctx.tx.select().from(supplyOrders).where(eq(supplyOrders.id, id)).for('update');
  if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
  if (row.version !== version) throw ApiError.staleVersion();
  return row;
}

async function updateSupplyOrder(ctx: ResourceWriteContext, id: number, input: Schemas['SupplyOrderUpdate']): Promise<BaseRow> {
  const before = await lockedSupplyOrder(ctx, id, input.version);
  if (before.status !== 'draft') throw ApiError.field('status', 'purchasing.notDraft', { values: before.status });
  const beforeDto = await dtoOf(ctx.tx, before);
  const merged: SupplyInput = {
    customer_id: input.customer_id ?? before.customerId,
    warehouse_id: input.warehouse_id ?? before.warehouseId,
    remark: input.remark ?? before.remark,
    lines: input.lines ?? beforeDto.lines.map((line) => ({ part_id: line.part_id, location_id: line.location_id, quantity: line.quantity, unit_price: line.unit_price })),
  };
  const expected = input.expected_date === undefined ? before.expectedDate : input.expected_date;
  if (expected) merged.expected_date = expected;
  const { header, lines } = await checkedValues(ctx, merged);
  if (header.companyId !== before.companyId) throw ApiError.field('warehouse_id', 'validation.sameCompany');
  const [after] = await ctx.tx
    .update(supplyOrders)
    .set({ ...header, version: sql`${supplyOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(supplyOrders.id, id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await ctx.tx.delete(supplyOrderLines).where(eq(supplyOrderLines.orderId, id));
  await ctx.tx.insert(supplyOrderLines).values(lines.map((line) => ({ ...line, orderId: id })));
  await auditWrite(ctx, ENTITY, 'update', after.companyId, id, beforeDto, await dtoOf(ctx.tx, after));
  return after;
}

async function moveSupplyOrder(ctx: ResourceWriteContext, before: BaseRow, action: string, to: BaseRow['status'], reason: string, values: Partial<typeof supplyOrders.$inferInsert> = {}): Promise<BaseRow> {
  const [after] = await ctx.tx
    .update(supplyOrders)
    .set({ ...values, status: to, version: sql`${supplyOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(supplyOrders.id, before.id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await recordTransition(ctx, { companyId: after.companyId, entity: ENTITY, entityId: after.id, action, from: before.status, to, reason, before: { status: before.status, version: before.version }, after: { status: to, version: after.version, reason } });
  return after;
}

/** Fulfils a draft: the confirmed supply-out of the spare-parts stores (insufficient stock: 400 naming the line). */
async function fulfil(ctx: ResourceWriteContext, id: number, body: Schemas['SupplyOrderStep']): Promise<BaseRow> {
  const before = await lockedSupplyOrder(ctx, id, body.version);
  if (before.status !== 'draft') throw refusedTransition('fulfil', before.status);
  const dto = await dtoOf(ctx.tx, before);
  const [customer] = await ctx.tx.select().from(customers).where(eq(customers.id, before.customerId));
  const document = await createSupplyOut(ctx, {
    companyId: before.companyId,
    warehouseId: before.warehouseId,
    customerName: customer?.name ?? dto.customer_name,
    customerContact: customer?.contacts[0]?.name ?? customer?.phone ?? '',
    remark: [dto.number, body.reason?.trim() ?? ''].filter(Boolean).join(' '),
    lines: dto.lines.map((line) => ({ partId: line.part_id, locationId: line.location_id, quantity: line.quantity, unitPrice: Number(line.unit_price) })),
  });
  return moveSupplyOrder(ctx, before, 'fulfil', 'fulfilled', [document.number, body.reason?.trim() ?? ''].filter(Boolean).join(' · '), { documentId: document.id });
}

async function cancel(ctx: ResourceWriteContext, id: number, body: Schemas['SupplyOrderStep']): Promise<BaseRow> {
  const before = await lockedSupplyOrder(ctx, id, body.version);
  if (before.status !== 'draft') throw refusedTransition('cancel', before.status);
  return moveSupplyOrder(ctx, before, 'cancel', 'cancelled', requiredReason(body.reason));
}


const SUPPLY_ORDER_OPERATIONS = { list: 'listSupplyOrders', delete: 'deleteSupplyOrder' } satisfies ResourceOperationIds;

export function supplyOrderResource(services: Services): SupplyOrderResource {
  return defineResource<Row, typeof supplyOrders.$inferInsert, Schemas['SupplyOrder'], never, { version: number }, typeof SUPPLY_ORDER_OPERATIONS>(services, {
    entity: ENTITY,
    operationIds: SUPPLY_ORDER_OPERATIONS,
    store: {
      table: supplyOrders,
      id: supplyOrders.id,
      version: supplyOrders.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(supplyOrders), listTotal: q.total }).from(supplyOrders).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withDetails(db, rows)),
      remove: async (db, where) => withDetails(db, await db.delete(supplyOrders).where(where).returning()),
    },
    scope: { column: supplyOrders.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: supplyOrders.id, created_at: supplyOrders.createdAt, expected_date: supplyOrders.expectedDate, total_amount: supplyOrders.totalAmount },
      defaultSort: '-id',
      filters: {
        status: { column: supplyOrders.status },
        customer_id: { column: supplyOrders.customerId },
        warehouse_id: { column: supplyOrders.warehouseId },
        ...dayRange(supplyOrders.createdAt),
      },
      keyword: (text) => {
        const id = idInNumber('SO', text);
        if (id) return eq(supplyOrders.id, id);
        const pattern = `%${escapeLike(text)}%`;
        return or(ilike(supplyOrders.remark, pattern), inArray(supplyOrders.customerId, services.db.select({ id: customers.id }).from(customers).where(ilike(customers.name, pattern))));
      },
    },
    toDto: (row) => toSupplyOrder(row),
    async beforeDelete(_ctx, row) {
      if (row.status !== 'draft') throw ApiError.field('status', 'purchasing.notDraft', { values: row.status });
    },
  });
}

export function supplyOrderHandlers(
  services: Services,
  resource: SupplyOrderResource,
): Pick<ServiceHandlers, 'getSupplyOrder' | 'createSupplyOrder' | 'updateSupplyOrder' | 'fulfilSupplyOrder' | 'cancelSupplyOrder'> {
  const write = <T>(request: Parameters<typeof signedIn>[0], work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const answer = async (row: BaseRow) => ok(await dtoOf(services.db, row, true));
  return {
    async getSupplyOrder(request) {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      return ok(toSupplyOrder(row, await transitionsOf(services.db, ENTITY, row.id)));
    },
    createSupplyOrder: async (request) => answer(await write(request, (ctx) => createSupplyOrder(ctx, request.body))),
    updateSupplyOrder: async (request) => answer(await write(request, (ctx) => updateSupplyOrder(ctx, request.params.id, request.body))),
    fulfilSupplyOrder: async (request) => answer(await write(request, (ctx) => fulfil(ctx, request.params.id, request.body))),
    cancelSupplyOrder: async (request) => answer(await write(request, (ctx) => cancel(ctx, request.params.id, request.body))),
  };
}

