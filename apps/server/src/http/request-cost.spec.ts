import { eq } from 'drizzle-orm';
import { companies, hostConfigs, regions, roles, sessions, users } from '../db/schema';
import { hashToken } from '../session/tokens';
import { bearer, openTestDatabase, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * The statement budget of an authenticated request (issue 10): the session and the caller's scope
 * come from memory, so a list costs its page statement and nothing else; one more when something it
 * depends on changed (a new session, a renamed region). And the caches never answer stale access.
 */
describe(`statements per request and the caches behind it (${testBackend})`, () => {
  let t: TestApp;
  const seen: string[] = [];
  let admin: string;
  let manager: string;
  let other: string;

  beforeAll(async () => {
    const database = await openTestDatabase({ onStatement: (statement) => seen.push(statement) });
    t = await startTestApp({ database });
    [admin, manager, other] = await Promise.all([
      signIn(t.app, 'admin', 'Admin@12345'),
      signIn(t.app, 'manager', 'Demo@12345'),
      signIn(t.app, 'other', 'Demo@12345'),
    ]);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  /** The statements one request sends (the app's own bookkeeping in the background included). */
  async function statementsOf(url: string, token: string): Promise<{ status: number; statements: string[] }> {
    seen.length = 0;
    const response = await t.app.inject({ url, headers: bearer(token) });
    await new Promise((resolve) => setImmediate(resolve));
    return { status: response.statusCode, statements: [...seen] };
  }

  /** Fails above the budget, naming the statements. */
  function expectWithin(statements: readonly string[], budget: number): void {
    if (statements.length > budget) throw new Error(`${statements.length} statements (budget ${budget}):\n${statements.join('\n')}`);
  }

  /** Another process's write: delivered to this process by the change feed. */
  async function elsewhere(write: () => Promise<unknown>): Promise<void> {
    await write();
    await t.database.changes.sync();
  }

  // The device ledger: page, parents and figures in one statement. A defineResource list sends its page
  // with its total (a count subquery beside the page): one.
  const LISTS: [string, number][] = [
    ['/api/devices?limit=20&status=in_use', 1],
    ['/api/devices?page=1&limit=20&sort=%2Bcode&include=summary', 1],
    ['/api/devices?limit=20&keyword=%E6%B3%B5', 1],
    ['/api/get_company', 1],
    ['/api/users?limit=20', 1],
    ['/api/users?limit=1&sort=%2Busername', 1],
    ['/api/regions?limit=20', 1],
    ['/api/roles?limit=20&keyword=%E7%AE%A1', 1],
    ['/api/faults?limit=5&sort=-id', 1],
    ['/api/fault_codes?limit=20', 1],
    ['/api/spare/categories?limit=20', 1],
    // Scheduled tasks: the page with its capped total, also past the first page and with the filters
    // on each company's clock (the zones come from the in-memory company directory).
    ['/api/inspection/tasks?limit=20&sort=%2Bdue_at', 1],
    ['/api/inspection/tasks?limit=20&status=open', 1],
    ['/api/inspection/tasks?limit=20&today=true', 1],
    ['/api/inspection/tasks?limit=20&overdue=true', 1],
  ];
  /** User and role administration: the company administrators (the manager holds no userList or roleList). */
  const ADMINISTRATION = ['/api/users', '/api/roles'];
  const LIST_URLS = LISTS.map(([url]) => url);

  it.each(LISTS)('%s costs at most %i statement(s) when nothing changed', async (url, budget) => {
    for (const token of ADMINISTRATION.some((path) => url.startsWith(path)) ? [admin, other] : [admin, manager, other]) {
      await statementsOf(url, token); // warms the caches
      const { status, statements } = await statementsOf(url, token);
      expect(status).toBe(200);
      expectWithin(statements, budget);
    }
  });

  it('a later page of tasks is one statement too (the page ids first, then the names of its rows)', async () => {
    const url = '/api/inspection/tasks?limit=2&page=2';
    await statementsOf(url, admin);
    const { status, statements } = await statementsOf(url, admin);
    expect(status).toBe(200);
    expectWithin(statements, 1);
    const all = (await t.app.inject({ url: '/api/inspection/tasks?limit=4', headers: bearer(admin) })).json().data;
    const second = (await t.app.inject({ url, headers: bearer(admin) })).json().data;
    expect(all.items.length).toBe(4);
    expect([second.items, second.total, second.total_exact]).toEqual([all.items.slice(2), all.total, all.total_exact]);
  });

  it('a one-statement page still answers the total of the whole selection, on every page', async () => {
    const all = (await t.app.inject({ url: '/api/regions?limit=100', headers: bearer(admin) })).json().data;
    expect(all.items.length).toBeGreaterThan(2);
    expect(all.total).toBe(all.items.length);
    const first = (await t.app.inject({ url: '/api/regions?limit=2', headers: bearer(admin) })).json().data;
    const last = (await t.app.inject({ url: `/api/regions?limit=2&page=${Math.ceil(all.total / 2)}`, headers: bearer(admin) })).json().data;
    const beyond = (await t.app.inject({ url: `/api/regions?limit=2&page=${all.total + 1}`, headers: bearer(admin) })).json().data;
    expect([first.items.length, first.total, last.total, beyond.items.length, beyond.total]).toEqual([2, all.total, all.total, 0, all.total]);
    const filtered = (await t.app.inject({ url: '/api/regions?limit=1&level=3', headers: bearer(admin) })).json().data;
    const levels = all.items.filter((region: { level: number }) => region.level === 3).length;
    expect(filtered.total).toBe(levels);
  });

  it('a new session costs one statement more, once', async () => {
    const token = await signIn(t.app, 'manager', 'Demo@12345');
    const first = await statementsOf(LIST_URLS[0] ?? '', token);
    expect([first.status, first.statements.length]).toEqual([200, 2]);
    const second = await statementsOf(LIST_URLS[0] ?? '', token);
    expectWithin(second.statements, 1);
  });

  it('a renamed region is shown at once, for one statement more', async () => {
    const [region] = await t.database.db.select().from(regions).where(eq(regions.level, 3)).limit(1);
    if (!region) throw new Error('demo region missing');
    await elsewhere(() => t.database.db.update(regions).set({ title: `${region.title}·新` }).where(eq(regions.id, region.id)));
    const { status, statements } = await statementsOf(`/api/devices?limit=20&station_id=${region.id}`, admin);
    expect(status).toBe(200);
    expectWithin(statements, 2);
    const list = (await t.app.inject({ url: `/api/devices?limit=20&station_id=${region.id}`, headers: bearer(admin) })).json().data;
    expect(list.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.items)).toContain(`${region.title}·新`);
  });

  it('a session revoked by another process ends at once', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345');
    expect((await statementsOf('/user/user_info', token)).status).toBe(200);
    await elsewhere(() => t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token))));
    expect((await statementsOf('/user/user_info', token)).status).toBe(401);
  });

  it('a role losing a grant elsewhere refuses the next request, and user_info shows the change', async () => {
    const token = await signIn(t.app, 'technician', 'Demo@12345');
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'technician'));
    if (!user) throw new Error('demo technician missing');
    const [role] = await t.database.db.select().from(roles).where(eq(roles.id, user.roleId));
    if (!role) throw new Error('role missing');
    expect((await statementsOf('/api/devices?limit=5', token)).status).toBe(200);
    expect((await statementsOf('/user/user_info', token)).status).toBe(200);
    const without = role.permissions.filter((grant) => !grant.startsWith('deviceList:'));
    await elsewhere(() => t.database.db.update(roles).set({ permissions: without }).where(eq(roles.id, role.id)));
    try {
      expect((await statementsOf('/api/devices?limit=5', token)).status).toBe(403);
      const info = (await t.app.inject({ url: '/user/user_info', headers: bearer(token) })).json().data;
      expect(info.permissions.some((grant: string) => grant.startsWith('deviceList:'))).toBe(false);
    } finally {
      await elsewhere(() => t.database.db.update(roles).set({ permissions: role.permissions }).where(eq(roles.id, role.id)));
    }
    expect((await statementsOf('/api/devices?limit=5', token)).status).toBe(200);
  });

  it('a user disabled elsewhere is shut out at once', async () => {
    const token = await signIn(t.app, 'storekeeper', 'Demo@12345');
    expect((await statementsOf('/user/user_info', token)).status).toBe(200);
    await elsewhere(() => t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'storekeeper')));
    try {
      expect((await statementsOf('/user/user_info', token)).status).toBe(401);
    } finally {
      await elsewhere(() => t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'storekeeper')));
    }
  });

  it('a company disabled elsewhere shuts out its sessions at once; a new subsidiary is in scope at once', async () => {
    const token = await signIn(t.app, 'other', 'Demo@12345');
    const [own] = await t.database.db.select().from(companies).where(eq(companies.name, '岭南水务设备管理有限公司'));
    if (!own) throw new Error('demo company missing');
    expect((await statementsOf('/api/get_company', token)).status).toBe(200);

    const [child] = await t.database.db
      .insert(companies)
      .values({ name: '岭南缓存测试子公司', abbreviation: '岭南缓存', parentId: own.id })
      .returning();
    await t.database.changes.sync();
    const children = (await t.app.inject({ url: `/api/get_company?parent_id=${own.id}`, headers: bearer(token) })).json().data;
    expect(children.map((company: { id: number }) => company.id)).toContain(child?.id);
    // …and never to the first tenant, whose caches are the same process's.
    const main = (await t.app.inject({ url: `/api/get_company?parent_id=${own.id}`, headers: bearer(manager) })).json().data;
    expect(main).toEqual([]);

    await elsewhere(() => t.database.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, own.id)));
    try {
      expect((await statementsOf('/api/get_company', token)).status).toBe(401);
    } finally {
      await elsewhere(() => t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, own.id)));
    }
  });

  it('/c.bin answers from memory with an ETag, 304 when unchanged, the new list after a change', async () => {
    const first = await t.app.inject({ url: '/c.bin' });
    const etag = first.headers['etag'];
    expect([first.statusCode, typeof etag, first.headers['cache-control']]).toEqual([200, 'string', 'no-cache']);
    seen.length = 0;
    const again = await t.app.inject({ url: '/c.bin', headers: { 'if-none-match': String(etag) } });
    expect([again.statusCode, again.body, seen.length]).toEqual([304, '', 0]);

    const [row] = await t.database.db.select().from(hostConfigs).limit(1);
    if (!row) throw new Error('host configuration missing');
    await elsewhere(() => t.database.db.update(hostConfigs).set({ config: { ...row.config, customer_mode: !row.config.customer_mode } }).where(eq(hostConfigs.domain, row.domain)));
    try {
      const changed = await t.app.inject({ url: '/c.bin', headers: { 'if-none-match': String(etag) } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['etag']).not.toBe(etag);
    } finally {
      await elsewhere(() => t.database.db.update(hostConfigs).set({ config: row.config }).where(eq(hostConfigs.domain, row.domain)));
    }
  });

  it('user_info costs no statement when nothing changed and shows a profile edit at once', async () => {
    const token = await signIn(t.app, 'manager', 'Demo@12345');
    await statementsOf('/user/user_info', token);
    expect((await statementsOf('/user/user_info', token)).statements).toEqual([]);
    await elsewhere(() => t.database.db.update(users).set({ name: '王经理（缓存）' }).where(eq(users.username, 'manager')));
    try {
      expect((await t.app.inject({ url: '/user/user_info', headers: bearer(token) })).json().data.name).toBe('王经理（缓存）');
    } finally {
      await elsewhere(() => t.database.db.update(users).set({ name: '王经理' }).where(eq(users.username, 'manager')));
    }
  });
});
