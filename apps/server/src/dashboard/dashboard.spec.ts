import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe(`dashboard (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t?.close());

  it('home: the caller’s company, its region counts and the latest five messages', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345');
    const response = await t.app.inject({ url: '/api/home', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.company).toMatchObject({ name: '华东能源运维有限公司', parent_id: 0 });
    expect(data.counts).toEqual({ regions: 2, units: 3, stations: 5 });
    expect(data.messages).toHaveLength(5);
  });

  it('kanBan: figures with generated_at and the users online (distinct users with a live session)', async () => {
    const first = await signIn(t.app, 'manager', 'Demo@12345');
    await signIn(t.app, 'manager', 'Demo@12345');
    await signIn(t.app, 'technician', 'Demo@12345');
    const before = Date.now();
    const { data } = (await t.app.inject({ url: '/api/kan_ban', headers: bearer(first) })).json();
    expect(Date.parse(data.generated_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.counts).toEqual({ regions: 2, units: 3, stations: 5 });
    // viewer (previous test), manager twice, technician
    expect(data.users_online).toBe(3);
    expect(data.latest).toHaveLength(5);
    expect(data.messages_today).toEqual(expect.any(Number));
    await t.app.inject({ method: 'POST', url: '/user/logout', headers: bearer(first) });
    const other = await signIn(t.app, 'other', 'Demo@12345');
    const second = (await t.app.inject({ url: '/api/kan_ban', headers: bearer(other) })).json().data;
    expect(second.users_online).toBe(1);
    expect(second.counts).toEqual({ regions: 1, units: 1, stations: 2 });
  });
});
