import type { Schemas } from '../contract/handler-types';
import type { WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { visibleCompanies } from '../org/company-scope';
import { categoryResource, categoryTreeHandlers } from './categories';
import { confirmDocument, createDocument, documentById, documentHandlers, documentResource, type DocumentInput, type DocumentKind } from './documents';
import { documentLineSheetHandlers } from './document-lines-sheet';
import { partResource } from './parts';
import { pickHandlers, pickResource } from './picks';
export { sparePickApprovalEffect } from './pick-approval';
import { reportHandlers } from './reports';
import { stockQueryHandlers } from './stock-queries';
import { locationResource, locationTreeHandlers, warehouseResource } from './warehouses';
import { stocktakeHandlers, stocktakeResource } from './stocktakes';
import { watchHandlers } from './watch';
import { ApiError } from '../http/envelope';

/** The spare-parts stores' handlers (contract: openapi/modules/spare-*.yaml). */
export function spareModuleHandlers(services: Services) {
  const locations = locationResource(services);
  const categories = categoryResource(services);
  const picks = pickResource(services);
  const documents = (kind: DocumentKind) => {
    const resource = documentResource(services, kind);
    return { ...documentHandlers(services, resource, kind), ...documentLineSheetHandlers(services, resource, kind) };
  };
  return {
    ...warehouseResource(services).handlers,
    ...locations.handlers,
    ...categories.handlers,
    ...partResource(services).handlers,
    ...picks.handlers,
    ...documents('in'),
    ...documents('out'),
    ...documents('supply'),
    ...locationTreeHandlers(services, locations),
    ...categoryTreeHandlers(services, categories),
    ...stockQueryHandlers(services),
    ...reportHandlers(services),
    ...watchHandlers(services),
    ...pickHandlers(services, picks),
    ...stocktakeHandlers(services, stocktakeResource(services), { stockIn: createStockIn, stockOut: createStockOut }),
  };
}

export interface StockOutRequest {
  /** The company whose stock moves; the caller (ctx.auth) must see it. */
  companyId: number;
  reason: 'work_order' | 'device' | 'consumption' | 'scrap' | 'transfer_out' | 'stocktake_loss';
  warehouseId: number;
  workOrderId?: number;
  deviceId?: number;
  remark?: string;
  lines: StockLine[];
}

export interface StockLine {
  partId: number;
  locationId: number;
  quantity: number;
  batch?: string;
  unitPrice?: number;
}

export interface StockInRequest {
  /** The company whose stock moves; the caller (ctx.auth) must see it. */
  companyId: number;
  reason: 'purchase' | 'work_order_return' | 'stocktake_surplus' | 'transfer_in';
  warehouseId: number;
  remark?: string;
  lines: StockLine[];
}

export interface SupplyOutRequest {
  /** The company whose stock moves; the caller (ctx.auth) must see it. */
  companyId: number;
  warehouseId: number;
  customerName: string;
  customerContact?: string;
  remark?: string;
  lines: StockLine[];
}

/** Creates a document of this kind and confirms it inside ctx.tx (the one path of every stock movement). */
async function createConfirmed(ctx: WriteContext, kind: DocumentKind, companyId: number, input: DocumentInput): Promise<Schemas['SpareDocument']> {
  const visibility = await visibleCompanies(ctx.tx, ctx.auth, true);
  const scoped = { ...ctx, visibility };
  const draft = await createDocument(scoped, kind, input);
  if (draft.companyId !== companyId) throw ApiError.referenceNotFound('warehouse_id');
  const confirmed = await confirmDocument(scoped, kind, draft.id, draft.version);
  return documentById(ctx.tx, confirmed.id);
}

const documentLines = (lines: readonly StockLine[]) =>
  lines.map((line) => ({ part_id: line.partId, location_id: line.locationId, quantity: line.quantity, batch: line.batch, unit_price: line.unitPrice }));

/**
 * For other modules (the repair work orders): books parts used on a work order as a stock-out,
 * created and confirmed inside the caller's transaction `ctx.tx` — audited as spare_document.create
 * and .confirm by ctx.auth, ledger rows carrying the work order and device. A line asking for more
 * than is on hand throws ApiError 400 naming `lines[i].quantity` (the caller's transaction then rolls
 * back); a warehouse, part or location of another company throws 404 naming the field.
 * Answers the confirmed document (with lines).
 */
export async function createStockOut(ctx: WriteContext, request: StockOutRequest): Promise<Schemas['SpareDocument']> {
  return createConfirmed(ctx, 'out', request.companyId, {
    reason: request.reason,
    warehouse_id: request.warehouseId,
    work_order_id: request.workOrderId,
    device_id: request.deviceId,
    remark: request.remark,
    lines: documentLines(request.lines),
  });
}

/**
 * For other modules (purchasing receipts): books parts into a warehouse as a confirmed stock-in,
 * inside the caller's transaction, with the same checks, ledger and audit as a stock-in confirmed on
 * /spare/inStock. Errors name `lines[i].…` / `warehouse_id` like createStockOut.
 */
export async function createStockIn(ctx: WriteContext, request: StockInRequest): Promise<Schemas['SpareDocument']> {
  return createConfirmed(ctx, 'in', request.companyId, { reason: request.reason, warehouse_id: request.warehouseId, remark: request.remark, lines: documentLines(request.lines) });
}

/**
 * For other modules (supply orders to customers): a confirmed supply-out to a customer, inside the
 * caller's transaction; insufficient stock throws 400 naming `lines[i].quantity`.
 */
export async function createSupplyOut(ctx: WriteContext, request: SupplyOutRequest): Promise<Schemas['SpareDocument']> {
  return createConfirmed(ctx, 'supply', request.companyId, {
    reason: 'supply',
    warehouse_id: request.warehouseId,
    customer_name: request.customerName,
    customer_contact: request.customerContact,
    remark: request.remark,
    lines: documentLines(request.lines),
  });
}

export { documentNumber } from './documents';
export { lowStockOf, type LowStock } from './reports';
