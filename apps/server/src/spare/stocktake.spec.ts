import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { spareLedger, spareStock } from '../db/spare-schema';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Stock-takes on the real app: a count lists the on-hand slots, takes partial counts, and its
 * confirmation books surpluses and losses through the stock documents in one transaction — against
 * the on-hand at confirmation, once only (also when 50 identical confirmations race).
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-spare-stocktake-')) } });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
}, 600_000);
afterAll(() => t?.close());

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
type Json = { id: number; version: number } & Record<string, unknown>;
async function ok<T = Json>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

interface Line {
  id: number;
  part_id: number;
  location_id: number;
  expected: number;
  counted: number | null;
  on_hand: number;
  difference: number | null;
  booked: number | null;
}
interface Stocktake {
  id: number;
  version: number;
  status: string;
  line_count: number;
  counted_count: number;
  stock_moved: boolean;
  in_document_id: number;
  out_document_id: number;
  lines: Line[];
}

/** A fresh warehouse with two locations and two parts in stock: A 10 at loc1, B 4 at loc2. */
async function warehouseWithStock() {
  const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `ST${next()}`, name: '盘点库' });
  const area = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'A', name: 'A 区' });
  const loc1 = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, parent_id: area.id, code: 'A-01', name: 'A-01' });
  const loc2 = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, parent_id: area.id, code: 'A-02', name: 'A-02' });
  const part = (name: string) => ok('storekeeper', 'POST', '/api/spare/parts', { code: `SP${next()}`, name, category_id: ids.mainCategoryId, unit: '个', unit_price: 2 });
  const [a, b] = [await part('盘点件 A'), await part('盘点件 B')];
  const draft = await ok('storekeeper', 'POST', '/api/spare/stock_in', {
    reason: 'purchase',
    warehouse_id: warehouse.id,
    lines: [
      { part_id: a.id, location_id: loc1.id, quantity: 10 },
      { part_id: b.id, location_id: loc2.id, quantity: 4 },
    ],
  });
  await ok('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
  return { warehouseId: warehouse.id, loc1: loc1.id, loc2: loc2.id, a: a.id, b: b.id };
}

