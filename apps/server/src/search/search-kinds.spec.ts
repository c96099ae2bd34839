import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customers, purchaseOrders, purchaseRequests, suppliers } from '../db/purchasing-schema';
import { workPlans, workStandards, workTasks } from '../db/scheduled-work-schema';
import { spareWarehouses } from '../db/spare-schema';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/** The purchasing and scheduled-work kinds of the header search: each found, permission- and company-scoped. */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
const tag = `K${Date.now().toString(36).toUpperCase()}`;

interface Group {
  kind: string;
  items: { id: number; title: string; subtitle: string }[];
}

const search = async (role: Role, q: string): Promise<Group[]> => {
  const response = await request(t.app, tokens[role], 'GET', `/api/search?q=${encodeURIComponent(q)}&limit=20`);
  if (response.statusCode !== 200) throw new Error(`search ${q} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data.groups;
};
const idsOf = (groups: Group[], kind: string) => groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? [];
const kindsOf = (groups: Group[]) => groups.map((group) => group.kind);

/** What each company has, by kind. */
const made: Record<'main' | 'second', Record<string, number>> = { main: {}, second: {} };
let orderNumber = '';

async function seed(company: 'main' | 'second', companyId: number, userId: number, deviceId: number): Promise<void> {
  const db = t.database.db;
  const mine = made[company];
  const code = `${tag}-${company === 'main' ? 'A' : 'B'}`;
  const [warehouse] = await db.insert(spareWarehouses).values({ companyId, code: `${code}-WH`, name: `Store ${code}` }).returning();
  const [supplier] = await db.insert(suppliers).values({ companyId, code: `${code}-SUP`, name: `华东泵阀供应 ${code}` }).returning();
  const [customer] = await db.insert(customers).values({ companyId, code: `${code}-CUS`, name: `Customer ${code}` }).returning();
  if (!warehouse || !supplier || !customer) throw new Error('seed failed');
  const [order] = await db.insert(purchaseOrders).values({ companyId, supplierId: supplier.id, warehouseId: warehouse.id, currency: 'CNY', createdBy: userId, remark: `order ${code}` }).returning();
  const [need] = await db.insert(purchaseRequests).values({ companyId, title: `Request ${code}`, warehouseId: warehouse.id, currency: 'CNY', createdBy: userId }).returning();
  const items = [{ key: 'look', name: 'Look', check_type: 'normal_abnormal' as const }];
  const [standard] = await db.insert(workStandards).values({ companyId, kind: 'maintain', code: `${code}-STD`, name: `Standard ${code}`, items }).returning();
  if (!order || !need || !standard) throw new Error('seed failed');
  const [plan] = await db
    .insert(workPlans)
    .values({ companyId, kind: 'maintain', code: `${code}-PLAN`, name: `润滑计划 ${code}`, standardId: standard.id, deviceIds: [deviceId], cycleUnit: 'day', cycleCount: 1, startsAt: '2026-11-01 08:00:00' })
    .returning();
  if (!plan) throw new Error('seed failed');
  const [task] = await db
    .insert(workTasks)
    .values({ companyId, kind: 'maintain', code: `${code}-TASK`, planId: plan.id, deviceKey: deviceId, standardId: standard.id, standardRevision: 1, items, deviceIds: [deviceId], dueAt: '2026-11-02 08:00:00', plannedDueAt: '2026-11-02 08:00:00' })
    .returning();
  if (!task) throw new Error('seed failed');
  Object.assign(mine, { supplier: supplier.id, customer: customer.id, purchase_order: order.id, purchase_request: need.id, maintain_standard: standard.id, maintain_plan: plan.id, maintain_task: task.id });
}

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-search-kinds-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  await seed('main', ids.mainId, ids.managerId, ids.mainDeviceId);
  await seed('second', ids.secondId, ids.otherId, ids.secondDeviceId);
  const order = await request(t.app, tokens.manager, 'GET', `/api/purchase_orders/${made.main['purchase_order']}`);
  orderNumber = order.json().data.number;
}, 400_000);
afterAll(() => t?.close());

describe(`the header search's purchasing and scheduled-work records (${testBackend})`, () => {
  it.each(['supplier', 'customer', 'purchase_order', 'purchase_request', 'maintain_plan', 'maintain_task', 'maintain_standard'])(
    "finds %s records of the caller's company only",
    async (kind) => {
      const mine = await search('manager', tag);
      expect(idsOf(mine, kind)).toEqual([made.main[kind]]);
      expect(idsOf(await search('other', tag), kind)).toEqual([made.second[kind]]);
      expect(idsOf(await search('admin', tag), kind).sort()).toEqual([made.main[kind], made.second[kind]].sort());
    },
  );

  it('finds a purchase order by its number and a plan by a Chinese part of its name; the task is titled by its plan', async () => {
    expect(orderNumber).toMatch(/^PO\d{8}-\d{6}$/);
    const byNumber = (await search('manager', orderNumber)).find((group) => group.kind === 'purchase_order');
    expect(byNumber?.items).toEqual([{ id: made.main['purchase_order'], title: `华东泵阀供应 ${tag}-A`, subtitle: orderNumber }]);
    expect(idsOf(await search('manager', '润滑计划'), 'maintain_plan')).toContain(made.main['maintain_plan']);
    const task = (await search('manager', `${tag}-A-TASK`)).find((group) => group.kind === 'maintain_task');
    expect(task?.items[0]).toEqual({ id: made.main['maintain_task'], title: `润滑计划 ${tag}-A`, subtitle: `${tag}-A-TASK` });
  });

  it('leaves out the kinds whose list the role may not view', async () => {
    // The storekeeper holds suppliers, customers and purchasing, no scheduled work.
    const store = kindsOf(await search('storekeeper', tag));
    expect(store).toEqual(expect.arrayContaining(['supplier', 'customer', 'purchase_order', 'purchase_request']));
    expect(store).not.toEqual(expect.arrayContaining(['maintain_plan']));
    expect(store.filter((kind) => kind.startsWith('maintain_'))).toEqual([]);
    // The viewer may view maintenance plans, not their tasks or standards, and nothing of purchasing.
    expect(kindsOf(await search('viewer', tag))).toEqual(['maintain_plan']);
  });
});
