import { and, asc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import { escapeLike } from '../db/like';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { spareCategories, spareLocations, spareParts, spareStock, spareStocktakeLines, spareStocktakes } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds, type ResourceWriteContext } from '../resource/define-resource';
import { inTransaction, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { round3, visibleWarehouse } from './common';
import { countedCount, stocktakeDto, stocktakeNumber, toStocktake, withNames, type StocktakeRow } from './stocktake-store';

const ENTITY = 'spare_stocktake';
type Row = Awaited<ReturnType<typeof withNames>>[number];
const STOCKTAKE_OPERATIONS = { list: 'listSpareStocktakes', delete: 'deleteSpareStocktake' } satisfies ResourceOperationIds;
export type StocktakeResource = Resource<Row, Schemas['SpareStocktake'], typeof STOCKTAKE_OPERATIONS>;

/** The stock path a confirmation books through (src/spare/index.ts: createStockIn / createStockOut). */
export interface StockBooking {
  stockIn(ctx: WriteContext, request: { companyId: number; reason: 'stocktake_surplus'; warehouseId: number; remark: string; lines: BookedLine[] }): Promise<{ id: number }>;
  stockOut(ctx: WriteContext, request: { companyId: number; reason: 'stocktake_loss'; warehouseId: number; remark: string; lines: BookedLine[] }): Promise<{ id: number }>;
}
interface BookedLine {
  partId: number;
  locationId: number;
  batch: string;
  quantity: number;
}

export function stocktakeResource(services: Services): StocktakeResource {
  return defineResource<Row, typeof spareStocktakes.$inferInsert, Schemas['SpareStocktake'], never, { version: number }, typeof STOCKTAKE_OPERATIONS>(services, {
    entity: ENTITY,
    operationIds: STOCKTAKE_OPERATIONS,
    store: {
      table: spareStocktakes,
      id: spareStocktakes.id,
      version: spareStocktakes.version,
      select: async (db, q) => withNames(db, await db.select().from(spareStocktakes).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset)),
      remove: async (db, where) => withNames(db, await db.delete(spareStocktakes).where(where).returning()),
    },
    scope: { column: spareStocktakes.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: spareStocktakes.id, created_at: spareStocktakes.createdAt, confirmed_at: spareStocktakes.confirmedAt },
      defaultSort: '-id',
      filters: { status: { column: spareStocktakes.status }, warehouse_id: { column: spareStocktakes.warehouseId } },
      keyword: (text) => {
        // A count's number (PD20261125-000042, or its id) finds it; other text searches the remark.
        const id = /^(?:PD)?(?:\d{8}-)?0*(\d{1,9})$/i.exec(text)?.[1];
        if (id) return eq(spareStocktakes.id, Number(id));
        return ilike(spareStocktakes.remark, `%${escapeLike(text)}%`);
      },
    },
    toDto: (row) => toStocktake(row),
    async beforeDelete(_ctx, row) {
      if (row.status !== 'draft') throw ApiError.field('status', 'spare.stocktakeConfirmed');
    },
  });
}

async function audit(ctx: ResourceWriteContext, action: string, before: object | undefined, after: Schemas['SpareStocktake']) {
  await appendAudit(ctx.tx, { companyId: after.company_id, userId: ctx.auth.userId, action: `${ENTITY}.${action}`, entity: ENTITY, entityId: after.id, before, after, ip: ctx.ip });
}