const onHand = async (partId: number) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.partId, partId));
  return row?.total ?? 0;
};
const ledgerSum = async (partId: number) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareLedger.quantity}), 0)`.mapWith(Number) }).from(spareLedger).where(eq(spareLedger.partId, partId));
  return row?.total ?? 0;
};
const lineOf = (take: Stocktake, partId: number) => {
  const line = take.lines.find((entry) => entry.part_id === partId);
  if (!line) throw new Error(`no line for part ${partId}`);
  return line;
};

describe(`spare stock-takes (${testBackend})`, () => {
  it('counts a warehouse, saves counts partially, and books surplus and loss as linked documents on confirmation', async () => {
    const w = await warehouseWithStock();
    const take = await ok<Stocktake>('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId, remark: '月末盘点' });
    expect(take).toMatchObject({ status: 'draft', line_count: 2, counted_count: 0, stock_moved: false });
    expect(lineOf(take, w.a)).toMatchObject({ expected: 10, counted: null, on_hand: 10, difference: null });

    const first = await ok<Stocktake>('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: take.version, counts: [{ line_id: lineOf(take, w.a).id, counted: 12.5 }] });
    expect(first.counted_count).toBe(1);
    const refused = await call('storekeeper', 'POST', `/api/spare/stocktakes/${take.id}/confirm`, { version: first.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('counted');

    const second = await ok<Stocktake>('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: first.version, counts: [{ line_id: lineOf(take, w.b).id, counted: 1 }] });
    expect(second).toMatchObject({ counted_count: 2 });
    expect(lineOf(second, w.a)).toMatchObject({ counted: 12.5, difference: 2.5 });
    expect(lineOf(second, w.b)).toMatchObject({ counted: 1, difference: -3 });

    const done = await ok<Stocktake>('storekeeper', 'POST', `/api/spare/stocktakes/${take.id}/confirm`, { version: second.version });
    expect(done.status).toBe('confirmed');
    expect(done.in_document_id).toBeGreaterThan(0);
    expect(done.out_document_id).toBeGreaterThan(0);
    expect(lineOf(done, w.a)).toMatchObject({ on_hand: 10, booked: 2.5 });
    expect(lineOf(done, w.b)).toMatchObject({ on_hand: 4, booked: -3 });
    expect(await onHand(w.a)).toBe(12.5);
    expect(await onHand(w.b)).toBe(1);
    expect(await ledgerSum(w.a)).toBe(12.5);
    expect(await ledgerSum(w.b)).toBe(1);

    const stockIn = await ok('storekeeper', 'GET', `/api/spare/stock_in/${done.in_document_id}`);
    expect(stockIn).toMatchObject({ reason: 'stocktake_surplus', status: 'confirmed', total_quantity: 2.5 });
    const stockOut = await ok('storekeeper', 'GET', `/api/spare/stock_out/${done.out_document_id}`);
    expect(stockOut).toMatchObject({ reason: 'stocktake_loss', status: 'confirmed', total_quantity: 3 });

    const audit = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'spare_stocktake'), eq(auditLog.entityId, String(take.id)))).orderBy(auditLog.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['spare_stocktake.confirm', 'spare_stocktake.create', 'spare_stocktake.update', 'spare_stocktake.update']);

    const again = await call('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: done.version, counts: [{ line_id: lineOf(take, w.a).id, counted: 1 }] });
    expect(again.statusCode).toBe(400);
    expect((await call('storekeeper', 'DELETE', `/api/spare/stocktakes/${take.id}?version=${done.version}`)).statusCode).toBe(400);
  });

  it('books against the on-hand at confirmation and says the stock moved since the count started', async () => {
    const w = await warehouseWithStock();
    const take = await ok<Stocktake>('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId, location_id: w.loc1 });
    expect(take.line_count).toBe(1);
    const out = await ok('storekeeper', 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: w.warehouseId, lines: [{ part_id: w.a, location_id: w.loc1, quantity: 3 }] });
    await ok('storekeeper', 'POST', `/api/spare/stock_out/${out.id}/confirm`, { version: out.version });
    const counted = await ok<Stocktake>('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: take.version, counts: [{ line_id: lineOf(take, w.a).id, counted: 7 }] });
    expect(counted.stock_moved).toBe(true);
    expect(lineOf(counted, w.a)).toMatchObject({ expected: 10, on_hand: 7, difference: 0 });
    const done = await ok<Stocktake>('storekeeper', 'POST', `/api/spare/stocktakes/${take.id}/confirm`, { version: counted.version });
    expect(done).toMatchObject({ status: 'confirmed', in_document_id: 0, out_document_id: 0 });
    expect(await onHand(w.a)).toBe(7);
  });

  it(`confirms once when 50 identical confirmations race (${testBackend})`, async () => {
    const w = await warehouseWithStock();
    const take = await ok<Stocktake>('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId });
    const counted = await ok<Stocktake>('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, {
      version: take.version,
      counts: take.lines.map((line) => ({ line_id: line.id, counted: line.part_id === w.a ? 11 : 2 })),
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('storekeeper', 'POST', `/api/spare/stocktakes/${take.id}/confirm`, { version: counted.version })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 409 && code !== 400)).toEqual([]);
    expect(await onHand(w.a)).toBe(11);
    expect(await onHand(w.b)).toBe(2);
    const byReason = await t.database.db
      .select({ reason: spareLedger.reason, n: sql<number>`count(*)`.mapWith(Number) })
      .from(spareLedger)
      .where(and(eq(spareLedger.warehouseId, w.warehouseId), sql`${spareLedger.reason} in ('stocktake_surplus', 'stocktake_loss')`))
      .groupBy(spareLedger.reason);
    expect(Object.fromEntries(byReason.map((row) => [row.reason, row.n]))).toEqual({ stocktake_surplus: 1, stocktake_loss: 1 });
  });

  it("refuses another company's warehouse and count, a location of another warehouse, and a line of another count", async () => {
    const w = await warehouseWithStock();
    expect((await call('other', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId })).statusCode).toBe(404);
    const take = await ok<Stocktake>('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId });
    expect((await call('other', 'GET', `/api/spare/stocktakes/${take.id}`)).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/spare/stocktakes/${take.id}/confirm`, { version: take.version })).statusCode).toBe(404);
    const wrong = await call('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId, location_id: ids.mainLocationId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('location_id');
    const otherTake = await ok<Stocktake>('storekeeper', 'POST', '/api/spare/stocktakes', { warehouse_id: w.warehouseId });
    const stranger = await call('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: take.version, counts: [{ line_id: otherTake.lines[0]?.id ?? 0, counted: 1 }] });
    expect(stranger.statusCode).toBe(404);
    const nul = await call('storekeeper', 'PUT', `/api/spare/stocktakes/${take.id}`, { version: take.version, remark: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect((await call('storekeeper', 'DELETE', `/api/spare/stocktakes/${otherTake.id}?version=${otherTake.version}`)).statusCode).toBe(200);
  });
});
