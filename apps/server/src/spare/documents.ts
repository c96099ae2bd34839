import { and, asc, eq, ilike, inArray, or, sql, getTableColumns } from 'drizzle-orm';
import { escapeLike } from '../db/like';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import { handlerFor } from '../contract/handler-entry';
import type { OperationId, Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { spareDocumentLines, spareDocuments, spareLocations, spareParts } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext } from '../resource/define-resource';
import { dayRange } from '../resource/list-filters';
import { keepingTotal } from '../resource/list-query';
import { inTransaction } from '../resource/write-context';
import type { Services } from '../services';
import { deviceOfCompany, iso, namesOf, round2, round3, visibleWarehouse } from './common';
import { applyDocument } from './stock';

export type DocumentKind = Schemas['SpareDocumentKind'];
export type DocumentReason = Schemas['SpareDocumentReason'];
type BaseRow = typeof spareDocuments.$inferSelect;
type Row = BaseRow & { warehouseName: string; deviceName: string; createdByName: string; confirmedByName: string };
export type DocumentResource = Resource<Row, Schemas['SpareDocument'], DocumentOperationIds>;

export const REASONS: Record<DocumentKind, readonly DocumentReason[]> = {
  in: ['purchase', 'work_order_return', 'stocktake_surplus', 'transfer_in'],
  out: ['work_order', 'device', 'consumption', 'scrap', 'transfer_out', 'stocktake_loss'],
  supply: ['supply'],
};
const PREFIX: Record<DocumentKind, string> = { in: 'RK', out: 'CK', supply: 'GY' };
const ENTITY = 'spare_document';