/** A category and every category below it (the company's tree). */
async function categoryWithChildren(ctx: ResourceWriteContext, companyId: number, id: number): Promise<number[]> {
  const all = await ctx.tx.select({ id: spareCategories.id, parentId: spareCategories.parentId }).from(spareCategories).where(eq(spareCategories.companyId, companyId));
  if (!all.some((row) => row.id === id)) throw ApiError.referenceNotFound('category_id');
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of all) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/** Creates an open count: one line per stock slot in scope, expecting its on-hand quantity now. */
export async function createStocktake(ctx: ResourceWriteContext, input: Schemas['SpareStocktakeCreate']): Promise<StocktakeRow> {
  const warehouse = await visibleWarehouse(ctx.tx, ctx.visibility, input.warehouse_id);
  const companyId = warehouse.companyId;
  let locationIds: number[] | undefined;
  if (input.location_id) {
    const [location] = await ctx.tx.select().from(spareLocations).where(and(eq(spareLocations.id, input.location_id), eq(spareLocations.companyId, companyId)));
    if (!location) throw ApiError.referenceNotFound('location_id');
    if (location.warehouseId !== warehouse.id) throw ApiError.field('location_id', 'spare.wrongWarehouse');
    const children = await ctx.tx.select({ id: spareLocations.id }).from(spareLocations).where(eq(spareLocations.parentId, location.id));
    locationIds = [location.id, ...children.map((child) => child.id)];
  }
  const categoryIds = input.category_id ? await categoryWithChildren(ctx, companyId, input.category_id) : undefined;
  const slots = await ctx.tx
    .select({ partId: spareStock.partId, locationId: spareStock.locationId, batch: spareStock.batch, quantity: spareStock.quantity })
    .from(spareStock)
    .innerJoin(spareParts, eq(spareParts.id, spareStock.partId))
    .where(
      and(
        eq(spareStock.warehouseId, warehouse.id),
        gt(spareStock.quantity, 0),
        locationIds ? inArray(spareStock.locationId, locationIds) : undefined,
        categoryIds ? inArray(spareParts.categoryId, categoryIds) : undefined,
      ),
    )
    .orderBy(asc(spareStock.locationId), asc(spareStock.partId), asc(spareStock.batch));
  if (slots.length === 0) throw ApiError.field(input.location_id ? 'location_id' : input.category_id ? 'category_id' : 'warehouse_id', 'spare.stocktakeEmpty');
  const [row] = await ctx.tx
    .insert(spareStocktakes)
    .values({
      companyId,
      warehouseId: warehouse.id,
      locationId: input.location_id || null,
      categoryId: input.category_id || null,
      remark: input.remark ?? '',
      lineCount: slots.length,
      createdBy: ctx.auth.userId,
    })
    .returning();
  if (!row) throw new Error('spare stocktake: insert returned no row');
  await ctx.tx.insert(spareStocktakeLines).values(slots.map((slot) => ({ companyId, stocktakeId: row.id, partId: slot.partId, locationId: slot.locationId, batch: slot.batch, expected: slot.quantity })));
  await audit(ctx, 'create', undefined, await stocktakeDto(ctx.tx, row, false));
  return row;
}

/** The count, locked for the rest of the transaction (404 when the caller may not see it), checked open at this version. */
async function lockedOpen(ctx: ResourceWriteContext, id: number, version: number): Promise<StocktakeRow> {
  const [row] = await ctx.tx.select().from(spareStocktakes).where(eq(spareStocktakes.id, id)).for('update');
  if (!row || !canSee(ctx.visibility, row.companyId)) throw ApiError.notFound();
  if (row.version !== version) throw ApiError.staleVersion();
  if (row.status !== 'draft') throw ApiError.field('status', 'spare.stocktakeConfirmed');
  return row;
}

async function bumped(ctx: ResourceWriteContext, id: number, values: Partial<typeof spareStocktakes.$inferInsert>): Promise<StocktakeRow> {
  const [after] = await ctx.tx
    .update(spareStocktakes)
    .set({ ...values, version: sql`${spareStocktakes.version} + 1`, updatedAt: new Date() })
    .where(eq(spareStocktakes.id, id))
    .returning();
  if (!after) throw ApiError.staleVersion();
  return after;
}

/** Saves some counts (null clears one) and the remark; the other lines keep theirs. */
export async function updateStocktake(ctx: ResourceWriteContext, id: number, input: Schemas['SpareStocktakeUpdate']): Promise<StocktakeRow> {
  const before = await lockedOpen(ctx, id, input.version);
  const counts = input.counts ?? [];
  const seen = new Set<number>();
  counts.forEach((count, index) => {
    if (seen.has(count.line_id)) throw ApiError.field(`counts[${index}].line_id`, 'spare.duplicate', { values: count.line_id });
    seen.add(count.line_id);
  });
  if (counts.length > 0) {
    const owned = await ctx.tx
      .select({ id: spareStocktakeLines.id })
      .from(spareStocktakeLines)
      .where(and(eq(spareStocktakeLines.stocktakeId, id), inArray(spareStocktakeLines.id, [...seen])));
    const ownedIds = new Set(owned.map((line) => line.id));
    const stranger = counts.findIndex((count) => !ownedIds.has(count.line_id));
    if (stranger >= 0) throw ApiError.referenceNotFound(`counts[${stranger}].line_id`);
    for (const count of counts) {
      await ctx.tx
        .update(spareStocktakeLines)
        .set({ counted: count.counted === null ? null : round3(count.counted) })
        .where(eq(spareStocktakeLines.id, count.line_id));
    }
  }
  const after = await bumped(ctx, id, { remark: input.remark ?? before.remark, countedCount: await countedCount(ctx.tx, id) });
  await audit(ctx, 'update', await stocktakeDto(ctx.tx, before, false), { ...(await stocktakeDto(ctx.tx, after, false)), ...(counts.length ? { counts } : {}) });
  return after;
}

