import { type DatabaseHandle } from '../db/client';
import { bearer, openTestDatabase, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { contractWith, testOperation } from '../testing/extra-operations';

const okHandler = async () => ({ code: 20000, message: '', data: null });

describe(`access control (${testBackend})`, () => {
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    t = await startTestApp({
      database,
      specification: contractWith({
        '/api/test/users-only': testOperation('testUsersOnly', { 'x-permissions': ['userList'], 'x-action': 'view' }),
        '/api/test/create-device': testOperation('testCreateDevice', { 'x-permissions': ['deviceList'], 'x-action': 'create' }),
        '/api/test/any-signed-in': testOperation('testAnySignedIn', { 'x-permissions': [] }),
        '/api/test/admin-only': testOperation('testAdminOnly', { 'x-admin-only': true }),
      }),
      extraHandlers: { testUsersOnly: okHandler, testCreateDevice: okHandler, testAnySignedIn: okHandler, testAdminOnly: okHandler },
    });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('answers 403 / 50000 / 用户未授权 when the role lacks the permission', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345');
    const response = await t.app.inject({ url: '/api/test/users-only', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
  });

  it('keeps 用户未授权 untranslated whatever the language', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345');
    const response = await t.app.inject({ url: '/api/test/users-only', headers: { ...bearer(token), cookie: 'language=es' } });
    expect(response.json().message).toBe('用户未授权');
  });

  it('lets a role holding one of the names through, and admin through everything', async () => {
    for (const [username, password] of [['other', 'Demo@12345'], ['admin', 'Admin@12345']]) {
      const token = await signIn(t.app, username, password);
      const response = await t.app.inject({ url: '/api/test/users-only', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    }
  });

  it('checks the action: the viewer may view the ledger but not create in it; the technician may do both', async () => {
    const viewer = await signIn(t.app, 'viewer', 'Demo@12345');
    const refused = await t.app.inject({ url: '/api/test/create-device', headers: bearer(viewer) });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 50000]);
    const technician = await signIn(t.app, 'technician', 'Demo@12345');
    expect((await t.app.inject({ url: '/api/test/create-device', headers: bearer(technician) })).statusCode).toBe(200);
  });

  it('refuses a caller without the action before reading the body: 403, never a 400 that describes it', async () => {
    const viewer = await signIn(t.app, 'viewer', 'Demo@12345');
    const response = await t.app.inject({ method: 'POST', url: '/api/devices', headers: { ...bearer(viewer), 'content-type': 'application/json' }, payload: '{"name": 1' });
    expect([response.statusCode, response.json()]).toEqual([403, { code: 50000, message: '用户未授权', data: null }]);
  });

  it('refuses to start when pages are named without an action, or with an action none of them has', async () => {
    const missing = contractWith({ '/api/test/no-action': testOperation('testNoAction', { 'x-permissions': ['deviceList'] }) });
    await expect(startTestApp({ database, specification: missing, extraHandlers: { testNoAction: okHandler } })).rejects.toThrow(/testNoAction .*without a valid x-action/);
    const wrong = contractWith({ '/api/test/approve-log': testOperation('testApproveLog', { 'x-permissions': ['companyLogList'], 'x-action': 'approve' }) });
    await expect(startTestApp({ database, specification: wrong, extraHandlers: { testApproveLog: okHandler } })).rejects.toThrow(/none of its pages has the action approve/);
  });

  it('x-permissions [] admits any signed-in user and nobody else', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345');
    expect((await t.app.inject({ url: '/api/test/any-signed-in', headers: bearer(token) })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: '/api/test/any-signed-in' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(50008);
  });

  it('x-admin-only admits the platform administrator only, not a company administrator holding every permission', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@12345');
    expect((await t.app.inject({ url: '/api/test/admin-only', headers: bearer(admin) })).statusCode).toBe(200);
    const other = await signIn(t.app, 'other', 'Demo@12345');
    const refused = await t.app.inject({ url: '/api/test/admin-only', headers: bearer(other) });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 50000]);
    expect((await t.app.inject({ url: '/api/test/admin-only' })).statusCode).toBe(401);
  });

  it('refuses to start when an operation declares two kinds of access', async () => {
    const spec = contractWith({ '/api/test/both': testOperation('testBoth', { 'x-admin-only': true, 'x-permissions': [] }) });
    await expect(startTestApp({ database, specification: spec, extraHandlers: { testBoth: okHandler } })).rejects.toThrow(/testBoth .*exactly one is required/);
  });

  it('checks the session before validating input', async () => {
    const response = await t.app.inject({ url: '/admin/message_index?limit=100000' });
    expect(response.json().code).toBe(50008);
  });

  it('refuses to start when a contract operation declares neither x-public nor x-permissions', async () => {
    await expect(
      startTestApp({
        database,
        specification: contractWith({ '/api/test/undeclared': testOperation('testUndeclared', {}) }),
        extraHandlers: { testUndeclared: okHandler },
      }),
    ).rejects.toThrow(/testUndeclared \(GET \/api\/test\/undeclared\) declares neither x-public: true nor x-permissions/);
  });

  it('refuses to start when a contract operation names an unknown permission', async () => {
    await expect(
      startTestApp({
        database,
        specification: contractWith({ '/api/test/typo': testOperation('testTypo', { 'x-permissions': ['deviceLst'], 'x-action': 'view' }) }),
        extraHandlers: { testTypo: okHandler },
      }),
    ).rejects.toThrow(/names unknown permissions: deviceLst/);
  });

  it('refuses to start when an operation has no handler', async () => {
    await expect(
      startTestApp({ database, specification: contractWith({ '/api/test/orphan': testOperation('testOrphan', { 'x-permissions': [] }) }) }),
    ).rejects.toThrow(/testOrphan .* has no handler/);
  });

  it('refuses to start when a route outside the contract lacks config.access', async () => {
    await expect(
      startTestApp({
        database,
        extraRoutes: (app) => {
          app.get('/metrics', async () => 'up');
        },
      }),
    ).rejects.toThrow(/Route GET \/metrics declares no access/);
  });

  it("accepts a route outside the contract with config: { access: 'public' }", async () => {
    const extra = await startTestApp({
      database,
      extraRoutes: (app) => {
        app.get('/metrics', { config: { access: 'public' } }, async () => 'up');
      },
    });
    expect((await extra.app.inject({ url: '/metrics' })).body).toBe('up');
    await extra.close();
  });
});
