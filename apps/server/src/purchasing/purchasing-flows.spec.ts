import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { spareDocuments, spareStock } from '../db/spare-schema';
import { customers, purchaseOrders, purchaseReceipts, suppliers } from '../db/purchasing-schema';
import { PURCHASE_ORDER_STATUS_VALUES } from '@om/api/enums';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Purchasing end to end on the real app: suppliers and their offers, exact decimal totals, every
 * purchase-order transition allowed and refused, the approval flow of /system/approve, partial and
 * over-receipts posting spare-parts stock-ins, 50 concurrent receipts of one line, requests from the
 * warnings list converted per supplier, supply orders fulfilled by supply-outs, and other companies' ids.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
let managerId: number;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-purchasing-flows-')) } });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
  const [manager] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  managerId = manager?.id ?? 0;
}, 120_000);
afterAll(() => t?.close());

type Row = { id: number; version: number } & Record<string, unknown>;
const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
async function ok<T = Row>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
async function refused(role: Role, method: Method, url: string, body: object | undefined, status: number, field?: string) {
  const response = await call(role, method, url, body);
  expect(response.statusCode).toBe(status);
  if (field) expect(response.json().message).toContain(field);
  return response.json();
}

interface Setup {
  warehouseId: number;
  locationId: number;
  partId: number;
  supplierId: number;
}

/** A fresh warehouse, location, part (min 5, max 20) and a supplier offering it at 0.3333. */
async function setup(): Promise<Setup> {
  const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `W${next()}`, name: '采购测试库' });
  const area = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'A', name: 'A 区' });
  const location = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, parent_id: area.id, code: 'A-01', name: 'A 区 1 号架' });
  const part = await ok('storekeeper', 'POST', '/api/spare/parts', {
    code: `P${next()}`,
    name: '采购测试件',
    category_id: ids.mainCategoryId,
    unit: '个',
    unit_price: 1.1,
    limits: [{ warehouse_id: warehouse.id, min_quantity: 5, max_quantity: 20 }],
  });
  const supplier = await ok('storekeeper', 'POST', '/api/suppliers', { code: `S${next()}`, name: '测试供应商', rating: 4, parts: [{ part_id: part.id, unit_price: '0.3333', lead_days: 7 }] });
  return { warehouseId: warehouse.id, locationId: location.id, partId: part.id, supplierId: supplier.id };
}

const onHand = async (partId: number) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.partId, partId));
  return row?.total ?? 0;
};

type Order = Row & { status: string; total_amount: string; lines: { id: number; quantity: number; received_quantity: number; amount: string }[]; approval_id: number; transitions?: { action: string; reason: string; user_name: string }[] };

async function draftOrder(s: Setup, quantity = 10): Promise<Order> {
  return ok<Order>('storekeeper', 'POST', '/api/purchase_orders', { supplier_id: s.supplierId, warehouse_id: s.warehouseId, expected_date: '2099-01-01', lines: [{ part_id: s.partId, quantity }] });
}

/** Draft → submitted → approved by the manager on /system/approve → ordered. */
async function orderedOrder(s: Setup, quantity = 10): Promise<Order> {
  const draft = await draftOrder(s, quantity);
  const submitted = await ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'submit', version: draft.version, approver_ids: [managerId] });
  const approval = await ok('manager', 'GET', `/api/approvals/${submitted.approval_id}`);
  await ok('manager', 'POST', `/api/approvals/${approval.id}/decide`, { decision: 'approved', comment: '同意采购', version: approval.version });
  const approved = await ok<Order>('storekeeper', 'GET', `/api/purchase_orders/${draft.id}`);
  expect(approved.status).toBe('approved');
  return ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'order', version: approved.version });
}