/**
 * Confirms a count: locks the stock slots of its lines (in the stock path's order), books each
 * difference against the on-hand now — surpluses as one stocktake_surplus stock-in, losses as one
 * stocktake_loss stock-out, through the one stock path — and links both; one transaction, audited.
 */
export async function confirmStocktake(ctx: ResourceWriteContext, booking: StockBooking, id: number, version: number): Promise<StocktakeRow> {
  const before = await lockedOpen(ctx, id, version);
  const lines = await ctx.tx.select().from(spareStocktakeLines).where(eq(spareStocktakeLines.stocktakeId, id)).orderBy(asc(spareStocktakeLines.partId), asc(spareStocktakeLines.locationId), asc(spareStocktakeLines.batch));
  const uncounted = lines.findIndex((line) => line.counted === null);
  if (uncounted >= 0) throw ApiError.field(`lines[${uncounted}].counted`, 'spare.notCounted');
  const partIds = [...new Set(lines.map((line) => line.partId))];
  const stock = await ctx.tx
    .select()
    .from(spareStock)
    .where(and(eq(spareStock.warehouseId, before.warehouseId), inArray(spareStock.partId, partIds)))
    .orderBy(asc(spareStock.partId), asc(spareStock.locationId), asc(spareStock.batch))
    .for('update');
  const slotKey = (row: { partId: number; locationId: number; batch: string }) => `${row.partId}/${row.locationId}/${row.batch}`;
  const onHand = new Map(stock.map((row) => [slotKey(row), row.quantity]));
  const surplus: BookedLine[] = [];
  const loss: BookedLine[] = [];
  for (const line of lines) {
    const now = onHand.get(slotKey(line)) ?? 0;
    const difference = round3((line.counted ?? 0) - now);
    await ctx.tx.update(spareStocktakeLines).set({ onHandAtConfirm: now, booked: difference }).where(eq(spareStocktakeLines.id, line.id));
    const booked = { partId: line.partId, locationId: line.locationId, batch: line.batch, quantity: Math.abs(difference) };
    if (difference > 0) surplus.push(booked);
    if (difference < 0) loss.push(booked);
  }
  const remark = stocktakeNumber(before);
  const request = { companyId: before.companyId, warehouseId: before.warehouseId, remark };
  const stockIn = surplus.length ? await booking.stockIn(ctx, { ...request, reason: 'stocktake_surplus', lines: surplus }) : undefined;
  const stockOut = loss.length ? await booking.stockOut(ctx, { ...request, reason: 'stocktake_loss', lines: loss }) : undefined;
  const after = await bumped(ctx, id, {
    status: 'confirmed',
    confirmedBy: ctx.auth.userId,
    confirmedAt: new Date(),
    inDocumentId: stockIn?.id ?? null,
    outDocumentId: stockOut?.id ?? null,
  });
  await audit(ctx, 'confirm', await stocktakeDto(ctx.tx, before, false), await stocktakeDto(ctx.tx, after));
  return after;
}

/** get (with lines), create, update (counts) and confirm; list and delete come from the resource. */
export function stocktakeHandlers(services: Services, resource: StocktakeResource, booking: StockBooking) {
  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) => {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, auth) }));
  };
  const answer = async (row: StocktakeRow) => ok(await stocktakeDto(services.db, row));
  const createGuard = services.contract.validator<Schemas['SpareStocktakeCreate']>('SpareStocktakeCreate');
  const updateGuard = services.contract.validator<Schemas['SpareStocktakeUpdate']>('SpareStocktakeUpdate');
  const confirmGuard = services.contract.validator<Schemas['SpareDocumentConfirm']>('SpareDocumentConfirm');
  const own: Pick<ServiceHandlers, 'getSpareStocktake' | 'createSpareStocktake' | 'updateSpareStocktake' | 'confirmSpareStocktake'> = {
    getSpareStocktake: async (request) => {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      return answer(row);
    },
    createSpareStocktake: async (request) => {
      const body = request.body;
      if (!createGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => createStocktake(ctx, body)));
    },
    updateSpareStocktake: async (request) => {
      const body = request.body;
      if (!updateGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => updateStocktake(ctx, request.params.id, body)));
    },
    confirmSpareStocktake: async (request) => {
      const body = request.body;
      if (!confirmGuard(body)) throw ApiError.badRequest('error.badRequest');
      return answer(await write(request, (ctx) => confirmStocktake(ctx, booking, request.params.id, body.version)));
    },
  };
  return { ...resource.handlers, ...own };
}

