import { and, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { PartUsedEntry } from '../db/schema';
import { spareLocations, spareParts, spareStock, spareWarehouses } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import type { WriteContext } from '../resource/write-context';
import { createStockOut } from '../spare';

type OrderParts = { id: number; companyId: number; deviceId: number; code: string; title: string; partsUsed: PartUsedEntry[] };

const FIELD = 'parts_used';
const isTaken = (entry: PartUsedEntry) => (entry.stockOutId ?? 0) > 0;
const slotKey = (entry: { partId: number; warehouseId?: number; locationId?: number; batch?: string }) =>
  `${entry.partId}/${entry.warehouseId ?? 0}/${entry.locationId ?? 0}/${entry.batch ?? ''}`;

/** Parts already taken from stock stay on the order unchanged: every one must come back as it was, and no new one may claim a stock-out. */
function keepTaken(before: readonly PartUsedEntry[], input: readonly Schemas['PartUsed'][]): void {
  const taken = before.filter(isTaken);
  const sent = new Map<number | undefined, Schemas['PartUsed'][]>(taken.map((entry) => [entry.stockOutId, []]));
  input.forEach((part, index) => {
    if (!part.stock_out_id) return;
    const list = sent.get(part.stock_out_id);
    if (!list) throw ApiError.field(`${FIELD}[${index}].stock_out_id`, 'repair.partTaken');
    list.push(part);
  });
  for (const entry of taken) {
    const list = sent.get(entry.stockOutId) ?? [];
    const at = list.findIndex((part) => part.part_id === entry.partId && part.quantity === entry.quantity && (part.location_id ?? 0) === (entry.locationId ?? 0) && (part.batch ?? '') === (entry.batch ?? ''));
    if (at < 0) throw ApiError.field(FIELD, 'repair.partTaken');
    list.splice(at, 1);
  }
}

/**
 * The parts list of a work record, checked against the order's company: a part of the stores needs its
 * warehouse and a location of that warehouse (400/404 naming `parts_used[i].…`), takes its name and unit
 * from the part, and may not ask for more than is on hand now (the message names the part and what is
 * there). Nothing moves yet: completing the order takes the stock.
 */
export async function checkedParts(ctx: WriteContext, order: OrderParts, input: readonly Schemas['PartUsed'][]): Promise<PartUsedEntry[]> {
  keepTaken(order.partsUsed, input);
  const open = input.map((part, index) => ({ part, index })).filter(({ part }) => !part.stock_out_id && (part.part_id ?? 0) > 0);
  const partIds = [...new Set(open.map(({ part }) => part.part_id ?? 0))];
  const warehouseIds = [...new Set(open.map(({ part }) => part.warehouse_id ?? 0))];
  const locationIds = [...new Set(open.map(({ part }) => part.location_id ?? 0))];
  const [parts, warehouses, locations] = partIds.length === 0
    ? [[], [], []]
    : await Promise.all([
        ctx.tx.select().from(spareParts).where(and(inArray(spareParts.id, partIds), eq(spareParts.companyId, order.companyId))),
        ctx.tx.select().from(spareWarehouses).where(and(inArray(spareWarehouses.id, warehouseIds), eq(spareWarehouses.companyId, order.companyId))),
        ctx.tx.select().from(spareLocations).where(and(inArray(spareLocations.id, locationIds), eq(spareLocations.companyId, order.companyId))),
      ]);
  const partById = new Map(parts.map((row) => [row.id, row]));
  const warehouseById = new Map(warehouses.map((row) => [row.id, row]));
  const locationById = new Map(locations.map((row) => [row.id, row]));
  const entries = input.map((part, index): PartUsedEntry => {
    const taken = part.stock_out_id ? order.partsUsed.find((entry) => entry.stockOutId === part.stock_out_id && entry.partId === part.part_id) : undefined;
    if (taken) return taken;
    const partId = part.part_id ?? 0;
    if (partId === 0) return { partId: 0, name: part.name.trim(), quantity: part.quantity, unit: part.unit?.trim() ?? '' };
    const at = `${FIELD}[${index}]`;
    const stored = partById.get(partId);
    if (!stored) throw ApiError.referenceNotFound(`${at}.part_id`);
    if (!part.warehouse_id) throw ApiError.field(`${at}.warehouse_id`, 'validation.required');
    const warehouse = warehouseById.get(part.warehouse_id);
    if (!warehouse) throw ApiError.referenceNotFound(`${at}.warehouse_id`);
    if (!part.location_id) throw ApiError.field(`${at}.location_id`, 'validation.required');
    const location = locationById.get(part.location_id);
    if (!location) throw ApiError.referenceNotFound(`${at}.location_id`);
    if (location.warehouseId !== warehouse.id) throw ApiError.field(`${at}.location_id`, 'spare.wrongWarehouse');
    return { partId, name: stored.name, quantity: part.quantity, unit: stored.unit, warehouseId: warehouse.id, locationId: location.id, batch: part.batch?.trim() ?? '', place: `${warehouse.name} / ${location.code} ${location.name}` };
  });
  await checkOnHand(ctx, entries, new Map(parts.map((row) => [row.id, `${row.code} ${row.name}`])));
  return entries;
}

/** Asking for more than a slot (part, warehouse, location, batch) holds: 400 naming the line's quantity, the part and what is on hand. */
async function checkOnHand(ctx: WriteContext, entries: readonly PartUsedEntry[], labels: ReadonlyMap<number, string>): Promise<void> {
  const wanted = new Map<string, { total: number; index: number; entry: PartUsedEntry }>();
  entries.forEach((entry, index) => {
    if (entry.partId === 0 || isTaken(entry)) return;
    const key = slotKey(entry);
    const slot = wanted.get(key);
    wanted.set(key, { total: (slot?.total ?? 0) + entry.quantity, index, entry });
  });
  if (wanted.size === 0) return;
  const partIds = [...new Set([...wanted.values()].map(({ entry }) => entry.partId))];
  const rows = await ctx.tx
    .select({ partId: spareStock.partId, warehouseId: spareStock.warehouseId, locationId: spareStock.locationId, batch: spareStock.batch, quantity: spareStock.quantity })
    .from(spareStock)
    .where(inArray(spareStock.partId, partIds));
  const onHand = new Map(rows.map((row) => [slotKey(row), row.quantity]));
  for (const [key, { total, index, entry }] of wanted) {
    const available = onHand.get(key) ?? 0;
    if (total > available) throw ApiError.field(`${FIELD}[${index}].quantity`, 'spare.insufficient', { values: labels.get(entry.partId) ?? entry.name, limit: available });
  }
}

/**
 * On completion: the parts of the stores not taken yet leave the stock as one confirmed stock-out per
 * warehouse (reason work_order, carrying the order and its device), in the caller's transaction. A
 * shortage (also one that a concurrent movement caused) refuses the completion with 400 naming
 * `parts_used[i].quantity`, the part and what is on hand. Answers the new parts list, or undefined when
 * nothing was to be taken.
 */
export async function takeParts(ctx: WriteContext, order: OrderParts): Promise<PartUsedEntry[] | undefined> {
  const entries = order.partsUsed.map((entry) => ({ ...entry }));
  const byWarehouse = new Map<number, number[]>();
  entries.forEach((entry, index) => {
    if (entry.partId === 0 || isTaken(entry) || !entry.warehouseId) return;
    byWarehouse.set(entry.warehouseId, [...(byWarehouse.get(entry.warehouseId) ?? []), index]);
  });
  if (byWarehouse.size === 0) return undefined;
  for (const [warehouseId, indexes] of [...byWarehouse].sort(([a], [b]) => a - b)) {
    const lines = indexes.map((index) => {
      const entry = entries[index];
      if (!entry) throw new Error('parts used: index out of range');
      return { partId: entry.partId, locationId: entry.locationId ?? 0, quantity: entry.quantity, ...(entry.batch ? { batch: entry.batch } : {}) };
    });
    const document = await renamed(indexes, () =>
      createStockOut(ctx, { companyId: order.companyId, reason: 'work_order', warehouseId, workOrderId: order.id, deviceId: order.deviceId, remark: `${order.code} ${order.title}`, lines }),
    );
    for (const index of indexes) {
      const entry = entries[index];
      if (entry) entry.stockOutId = document.id;
    }
  }
  return entries;
}

/** A stock-out's field error on `lines[j].x` is the order's `parts_used[i].x`. */
async function renamed<T>(indexes: readonly number[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError) || typeof error.params.field !== 'string') throw error;
    const match = /^lines\[(\d+)\]\.(\w+)$/.exec(error.params.field);
    const index = match ? indexes[Number(match[1])] : undefined;
    const field = index === undefined ? FIELD : `${FIELD}[${index}].${match?.[2] ?? 'part_id'}`;
    throw new ApiError(error.status, error.code, error.messageKey, { ...error.params, field }, error.headers, error.literal);
  }
}
