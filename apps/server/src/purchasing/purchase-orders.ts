import { and, asc, desc, eq, ilike, inArray, or, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { purchaseOrderLines, purchaseOrders, purchaseReceipts, supplierParts, suppliers } from '../db/purchasing-schema';
import { users } from '../db/schema';
import { spareDocuments, spareParts, spareWarehouses } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { submitApproval } from '../admin/approvals';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { dayRange } from '../resource/list-filters';
import { keepingTotal } from '../resource/list-query';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';
import { createStockIn, documentNumber } from '../spare';
import {
  auditWrite, currencyOf, idInNumber, iso, numberOf, partsOf, pricedLine, recordTransition, refusedTransition, requiredReason, supplierOf, totalOf, transitionsOf, userNames, warehouseOf,
} from './common';
import { addQuantities, compareQuantities, lineAmount, sumAmounts } from './decimal';

type BaseRow = typeof purchaseOrders.$inferSelect;
export type OrderStatus = BaseRow['status'];
type Row = BaseRow & { supplierName: string; warehouseName: string; createdByName: string; lines: Schemas['PurchaseOrderLine'][] };
export type PurchaseOrderResource = Resource<Row, Schemas['PurchaseOrder'], typeof PURCHASE_ORDER_OPERATIONS>;
type OrderInput = Schemas['PurchaseOrderCreate'];

const ENTITY = 'purchase_order';

export function toOrder(row: Row, extra: Pick<Schemas['PurchaseOrder'], 'transitions' | 'receipts'> = {}): Schemas['PurchaseOrder'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: numberOf('PO', row),
    supplier_id: row.supplierId,
    supplier_name: row.supplierName,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    request_id: row.requestId ?? 0,
    status: row.status,
    expected_date: row.expectedDate,
    ordered_at: iso(row.orderedAt),
    received_at: iso(row.receivedAt),
    approval_id: row.approvalId ?? 0,
    currency: row.currency,
    total_amount: row.totalAmount,
    line_count: row.lines.length,
    remark: row.remark,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    lines: row.lines,
    ...extra,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Names and lines of a page of orders (four queries, whatever the page size). */
export async function withDetails(db: Database, rows: BaseRow[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const [supplierRows, warehouseRows, people, lineRows] = await Promise.all([
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(inArray(suppliers.id, rows.map((row) => row.supplierId))),
    db.select({ id: spareWarehouses.id, name: spareWarehouses.name }).from(spareWarehouses).where(inArray(spareWarehouses.id, rows.map((row) => row.warehouseId))),
    userNames(db, rows.map((row) => row.createdBy)),
    db
      .select({ line: purchaseOrderLines, code: spareParts.code, name: spareParts.name, unit: spareParts.unit })
      .from(purchaseOrderLines)
      .innerJoin(spareParts, eq(spareParts.id, purchaseOrderLines.partId))
      .where(inArray(purchaseOrderLines.orderId, rows.map((row) => row.id)))
      .orderBy(asc(purchaseOrderLines.lineNo)),
  ]);
  const supplierNames = new Map(supplierRows.map((row) => [row.id, row.name]));
  const warehouseNames = new Map(warehouseRows.map((row) => [row.id, row.name]));
  return rows.map((row) => ({
    ...row,
    supplierName: supplierNames.get(row.supplierId) ?? '',
    warehouseName: warehouseNames.get(row.warehouseId) ?? '',
    createdByName: people.get(row.createdBy) ?? '',
    lines: lineRows
      .filter(({ line }) => line.orderId === row.id)
      .map(({ line, code, name, unit }) => ({
        id: line.id,
        line_no: line.lineNo,
        part_id: line.partId,
        part_code: code,
        part_name: name,
        unit,
        quantity: line.quantity,
        received_quantity: line.receivedQuantity,
        unit_price: line.unitPrice,
        amount: line.amount,
      })),
  }));
}

/** The receipts of some orders, newest first (with their stock-in documents' numbers). */
export async function receiptsOf(db: Database, where: { orderId?: number; supplierId?: number }, limit = 100): Promise<Schemas['PurchaseReceipt'][]> {
  const rows = await db
    .select({ receipt: purchaseReceipts, order: purchaseOrders, document: spareDocuments, userName: users.name })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
    .innerJoin(spareDocuments, eq(spareDocuments.id, purchaseReceipts.documentId))
    .innerJoin(users, eq(users.id, purchaseReceipts.receivedBy))
    .where(and(where.orderId ? eq(purchaseReceipts.orderId, where.orderId) : undefined, where.supplierId ? eq(purchaseOrders.supplierId, where.supplierId) : undefined))
    .orderBy(desc(purchaseReceipts.id))
    .limit(limit);
  return rows.map(({ receipt, order, document, userName }) => ({
    id: receipt.id,
    order_id: receipt.orderId,
    order_number: numberOf('PO', order),
    document_id: receipt.documentId,
    document_number: documentNumber(document),
    total_quantity: receipt.totalQuantity,
    total_amount: receipt.totalAmount,
    over_receipt: receipt.overReceipt,
    on_time: order.expectedDate === null || receipt.receivedAt.toISOString().slice(0, 10) <= order.expectedDate,
    received_by: receipt.receivedBy,
    received_by_name: userName,
    received_at: receipt.receivedAt.toISOString(),
  }));
}

async function dtoOf(db: Database, row: BaseRow, full = false): Promise<Schemas['PurchaseOrder']> {
  const [named] = await withDetails(db, [row]);
  if (!named) throw new Error('purchase order: no row');
  return toOrder(named, full ? { transitions: await transitionsOf(db, ENTITY, row.id), receipts: await receiptsOf(db, { orderId: row.id }) } : {});
}

/** The best offer of a supplier for these parts: its price per part id. */
async function offeredPrices(db: Database, supplierId: number, partIds: number[]): Promise<Map<number, string>> {
  if (partIds.length === 0) return new Map();
  const rows = await db.select().from(supplierParts).where(and(eq(supplierParts.supplierId, supplierId), inArray(supplierParts.partId, partIds)));
  return new Map(rows.map((row) => [row.partId, row.unitPrice]));
}

/** Checks an order body in the caller's scope; prices default to the supplier's offer, then the part's price. */
async function checkedValues(ctx: ResourceWriteContext, input: OrderInput) {
  const warehouse = await warehouseOf(ctx.tx, ctx.visibility, input.warehouse_id);
  const companyId = warehouse.companyId;
  const supplier = await supplierOf(ctx.tx, companyId, input.supplier_id);
  const parts = await partsOf(ctx.tx, companyId, input.lines);
  const offers = await offeredPrices(ctx.tx, supplier.id, [...parts.keys()]);
  const lines = input.lines.map((line, index) => {
    const part = parts.get(line.part_id);
    const { unitPrice, amount } = pricedLine(index, line.quantity, line.unit_price, offers.get(line.part_id) ?? part?.unitPrice ?? 0);
    return { companyId, lineNo: index + 1, partId: line.part_id, quantity: line.quantity, unitPrice, amount };
  });
  const header = {
    companyId,
    supplierId: supplier.id,
    warehouseId: warehouse.id,
    expectedDate: input.expected_date ?? null,
    remark: input.remark ?? '',
    totalAmount: totalOf(lines.map((line) => line.amount)),
  };
  return { header, lines };
}

/** Creates a draft order with its lines (audited); `requestId` links it to the purchase request it came from. */
export async function createOrder(ctx: ResourceWriteContext, input: OrderInput, requestId?: number): Promise<BaseRow> {
  const { header, lines } = await checkedValues(ctx, input);
  const [row] = await ctx.tx
    .insert(purchaseOrders)
    .values({ ...header, requestId: requestId ?? null, currency: await currencyOf(ctx.tx, header.companyId), createdBy: ctx.auth.userId })
    .returning();
  if (!row) throw new Error('purchase order: insert returned no row');
  await ctx.tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await auditWrite(ctx, ENTITY, 'create', row.companyId, row.id, undefined, await dtoOf(ctx.tx, row));
  return row;
}

/** The order, locked for the rest of the transaction (concurrent writes and receipts queue here); 404 when not visible. */
async function lockedOrder(ctx: ResourceWriteContext, id: number): Promise<BaseRow> {
  const [row] = await ctx.tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
  return row;
}

async function updateOrder(ctx: ResourceWriteContext, id: number, input: Schemas['PurchaseOrderUpdate']): Promise<BaseRow> {
  const before = await lockedOrder(ctx, id);
  if (before.version !== input.version) throw ApiError.staleVersion();
  if (before.status !== 'draft') throw ApiError.field('status', 'purchasing.notDraft', { values: before.status });
  const beforeDto = await dtoOf(ctx.tx, before);
  const merged: OrderInput = {
    supplier_id: input.supplier_id ?? before.supplierId,
    warehouse_id: input.warehouse_id ?? before.warehouseId,
    remark: input.remark ?? before.remark,
    lines: input.lines ?? beforeDto.lines.map((line) => ({ part_id: line.part_id, quantity: line.quantity, unit_price: line.unit_price })),
  };
  const expected = input.expected_date === undefined ? before.expectedDate : input.expected_date;
  if (expected) merged.expected_date = expected;
  const { header, lines } = await checkedValues(ctx, merged);
  if (header.companyId !== before.companyId) throw ApiError.field('warehouse_id', 'validation.sameCompany');
  const [after] = await ctx.tx
    .update(purchaseOrders)
    .set({ ...header, version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.version, input.version)))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await ctx.tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
  await ctx.tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, orderId: id })));
  await auditWrite(ctx, ENTITY, 'update', after.companyId, id, beforeDto, await dtoOf(ctx.tx, after));
  return after;
}

