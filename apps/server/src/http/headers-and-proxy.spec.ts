import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { HSTS } from './security-headers';

const SECURITY_HEADERS = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy', 'x-request-id'];

describe(`security headers (${testBackend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { trustProxy: ['10.1.1.1'] } });
    token = await signIn(t.app, 'viewer', 'Demo@12345');
  }, 120_000);
  afterAll(() => t?.close());

  it('marks every authenticated answer Cache-Control: no-store, the sign-in answer too', async () => {
    for (const url of ['/user/user_info', '/api/devices?limit=1', '/admin/message_index']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    const signin = await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: 'viewer', password: 'Demo@12345' } });
    expect(signin.headers['cache-control']).toBe('no-store');
  });

  it("gives Fastify's early errors (a malformed URL) the envelope and the same security headers", async () => {
    for (const url of ['/%ff', '/api/devices/%ff']) {
      const response = await t.app.inject({ url });
      expect([url, response.statusCode, response.json().code]).toEqual([url, 400, 40000]);
      for (const name of SECURITY_HEADERS) expect([url, name, response.headers[name]]).toEqual([url, name, expect.any(String)]);
    }
  });

  it('sends HSTS only for TLS requests: from a trusted proxy saying https, never on a forwarded header from anyone else', async () => {
    const trusted = await t.app.inject({ url: '/api/health', remoteAddress: '10.1.1.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(trusted.headers['strict-transport-security']).toBe(HSTS);
    const spoofed = await t.app.inject({ url: '/api/health', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const plain = await t.app.inject({ url: '/api/health', remoteAddress: '10.1.1.1' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe(`TRUST_PROXY (${testBackend})`, () => {
  // One seeded database; each setting gets its own app on it.
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await startTestApp();
  }, 120_000);
  afterAll(() => seeded?.close());

  async function signedInAddress(trustProxy: false | number | string[], remoteAddress: string, forwardedFor: string): Promise<string | null> {
    const t = await startTestApp({ database: seeded.database, config: { trustProxy } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/user/admin',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: 'technician', password: 'Demo@12345' },
      });
      expect(response.statusCode).toBe(200);
      const [entry] = await t.database.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.action, 'session.sign_in'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return entry?.ip ?? null;
    } finally {
      await t.close();
    }
  }

  it('with one hop, records the address the proxy saw, not the one the client wrote into X-Forwarded-For', async () => {
    expect(await signedInAddress(1, '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('with a list, trusts the header only from the listed proxies', async () => {
    expect(await signedInAddress(['10.0.0.0/8'], '10.0.0.2', '198.51.100.8')).toBe('198.51.100.8');
    expect(await signedInAddress(['10.0.0.0/8'], '192.0.2.50', '6.6.6.6')).toBe('192.0.2.50');
  });

  it('without a proxy, ignores the header', async () => {
    expect(await signedInAddress(false, '192.0.2.51', '6.6.6.6')).toBe('192.0.2.51');
  });
});
