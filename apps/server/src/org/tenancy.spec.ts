import { eq } from 'drizzle-orm';
import { companies, messages, users } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe(`tenant isolation (${testBackend})`, () => {
  let t: TestApp;
  let other: string;
  let manager: string;
  let admin: string;
  let mainId: number;
  let subsidiaryId: number;
  let secondId: number;

  beforeAll(async () => {
    t = await startTestApp();
    [other, manager, admin] = await Promise.all([
      signIn(t.app, 'other', 'Demo@12345'),
      signIn(t.app, 'manager', 'Demo@12345'),
      signIn(t.app, 'admin', 'Admin@12345'),
    ]);
    const all = await t.database.db.select().from(companies);
    const find = (name: string) => {
      const row = all.find((company) => company.name === name);
      if (!row) throw new Error(`demo company ${name} missing`);
      return row.id;
    };
    mainId = find('华东能源运维有限公司');
    subsidiaryId = find('华东能源运维（苏州）有限公司');
    secondId = find('岭南水务设备管理有限公司');
  }, 30_000);
  afterAll(() => t?.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  it('the platform administrator sees every top-level company and their subsidiaries', async () => {
    const top = (await get('/api/get_company?parent_id=0', admin)).json().data;
    expect(top.map((c: { id: number }) => c.id)).toEqual([mainId, secondId].sort((a, b) => a - b));
    const children = (await get(`/api/get_company?parent_id=${mainId}`, admin)).json().data;
    expect(children).toEqual([expect.objectContaining({ id: subsidiaryId, parent_id: mainId, abbreviation: '华东苏州' })]);
  });

  it('a company user sees their own company at the top and its subsidiaries below', async () => {
    const top = (await get('/api/get_company', manager)).json().data;
    expect(top).toEqual([{ id: mainId, name: '华东能源运维有限公司', abbreviation: '华东能源', parent_id: 0, logo: '/logo.svg' }]);
    const children = (await get(`/api/get_company?parent_id=${mainId}`, manager)).json().data;
    expect(children.map((c: { id: number }) => c.id)).toEqual([subsidiaryId]);
  });

  it('`other` never sees a company of the first tenant', async () => {
    const top = (await get('/api/get_company?parent_id=0', other)).json().data;
    expect(top.map((c: { id: number }) => c.id)).toEqual([secondId]);
    for (const parent of [mainId, subsidiaryId]) {
      expect((await get(`/api/get_company?parent_id=${parent}`, other)).json().data).toEqual([]);
    }
  });

  it('region lists are scoped: another company answers 404', async () => {
    for (const id of [mainId, subsidiaryId]) {
      const response = await get(`/api/get_region?company_id=${id}&level=1`, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 40400, message: 'Not found', data: null });
    }
    const own = (await get('/api/get_region?level=3', other)).json().data;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((node: { company_id: number }) => node.company_id === secondId)).toBe(true);
  });

  it('the region tree walks level by level with parent_id, sorted by +id', async () => {
    const regions = (await get(`/api/get_region?company_id=${mainId}&parent_id=0&level=1`, manager)).json().data;
    expect(regions.map((r: { title: string }) => r.title)).toEqual(['苏南片区', '浙北片区']);
    const units = (await get(`/api/get_region?company_id=${mainId}&parent_id=${regions[0].id}&level=2`, manager)).json().data;
    expect(units.map((u: { title: string }) => u.title)).toEqual(['苏州工业园区项目部', '无锡新区项目部']);
    const stations = (await get(`/api/get_region?parent_id=${units[0].id}`, manager)).json().data;
    expect(stations).toHaveLength(2);
    expect(stations[0]).toMatchObject({ level: 3, parent_id: units[0].id, company_id: mainId });
    expect(JSON.parse(stations[0].items_i)[0]).toEqual({ key: '1', value: '1# 主变压器' });
    expect(stations[0].device_sensor_ids).toMatch(/^\d+(,\d+)+$/);
    expect(regions[0]).not.toHaveProperty('items_i');
    const sorted = (await get(`/api/get_region?company_id=${mainId}&level=3&sort=-id`, manager)).json().data;
    const ids = sorted.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('a parent company user may read a subsidiary’s regions; the admin reads all', async () => {
    expect((await get(`/api/get_region?company_id=${subsidiaryId}`, manager)).statusCode).toBe(200);
    expect((await get(`/api/get_region?company_id=${secondId}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/get_region?company_id=${secondId}`, manager)).statusCode).toBe(404);
  });

  it('`other` sees only their own messages, on every message route', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'other'));
    const own = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, user?.id ?? 0));
    const ownIds = new Set(own.map((m) => m.id));
    const page = (await get('/admin/message_index?limit=100', other)).json().data;
    expect(page.total).toBe(ownIds.size);
    expect(page.items.every((m: { id: number }) => ownIds.has(m.id))).toBe(true);
    const notes = (await get('/api/notification?limit=100', other)).json().data;
    expect(notes.items.every((m: { id: number }) => ownIds.has(m.id))).toBe(true);
    const home = (await get('/api/home', other)).json().data;
    expect(home.company.id).toBe(secondId);
    expect(home.messages.every((m: { id: number }) => ownIds.has(m.id))).toBe(true);
    const kanban = (await get('/api/kan_ban', other)).json().data;
    expect(kanban.company.id).toBe(secondId);
  });

  it("deleting another user's message answers 404 and leaves it alone", async () => {
    const [managerUser] = await t.database.db.select().from(users).where(eq(users.username, 'manager'));
    const [theirs] = await t.database.db.select().from(messages).where(eq(messages.userId, managerUser?.id ?? 0)).limit(1);
    const response = await t.app.inject({ method: 'DELETE', url: `/admin/message_delete/${theirs?.id}`, headers: bearer(other) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(40400);
    const [still] = await t.database.db.select().from(messages).where(eq(messages.id, theirs?.id ?? 0));
    expect(still?.deletedAt).toBeNull();
  });
});
