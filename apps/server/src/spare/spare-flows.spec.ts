import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, messages, users } from '../db/schema';
import { spareLedger, spareStock } from '../db/spare-schema';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { inTransaction } from '../resource/write-context';
import { createStockOut } from './index';

/**
 * The storekeeper's flows end to end on the real app: master data, documents confirmed in one
 * transaction, the ledger, the race of 50 concurrent stock-outs, the warning message once per
 * crossing, another company's ids, and the public stock-out for the work-order module.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-spare-flows-')) } });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
}, 300_000);
afterAll(() => t?.close());

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
async function ok<T = { id: number; version: number } & Record<string, unknown>>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

interface Setup {
  warehouseId: number;
  locationId: number;
  partId: number;
}

/** A fresh warehouse, location and part (min 5, max 20) of the main company, made by the storekeeper. */
async function setup(): Promise<Setup> {
  const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `W${next()}`, name: '测试库' });
  const area = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'A', name: 'A 区' });
  const location = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, parent_id: area.id, code: 'A-01', name: 'A 区 1 号架' });
  const part = await ok('storekeeper', 'POST', '/api/spare/parts', {
    code: `P${next()}`,
    name: '测试轴承',
    category_id: ids.mainCategoryId,
    unit: '个',
    unit_price: 12.5,
    limits: [{ warehouse_id: warehouse.id, min_quantity: 5, max_quantity: 20 }],
  });
  return { warehouseId: warehouse.id, locationId: location.id, partId: part.id };
}