/** Moves an order to `to` (version + 1) and records who, when, why. */
export async function moveOrder(ctx: ResourceWriteContext | Parameters<typeof recordTransition>[0], before: BaseRow, action: string, to: OrderStatus, reason: string, values: Partial<typeof purchaseOrders.$inferInsert> = {}): Promise<BaseRow> {
  const [after] = await ctx.tx
    .update(purchaseOrders)
    .set({ ...values, status: to, version: sql`${purchaseOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, before.id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await recordTransition(ctx, { companyId: after.companyId, entity: ENTITY, entityId: after.id, action, from: before.status, to, reason, before: { status: before.status, version: before.version }, after: { status: to, version: after.version, reason } });
  return after;
}

const FROM: Record<Schemas['PurchaseOrderAction'], readonly OrderStatus[]> = {
  submit: ['draft'],
  order: ['approved'],
  close: ['received', 'partly_received'],
  cancel: ['draft', 'approved', 'ordered'],
};
const TO: Record<Schemas['PurchaseOrderAction'], OrderStatus> = { submit: 'submitted', order: 'ordered', close: 'closed', cancel: 'cancelled' };

async function transitionOrder(ctx: ResourceWriteContext, id: number, body: Schemas['PurchaseOrderTransitionRequest']): Promise<BaseRow> {
  const before = await lockedOrder(ctx, id);
  if (before.version !== body.version) throw ApiError.staleVersion();
  const { action } = body;
  if (!FROM[action].includes(before.status)) throw refusedTransition(action, before.status);
  const reason = body.reason?.trim() ?? '';
  if (action === 'submit') {
    if (!body.approver_ids?.length) throw ApiError.field('approver_ids', 'validation.required');
    const dto = await dtoOf(ctx.tx, before);
    const approval = await submitApproval(ctx, {
      kind: 'purchase',
      subject: `采购订单 ${dto.number} ${dto.supplier_name} ${dto.total_amount} ${dto.currency}`,
      payload: { purchase_order_id: dto.id, number: dto.number, supplier: dto.supplier_name, total_amount: dto.total_amount, currency: dto.currency },
      approverIds: body.approver_ids,
    });
    return moveOrder(ctx, before, action, TO[action], reason, { approvalId: approval.id });
  }
  if (action === 'cancel') {
    const [received] = await ctx.tx.select({ id: purchaseOrderLines.id }).from(purchaseOrderLines).where(and(eq(purchaseOrderLines.orderId, id), sql`${purchaseOrderLines.receivedQuantity} > 0`)).limit(1);
    if (received) throw refusedTransition(action, 'partly_received');
    return moveOrder(ctx, before, action, TO[action], requiredReason(body.reason));
  }
  if (action === 'close' && before.status === 'partly_received') return moveOrder(ctx, before, action, TO[action], requiredReason(body.reason));
  return moveOrder(ctx, before, action, TO[action], reason, action === 'order' ? { orderedAt: new Date() } : {});
}

/**
 * Receives lines of an ordered order: one confirmed stock-in document of the spare-parts stores (the
 * stores' own code moves the stock), the received quantities per line, the receipt and the status
 * (partly received / received), in one transaction on the locked order — concurrent receipts of the
 * same line queue on the lock and see each other's quantities, so nothing is received twice.
 */
async function receiveOrder(ctx: ResourceWriteContext, id: number, body: Schemas['PurchaseReceiptCreate']): Promise<BaseRow> {
  const before = await lockedOrder(ctx, id);
  if (body.version !== undefined && before.version !== body.version) throw ApiError.staleVersion();
  if (before.status !== 'ordered' && before.status !== 'partly_received') throw refusedTransition('receive', before.status);
  const lines = await ctx.tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const seen = new Set<number>();
  const over: string[] = [];
  const received = body.lines.map((input, index) => {
    const line = byId.get(input.line_id);
    if (!line) throw ApiError.referenceNotFound(`lines[${index}].line_id`);
    if (seen.has(line.id)) throw ApiError.field(`lines[${index}].line_id`, 'spare.duplicate', { values: input.line_id });
    seen.add(line.id);
    const outstanding = Math.max(0, addQuantities(line.quantity, -line.receivedQuantity));
    if (compareQuantities(input.quantity, outstanding) > 0) {
      if (!body.confirm_over_receipt) throw ApiError.field(`lines[${index}].quantity`, 'purchasing.overReceipt', { values: input.quantity, limit: outstanding });
      over.push(`#${line.lineNo}`);
    }
    return { line, input };
  });
  const overReason = over.length ? `${over.join(' ')}: ${requiredOverReason(body.over_receipt_reason)}` : '';
  const dto = await dtoOf(ctx.tx, before);
  const document = await createStockIn(ctx, {
    companyId: before.companyId,
    reason: 'purchase',
    warehouseId: before.warehouseId,
    remark: [dto.number, dto.supplier_name, body.remark?.trim() ?? ''].filter(Boolean).join(' '),
    lines: received.map(({ line, input }) => ({ partId: line.partId, locationId: input.location_id, quantity: input.quantity, batch: input.batch?.trim(), unitPrice: Number(line.unitPrice) })),
  });
  for (const { line, input } of received) {
    await ctx.tx
      .update(purchaseOrderLines)
      .set({ receivedQuantity: addQuantities(line.receivedQuantity, input.quantity) })
      .where(eq(purchaseOrderLines.id, line.id));
  }
  const after = await ctx.tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
  const complete = after.every((line) => compareQuantities(line.receivedQuantity, line.quantity) >= 0);
  const now = new Date();
  await ctx.tx.insert(purchaseReceipts).values({
    companyId: before.companyId,
    orderId: id,
    documentId: document.id,
    overReceipt: overReason,
    totalQuantity: addQuantities(...received.map(({ input }) => input.quantity)),
    totalAmount: sumAmounts(received.map(({ line, input }) => lineAmount(input.quantity, line.unitPrice))),
    receivedBy: ctx.auth.userId,
    receivedAt: now,
  });
  const reason = [document.number, overReason, body.remark?.trim() ?? ''].filter(Boolean).join(' · ');
  return moveOrder(ctx, before, 'receive', complete ? 'received' : 'partly_received', reason, complete ? { receivedAt: now } : {});
}

