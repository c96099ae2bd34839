import { and, asc, eq, ilike, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { purchaseOrders, purchaseRequestLines, purchaseRequests, supplierParts, suppliers } from '../db/purchasing-schema';
import { spareParts, spareWarehouses } from '../db/spare-schema';
import { submitApproval } from '../admin/approvals';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { dayRange } from '../resource/list-filters';
import { keepingTotal } from '../resource/list-query';
import { inTransaction, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { lowStockOf } from '../spare';
import {
  auditWrite, currencyOf, idInNumber, numberOf, partsOf, pricedLine, recordTransition, refusedTransition, requiredReason, supplierOf, totalOf, transitionsOf, userNames, warehouseOf,
} from './common';
import { createOrder, withDetails as ordersWithDetails, toOrder } from './purchase-orders';

type BaseRow = typeof purchaseRequests.$inferSelect;
export type RequestStatus = BaseRow['status'];
type Row = BaseRow & { warehouseName: string; createdByName: string; lines: Schemas['PurchaseRequestLine'][] };
export type PurchaseRequestResource = Resource<Row, Schemas['PurchaseRequest'], typeof PURCHASE_REQUEST_OPERATIONS>;
type RequestInput = Schemas['PurchaseRequestCreate'];

const ENTITY = 'purchase_request';

export function toRequest(row: Row, transitions?: Schemas['PurchaseTransition'][]): Schemas['PurchaseRequest'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: numberOf('PR', row),
    title: row.title,
    status: row.status,
    source: row.source,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    needed_by: row.neededBy,
    approval_id: row.approvalId ?? 0,
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
  const [warehouseRows, people, lineRows] = await Promise.all([
    db.select({ id: spareWarehouses.id, name: spareWarehouses.name }).from(spareWarehouses).where(inArray(spareWarehouses.id, rows.map((row) => row.warehouseId))),
    userNames(db, rows.map((row) => row.createdBy)),
    db
      .select({ line: purchaseRequestLines, code: spareParts.code, name: spareParts.name, unit: spareParts.unit, supplierName: suppliers.name })
      .from(purchaseRequestLines)
      .innerJoin(spareParts, eq(spareParts.id, purchaseRequestLines.partId))
      .leftJoin(suppliers, eq(suppliers.id, purchaseRequestLines.supplierId))
      .where(inArray(purchaseRequestLines.requestId, rows.map((row) => row.id)))
      .orderBy(asc(purchaseRequestLines.lineNo)),
  ]);
  const warehouseNames = new Map(warehouseRows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    ...row,
    warehouseName: warehouseNames.get(row.warehouseId) ?? '',
    createdByName: people.get(row.createdBy) ?? '',
    lines: lineRows
      .filter(({ line }) => line.requestId === row.id)
      .map(({ line, code, name, unit, supplierName }) => ({
        id: line.id,
        line_no: line.lineNo,
        part_id: line.partId,
        part_code: code,
        part_name: name,
        unit,
        supplier_id: line.supplierId ?? 0,
        supplier_name: supplierName ?? '',
        quantity: line.quantity,
        unit_price: line.unitPrice,
        amount: line.amount,
        order_id: line.orderId ?? 0,
      })),
  }));
}

async function dtoOf(db: Database, row: BaseRow, full = false): Promise<Schemas['PurchaseRequest']> {
  const [named] = await withDetails(db, [row]);
  if (!named) throw new Error('purchase request: no row');
  return toRequest(named, full ? await transitionsOf(db, ENTITY, row.id) : undefined);
}

/** The cheapest active supplier offering each part: part id → supplier id and price. */
async function cheapestOffers(db: Database, companyId: number, partIds: number[]): Promise<Map<number, { supplierId: number; unitPrice: string }>> {
  if (partIds.length === 0) return new Map();
  const rows = await db
    .select({ partId: supplierParts.partId, supplierId: supplierParts.supplierId, unitPrice: supplierParts.unitPrice })
    .from(supplierParts)
    .innerJoin(suppliers, eq(suppliers.id, supplierParts.supplierId))
    .where(and(eq(supplierParts.companyId, companyId), eq(suppliers.status, 'active'), inArray(supplierParts.partId, partIds)))
    .orderBy(asc(supplierParts.unitPrice), asc(supplierParts.supplierId));
  const best = new Map<number, { supplierId: number; unitPrice: string }>();
  for (const row of rows) if (!best.has(row.partId)) best.set(row.partId, { supplierId: row.supplierId, unitPrice: row.unitPrice });
  return best;
}

