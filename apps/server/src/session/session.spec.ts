import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { disableUser } from '../users/disable-user';
import { hashToken } from './tokens';

describe(`sessions (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { loginMaxFailuresPerUserAddress: 3, loginMaxFailuresPerUser: 3, loginFailureWindowSeconds: 900, loginMaxAttemptsPerAddress: 8, loginAttemptWindowSeconds: 60 },
    });
  }, 30_000);
  afterAll(() => t?.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/user/admin', payload: { username, password }, remoteAddress });

  it('signs in with the right password and answers a 256-bit token, stored only as its hash', async () => {
    const response = await login('manager', 'Demo@12345', '10.0.0.1');
    expect(response.statusCode).toBe(200);
    const { code, message, data } = response.json();
    expect(code).toBe(20000);
    expect(message).toBe('');
    expect(Buffer.from(data.token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(data.token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, data.token));
    expect(raw).toHaveLength(0);
  });

  it('trims the username like the console does', async () => {
    expect((await login('  viewer ', 'Demo@12345', '10.0.0.2')).statusCode).toBe(200);
  });

  it('stores argon2id hashes with the configured cost', async () => {
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'manager'));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a wrong password with 40100', async () => {
    const response = await login('technician', 'wrong password', '10.0.0.3');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 40100, message: 'Wrong username or password', data: null });
  });

  it('refuses an unknown user with the same answer', async () => {
    const response = await login('nobody-here', 'Demo@12345', '10.0.0.4');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 40100, message: 'Wrong username or password', data: null });
  });

  it('locks a username after repeated failures (429 with Retry-After), even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('storekeeper', `bad-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login('storekeeper', 'Demo@12345', '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(42900);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // other usernames are unaffected
    expect((await login('viewer', 'Demo@12345', '10.1.0.10')).statusCode).toBe(200);
  });

  it('limits attempts per client address', async () => {
    for (let i = 0; i < 8; i += 1) await login(`someone-${i}`, 'x', '10.2.0.1');
    const blocked = await login('manager', 'Demo@12345', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 42900, data: null });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('manager', 'Demo@12345', '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers 50008 without a token and with an unknown token', async () => {
    const none = await t.app.inject({ url: '/user/user_info' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(50008);
    const unknown = await t.app.inject({ url: '/user/user_info', headers: bearer('not-a-real-token') });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(50008);
  });

  it('returns the profile of section 3 of the spec', async () => {
    const token = await signIn(t.app, 'technician', 'Demo@12345', '10.3.0.1');
    const response = await t.app.inject({ url: '/user/user_info', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      username: 'technician',
      company: '华东能源运维有限公司',
      parent_id: 0,
      parent_name: '',
      abbreviation: '华东能源',
      group_name: '运维技术员',
    });
    expect(response.json().data.roles).toEqual(expect.arrayContaining(['deviceList', 'repairList', 'errorPoolList']));
    expect(response.json().data.roles).not.toContain('admin');
  });

  it("answers roles ['admin'] for the platform administrator", async () => {
    const token = await signIn(t.app, 'admin', 'Admin@12345', '10.3.0.2');
    const response = await t.app.inject({ url: '/user/user_info', headers: bearer(token) });
    expect(response.json().data.roles).toEqual(['admin']);
  });

  it('logout revokes the session: the token then answers 50012', async () => {
    const token = await signIn(t.app, 'manager', 'Demo@12345', '10.4.0.1');
    expect((await t.app.inject({ url: '/user/user_info', headers: bearer(token) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/user/logout', headers: bearer(token), payload: { token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ code: 20000, message: '', data: null });
    const after = await t.app.inject({ url: '/user/user_info', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(50012);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('an expired session answers 50012', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345', '10.5.0.1');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await t.app.inject({ url: '/api/message/poll?t=0', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(50012);
  });

  it('sets the expiry from SESSION_TTL_HOURS (12 h by default)', async () => {
    const token = await signIn(t.app, 'viewer', 'Demo@12345', '10.5.0.2');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 3);
  });

  it('disableUser ends every session of the user at once, even cached ones, and sign-in is refused', async () => {
    const first = await signIn(t.app, 'other', 'Demo@12345', '10.6.0.1');
    const second = await signIn(t.app, 'other', 'Demo@12345', '10.6.0.2');
    for (const token of [first, second]) {
      expect((await t.app.inject({ url: '/api/message/poll?t=0', headers: bearer(token) })).statusCode).toBe(200);
    }
    const [other] = await t.database.db.select().from(users).where(eq(users.username, 'other'));
    if (!other) throw new Error('demo user other missing');
    expect(await disableUser(t.database.db, t.services.sessions, { userId: other.id }, { userId: null, companyId: null })).toBe(true);
    for (const token of [first, second]) {
      const response = await t.app.inject({ url: '/api/message/poll?t=0', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(50012);
    }
    const open = await t.database.db.select().from(sessions).where(sql`${sessions.userId} = ${other.id} and ${sessions.revokedAt} is null`);
    expect(open).toHaveLength(0);
    expect((await login('other', 'Demo@12345', '10.6.0.3')).json().code).toBe(40100);
  });
});