function requiredOverReason(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  if (!text) throw ApiError.field('over_receipt_reason', 'validation.required');
  return text;
}


const PURCHASE_ORDER_OPERATIONS = { list: 'listPurchaseOrders', delete: 'deletePurchaseOrder' } satisfies ResourceOperationIds;

export function purchaseOrderResource(services: Services): PurchaseOrderResource {
  return defineResource<Row, typeof purchaseOrders.$inferInsert, Schemas['PurchaseOrder'], never, { version: number }, typeof PURCHASE_ORDER_OPERATIONS>(services, {
    entity: ENTITY,
    operationIds: PURCHASE_ORDER_OPERATIONS,
    store: {
      table: purchaseOrders,
      id: purchaseOrders.id,
      version: purchaseOrders.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(purchaseOrders), listTotal: q.total }).from(purchaseOrders).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withDetails(db, rows)),
      remove: async (db, where) => withDetails(db, await db.delete(purchaseOrders).where(where).returning()),
    },
    scope: { column: purchaseOrders.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: purchaseOrders.id, created_at: purchaseOrders.createdAt, expected_date: purchaseOrders.expectedDate, total_amount: purchaseOrders.totalAmount },
      defaultSort: '-id',
      filters: {
        status: { column: purchaseOrders.status },
        supplier_id: { column: purchaseOrders.supplierId },
        warehouse_id: { column: purchaseOrders.warehouseId },
        request_id: { column: purchaseOrders.requestId },
        part_id: (value) =>
          typeof value === 'number' && value > 0 ? inArray(purchaseOrders.id, services.db.select({ id: purchaseOrderLines.orderId }).from(purchaseOrderLines).where(eq(purchaseOrderLines.partId, value))) : undefined,
        ...dayRange(purchaseOrders.createdAt),
      },
      keyword: (text) => {
        const id = idInNumber('PO', text);
        if (id) return eq(purchaseOrders.id, id);
        const pattern = `%${escapeLike(text)}%`;
        return or(ilike(purchaseOrders.remark, pattern), inArray(purchaseOrders.supplierId, services.db.select({ id: suppliers.id }).from(suppliers).where(ilike(suppliers.name, pattern))));
      },
    },
    toDto: (row) => toOrder(row),
    async beforeDelete(_ctx, row) {
      if (row.status !== 'draft') throw ApiError.field('status', 'purchasing.notDraft', { values: row.status });
    },
  });
}

export function purchaseOrderHandlers(
  services: Services,
  resource: PurchaseOrderResource,
): Pick<ServiceHandlers, 'getPurchaseOrder' | 'createPurchaseOrder' | 'updatePurchaseOrder' | 'transitionPurchaseOrder' | 'receivePurchaseOrder'> {
  const write = <T>(request: Parameters<typeof signedIn>[0], work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const answer = async (row: BaseRow) => ok(await dtoOf(services.db, row, true));
  return {
    async getPurchaseOrder(request) {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      return ok(toOrder(row, { transitions: await transitionsOf(services.db, ENTITY, row.id), receipts: await receiptsOf(services.db, { orderId: row.id }) }));
    },
    createPurchaseOrder: async (request) => answer(await write(request, (ctx) => createOrder(ctx, request.body))),
    updatePurchaseOrder: async (request) => answer(await write(request, (ctx) => updateOrder(ctx, request.params.id, request.body))),
    transitionPurchaseOrder: async (request) => answer(await write(request, (ctx) => transitionOrder(ctx, request.params.id, request.body))),
    receivePurchaseOrder: async (request) => answer(await write(request, (ctx) => receiveOrder(ctx, request.params.id, request.body))),
  };
}