async function checkedValues(ctx: ResourceWriteContext, input: RequestInput) {
  const warehouse = await warehouseOf(ctx.tx, ctx.visibility, input.warehouse_id);
  const companyId = warehouse.companyId;
  const parts = await partsOf(ctx.tx, companyId, input.lines);
  for (const [index, line] of input.lines.entries()) if (line.supplier_id) await supplierOf(ctx.tx, companyId, line.supplier_id, `lines[${index}].supplier_id`);
  const offers = await cheapestOffers(ctx.tx, companyId, [...parts.keys()]);
  const chosen = await ctx.tx
    .select()
    .from(supplierParts)
    .where(and(eq(supplierParts.companyId, companyId), inArray(supplierParts.partId, input.lines.length ? input.lines.map((line) => line.part_id) : [0])));
  const lines = input.lines.map((line, index) => {
    const offer = line.supplier_id ? chosen.find((row) => row.supplierId === line.supplier_id && row.partId === line.part_id)?.unitPrice : offers.get(line.part_id)?.unitPrice;
    const { unitPrice, amount } = pricedLine(index, line.quantity, line.unit_price, offer ?? parts.get(line.part_id)?.unitPrice ?? 0);
    return { companyId, lineNo: index + 1, partId: line.part_id, supplierId: line.supplier_id || null, quantity: line.quantity, unitPrice, amount };
  });
  const header = {
    companyId,
    title: input.title.trim(),
    warehouseId: warehouse.id,
    neededBy: input.needed_by ?? null,
    remark: input.remark ?? '',
    totalAmount: totalOf(lines.map((line) => line.amount)),
  };
  return { header, lines };
}

async function createRequest(ctx: ResourceWriteContext, input: RequestInput, source: BaseRow['source'] = 'manual'): Promise<BaseRow> {
  const { header, lines } = await checkedValues(ctx, input);
  const [row] = await ctx.tx
    .insert(purchaseRequests)
    .values({ ...header, source, currency: await currencyOf(ctx.tx, header.companyId), createdBy: ctx.auth.userId })
    .returning();
  if (!row) throw new Error('purchase request: insert returned no row');
  await ctx.tx.insert(purchaseRequestLines).values(lines.map((line) => ({ ...line, requestId: row.id })));
  await auditWrite(ctx, ENTITY, 'create', row.companyId, row.id, undefined, await dtoOf(ctx.tx, row));
  return row;
}

/** One click on the warnings list: every low part of the warehouse (or the chosen warnings) with its suggested quantity. */
async function createFromWarnings(ctx: ResourceWriteContext, input: Schemas['PurchaseRequestFromWarnings']): Promise<BaseRow> {
  const warehouse = await warehouseOf(ctx.tx, ctx.visibility, input.warehouse_id);
  const low = await lowStockOf(ctx.tx, warehouse.id, input.warning_ids);
  if (input.warning_ids && low.length !== new Set(input.warning_ids).size) throw ApiError.field('warning_ids', 'purchasing.noLowStock');
  if (low.length === 0) throw ApiError.field('warehouse_id', 'purchasing.noLowStock');
  const today = new Date().toISOString().slice(0, 10);
  return createRequest(
    ctx,
    {
      title: input.title?.trim() || `${warehouse.name} ${today}`,
      warehouse_id: warehouse.id,
      ...(input.needed_by ? { needed_by: input.needed_by } : {}),
      lines: low.slice(0, 50).map((item) => ({ part_id: item.partId, quantity: item.suggestedQuantity })),
    },
    'warning',
  );
}

async function lockedRequest(ctx: ResourceWriteContext, id: number): Promise<BaseRow> {
  const [row] = await ctx.tx.select().from(purchaseRequests).where(eq(purchaseRequests.id, id)).for('update');
  if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
  return row;
}

