import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documents } from '../db/documents-schema';
import { customers, purchaseOrders, purchaseRequests, suppliers } from '../db/purchasing-schema';
import { devices, faults, repairOrders, searchPinyin, users } from '../db/schema';
import { workPlans, workStandards, workTasks } from '../db/scheduled-work-schema';
import { spareParts } from '../db/spare-schema';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { executeRows } from '../db/raw';
import { PINYIN_SOURCES } from './pinyin-index';

/**
 * The header search finds every kind of record by the pinyin of its Chinese name (full, a part, the
 * initials), whatever wrote the name: here the database itself, past every resource.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;

interface Group {
  kind: string;
  items: { id: number }[];
}

const search = async (role: Role, q: string): Promise<Group[]> => {
  const response = await request(t.app, tokens[role], 'GET', `/api/search?q=${encodeURIComponent(q)}&limit=20`);
  if (response.statusCode !== 200) throw new Error(`search ${q} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data.groups;
};
const idsOf = (groups: Group[], kind: string) => groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? [];

/** A name no demo record has: 鹦鹉螺 → yingwuluo ywl. */
const NAME = '鹦鹉螺巡检';
const TYPED = ['yingwuluo', 'YingWuLuoXunJian', 'wuluo', 'ywlxj'];

interface Named {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  companyId: PgColumn;
}
const named = (table: PgTable & { id: PgColumn; companyId: PgColumn }, name: PgColumn): Named => ({ table, id: table.id, name, companyId: table.companyId });

/** Each kind's table and name column; the record renamed is the first of the main company. */
const KINDS: Record<string, Named> = {
  device: named(devices, devices.name),
  spare_part: named(spareParts, spareParts.name),
  repair_order: named(repairOrders, repairOrders.title),
  fault: named(faults, faults.description),
  maintain_plan: named(workPlans, workPlans.name),
  supplier: named(suppliers, suppliers.name),
  customer: named(customers, customers.name),
  purchase_request: named(purchaseRequests, purchaseRequests.title),
  document: named(documents, documents.title),
  user: named(users, users.name),
};
const renamed: Record<string, number> = {};

async function rename(kind: string, extra = sql`true`): Promise<void> {
  const db = t.database.db;
  const target = KINDS[kind];
  if (!target) throw new Error(kind);
  const [row] = await db.select({ id: target.id }).from(target.table).where(and(eq(target.companyId, ids.mainId), extra)).orderBy(asc(target.id)).limit(1);
  if (!row) throw new Error(`the demo tenant has no ${kind}`);
  await db.execute(sql`update ${target.table} set ${sql.identifier(target.name.name)} = ${NAME} where ${target.id} = ${row.id}`);
  renamed[kind] = Number(row.id);
}

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-pinyin-index-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  for (const kind of Object.keys(KINDS)) {
    const extra =
      kind === 'maintain_plan'
        ? and(eq(workPlans.kind, 'maintain'), sql`exists (select 1 from ${workTasks} where ${workTasks.planId} = ${workPlans.id})`)
        : kind === 'supplier'
          ? sql`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.supplierId} = ${suppliers.id})`
          : kind === 'document' ? eq(documents.visibility, 'company') : kind === 'user' ? eq(users.username, 'technician') : undefined;
    await rename(kind, extra);
  }
  const db = t.database.db;
  const [standard] = await db.select({ id: workStandards.id }).from(workStandards).where(and(eq(workStandards.companyId, ids.mainId), eq(workStandards.kind, 'maintain'))).limit(1);
  if (!standard) throw new Error('the demo tenant has no maintenance standard');
  await db.update(workStandards).set({ name: NAME }).where(eq(workStandards.id, standard.id));
  renamed['maintain_standard'] = standard.id;
}, 400_000);
afterAll(() => t?.close());

describe(`pinyin search of every kind (${testBackend})`, () => {
  it('has the marking trigger on every table whose names have keys', async () => {
    const rows = await executeRows(t.database.db, sql`select tgname::text as name from pg_trigger where tgname like '%\_search\_pinyin'`);
    expect(rows.map((row) => row['name'])).toEqual(expect.arrayContaining(PINYIN_SOURCES.map((source) => `${source}_search_pinyin`)));
  });

  it.each([...Object.keys(KINDS), 'maintain_standard'])('finds the %s by the full pinyin, a part of it and the initials', async (kind) => {
    for (const typed of TYPED) expect(idsOf(await search('admin', typed), kind)).toContain(renamed[kind]);
  });

  it("finds the plan's tasks and the supplier's purchase orders by the pinyin of the plan's and the supplier's name", async () => {
    const db = t.database.db;
    const tasks = await db.select({ id: workTasks.id }).from(workTasks).where(eq(workTasks.planId, renamed['maintain_plan'] ?? 0));
    const orders = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, renamed['supplier'] ?? 0));
    const groups = await search('admin', 'yingwuluo');
    expect(idsOf(groups, 'maintain_task').length).toBeGreaterThan(0);
    expect(tasks.map((row) => row.id)).toEqual(expect.arrayContaining(idsOf(groups, 'maintain_task')));
    expect(idsOf(groups, 'purchase_order').length).toBeGreaterThan(0);
    expect(orders.map((row) => row.id)).toEqual(expect.arrayContaining(idsOf(groups, 'purchase_order')));
  });

  it("never finds another company's records, and keeps a role's missing pages out", async () => {
    const other = await search('other', 'yingwuluo');
    for (const kind of Object.keys(renamed)) expect(idsOf(other, kind)).not.toContain(renamed[kind]);
    // The manager may not view the users: the renamed technician is not found by pinyin either.
    expect(idsOf(await search('manager', 'yingwuluo'), 'user')).toEqual([]);
    expect(idsOf(await search('manager', 'yingwuluo'), 'device')).toContain(renamed['device']);
  });

  it('follows a rename, a rename to a name without Chinese, a create through the API and a delete; the ledger finds pinyin too', async () => {
    const db = t.database.db;
    const supplier = renamed['supplier'] ?? 0;
    await db.update(suppliers).set({ name: '海豚泵业' }).where(eq(suppliers.id, supplier));
    expect(idsOf(await search('admin', 'haitun'), 'supplier')).toContain(supplier);
    expect(idsOf(await search('admin', 'ywlxj'), 'supplier')).not.toContain(supplier);
    await db.update(suppliers).set({ name: 'Dolphin pumps' }).where(eq(suppliers.id, supplier));
    expect(idsOf(await search('admin', 'haitun'), 'supplier')).not.toContain(supplier);
    expect(await db.select().from(searchPinyin).where(and(eq(searchPinyin.source, 'suppliers'), eq(searchPinyin.recordId, supplier)))).toEqual([]);

    const device = (await request(t.app, tokens.manager, 'POST', '/api/devices', { code: `PY${Date.now().toString(36)}`, name: '海豚水泵', type_id: ids.types.valve, station_id: ids.mainStationIds[0] })).json().data;
    expect(idsOf(await search('manager', 'htsb'), 'device')).toContain(device.id);
    // The ledger's keyword finds it by pinyin too.
    const ledger = await request(t.app, tokens.manager, 'GET', '/api/devices?keyword=haitunshui');
    expect(ledger.json().data.items.map((item: { id: number }) => item.id)).toContain(device.id);
    expect((await request(t.app, tokens.manager, 'DELETE', `/api/devices/${device.id}?version=${device.version}`)).statusCode).toBe(200);
    expect(await db.select().from(searchPinyin).where(and(eq(searchPinyin.source, 'devices'), eq(searchPinyin.recordId, device.id)))).toEqual([]);
  });
});