const day = (date: Date) => `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
export const documentNumber = (row: { kind: DocumentKind; id: number; createdAt: Date }) => `${PREFIX[row.kind]}${day(row.createdAt)}-${String(row.id).padStart(6, '0')}`;

export function toDocument(row: Row, lines?: Schemas['SpareDocumentLine'][]): Schemas['SpareDocument'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: documentNumber(row),
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    work_order_id: row.workOrderId ?? 0,
    device_id: row.deviceId ?? 0,
    device_name: row.deviceName,
    customer_name: row.customerName,
    customer_contact: row.customerContact,
    pick_id: row.pickId ?? 0,
    remark: row.remark,
    line_count: row.lineCount,
    total_quantity: row.totalQuantity,
    total_amount: row.totalAmount,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    confirmed_by: row.confirmedBy ?? 0,
    confirmed_by_name: row.confirmedByName,
    confirmed_at: iso(row.confirmedAt),
    ...(lines ? { lines } : {}),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function withNames(db: Database, rows: BaseRow[]): Promise<Row[]> {
  const [warehouses, deviceNames, people] = await Promise.all([
    namesOf(db, 'warehouses', rows.map((row) => row.warehouseId)),
    namesOf(db, 'devices', rows.map((row) => row.deviceId)),
    namesOf(db, 'users', rows.flatMap((row) => [row.createdBy, row.confirmedBy])),
  ]);
  return rows.map((row) => ({
    ...row,
    warehouseName: warehouses.get(row.warehouseId) ?? '',
    deviceName: row.deviceId ? (deviceNames.get(row.deviceId) ?? '') : '',
    createdByName: people.get(row.createdBy) ?? '',
    confirmedByName: row.confirmedBy ? (people.get(row.confirmedBy) ?? '') : '',
  }));
}

export async function linesOf(db: Database, documentId: number): Promise<Schemas['SpareDocumentLine'][]> {
  const rows = await db
    .select({
      line: spareDocumentLines,
      partCode: spareParts.code,
      partName: spareParts.name,
      unit: spareParts.unit,
      locationName: spareLocations.name,
    })
    .from(spareDocumentLines)
    .innerJoin(spareParts, eq(spareParts.id, spareDocumentLines.partId))
    .innerJoin(spareLocations, eq(spareLocations.id, spareDocumentLines.locationId))
    .where(eq(spareDocumentLines.documentId, documentId))
    .orderBy(asc(spareDocumentLines.lineNo));
  return rows.map(({ line, ...names }) => ({
    id: line.id,
    part_id: line.partId,
    part_code: names.partCode,
    part_name: names.partName,
    unit: names.unit,
    location_id: line.locationId,
    location_name: names.locationName,
    batch: line.batch,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    amount: round2(line.quantity * line.unitPrice),
  }));
}

export interface DocumentInput {
  reason: DocumentReason;
  warehouse_id: number;
  work_order_id?: number;
  device_id?: number;
  customer_name?: string;
  customer_contact?: string;
  remark?: string;
  lines: Schemas['SpareDocumentLineInput'][];
}

type LineValues = Omit<typeof spareDocumentLines.$inferInsert, 'documentId'>;

/** Checks a document body against the caller's scope and the warehouse; answers the header and line values. */
async function checkedValues(ctx: ResourceWriteContext, kind: DocumentKind, input: DocumentInput) {
  if (!REASONS[kind].includes(input.reason)) throw ApiError.field('reason', 'spare.reasonKind', { values: REASONS[kind].join(', ') });
  const warehouse = await visibleWarehouse(ctx.tx, ctx.visibility, input.warehouse_id);
  const companyId = warehouse.companyId;
  const deviceId = await deviceOfCompany(ctx.tx, companyId, input.device_id);
  const customerName = input.customer_name?.trim() ?? '';
  if (kind === 'supply' && !customerName) throw ApiError.field('customer_name', 'validation.required');
  const partIds = [...new Set(input.lines.map((line) => line.part_id))];
  const locationIds = [...new Set(input.lines.map((line) => line.location_id))];
  const [parts, locations] = await Promise.all([
    ctx.tx.select().from(spareParts).where(inArray(spareParts.id, partIds)),
    ctx.tx.select().from(spareLocations).where(inArray(spareLocations.id, locationIds)),
  ]);
  const partById = new Map(parts.filter((part) => part.companyId === companyId).map((part) => [part.id, part]));
  const locationById = new Map(locations.filter((location) => location.companyId === companyId).map((location) => [location.id, location]));
  const lines: LineValues[] = input.lines.map((line, index) => {
    const part = partById.get(line.part_id);
    if (!part) throw ApiError.referenceNotFound(`lines[${index}].part_id`);
    const location = locationById.get(line.location_id);
    if (!location) throw ApiError.referenceNotFound(`lines[${index}].location_id`);
    if (location.warehouseId !== warehouse.id) throw ApiError.field(`lines[${index}].location_id`, 'spare.wrongWarehouse');
    return {
      companyId,
      lineNo: index + 1,
      partId: part.id,
      locationId: location.id,
      batch: line.batch?.trim() ?? '',
      quantity: round3(line.quantity),
      unitPrice: round2(line.unit_price ?? part.unitPrice),
    };
  });
  const header = {
    companyId,
    kind,
    reason: input.reason,
    warehouseId: warehouse.id,
    workOrderId: input.work_order_id || null,
    deviceId,
    customerName,
    customerContact: input.customer_contact?.trim() ?? '',
    remark: input.remark ?? '',
    lineCount: lines.length,
    totalQuantity: round3(lines.reduce((total, line) => total + line.quantity, 0)),
    totalAmount: round2(lines.reduce((total, line) => total + line.quantity * (line.unitPrice ?? 0), 0)),
  };
  return { header, lines };
}

async function audit(ctx: ResourceWriteContext, action: string, before: Schemas['SpareDocument'] | undefined, after: Schemas['SpareDocument']) {
  await appendAudit(ctx.tx, { companyId: after.company_id, userId: ctx.auth.userId, action: `${ENTITY}.${action}`, entity: ENTITY, entityId: after.id, before, after, ip: ctx.ip });
}

async function dtoOf(db: Database, row: BaseRow): Promise<Schemas['SpareDocument']> {
  const [named] = await withNames(db, [row]);
  if (!named) throw new Error('spare document: no row');
  return toDocument(named, await linesOf(db, row.id));
}

/** Creates a draft document with its lines (audited); `pickId` links a stock-out to the pick request it fulfils. */
export async function createDocument(ctx: ResourceWriteContext, kind: DocumentKind, input: DocumentInput, pickId?: number): Promise<BaseRow> {
  const { header, lines } = await checkedValues(ctx, kind, input);
  const [row] = await ctx.tx.insert(spareDocuments).values({ ...header, pickId: pickId ?? null, createdBy: ctx.auth.userId }).returning();
  if (!row) throw new Error('spare document: insert returned no row');
  await ctx.tx.insert(spareDocumentLines).values(lines.map((line) => ({ ...line, documentId: row.id })));
  await audit(ctx, 'create', undefined, await dtoOf(ctx.tx, row));
  return row;
}

/** The document of this kind, locked for the rest of the transaction; 404 when the caller may not see it. */
async function lockedDocument(ctx: ResourceWriteContext, kind: DocumentKind, id: number): Promise<BaseRow> {
  const [row] = await ctx.tx.select().from(spareDocuments).where(and(eq(spareDocuments.id, id), eq(spareDocuments.kind, kind))).for('update');
  if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
  return row;
}

function assertDraft(row: BaseRow, version: number): void {
  if (row.version !== version) throw ApiError.staleVersion();
  if (row.status !== 'draft') throw ApiError.field('status', 'spare.notDraft');
}

export async function updateDocument(ctx: ResourceWriteContext, kind: DocumentKind, id: number, input: Schemas['SpareDocumentUpdate']): Promise<BaseRow> {
  const before = await lockedDocument(ctx, kind, id);
  assertDraft(before, input.version);
  const beforeDto = await dtoOf(ctx.tx, before);
  const merged: DocumentInput = {
    reason: input.reason ?? before.reason,
    warehouse_id: input.warehouse_id ?? before.warehouseId,
    work_order_id: input.work_order_id ?? before.workOrderId ?? 0,
    device_id: input.device_id ?? before.deviceId ?? 0,
    customer_name: input.customer_name ?? before.customerName,
    customer_contact: input.customer_contact ?? before.customerContact,
    remark: input.remark ?? before.remark,
    lines:
      input.lines ??
      (beforeDto.lines ?? []).map((line) => ({ part_id: line.part_id, location_id: line.location_id, batch: line.batch, quantity: line.quantity, unit_price: line.unit_price })),
  };
  const { header, lines } = await checkedValues(ctx, kind, merged);
  if (header.companyId !== before.companyId) throw ApiError.field('warehouse_id', 'validation.sameCompany');
  const [after] = await ctx.tx
    .update(spareDocuments)
    .set({ ...header, version: sql`${spareDocuments.version} + 1`, updatedAt: new Date() })
    .where(and(eq(spareDocuments.id, id), eq(spareDocuments.version, input.version)))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await ctx.tx.delete(spareDocumentLines).where(eq(spareDocumentLines.documentId, id));
  await ctx.tx.insert(spareDocumentLines).values(lines.map((line) => ({ ...line, documentId: id })));
  await audit(ctx, 'update', beforeDto, await dtoOf(ctx.tx, after));
  return after;
}

/** Confirms a draft: every line moves stock and writes the ledger, in the caller's transaction; audited. */
export async function confirmDocument(ctx: ResourceWriteContext, kind: DocumentKind, id: number, version: number): Promise<BaseRow> {
  const before = await lockedDocument(ctx, kind, id);
  assertDraft(before, version);
  const lines = await ctx.tx.select().from(spareDocumentLines).where(eq(spareDocumentLines.documentId, id)).orderBy(asc(spareDocumentLines.lineNo));
  await applyDocument(ctx, before, lines);
  const [after] = await ctx.tx
    .update(spareDocuments)
    .set({ status: 'confirmed', confirmedBy: ctx.auth.userId, confirmedAt: new Date(), version: sql`${spareDocuments.version} + 1`, updatedAt: new Date() })
    .where(eq(spareDocuments.id, id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  const [beforeNamed] = await withNames(ctx.tx, [before]);
  await audit(ctx, 'confirm', beforeNamed ? toDocument(beforeNamed) : undefined, await dtoOf(ctx.tx, after));
  return after;
}

const OPERATIONS = {
  in: { list: 'listSpareStockIns', get: 'getSpareStockIn', create: 'createSpareStockIn', update: 'updateSpareStockIn', delete: 'deleteSpareStockIn', confirm: 'confirmSpareStockIn' },
  out: { list: 'listSpareStockOuts', get: 'getSpareStockOut', create: 'createSpareStockOut', update: 'updateSpareStockOut', delete: 'deleteSpareStockOut', confirm: 'confirmSpareStockOut' },
  supply: { list: 'listSpareSupplyOuts', get: 'getSpareSupplyOut', create: 'createSpareSupplyOut', update: 'updateSpareSupplyOut', delete: 'deleteSpareSupplyOut', confirm: 'confirmSpareSupplyOut' },
} satisfies Record<DocumentKind, Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'confirm', OperationId>>;

/** What the resource part of a kind answers (the module's handlers answer create, update and confirm). */
type DocumentOperationIds = { [P in 'list' | 'get' | 'delete']: (typeof OPERATIONS)[DocumentKind][P] };


/** The list / get / delete of one kind of document (defineResource), plus create, update and confirm with lines. */
export function documentResource(services: Services, kind: DocumentKind): DocumentResource {
  const ids = OPERATIONS[kind];
  return defineResource<Row, typeof spareDocuments.$inferInsert, Schemas['SpareDocument'], never, { version: number }, DocumentOperationIds>(services, {
    entity: ENTITY,
    operationIds: { list: ids.list, get: ids.get, delete: ids.delete },
    store: {
      table: spareDocuments,
      id: spareDocuments.id,
      version: spareDocuments.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(spareDocuments), listTotal: q.total }).from(spareDocuments).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withNames(db, rows)),
      remove: async (db, where) => withNames(db, await db.delete(spareDocuments).where(where).returning()),
    },
    scope: { column: spareDocuments.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareDocuments.id, created_at: spareDocuments.createdAt, confirmed_at: spareDocuments.confirmedAt, total_amount: spareDocuments.totalAmount },
      defaultSort: '-id',
      where: () => eq(spareDocuments.kind, kind),
      filters: {
        status: { column: spareDocuments.status },
        reason: { column: spareDocuments.reason },
        warehouse_id: { column: spareDocuments.warehouseId },
        work_order_id: { column: spareDocuments.workOrderId },
        device_id: { column: spareDocuments.deviceId },
        part_id: (value) =>
          typeof value === 'number' ? inArray(spareDocuments.id, services.db.select({ id: spareDocumentLines.documentId }).from(spareDocumentLines).where(eq(spareDocumentLines.partId, value))) : undefined,
        ...dayRange(spareDocuments.createdAt),
      },
      keyword: (text) => {
        // A document number (RK20261125-000042, or its id) finds that document; other text searches remark and customer.
        const id = /^(?:RK|CK|GY)?(?:\d{8}-)?0*(\d{1,9})$/i.exec(text)?.[1];
        if (id) return eq(spareDocuments.id, Number(id));
        const pattern = `%${escapeLike(text)}%`;
        return or(ilike(spareDocuments.remark, pattern), ilike(spareDocuments.customerName, pattern));
      },
    },
    toDto: (row) => toDocument(row),
    async beforeDelete(_ctx, row) {
      if (row.status !== 'draft') throw ApiError.field('status', 'spare.notDraft');
    },
  });
}

/** get (with lines), create, update and confirm of one kind; list and delete come from the resource. */
export function documentHandlers(services: Services, resource: DocumentResource, kind: DocumentKind) {
  const ids = OPERATIONS[kind];
  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const answer = async (row: BaseRow) => ok(await dtoOf(services.db, row));
  const createGuard = services.contract.validator<Schemas['SpareDocumentCreate']>('SpareDocumentCreate');
  const updateGuard = services.contract.validator<Schemas['SpareDocumentUpdate']>('SpareDocumentUpdate');
  const confirmGuard = services.contract.validator<Schemas['SpareDocumentConfirm']>('SpareDocumentConfirm');
  return {
    ...resource.handlers,
    ...handlerFor(ids.get, async (request) => {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      return ok(toDocument(row, await linesOf(services.db, row.id)));
    }),
    ...handlerFor(ids.create, async (request) => {
      const body = request.body;
      if (!createGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => createDocument(ctx, kind, body)));
    }),
    ...handlerFor(ids.update, async (request) => {
      const body = request.body;
      if (!updateGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => updateDocument(ctx, kind, request.params.id, body)));
    }),
    ...handlerFor(ids.confirm, async (request) => {
      const body = request.body;
      if (!confirmGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => confirmDocument(ctx, kind, request.params.id, body.version)));
    }),
  };
}

/** A document with its names and lines, by id (no scope check: for callers that just wrote it). */
export async function documentById(db: Database, id: number): Promise<Schemas['SpareDocument']> {
  const [row] = await db.select().from(spareDocuments).where(eq(spareDocuments.id, id));
  if (!row) throw ApiError.notFound();
  return dtoOf(db, row);
}
