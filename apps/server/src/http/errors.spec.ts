import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { contractWith, testOperation } from '../testing/extra-operations';

describe(`envelope and errors (${testBackend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({
      specification: contractWith({
        '/api/test/boom': testOperation('testBoom', { 'x-permissions': [] }),
        '/api/test/duplicate': testOperation('testDuplicate', { 'x-permissions': [] }),
      }),
      extraHandlers: {
        // A second user with an existing username: the database's unique index answers.
        testDuplicate: async () => {
          const [user] = await t.database.db.select().from(users).where(eq(users.username, 'manager'));
          if (!user) throw new Error('demo user manager missing');
          const { id, ...copy } = user;
          await t.database.db.insert(users).values({ ...copy, name: `copy of ${id}` });
          return { code: 20000, message: '', data: null };
        },
        testBoom: async () => {
          throw new Error('secret detail: connection to 10.9.9.9 failed at /srv/app/db.ts:42');
        },
      },
    });
    token = await signIn(t.app, 'manager', 'Demo@12345');
  }, 30_000);
  afterAll(() => t?.close());

  it('names the field of bad input (400 / 40000)', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: '', password: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 40000, message: 'username: must not be empty', data: null });

    const missing = await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: 'a' } });
    expect(missing.json()).toEqual({ code: 40000, message: 'password: is required', data: null });

    const tooBig = await t.app.inject({ url: '/admin/message_index?limit=1000', headers: bearer(token) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('limit: must be at most 100');

    const badEnum = await t.app.inject({ url: '/admin/message_index?type=spam', headers: bearer(token) });
    expect(badEnum.json().message).toBe('type: must be one of system, broadcast, alarm, workorder, approval');

    const notInteger = await t.app.inject({ url: '/api/message/poll?t=yesterday', headers: bearer(token) });
    expect(notInteger.json().message).toBe('t: must be of type integer');
  });

  it('localises messages: language cookie first, then Accept-Language, else English', async () => {
    const payload = { username: '', password: 'x' };
    const zh = await t.app.inject({ method: 'POST', url: '/user/admin', payload, headers: { cookie: 'sidebarStatus=1; language=zh' } });
    expect(zh.json().message).toBe('username: 不能为空');
    const es = await t.app.inject({ method: 'POST', url: '/user/admin', payload, headers: { 'accept-language': 'fr-FR, es;q=0.8, en;q=0.5' } });
    expect(es.json().message).toBe('username: no debe estar vacío');
    const ja = await t.app.inject({ method: 'POST', url: '/user/admin', payload, headers: { cookie: 'language=ja', 'accept-language': 'es' } });
    expect(ja.json().message).toBe('username: 空にできません');
    const fallback = await t.app.inject({ method: 'POST', url: '/user/admin', payload, headers: { 'accept-language': 'de' } });
    expect(fallback.json().message).toBe('username: must not be empty');
    const wrong = await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: 'manager', password: 'nope' }, headers: { cookie: 'language=zh' } });
    expect(wrong.json().message).toBe('用户名或密码错误');
  });

  it('answers invalid JSON with 400 / 40000', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/user/admin', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40000, message: 'body: is not valid JSON', data: null });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    for (const [method, url] of [['GET', '/api/nothing'], ['POST', '/admin/nothing'], ['GET', '/user/nothing'], ['DELETE', '/api/home']] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 40400, message: 'Not found', data: null });
    }
  });

  it('never shows a stack trace or internal message: 500 / 50100', async () => {
    const response = await t.app.inject({ url: '/api/test/boom', headers: bearer(token) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50100, message: 'Internal server error', data: null });
    expect(response.body).not.toMatch(/secret|10\.9\.9\.9|db\.ts|at /);
  });

  it('answers a conflicting write with 409 / 40900', async () => {
    const response = await t.app.inject({ url: '/api/test/duplicate', headers: { ...bearer(token), cookie: 'language=zh' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 40900, message: '冲突：数据已被修改或已存在', data: null });
  });

  it('puts security headers and a request id on every answer', async () => {
    for (const url of ['/api/health', '/api/nothing', '/c.bin']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('echoes a caller-supplied x-request-id', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });
});