describe(`purchasing flows (${testBackend})`, () => {
  it('seeds suppliers, customers, requests and purchase orders in every status for each demo company', async () => {
    for (const companyId of [ids.mainId, ids.secondId]) {
      const statuses = await t.database.db.selectDistinct({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.companyId, companyId));
      expect(statuses.map((row) => row.status).sort()).toEqual([...PURCHASE_ORDER_STATUS_VALUES].sort());
      expect((await t.database.db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.companyId, companyId))).length).toBeGreaterThanOrEqual(3);
      expect((await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.companyId, companyId))).length).toBeGreaterThanOrEqual(2);
    }
    // Every demo receipt is a confirmed stock-in of the same order's warehouse.
    const receipts = await t.database.db.select({ receipt: purchaseReceipts, order: purchaseOrders, document: spareDocuments }).from(purchaseReceipts).innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId)).innerJoin(spareDocuments, eq(spareDocuments.id, purchaseReceipts.documentId));
    expect(receipts.length).toBeGreaterThan(0);
    for (const { order, document } of receipts) expect(document).toMatchObject({ kind: 'in', status: 'confirmed', warehouseId: order.warehouseId });
    const list = await ok<{ items: { status: string; total_amount: string }[]; total: number }>('storekeeper', 'GET', '/api/purchase_orders?limit=100');
    expect(list.total).toBeGreaterThanOrEqual(8);
    for (const order of list.items) expect(order.total_amount).toMatch(/^\d+\.\d{2}$/);
    const calendar = await ok<{ items: unknown[] }>('storekeeper', 'GET', `/api/purchasing/calendar?from=${day(-20)}&to=${day(30)}`);
    expect(calendar.items.length).toBeGreaterThan(3);
  });

  it('computes line amounts and totals as exact decimals on the server (offer price by default)', async () => {
    const s = await setup();
    const order = await ok<Order>('storekeeper', 'POST', '/api/purchase_orders', {
      supplier_id: s.supplierId,
      warehouse_id: s.warehouseId,
      lines: [
        { part_id: s.partId, quantity: 3 },
        { part_id: s.partId, quantity: 0.1, unit_price: '0.1' },
        { part_id: s.partId, quantity: 0.2, unit_price: '0.1' },
      ],
    });
    expect(order.lines.map((line) => line.amount)).toEqual(['1.00', '0.01', '0.02']);
    expect(order.total_amount).toBe('1.03');
    expect(order['currency']).toBe('CNY');
    await refused('storekeeper', 'POST', '/api/purchase_orders', { supplier_id: s.supplierId, warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, quantity: 1e9, unit_price: '9999999999' }] }, 400, 'lines[0].unit_price');
    await refused('storekeeper', 'POST', '/api/purchase_orders', { supplier_id: s.supplierId, warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, quantity: 1, unit_price: '1.5e3' }] }, 400, 'unit_price');
  });

  it('moves an order through its lifecycle with who, when and why, and refuses every other transition with 409', async () => {
    const s = await setup();
    const draft = await draftOrder(s);
    for (const action of ['order', 'close']) await refused('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action, version: draft.version }, 409, 'action');
    await refused('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/receive`, { lines: [{ line_id: draft.lines[0]?.id, quantity: 1, location_id: s.locationId }] }, 409, 'action');
    await refused('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'submit', version: draft.version }, 400, 'approver_ids');
    const submitted = await ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'submit', version: draft.version, approver_ids: [managerId] });
    expect(submitted.status).toBe('submitted');
    for (const action of ['submit', 'order', 'close', 'cancel']) await refused('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action, version: submitted.version, reason: 'x' }, 409, 'action');
    await refused('storekeeper', 'PUT', `/api/purchase_orders/${draft.id}`, { version: submitted.version, remark: 'x' }, 400, 'status');
    // Rejected on /system/approve: back to draft, with the approver's comment as the reason.
    const approval = await ok('manager', 'GET', `/api/approvals/${submitted.approval_id}`);
    await ok('manager', 'POST', `/api/approvals/${approval.id}/decide`, { decision: 'rejected', comment: '价格偏高', version: approval.version });
    const back = await ok<Order>('storekeeper', 'GET', `/api/purchase_orders/${draft.id}`);
    expect(back.status).toBe('draft');
    expect(back.transitions?.map((step) => step.action)).toEqual(['submit', 'reject']);
    expect(back.transitions?.[1]).toMatchObject({ reason: '价格偏高', user_name: expect.any(String) });
    await refused('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'cancel', version: back.version }, 400, 'reason');
    const cancelled = await ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${draft.id}/transition`, { action: 'cancel', version: back.version, reason: '不再需要' });
    expect(cancelled.status).toBe('cancelled');
    await refused('storekeeper', 'DELETE', `/api/purchase_orders/${draft.id}?version=${cancelled.version}`, undefined, 400, 'status');
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'purchase_order'), eq(auditLog.entityId, String(draft.id)), eq(auditLog.action, 'purchase_order.cancel')));
    expect(audit?.after).toMatchObject({ status: 'cancelled', reason: '不再需要' });
  });

  it('receives partly and fully: each receipt is a confirmed spare-parts stock-in and the stock on hand grows', async () => {
    const s = await setup();
    const order = await orderedOrder(s, 10);
    expect(order.status).toBe('ordered');
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const partly = await ok<Order & { receipts: { document_id: number; total_amount: string }[] }>('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, quantity: 4, location_id: s.locationId }] });
    expect(partly.status).toBe('partly_received');
    expect(partly.lines[0]?.received_quantity).toBe(4);
    expect(partly.receipts[0]?.total_amount).toBe('1.33');
    expect(await onHand(s.partId)).toBe(4);
    const [document] = await t.database.db.select().from(spareDocuments).where(eq(spareDocuments.id, partly.receipts[0]?.document_id ?? 0));
    expect(document).toMatchObject({ kind: 'in', reason: 'purchase', status: 'confirmed', warehouseId: s.warehouseId });
    // More than the 6 outstanding needs an explicit confirmation with a reason.
    await refused('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, quantity: 7, location_id: s.locationId }] }, 400, 'lines[0].quantity');
    await refused('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, quantity: 7, location_id: s.locationId }], confirm_over_receipt: true }, 400, 'over_receipt_reason');
    expect(await onHand(s.partId)).toBe(4);
    const full = await ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, {
      lines: [{ line_id: line.id, quantity: 7, location_id: s.locationId }],
      confirm_over_receipt: true,
      over_receipt_reason: '供应商多送 1 个',
    });
    expect(full.status).toBe('received');
    expect(full.lines[0]?.received_quantity).toBe(11);
    expect(await onHand(s.partId)).toBe(11);
    await refused('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, quantity: 1, location_id: s.locationId }] }, 409, 'action');
    await refused('storekeeper', 'POST', `/api/purchase_orders/${order.id}/transition`, { action: 'cancel', version: full.version, reason: 'x' }, 409, 'action');
    const closed = await ok<Order>('storekeeper', 'POST', `/api/purchase_orders/${order.id}/transition`, { action: 'close', version: full.version });
    expect(closed.status).toBe('closed');
    expect(closed.transitions?.map((step) => step.action)).toEqual(['submit', 'approve', 'order', 'receive', 'receive', 'close']);
    const performance = await ok<{ delivered_count: number; on_time_count: number; on_time_rate: number }>('storekeeper', 'GET', `/api/suppliers/${s.supplierId}/performance`);
    expect(performance).toMatchObject({ delivered_count: 1, on_time_count: 1, on_time_rate: 1 });
  });

  it('never over-receives under 50 concurrent identical receipts of one line', async () => {
    const s = await setup();
    const order = await orderedOrder(s, 10);
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const answers = await Promise.all(Array.from({ length: 50 }, () => call('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: line.id, quantity: 1, location_id: s.locationId }] })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 400 || status === 409)).toBe(true);
    const after = await ok<Order>('storekeeper', 'GET', `/api/purchase_orders/${order.id}`);
    expect(after.lines[0]?.received_quantity).toBe(10);
    expect(after.status).toBe('received');
    expect(await onHand(s.partId)).toBe(10);
    // With the version read, 50 identical receipts let exactly one through.
    const second = await orderedOrder(s, 10);
    const secondLine = second.lines[0];
    const versioned = await Promise.all(Array.from({ length: 50 }, () => call('storekeeper', 'POST', `/api/purchase_orders/${second.id}/receive`, { version: second.version, lines: [{ line_id: secondLine?.id, quantity: 3, location_id: s.locationId }] })));
    expect(versioned.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect((await ok<Order>('storekeeper', 'GET', `/api/purchase_orders/${second.id}`)).lines[0]?.received_quantity).toBe(3);
  });

  it('turns the low-stock warnings into a request, approves it and converts it into orders per supplier', async () => {
    const s = await setup();
    const request = await ok<Row & { source: string; lines: { part_id: number; quantity: number; supplier_id: number }[]; status: string; approval_id: number }>('storekeeper', 'POST', '/api/purchase_requests/from_warnings', { warehouse_id: s.warehouseId });
    expect(request.source).toBe('warning');
    expect(request.lines).toEqual([expect.objectContaining({ part_id: s.partId, quantity: 20, supplier_id: 0 })]);
    await refused('storekeeper', 'POST', `/api/purchase_requests/${request.id}/convert`, { version: request.version }, 409, 'action');
    const submitted = await ok<typeof request>('storekeeper', 'POST', `/api/purchase_requests/${request.id}/transition`, { action: 'submit', version: request.version, approver_ids: [managerId] });
    const approval = await ok('manager', 'GET', `/api/approvals/${submitted.approval_id}`);
    await ok('manager', 'POST', `/api/approvals/${approval.id}/decide`, { decision: 'approved', version: approval.version });
    const approved = await ok<typeof request>('storekeeper', 'GET', `/api/purchase_requests/${request.id}`);
    expect(approved.status).toBe('approved');
    const converted = await ok<{ request: { status: string; lines: { order_id: number }[] }; orders: Order[] }>('storekeeper', 'POST', `/api/purchase_requests/${request.id}/convert`, { version: approved.version });
    expect(converted.request.status).toBe('converted');
    expect(converted.orders).toHaveLength(1);
    expect(converted.orders[0]).toMatchObject({ supplier_id: s.supplierId, status: 'draft', request_id: request.id, total_amount: '6.67' });
    expect(converted.request.lines[0]?.order_id).toBe(converted.orders[0]?.id);
    await refused('storekeeper', 'POST', `/api/purchase_requests/${request.id}/transition`, { action: 'cancel', version: converted.orders[0]?.version ?? 1, reason: 'x' }, 409);
    // A warehouse with nothing low answers 400 naming the warehouse.
    const calm = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `W${next()}`, name: '空库' });
    await refused('storekeeper', 'POST', '/api/purchase_requests/from_warnings', { warehouse_id: calm.id }, 400, 'warehouse_id');
    const calendar = await ok<{ items: { kind: string; id: number }[] }>('storekeeper', 'GET', '/api/purchasing/calendar?from=2098-12-15&to=2099-01-31');
    expect(calendar.items.some((item) => item.kind === 'delivery')).toBe(true);
    await refused('storekeeper', 'GET', '/api/purchasing/calendar?from=2099-01-01&to=2099-06-30', undefined, 400, 'to');
  });

  it('fulfils a supply order through a confirmed supply-out and refuses it without stock', async () => {
    const s = await setup();
    const customer = await ok('storekeeper', 'POST', '/api/customers', { code: `C${next()}`, name: '测试客户', contacts: [{ name: '王经理', phone: '13800000000' }] });
    const order = await orderedOrder(s, 5);
    await ok('storekeeper', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: order.lines[0]?.id, quantity: 5, location_id: s.locationId }] });
    const tooMuch = await ok('storekeeper', 'POST', '/api/supply_orders', { customer_id: customer.id, warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 6, unit_price: '2.5' }] });
    await refused('storekeeper', 'POST', `/api/supply_orders/${tooMuch.id}/fulfil`, { version: tooMuch.version }, 400, 'lines[0].quantity');
    const supply = await ok<Row & { total_amount: string }>('storekeeper', 'POST', '/api/supply_orders', { customer_id: customer.id, warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 2, unit_price: '2.5' }] });
    expect(supply.total_amount).toBe('5.00');
    const fulfilled = await ok<Row & { status: string; document_id: number }>('storekeeper', 'POST', `/api/supply_orders/${supply.id}/fulfil`, { version: supply.version });
    expect(fulfilled.status).toBe('fulfilled');
    const [document] = await t.database.db.select().from(spareDocuments).where(eq(spareDocuments.id, fulfilled.document_id));
    expect(document).toMatchObject({ kind: 'supply', status: 'confirmed', customerName: '测试客户' });
    expect(await onHand(s.partId)).toBe(3);
    await refused('storekeeper', 'POST', `/api/supply_orders/${supply.id}/cancel`, { version: fulfilled.version, reason: 'x' }, 409, 'action');
    await refused('storekeeper', 'POST', `/api/supply_orders/${tooMuch.id}/cancel`, { version: tooMuch.version }, 400, 'reason');
  });

  it("answers 404 for another company's ids and never writes across companies", async () => {
    const s = await setup();
    const order = await draftOrder(s);
    await refused('other', 'GET', `/api/purchase_orders/${order.id}`, undefined, 404);
    await refused('other', 'POST', `/api/purchase_orders/${order.id}/transition`, { action: 'cancel', version: order.version, reason: 'x' }, 404);
    await refused('other', 'POST', `/api/purchase_orders/${order.id}/receive`, { lines: [{ line_id: order.lines[0]?.id, quantity: 1, location_id: ids.secondLocationId }] }, 404);
    await refused('other', 'GET', `/api/suppliers/${s.supplierId}`, undefined, 404);
    await refused('other', 'GET', `/api/suppliers/${s.supplierId}/performance`, undefined, 404);
    await refused('other', 'PUT', `/api/suppliers/${s.supplierId}`, { version: 1, name: 'x' }, 404);
    await refused('storekeeper', 'POST', '/api/purchase_orders', { supplier_id: s.supplierId, warehouse_id: ids.secondWarehouseId, lines: [{ part_id: s.partId, quantity: 1 }] }, 404, 'warehouse_id');
    await refused('storekeeper', 'POST', '/api/purchase_orders', { supplier_id: s.supplierId, warehouse_id: s.warehouseId, lines: [{ part_id: ids.secondPartId, quantity: 1 }] }, 404, 'lines[0].part_id');
    await refused('storekeeper', 'POST', '/api/suppliers', { code: `S${next()}`, name: 'x', parts: [{ part_id: ids.secondPartId }] }, 404, 'parts[0].part_id');
    const still = await ok<Order>('storekeeper', 'GET', `/api/purchase_orders/${order.id}`);
    expect(still.version).toBe(order.version);
  });

  it('keeps supplier codes unique per company, also under concurrency, and imports and exports CSV', async () => {
    const code = `S${next()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('storekeeper', 'POST', '/api/suppliers', { code, name: '并发供应商' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) expect(answer.json()).toMatchObject({ code: 40900, message: expect.stringContaining('code') });
    const imported = await ok<{ accepted: number }>('storekeeper', 'POST', '/api/customers/import', { csv: `code,name,phone\nC${next()},导入客户,010-1\nC${next()},导入客户二,010-2\n`, mode: 'all_or_nothing' });
    expect(imported).toMatchObject({ accepted: 2, imported: true, rejected: [] });
    const exported = await call('storekeeper', 'GET', '/api/customers/export?keyword=导入客户');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('导入客户二');
    await refused('viewer', 'GET', '/api/suppliers', undefined, 403);
  });
});