async function updateRequest(ctx: ResourceWriteContext, id: number, input: Schemas['PurchaseRequestUpdate']): Promise<BaseRow> {
  const before = await lockedRequest(ctx, id);
  if (before.version !== input.version) throw ApiError.staleVersion();
  if (before.status !== 'draft' && before.status !== 'rejected') throw ApiError.field('status', 'purchasing.notDraft', { values: before.status });
  const beforeDto = await dtoOf(ctx.tx, before);
  const merged: RequestInput = {
    title: input.title ?? before.title,
    warehouse_id: input.warehouse_id ?? before.warehouseId,
    remark: input.remark ?? before.remark,
    lines: input.lines ?? beforeDto.lines.map((line) => ({ part_id: line.part_id, quantity: line.quantity, supplier_id: line.supplier_id, unit_price: line.unit_price })),
  };
  const neededBy = input.needed_by === undefined ? before.neededBy : input.needed_by;
  if (neededBy) merged.needed_by = neededBy;
  const { header, lines } = await checkedValues(ctx, merged);
  if (header.companyId !== before.companyId) throw ApiError.field('warehouse_id', 'validation.sameCompany');
  const [after] = await ctx.tx
    .update(purchaseRequests)
    .set({ ...header, version: sql`${purchaseRequests.version} + 1`, updatedAt: new Date() })
    .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.version, input.version)))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await ctx.tx.delete(purchaseRequestLines).where(eq(purchaseRequestLines.requestId, id));
  await ctx.tx.insert(purchaseRequestLines).values(lines.map((line) => ({ ...line, requestId: id })));
  await auditWrite(ctx, ENTITY, 'update', after.companyId, id, beforeDto, await dtoOf(ctx.tx, after));
  return after;
}

export async function moveRequest(ctx: WriteContext, before: BaseRow, action: string, to: RequestStatus, reason: string, values: Partial<typeof purchaseRequests.$inferInsert> = {}): Promise<BaseRow> {
  const [after] = await ctx.tx
    .update(purchaseRequests)
    .set({ ...values, status: to, version: sql`${purchaseRequests.version} + 1`, updatedAt: new Date() })
    .where(eq(purchaseRequests.id, before.id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await recordTransition(ctx, { companyId: after.companyId, entity: ENTITY, entityId: after.id, action, from: before.status, to, reason, before: { status: before.status, version: before.version }, after: { status: to, version: after.version, reason } });
  return after;
}

const FROM: Record<Schemas['PurchaseRequestAction'], readonly RequestStatus[]> = { submit: ['draft', 'rejected'], cancel: ['draft', 'approved', 'rejected'] };

async function transitionRequest(ctx: ResourceWriteContext, id: number, body: Schemas['PurchaseRequestTransitionRequest']): Promise<BaseRow> {
  const before = await lockedRequest(ctx, id);
  if (before.version !== body.version) throw ApiError.staleVersion();
  if (!FROM[body.action].includes(before.status)) throw refusedTransition(body.action, before.status);
  if (body.action === 'cancel') return moveRequest(ctx, before, 'cancel', 'cancelled', requiredReason(body.reason));
  if (!body.approver_ids?.length) throw ApiError.field('approver_ids', 'validation.required');
  const dto = await dtoOf(ctx.tx, before);
  const approval = await submitApproval(ctx, {
    kind: 'purchase',
    subject: `采购申请 ${dto.number} ${dto.title} ${dto.total_amount} ${dto.currency}`,
    payload: { purchase_request_id: dto.id, number: dto.number, total_amount: dto.total_amount, currency: dto.currency },
    approverIds: body.approver_ids,
  });
  return moveRequest(ctx, before, 'submit', 'submitted', body.reason?.trim() ?? '', { approvalId: approval.id });
}

/** An approved request becomes draft purchase orders, one per supplier (a line without one goes to the part's cheapest supplier). */
async function convertRequest(ctx: ResourceWriteContext, id: number, version: number): Promise<{ request: BaseRow; orderIds: number[] }> {
  const before = await lockedRequest(ctx, id);
  if (before.version !== version) throw ApiError.staleVersion();
  if (before.status !== 'approved') throw refusedTransition('convert', before.status);
  const lines = await ctx.tx.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.requestId, id)).orderBy(asc(purchaseRequestLines.lineNo));
  const offers = await cheapestOffers(ctx.tx, before.companyId, lines.map((line) => line.partId));
  const groups = new Map<number, typeof lines>();
  for (const [index, line] of lines.entries()) {
    const supplierId = line.supplierId ?? offers.get(line.partId)?.supplierId;
    if (!supplierId) {
      const [part] = await ctx.tx.select({ code: spareParts.code, name: spareParts.name }).from(spareParts).where(eq(spareParts.id, line.partId));
      throw ApiError.field(`lines[${index}].supplier_id`, 'purchasing.noSupplier', { values: part ? `${part.code} ${part.name}` : String(line.partId) });
    }
    groups.set(supplierId, [...(groups.get(supplierId) ?? []), line]);
  }
  const orderIds: number[] = [];
  for (const [supplierId, group] of groups) {
    const order = await createOrder(
      ctx,
      {
        supplier_id: supplierId,
        warehouse_id: before.warehouseId,
        ...(before.neededBy ? { expected_date: before.neededBy } : {}),
        remark: numberOf('PR', before),
        lines: group.map((line) => ({ part_id: line.partId, quantity: line.quantity, ...(line.supplierId ? { unit_price: line.unitPrice } : {}) })),
      },
      before.id,
    );
    orderIds.push(order.id);
    await ctx.tx.update(purchaseRequestLines).set({ orderId: order.id }).where(inArray(purchaseRequestLines.id, group.map((line) => line.id)));
  }
  const orderNumbers = await ctx.tx.select().from(purchaseOrders).where(inArray(purchaseOrders.id, orderIds));
  const request = await moveRequest(ctx, before, 'convert', 'converted', orderNumbers.map((order) => numberOf('PO', order)).join(', '));
  return { request, orderIds };
}


