import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { spareLedger, spareStock } from '../db/spare-schema';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Parts used on a repair order are a real stock-out: recorded with their warehouse and location
 * (checked against the order's company and the stock on hand), taken from stock when the order is
 * completed (one confirmed stock-out per warehouse, linked to the order, in the same transaction),
 * and never edited or dropped afterwards.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let spare: SpareDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-repair-parts-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  spare = await spareDemoIds(t.database.db);
}, 120_000);
afterAll(() => t?.close());

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
const data = async (role: Role, method: Method, url: string, body?: object) => {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
};
const refused = async (role: Role, method: Method, url: string, body: object) => {
  const response = await call(role, method, url, body);
  return { status: response.statusCode, message: String(response.json().message) };
};

/** A warehouse with two locations and a part with `stock` units on the first, made by the storekeeper. */
async function store(stock: number) {
  const warehouse = await data('storekeeper', 'POST', '/api/spare/warehouses', { code: `W${next()}`, name: '维修领料库' });
  const location = await data('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'L1', name: '一号架' });
  const elsewhere = await data('storekeeper', 'POST', '/api/spare/warehouses', { code: `W${next()}`, name: '另一库' });
  const otherLocation = await data('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: elsewhere.id, code: 'L1', name: '别库货架' });
  const code = `BRG${next()}`;
  const part = await data('storekeeper', 'POST', '/api/spare/parts', { code, name: '深沟球轴承 6205', category_id: spare.mainCategoryId, unit: '套', unit_price: 30 });
  await receive(warehouse.id, location.id, part.id, stock);
  return { warehouseId: warehouse.id as number, locationId: location.id as number, otherLocationId: otherLocation.id as number, partId: part.id as number, code };
}

async function receive(warehouseId: number, locationId: number, partId: number, quantity: number) {
  const draft = await data('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: warehouseId, lines: [{ part_id: partId, location_id: locationId, quantity }] });
  await data('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
}

const onHand = async (partId: number) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.partId, partId));
  return row?.total ?? 0;
};

/** A started order of a fresh device, assigned to the demo technician. */
async function startedOrder() {
  const device = await data('manager', 'POST', '/api/devices', { code: `RP${next()}`, name: '备件维修设备', type_id: ids.types.valve, station_id: ids.mainStationIds[0], importance: 'B' });
  const created = await data('manager', 'POST', '/api/repair/orders', { device_id: device.id, title: '更换轴承', assignee_id: ids.technicianId });
  let current = created;
  for (const action of ['accept', 'start']) current = await data('technician', 'POST', `/api/repair/orders/${created.order.id}/transition`, { action, version: current.order.version });
  return { deviceId: device.id as number, order: current.order as { id: number; version: number; code: string } };
}

const complete = (id: number, version: number) => call('technician', 'POST', `/api/repair/orders/${id}/transition`, { action: 'complete', version });

describe(`repair parts used → spare-parts stock-out (${testBackend})`, () => {
  it('records store parts (checked, nothing moves), takes them on completion as a confirmed stock-out linked to the order', async () => {
    const s = await store(3);
    const { deviceId, order } = await startedOrder();
    const url = `/api/repair/orders/${order.id}`;
    const line = { part_id: s.partId, warehouse_id: s.warehouseId, location_id: s.locationId, name: 'x', quantity: 2 };

    const short = await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, quantity: 5 }] });
    expect(short).toEqual({ status: 400, message: expect.stringMatching(/^parts_used\[0\]\.quantity: /) });
    expect(short.message).toContain(s.code);
    expect(short.message).toContain('3');
    expect((await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, warehouse_id: 0 }] })).message).toMatch(/^parts_used\[0\]\.warehouse_id: /);
    expect((await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, location_id: s.otherLocationId }] })).message).toMatch(/^parts_used\[0\]\.location_id: /);
    expect(await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, part_id: spare.secondPartId }] })).toEqual({ status: 404, message: expect.stringMatching(/^parts_used\[0\]\.part_id: /) });
    expect(await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, warehouse_id: spare.secondWarehouseId }] })).toEqual({ status: 404, message: expect.stringMatching(/^parts_used\[0\]\.warehouse_id: /) });
    expect((await refused('technician', 'PUT', url, { version: order.version, parts_used: [{ ...line, stock_out_id: 99999 }] })).message).toMatch(/^parts_used\[0\]\.stock_out_id: /);
    // Two lines of the same slot together ask for more than is there.
    expect((await refused('technician', 'PUT', url, { version: order.version, parts_used: [line, line] })).message).toMatch(/^parts_used\[1\]\.quantity: /);

    let current = await data('technician', 'PUT', url, { version: order.version, parts_used: [line, { name: '密封胶', quantity: 1, unit: '支' }] });
    expect(current.order.parts_used).toEqual([
      { part_id: s.partId, warehouse_id: s.warehouseId, location_id: s.locationId, batch: '', name: '深沟球轴承 6205', quantity: 2, unit: '套', stock_out_id: 0, place: '维修领料库 / L1 一号架' },
      { part_id: 0, warehouse_id: 0, location_id: 0, batch: '', name: '密封胶', quantity: 1, unit: '支', stock_out_id: 0, place: '' },
    ]);
    expect(await onHand(s.partId)).toBe(3);

    // Someone else takes stock meanwhile: the completion is refused, naming the part and what is left, and nothing changes.
    const other = await data('storekeeper', 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 2 }] });
    await data('storekeeper', 'POST', `/api/spare/stock_out/${other.id}/confirm`, { version: other.version });
    const refusal = await complete(order.id, current.order.version);
    expect(refusal.statusCode).toBe(400);
    expect(String(refusal.json().message)).toMatch(new RegExp(`^parts_used\\[0\\]\\.quantity: .*${s.code}.*1`));
    expect((await data('technician', 'GET', url)).order.state).toBe('started');
    expect(await onHand(s.partId)).toBe(1);

    await receive(s.warehouseId, s.locationId, s.partId, 5);
    const done = await complete(order.id, current.order.version);
    expect(done.statusCode).toBe(200);
    current = done.json().data;
    expect(current.order.state).toBe('completed');
    const stockOutId = current.order.parts_used[0].stock_out_id;
    expect(stockOutId).toBeGreaterThan(0);
    expect(current.order.parts_used[1].stock_out_id).toBe(0);
    expect(await onHand(s.partId)).toBe(4);
    const document = await data('storekeeper', 'GET', `/api/spare/stock_out/${stockOutId}`);
    expect(document).toMatchObject({ status: 'confirmed', reason: 'work_order', work_order_id: order.id, device_id: deviceId, warehouse_id: s.warehouseId, remark: expect.stringContaining(order.code) });
    expect(document.lines).toEqual([expect.objectContaining({ part_id: s.partId, location_id: s.locationId, quantity: 2 })]);
    const ledger = await t.database.db.select().from(spareLedger).where(eq(spareLedger.documentId, stockOutId));
    expect(ledger).toEqual([expect.objectContaining({ quantity: -2, balanceAfter: 4, workOrderId: order.id, deviceId })]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'spare_document'), eq(auditLog.entityId, stockOutId)));
    expect(audits.map((row) => row.action).sort()).toEqual(['spare_document.confirm', 'spare_document.create']);
  });

  it('parts taken stay on the order; after a failed check, new parts are taken by the next completion only', async () => {
    const s = await store(10);
    const { order } = await startedOrder();
    const url = `/api/repair/orders/${order.id}`;
    const line = { part_id: s.partId, warehouse_id: s.warehouseId, location_id: s.locationId, name: 'x', quantity: 1 };
    let current = await data('technician', 'PUT', url, { version: order.version, parts_used: [line] });
    current = (await complete(order.id, current.order.version)).json().data;
    current = await data('manager', 'POST', `${url}/check`, { result: 'fail', version: current.order.version, reason: '仍有异响' });
    const taken = current.order.parts_used[0];
    expect(taken.stock_out_id).toBeGreaterThan(0);

    expect(await refused('technician', 'PUT', url, { version: current.order.version, parts_used: [] })).toEqual({ status: 400, message: expect.stringMatching(/^parts_used: /) });
    expect((await refused('technician', 'PUT', url, { version: current.order.version, parts_used: [{ ...taken, quantity: 3 }] })).message).toMatch(/^parts_used: /);
    current = await data('technician', 'PUT', url, { version: current.order.version, parts_used: [taken, { ...line, quantity: 2 }] });
    current = (await complete(order.id, current.order.version)).json().data;
    const [first, second] = current.order.parts_used;
    expect(first.stock_out_id).toBe(taken.stock_out_id);
    expect(second.stock_out_id).toBeGreaterThan(taken.stock_out_id);
    expect(await onHand(s.partId)).toBe(7);
    const documents = await data('storekeeper', 'GET', `/api/spare/stock_out?work_order_id=${order.id}`);
    expect(documents.total).toBe(2);
  });

  it('an order without store parts completes without a stock-out', async () => {
    const { order } = await startedOrder();
    const current = await data('technician', 'PUT', `/api/repair/orders/${order.id}`, { version: order.version, parts_used: [{ name: '扎带', quantity: 4 }] });
    expect((await complete(order.id, current.order.version)).statusCode).toBe(200);
    expect((await data('storekeeper', 'GET', `/api/spare/stock_out?work_order_id=${order.id}`)).total).toBe(0);
  });
});
