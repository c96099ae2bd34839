import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { CHANGE_FEED_APPLICATION_NAME } from './change-feed';
import { executeRows } from './raw';
import { bearer, openTestDatabase, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Issue 9 §4: a PostgreSQL that stops answering (here: its backends of this test's database stopped
 * with SIGSTOP, deterministic and invisible to the other test files) gives 503 within the configured
 * time limits, health check included, and the server recovers by itself once it answers again.
 */
const onPostgres = testBackend === 'postgres' ? describe : describe.skip;

onPostgres('a frozen PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  beforeAll(async () => {
    const database = await openTestDatabase({ connectTimeoutMs: 1000, statementTimeoutMs: 1000, poolSize: 2 });
    t = await startTestApp({ database, config: { healthTimeoutMs: 1000 } });
    token = await signIn(t.app, 'viewer', 'Demo@12345');
    admin = new Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
    await t?.database.close();
  });

  async function backendsOfThisDatabase(): Promise<number[]> {
    // Both pool connections open, then their server processes.
    await Promise.all([t.database.db.execute(sql`select pg_sleep(0.05)`), t.database.db.execute(sql`select pg_sleep(0.05)`)]);
    const [row] = await executeRows(t.database.db, sql`select current_database() as name`);
    // Not the change feed's listening connection (src/db/change-feed.ts): the pool's backends.
    const result = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and application_name <> $2', [
      row?.['name'],
      CHANGE_FEED_APPLICATION_NAME,
    ]);
    return result.rows.map((backend) => backend.pid);
  }

  it('answers 503 within seconds while frozen, and recovers by itself', async () => {
    const pids = await backendsOfThisDatabase();
    expect(pids).toHaveLength(2);
    try {
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      const started = Date.now();
      const [health, list] = await Promise.all([
        t.app.inject({ url: '/api/health' }),
        t.app.inject({ url: '/api/devices?limit=1', headers: bearer(token) }),
      ]);
      expect([health.statusCode, health.json().code]).toEqual([503, 50300]);
      expect([list.statusCode, list.json().code]).toEqual([503, 50300]);
      // The limits are 1 s (connect, health) and 1 s + 1 s grace (statement): far below 15 s even on a busy machine.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    // Recovery is bounded by attempts, not by a clock: a busy machine may need a few more of them.
    let recovered = 0;
    for (let attempt = 0; attempt < 150 && recovered === 0; attempt += 1) {
      const health = await t.app.inject({ url: '/api/health' });
      if (health.statusCode === 200) recovered = attempt + 1;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(recovered).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/api/devices?limit=1', headers: bearer(token) })).statusCode).toBe(200);
  }, 300_000);
});