const PURCHASE_REQUEST_OPERATIONS = { list: 'listPurchaseRequests', delete: 'deletePurchaseRequest' } satisfies ResourceOperationIds;

export function purchaseRequestResource(services: Services): PurchaseRequestResource {
  return defineResource<Row, typeof purchaseRequests.$inferInsert, Schemas['PurchaseRequest'], never, { version: number }, typeof PURCHASE_REQUEST_OPERATIONS>(services, {
    entity: ENTITY,
    operationIds: PURCHASE_REQUEST_OPERATIONS,
    store: {
      table: purchaseRequests,
      id: purchaseRequests.id,
      version: purchaseRequests.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(purchaseRequests), listTotal: q.total }).from(purchaseRequests).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withDetails(db, rows)),
      remove: async (db, where) => withDetails(db, await db.delete(purchaseRequests).where(where).returning()),
    },
    scope: { column: purchaseRequests.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: purchaseRequests.id, created_at: purchaseRequests.createdAt, needed_by: purchaseRequests.neededBy, total_amount: purchaseRequests.totalAmount },
      defaultSort: '-id',
      filters: {
        status: { column: purchaseRequests.status },
        source: { column: purchaseRequests.source },
        warehouse_id: { column: purchaseRequests.warehouseId },
        ...dayRange(purchaseRequests.createdAt),
      },
      keyword: (text) => {
        const id = idInNumber('PR', text);
        return id ? eq(purchaseRequests.id, id) : ilike(purchaseRequests.title, `%${escapeLike(text)}%`);
      },
    },
    toDto: (row) => toRequest(row),
    async beforeDelete(_ctx, row) {
      if (row.status !== 'draft') throw ApiError.field('status', 'purchasing.notDraft', { values: row.status });
    },
  });
}

export function purchaseRequestHandlers(
  services: Services,
  resource: PurchaseRequestResource,
): Pick<ServiceHandlers, 'getPurchaseRequest' | 'createPurchaseRequest' | 'createPurchaseRequestFromWarnings' | 'updatePurchaseRequest' | 'transitionPurchaseRequest' | 'convertPurchaseRequest'> {
  const write = <T>(request: Parameters<typeof signedIn>[0], work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const answer = async (row: BaseRow) => ok(await dtoOf(services.db, row, true));
  return {
    async getPurchaseRequest(request) {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      return ok(toRequest(row, await transitionsOf(services.db, ENTITY, row.id)));
    },
    createPurchaseRequest: async (request) => answer(await write(request, (ctx) => createRequest(ctx, request.body))),
    createPurchaseRequestFromWarnings: async (request) => answer(await write(request, (ctx) => createFromWarnings(ctx, request.body))),
    updatePurchaseRequest: async (request) => answer(await write(request, (ctx) => updateRequest(ctx, request.params.id, request.body))),
    transitionPurchaseRequest: async (request) => answer(await write(request, (ctx) => transitionRequest(ctx, request.params.id, request.body))),
    async convertPurchaseRequest(request) {
      const { request: row, orderIds } = await write(request, (ctx) => convertRequest(ctx, request.params.id, request.body.version));
      const orders = await ordersWithDetails(services.db, await services.db.select().from(purchaseOrders).where(inArray(purchaseOrders.id, orderIds.length ? orderIds : [0])).orderBy(asc(purchaseOrders.id)));
      return ok({ request: await dtoOf(services.db, row, true), orders: orders.map((order) => toOrder(order)) });
    },
  };
}