async function receive(s: Setup, quantity: number) {
  const draft = await ok('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity }] });
  return ok('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
}

const userId = async (username: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};
const titlesOf = async (user: number) => (await t.database.db.select({ title: messages.title }).from(messages).where(eq(messages.userId, user))).map((row) => row.title);

const onHand = async (s: Setup) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.partId, s.partId));
  return row?.total ?? 0;
};
const ledgerSum = async (s: Setup) => {
  const [row] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareLedger.quantity}), 0)`.mapWith(Number) }).from(spareLedger).where(eq(spareLedger.partId, s.partId));
  return row?.total ?? 0;
};

describe(`spare parts flows (${testBackend})`, () => {
  it('receives stock: a draft moves nothing, confirming books every line and one ledger row each, audited', async () => {
    const s = await setup();
    const draft = await ok('storekeeper', 'POST', '/api/spare/stock_in', {
      reason: 'purchase',
      warehouse_id: s.warehouseId,
      remark: '采购入库',
      lines: [
        { part_id: s.partId, location_id: s.locationId, quantity: 8, batch: 'B1' },
        { part_id: s.partId, location_id: s.locationId, quantity: 4, unit_price: 10 },
      ],
    });
    expect(draft).toMatchObject({ status: 'draft', line_count: 2, total_quantity: 12, total_amount: 140, kind: 'in' });
    expect(draft['number']).toMatch(/^RK\d{8}-\d{6}$/);
    expect(await onHand(s)).toBe(0);
    const confirmed = await ok('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
    expect(confirmed).toMatchObject({ status: 'confirmed', version: draft.version + 1, confirmed_by: ids.storekeeperId });
    expect(await onHand(s)).toBe(12);
    const ledger = await ok<{ items: { quantity: number; balance_after: number; document_id: number; batch: string }[] }>('storekeeper', 'GET', `/api/spare/ledger?part_id=${s.partId}`);
    expect(ledger.items.map((entry) => [entry.quantity, entry.balance_after, entry.batch, entry.document_id]).sort()).toEqual([
      [4, 4, '', draft.id],
      [8, 8, 'B1', draft.id],
    ]);
    const stock = await ok<{ items: { quantity: number; batch: string }[] }>('storekeeper', 'GET', `/api/spare/stock?part_id=${s.partId}`);
    expect(stock.items.map((row) => [row.batch, row.quantity]).sort()).toEqual([['', 4], ['B1', 8]]);
    const part = await ok('storekeeper', 'GET', `/api/spare/parts/${s.partId}`);
    expect(part['on_hand']).toBe(12);

    // Confirmed documents are never edited, deleted or confirmed again.
    const edit = await call('storekeeper', 'PUT', `/api/spare/stock_in/${draft.id}`, { version: confirmed.version, remark: 'x' });
    expect([edit.statusCode, edit.json().message]).toEqual([400, expect.stringContaining('status')]);
    const again = await call('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: confirmed.version });
    expect(again.statusCode).toBe(400);
    const remove = await call('storekeeper', 'DELETE', `/api/spare/stock_in/${draft.id}?version=${confirmed.version}`);
    expect(remove.statusCode).toBe(400);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'spare_document'), eq(auditLog.entityId, String(draft.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['spare_document.create', 'spare_document.confirm']);
  });

  it('refuses a stock-out beyond the stock, naming the line, the part and what is left; nothing moves', async () => {
    const s = await setup();
    await receive(s, 3);
    const draft = await ok('storekeeper', 'POST', '/api/spare/stock_out', {
      reason: 'consumption',
      warehouse_id: s.warehouseId,
      lines: [
        { part_id: s.partId, location_id: s.locationId, quantity: 2 },
        { part_id: s.partId, location_id: s.locationId, quantity: 2 },
      ],
    });
    const refused = await call('storekeeper', 'POST', `/api/spare/stock_out/${draft.id}/confirm`, { version: draft.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^lines\[1\]\.quantity: P\S+ 测试轴承 .*1/);
    expect(await onHand(s)).toBe(3);
    expect(await ledgerSum(s)).toBe(3);
    expect((await ok('storekeeper', 'GET', `/api/spare/stock_out/${draft.id}`))['status']).toBe('draft');
  });

  it(`lets exactly 10 of 50 concurrent stock-outs of 1 through against a stock of 10 (${testBackend})`, async () => {
    const s = await setup();
    await receive(s, 10);
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () => ok('storekeeper', 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 1 }] })),
    );
    const answers = await Promise.all(drafts.map((draft) => call('storekeeper', 'POST', `/api/spare/stock_out/${draft.id}/confirm`, { version: draft.version })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 400)).toHaveLength(40);
    for (const answer of answers.filter((one) => one.statusCode === 400)) expect(answer.json().message).toMatch(/lines\[0\]\.quantity: P\S+ 测试轴承.* 0/);
    expect(await onHand(s)).toBe(0);
    expect(await ledgerSum(s)).toBe(0);
    const [negative] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(spareStock).where(sql`${spareStock.quantity} < 0`);
    expect(negative?.n).toBe(0);
  }, 60_000);

  it('messages the storekeepers once when a part falls below its minimum, and again only after it recovered', async () => {
    const s = await setup();
    await receive(s, 8);
    const lowMessages = async () =>
      t.database.db.select().from(messages).where(and(eq(messages.userId, ids.storekeeperId), sql`${messages.title} like '库存低于下限%' and ${messages.title} like ${`%${(await ok('storekeeper', 'GET', `/api/spare/parts/${s.partId}`))['code']}%`}`));
    const issue = async (quantity: number) => {
      const draft = await ok('storekeeper', 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity }] });
      await ok('storekeeper', 'POST', `/api/spare/stock_out/${draft.id}/confirm`, { version: draft.version });
    };
    await issue(4); // 4 < 5: crossing
    await issue(1); // still below: no second message
    expect(await lowMessages()).toHaveLength(1);
    const warnings = await ok<{ items: { part_id: number; state: string; suggested_quantity: number; on_hand: number }[] }>('storekeeper', 'GET', `/api/spare/warnings?warehouse_id=${s.warehouseId}`);
    expect(warnings.items).toEqual([expect.objectContaining({ part_id: s.partId, state: 'low', on_hand: 3, suggested_quantity: 17 })]);
    await receive(s, 10); // 13: recovered
    await issue(9); // 4: crossing again
    expect(await lowMessages()).toHaveLength(2);
  });

  it('answers 404 for another company\'s warehouse, part and location, and changes nothing', async () => {
    const s = await setup();
    const foreign = await call('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: ids.secondWarehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 1 }] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'warehouse_id: not found']);
    const foreignPart = await call('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: s.warehouseId, lines: [{ part_id: ids.secondPartId, location_id: s.locationId, quantity: 1 }] });
    expect([foreignPart.statusCode, foreignPart.json().message]).toEqual([404, 'lines[0].part_id: not found']);
    const foreignLocation = await call('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: ids.secondLocationId, quantity: 1 }] });
    expect([foreignLocation.statusCode, foreignLocation.json().message]).toEqual([404, 'lines[0].location_id: not found']);
    expect((await call('storekeeper', 'GET', `/api/spare/parts/${ids.secondPartId}`)).statusCode).toBe(404);
    expect((await call('storekeeper', 'GET', `/api/spare/warnings/${ids.secondLimitId}`)).statusCode).toBe(404);
    expect((await call('other', 'GET', `/api/spare/ledger?part_id=${s.partId}`)).json().data.total).toBe(0);
    // Every state's warnings stay inside the company (a bare "low or high" once slipped past the company filter).
    const ours = (await ok<{ items: { id: number }[] }>('storekeeper', 'GET', '/api/spare/warehouses?limit=100')).items.map((warehouse) => warehouse.id);
    const theirs = (await call('other', 'GET', '/api/spare/warnings?limit=100')).json().data.items as { warehouse_id: number }[];
    expect(theirs.filter((warning) => ours.includes(warning.warehouse_id))).toEqual([]);
    const wrongReason = await call('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'scrap', warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, location_id: s.locationId, quantity: 1 }] });
    expect([wrongReason.statusCode, wrongReason.json().message]).toEqual([400, expect.stringMatching(/^reason: /)]);
    const nul = await call('storekeeper', 'POST', '/api/spare/parts', { code: `N${next()}`, name: 'a\u0000b', category_id: ids.mainCategoryId, unit: '个' });
    expect([nul.statusCode, nul.json().message]).toEqual([400, expect.stringMatching(/name/)]);
  });

  it('answers a duplicate part code with 409 naming code, also for concurrent identical creates', async () => {
    const code = `D${next()}`;
    const body = { code, name: '重复', category_id: ids.mainCategoryId, unit: '个' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('storekeeper', 'POST', '/api/spare/parts', body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) expect(answer.json()).toMatchObject({ code: 40900, message: 'code: is already taken' });
  });

  it('routes a pick request through /system/approve: the approver decides, the stores fulfil it, the technician is told', async () => {
    const s = await setup();
    await receive(s, 6);
    const technicianId = await userId('technician');
    const body = { warehouse_id: s.warehouseId, lines: [{ part_id: s.partId, quantity: 4 }], remark: '更换轴承' };
    expect((await call('technician', 'POST', '/api/spare/picks', body)).json().message).toMatch(/^approver_ids: /);
    const notApprover = await call('technician', 'POST', '/api/spare/picks', { ...body, approver_ids: [technicianId] });
    expect([notApprover.statusCode, notApprover.json().message]).toEqual([400, expect.stringMatching(/^approver_ids: technician /)]);
    const pick = await ok('technician', 'POST', '/api/spare/picks', { ...body, approver_ids: [ids.storekeeperId] });
    expect(pick).toMatchObject({ status: 'pending', requester_id: technicianId, approver_ids: [ids.storekeeperId], current_approver_id: ids.storekeeperId, current_approver_name: '赵库管' });
    const approvalId = Number(pick['approval_id']);
    const todo = await ok<{ items: { id: number; kind: string; subject: string; version: number }[] }>('storekeeper', 'GET', '/api/approvals?todo=true&kind=spare_pick&limit=100');
    const approval = todo.items.find((item) => item.id === approvalId);
    expect(approval).toMatchObject({ kind: 'spare_pick', subject: expect.stringContaining(String(pick['number'])) });
    expect((await call('storekeeper', 'POST', `/api/spare/picks/${pick.id}/fulfil`, { version: pick.version })).statusCode).toBe(400);
    expect((await call('technician', 'POST', `/api/approvals/${approvalId}/decide`, { decision: 'approved', version: approval?.version })).statusCode).toBe(403);
    expect((await call('manager', 'POST', `/api/approvals/${approvalId}/decide`, { decision: 'approved', version: approval?.version })).statusCode).toBe(403);
    await ok('storekeeper', 'POST', `/api/approvals/${approvalId}/decide`, { decision: 'approved', comment: '同意，先领 4 个', version: approval?.version });
    const approved = await ok('technician', 'GET', `/api/spare/picks/${pick.id}`);
    expect(approved).toMatchObject({ status: 'approved', decided_by: ids.storekeeperId, decision_comment: '同意，先领 4 个', current_approver_id: 0 });
    expect(await titlesOf(technicianId)).toContain(`审批已通过：${approval?.subject}`);
    const document = await ok('storekeeper', 'POST', `/api/spare/picks/${pick.id}/fulfil`, { version: approved.version });
    expect(document).toMatchObject({ kind: 'out', status: 'confirmed', pick_id: pick.id, total_quantity: 4 });
    const fulfilled = await ok('technician', 'GET', `/api/spare/picks/${pick.id}`);
    expect(fulfilled).toMatchObject({ status: 'fulfilled', document_id: document.id });
    expect(await titlesOf(technicianId)).toContain(`您的领用申请 ${pick['number']} 已出库：${document['number']}`);
    expect(await onHand(s)).toBe(2);
    expect((await call('technician', 'POST', `/api/spare/picks/${pick.id}/cancel`, { version: fulfilled.version, reason: '晚了' })).statusCode).toBe(400);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'spare_pick'), eq(auditLog.entityId, String(pick.id)))).orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual(['spare_pick.create', 'spare_pick.approve', 'spare_pick.fulfil']);
  }, 60_000);

  it('needs the approver\'s reason to reject; rejected and cancelled requests are never fulfilled; only the requester or the stores cancel', async () => {
    const s = await setup();
    await receive(s, 6);
    const technicianId = await userId('technician');
    const body = { warehouse_id: s.warehouseId, approver_ids: [ids.storekeeperId], lines: [{ part_id: s.partId, quantity: 2 }] };
    const approvalOf = (pick: Record<string, unknown>) => ok<{ id: number; status: string; version: number }>('storekeeper', 'GET', `/api/approvals/${Number(pick['approval_id'])}`);

    // Rejected, with a reason (without one nothing is decided).
    const rejected = await ok('technician', 'POST', '/api/spare/picks', body);
    const first = await approvalOf(rejected);
    const bare = await call('storekeeper', 'POST', `/api/approvals/${first.id}/decide`, { decision: 'rejected', version: first.version });
    expect([bare.statusCode, bare.json().message]).toEqual([400, expect.stringMatching(/^comment: /)]);
    expect(await approvalOf(rejected)).toMatchObject({ status: 'pending', version: first.version });
    await ok('storekeeper', 'POST', `/api/approvals/${first.id}/decide`, { decision: 'rejected', comment: '库存留作检修', version: first.version });
    const afterReject = await ok('technician', 'GET', `/api/spare/picks/${rejected.id}`);
    expect(afterReject).toMatchObject({ status: 'rejected', decision_comment: '库存留作检修', decided_by: ids.storekeeperId });
    expect((await titlesOf(technicianId)).some((title) => title.startsWith('审批被驳回：') && title.includes(String(rejected['number'])))).toBe(true);
    expect((await call('storekeeper', 'POST', `/api/spare/picks/${rejected.id}/fulfil`, { version: afterReject.version })).json().message).toMatch(/^status: /);
    expect((await call('technician', 'POST', `/api/spare/picks/${rejected.id}/cancel`, { version: afterReject.version, reason: '撤' })).statusCode).toBe(400);

    // Cancelled by its requester: the approval is withdrawn and the approver told; nothing can be decided or fulfilled.
    const cancelled = await ok('technician', 'POST', '/api/spare/picks', body);
    const pending = await approvalOf(cancelled);
    expect((await call('technician', 'POST', `/api/spare/picks/${cancelled.id}/cancel`, { version: cancelled.version, reason: '   ' })).json().message).toMatch(/^reason: /);
    const afterCancel = await ok('technician', 'POST', `/api/spare/picks/${cancelled.id}/cancel`, { version: cancelled.version, reason: '设备已修好' });
    expect(afterCancel).toMatchObject({ status: 'cancelled', decision_comment: '设备已修好', current_approver_id: 0 });
    expect(await approvalOf(cancelled)).toMatchObject({ status: 'withdrawn' });
    expect(await titlesOf(ids.storekeeperId)).toContain(`审批已撤回：${(await ok<{ subject: string }>('storekeeper', 'GET', `/api/approvals/${pending.id}`)).subject}`);
    expect((await call('storekeeper', 'POST', `/api/approvals/${pending.id}/decide`, { decision: 'approved', version: pending.version + 1 })).statusCode).toBe(409);
    expect((await call('storekeeper', 'POST', `/api/spare/picks/${cancelled.id}/fulfil`, { version: afterCancel.version })).statusCode).toBe(400);

    // Someone else's request: the technician may not cancel it (403), the second company does not see it (404),
    // the stores may (sparePickList:approve); a request in the flow is cancelled, not deleted; an ended one may be deleted.
    const managers = await ok('manager', 'POST', '/api/spare/picks', body);
    expect((await call('technician', 'POST', `/api/spare/picks/${managers.id}/cancel`, { version: managers.version, reason: '不要了' })).statusCode).toBe(403);
    expect((await call('other', 'POST', `/api/spare/picks/${managers.id}/cancel`, { version: managers.version, reason: '不要了' })).statusCode).toBe(404);
    expect((await call('storekeeper', 'DELETE', `/api/spare/picks/${managers.id}?version=${managers.version}`)).statusCode).toBe(400);
    const byStores = await ok('storekeeper', 'POST', `/api/spare/picks/${managers.id}/cancel`, { version: managers.version, reason: '备件停用' });
    expect(byStores['status']).toBe('cancelled');
    expect((await call('storekeeper', 'DELETE', `/api/spare/picks/${managers.id}?version=${byStores.version}`)).statusCode).toBe(200);

    // Withdrawn on /system/process by its applicant: the request is cancelled.
    const withdrawn = await ok('manager', 'POST', '/api/spare/picks', body);
    const its = await approvalOf(withdrawn);
    await ok('manager', 'POST', `/api/approvals/${its.id}/withdraw`, { version: its.version });
    expect(await ok('manager', 'GET', `/api/spare/picks/${withdrawn.id}`)).toMatchObject({ status: 'cancelled' });
    expect(await onHand(s)).toBe(6);
  }, 60_000);

  it('exposes createStockOut for the work-order module: created and confirmed in the caller\'s transaction', async () => {
    const s = await setup();
    await receive(s, 5);
    const services = t.services;
    const auth = { sessionId: 0, tokenHash: '', userId: ids.storekeeperId, username: 'storekeeper', companyId: ids.mainId, roleId: 0, roles: ['spareOutStockList'], grants: new Set(['spareOutStockList:view', 'spareOutStockList:create']), platformAdmin: false };
    const document = await inTransaction(services, auth, '127.0.0.1', (ctx) =>
      createStockOut(ctx, { companyId: ids.mainId, reason: 'work_order', workOrderId: 77, warehouseId: s.warehouseId, lines: [{ partId: s.partId, locationId: s.locationId, quantity: 2 }] }),
    );
    expect(document).toMatchObject({ status: 'confirmed', work_order_id: 77, reason: 'work_order', total_quantity: 2 });
    expect(await onHand(s)).toBe(3);
    await expect(
      inTransaction(services, auth, '127.0.0.1', (ctx) => createStockOut(ctx, { companyId: ids.mainId, reason: 'work_order', workOrderId: 78, warehouseId: s.warehouseId, lines: [{ partId: s.partId, locationId: s.locationId, quantity: 9 }] })),
    ).rejects.toMatchObject({ status: 400 });
    expect(await onHand(s)).toBe(3);
  });

  it('reports stock at a day from the ledger and consumption per part', async () => {
    const report = await ok<{ rows: { quantity: number; value: number }[]; total_quantity: number }>('manager', 'GET', '/api/spare/reports/stock');
    expect(report.rows.length).toBeGreaterThan(0);
    const [stockTotal] = await t.database.db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.companyId, ids.mainId));
    expect(report.total_quantity).toBeCloseTo(stockTotal?.total ?? -1, 3);
    const consumption = await ok<{ rows: { quantity: number }[] }>('manager', 'GET', '/api/spare/reports/consumption?group_by=month');
    expect(consumption.rows.length).toBeGreaterThan(2);
    const csv = await call('manager', 'GET', '/api/spare/reports/stock/export');
    expect(csv.headers['content-type']).toContain('text/csv');
  });
});
