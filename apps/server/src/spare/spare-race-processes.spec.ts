import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, openPostgres } from '../db/client';
import { executeRows } from '../db/raw';
import { spareLedger, spareStock } from '../db/spare-schema';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * The stock rule across API processes: two apps, each with its own connection pool and caches, on one
 * PostgreSQL database (as `WORKERS=2` or two machines would run), confirm 50 stock-outs of 1 against a
 * stock of 10 at the same time. Only the database's locks can keep the rule here. PGlite serves one
 * process only, so this runs in the PostgreSQL phase.
 */
const onPostgres = testBackend === 'postgres' ? describe : describe.skip;

onPostgres('spare stock across two API processes (postgres)', () => {
  let first: TestApp;
  let second: TestApp;
  let secondDatabase: DatabaseHandle;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    first = await startTestApp();
    tokens = await signInRoles(first.app);
    const [row] = await executeRows(first.database.db, sql`select current_database() as name`);
    const url = new URL(process.env['TEST_DATABASE_URL'] ?? '');
    url.pathname = `/${String(row?.['name'])}`;
    secondDatabase = await openPostgres(url.toString(), { error: () => undefined });
    second = await startTestApp({ database: secondDatabase, config: { demoData: false } });
  }, 300_000);
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  async function ok(app: TestApp, method: Method, url: string, body?: object): Promise<{ id: number; version: number }> {
    const response = await request(app.app, tokens.storekeeper, method, url, body);
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  }

  it('lets exactly 10 of 50 stock-outs through, split across both processes', async () => {
    const stamp = Date.now().toString(36);
    const warehouse = await ok(first, 'POST', '/api/spare/warehouses', { code: `WP${stamp}`, name: '双进程库' });
    const location = await ok(first, 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'A', name: 'A 区' });
    const { mainCategoryId } = await spareDemoIds(first.database.db);
    const part = await ok(first, 'POST', '/api/spare/parts', { code: `PP${stamp}`, name: '双进程轴承', category_id: mainCategoryId, unit: '个' });
    const line = { part_id: part.id, location_id: location.id };
    const receipt = await ok(first, 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: warehouse.id, lines: [{ ...line, quantity: 10 }] });
    await ok(first, 'POST', `/api/spare/stock_in/${receipt.id}/confirm`, { version: receipt.version });

    const drafts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => ok(index % 2 ? second : first, 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: warehouse.id, lines: [{ ...line, quantity: 1 }] })),
    );
    const answers = await Promise.all(
      drafts.map((draft, index) => request((index % 2 ? first : second).app, tokens.storekeeper, 'POST', `/api/spare/stock_out/${draft.id}/confirm`, { version: draft.version })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect([codes.filter((code) => code === 200).length, codes.filter((code) => code === 400).length]).toEqual([10, 40]);

    const { db } = first.database;
    const [stock] = await db.select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) }).from(spareStock).where(eq(spareStock.partId, part.id));
    const [ledger] = await db.select({ total: sql<number>`coalesce(sum(${spareLedger.quantity}), 0)`.mapWith(Number) }).from(spareLedger).where(eq(spareLedger.partId, part.id));
    expect([stock?.total, ledger?.total]).toEqual([0, 0]);
  }, 120_000);
});
