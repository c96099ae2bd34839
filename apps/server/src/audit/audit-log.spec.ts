import { asc, eq, sql } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { appendAudit, appendAuditEntries, canonicalJson, verifyAuditChain } from './audit-log';

describe(`audit log (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 30_000);
  afterAll(() => t?.close());

  it('records sign-in, failed sign-in and sign-out with who, where and a chained hash', async () => {
    const token = await signIn(t.app, 'manager', 'Demo@12345', '192.0.2.7');
    await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: 'manager', password: 'nope' }, remoteAddress: '192.0.2.7' });
    await t.app.inject({ method: 'POST', url: '/user/logout', headers: bearer(token) });
    const rows = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['demo.seed', 'session.sign_in', 'session.sign_in_failed', 'session.sign_out']));
    const signInRow = rows.find((row) => row.action === 'session.sign_in');
    expect(signInRow).toMatchObject({ ip: '192.0.2.7', entity: 'session' });
    expect(signInRow?.userId).toEqual(expect.any(Number));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]?.prevHash).toBe(rows[i - 1]?.hash);
    expect(rows[0]?.prevHash).toBe('0'.repeat(64));
  });

  it('chains concurrent appends without forking', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.database.db.transaction((tx) => appendAudit(tx, { companyId: null, userId: null, action: 'test.concurrent', entity: 'test', entityId: i, after: { i } })),
      ),
    );
    await expect(verifyAuditChain(t.database.db)).resolves.toEqual({ ok: true, entries: expect.any(Number) });
  });

  it('chains many entries appended in one step, in their order, between concurrent single appends', async () => {
    const many = (batch: number) => Array.from({ length: 25 }, (_, i) => ({ companyId: null, userId: null, action: 'test.many', entity: 'test', entityId: `${batch}-${i}`, after: { i } }));
    await Promise.all([
      t.database.db.transaction((tx) => appendAuditEntries(tx, many(1))),
      t.database.db.transaction((tx) => appendAudit(tx, { companyId: null, userId: null, action: 'test.single', entity: 'test', entityId: 'single' })),
      t.database.db.transaction((tx) => appendAuditEntries(tx, many(2))),
    ]);
    const rows = await t.database.db.select({ id: auditLog.id, entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'test.many')).orderBy(asc(auditLog.id));
    // Each step's entries in their order with consecutive ids (nothing of another writer in between).
    for (const batch of [1, 2]) {
      const mine = rows.filter((row) => row.entityId?.startsWith(`${batch}-`));
      expect(mine.map((row) => row.entityId)).toEqual(many(batch).map((entry) => entry.entityId));
      expect(mine.map((row) => row.id - (mine[0]?.id ?? 0))).toEqual(mine.map((_, index) => index));
    }
    await expect(verifyAuditChain(t.database.db)).resolves.toEqual({ ok: true, entries: expect.any(Number) });
  });

  it('verifies the chain, in batches too', async () => {
    const whole = await verifyAuditChain(t.database.db);
    expect(whole.ok).toBe(true);
    expect(await verifyAuditChain(t.database.db, 2)).toEqual(whole);
  });

  it('refuses UPDATE and DELETE (append-only)', async () => {
    await expect(t.database.db.update(auditLog).set({ action: 'x' }).where(eq(auditLog.action, 'demo.seed'))).rejects.toThrow();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });

  it('detects a tampered entry', async () => {
    const [target] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.sign_in')).limit(1);
    // Only someone with the database owner's rights can get here: switch the guard off, edit, switch it on.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.update(auditLog).set({ ip: '203.0.113.66' }).where(eq(auditLog.id, target?.id ?? 0));
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    const result = await verifyAuditChain(t.database.db);
    expect(result).toEqual({ ok: false, entries: expect.any(Number), brokenAt: target?.id, reason: 'content does not match its hash' });
  });

  it('hashes content canonically (key order and undefined do not matter)', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[1,{"y":2,"z":1}]},"b":1}');
  });
});
