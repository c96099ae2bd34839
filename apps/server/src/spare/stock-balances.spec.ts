import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from '../db/client';
import { spareCategories, spareLedger, spareParts, spareStock, spareStockDays, spareWarehouses } from '../db/spare-schema';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { openTestDatabase, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { dayAfter } from './reading';
import { addLedgerRowsToBalances, rebuildStockBalances, utcDayOf, utcDayStart } from './stock-balances';

/**
 * The stored figures of the stock report (spare_stock_days, spare_stock) always equal the sums of
 * the ledger: after the demo seed, after random receipts and issues (multi-line, fractional
 * quantities, refused issues), after the race of 50 concurrent stock-outs, after back-dated ledger
 * rows and after the backfill of migration 0023; the report reconstructed from them equals the plain
 * sum of the ledger at any day, in a UTC server and in one east of UTC (where a report reads part of a
 * UTC day of the ledger); and a report request costs one statement.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
const seen: string[] = [];
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  const database = await openTestDatabase({ onStatement: (statement) => seen.push(statement) });
  t = await startTestApp({ database });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
  await t?.database.close();
});

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
async function ok<T = { id: number; version: number } & Record<string, unknown>>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Rows of the stored figures that differ from the ledger's sums (both ways), as text; [] when exact. */
async function storedFigureMismatches(db: Database): Promise<string[]> {
  const days = await db.execute(sql`
    with stored as (select part_id, warehouse_id, day, quantity, value, movements from spare_stock_days),
    per_day as (
      select part_id, warehouse_id, (at at time zone 'UTC')::date as day, sum(quantity) as quantity, sum(quantity * unit_price) as value, count(*)::int as movements
      from spare_ledger group by 1, 2, 3
    ),
    summed as (
      select a.part_id, a.warehouse_id, a.day, (select sum(b.quantity) from per_day b where b.part_id = a.part_id and b.warehouse_id = a.warehouse_id and b.day <= a.day) as quantity,
        (select sum(b.value) from per_day b where b.part_id = a.part_id and b.warehouse_id = a.warehouse_id and b.day <= a.day) as value, a.movements
      from per_day a
    )
    select 'stored' as side, * from (select * from stored except select * from summed) a
    union all
    select 'ledger' as side, * from (select * from summed except select * from stored) b`);
  const stock = await db.execute(sql`
    with stored as (select part_id, warehouse_id, location_id, batch, quantity from spare_stock where quantity <> 0),
    summed as (select part_id, warehouse_id, location_id, batch, sum(quantity) as quantity from spare_ledger group by 1, 2, 3, 4 having sum(quantity) <> 0)
    select 'stock' as side, * from (select * from stored except select * from summed) a
    union all
    select 'ledger' as side, * from (select * from summed except select * from stored) b`);
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  return [...rowsOf(days), ...rowsOf(stock)].map((row) => JSON.stringify(row));
}

/** The report as it was before the stored figures: every ledger row up to the end of the day. */
async function reportFromLedger(db: Database, companyId: number, asOf: string) {
  const rows = await db
    .select({
      warehouse_id: spareLedger.warehouseId,
      warehouse_name: spareWarehouses.name,
      category_id: spareParts.categoryId,
      category_name: spareCategories.name,
      quantity: sql<number>`sum(${spareLedger.quantity})`.mapWith(Number),
      value: sql<number>`sum(${spareLedger.quantity} * ${spareLedger.unitPrice})`.mapWith(Number),
    })
    .from(spareLedger)
    .innerJoin(spareParts, eq(spareParts.id, spareLedger.partId))
    .innerJoin(spareCategories, eq(spareCategories.id, spareParts.categoryId))
    .innerJoin(spareWarehouses, eq(spareWarehouses.id, spareLedger.warehouseId))
    .where(and(eq(spareLedger.companyId, companyId), lt(spareLedger.at, dayAfter(asOf))))
    .groupBy(spareLedger.warehouseId, spareWarehouses.name, spareParts.categoryId, spareCategories.name);
  return rows
    .filter((row) => row.quantity !== 0)
    .map((row) => ({ ...row, quantity: Math.round(row.quantity * 1000) / 1000, value: Math.round(row.value * 100) / 100 }))
    .sort((a, b) => a.warehouse_name.localeCompare(b.warehouse_name) || a.category_name.localeCompare(b.category_name) || a.warehouse_id - b.warehouse_id || a.category_id - b.category_id);
}

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe(`stored stock balances (${testBackend})`, () => {
  it('equal the ledger after the demo seed', async () => {
    const [count] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(spareStockDays);
    expect(count?.n).toBeGreaterThan(0);
    expect(await storedFigureMismatches(t.database.db)).toEqual([]);
  });

  it('equal the ledger after random receipts and issues (multi-line, fractional, some refused)', async () => {
    const seed = Date.now() % 100_000;
    const rnd = random(seed);
    const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `RB${next()}`, name: '随机库' });
    const locations = await Promise.all(['L1', 'L2'].map((code) => ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code, name: `货架 ${code}` })));
    const parts = await Promise.all(
      [0, 1, 2].map((index) => ok('storekeeper', 'POST', '/api/spare/parts', { code: `RP${next()}`, name: `随机备件 ${index}`, category_id: ids.mainCategoryId, unit: '个', unit_price: 1 + index })),
    );
    const line = () => {
      const part = parts[Math.floor(rnd() * parts.length)] ?? parts[0];
      const location = locations[Math.floor(rnd() * locations.length)] ?? locations[0];
      return { part_id: part?.id ?? 0, location_id: location?.id ?? 0, quantity: Math.round((0.001 + rnd() * 7) * 1000) / 1000, unit_price: Math.round(rnd() * 10_000) / 100 };
    };
    for (let round = 0; round < 16; round += 1) {
      const kind = round < 4 || rnd() < 0.5 ? 'stock_in' : 'stock_out';
      const lines = Array.from({ length: 1 + Math.floor(rnd() * 3) }, line);
      const unique = lines.filter((one, index) => lines.findIndex((other) => other.part_id === one.part_id && other.location_id === one.location_id) === index);
      const draft = await ok('storekeeper', 'POST', `/api/spare/${kind}`, { reason: kind === 'stock_in' ? 'purchase' : 'consumption', warehouse_id: warehouse.id, lines: unique });
      const answer = await call('storekeeper', 'POST', `/api/spare/${kind}/${draft.id}/confirm`, { version: draft.version });
      if (answer.statusCode !== 400) expect([seed, answer.statusCode]).toEqual([seed, 200]);
    }
    expect([seed, await storedFigureMismatches(t.database.db)]).toEqual([seed, []]);
  }, 120_000);

  it('equal the ledger after 50 concurrent stock-outs of 1 against a stock of 10', async () => {
    const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `RC${next()}`, name: '并发库' });
    const location = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: 'L1', name: '货架' });
    const part = await ok('storekeeper', 'POST', '/api/spare/parts', { code: `RC${next()}`, name: '并发备件', category_id: ids.mainCategoryId, unit: '个', unit_price: 3.3 });
    const receipt = await ok('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: warehouse.id, lines: [{ part_id: part.id, location_id: location.id, quantity: 10, unit_price: 3.3 }] });
    await ok('storekeeper', 'POST', `/api/spare/stock_in/${receipt.id}/confirm`, { version: receipt.version });
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () => ok('storekeeper', 'POST', '/api/spare/stock_out', { reason: 'consumption', warehouse_id: warehouse.id, lines: [{ part_id: part.id, location_id: location.id, quantity: 1 }] })),
    );
    const answers = await Promise.all(drafts.map((draft) => call('storekeeper', 'POST', `/api/spare/stock_out/${draft.id}/confirm`, { version: draft.version })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const [today] = await t.database.db.select().from(spareStockDays).where(eq(spareStockDays.partId, part.id));
    expect(today).toMatchObject({ day: utcDayOf(new Date()), quantity: 0, movements: 11 });
    expect(await storedFigureMismatches(t.database.db)).toEqual([]);
  }, 120_000);

  it('are rebuilt exactly by the backfill of migration 0023 and by rebuildStockBalances', async () => {
    const migration = readFileSync(join(migrationsFolder(), '0023_stock_days_watch.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').map((part) => part.trim()).find((part) => part.includes('INSERT INTO "spare_stock_days"'));
    if (!backfill) throw new Error('migration 0023 has no backfill');
    const before = await t.database.db.select().from(spareStockDays);
    await t.database.db.transaction(async (tx) => {
      await tx.delete(spareStockDays);
      await tx.execute(sql.raw(backfill));
    });
    expect(await storedFigureMismatches(t.database.db)).toEqual([]);
    await t.database.db.transaction((tx) => rebuildStockBalances(tx, ids.mainId));
    expect(await storedFigureMismatches(t.database.db)).toEqual([]);
    expect(await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(spareStockDays)).toEqual([{ n: before.length }]);
  });

  it('take back-dated ledger rows (an earlier day, and earlier today) into that day and every later one', async () => {
    const [source] = await t.database.db.select().from(spareLedger).where(eq(spareLedger.companyId, ids.mainId)).orderBy(spareLedger.id).limit(1);
    if (!source) throw new Error('the demo ledger is empty');
    const copy = { ...source, id: undefined };
    const now = new Date();
    const earlier = [new Date(now.getTime() - 40 * 86_400_000), new Date(now.getTime() - 3 * 86_400_000), utcDayStart(now)];
    await t.database.db.transaction(async (tx) => {
      const written = await tx
        .insert(spareLedger)
        .values(earlier.map((at, index) => ({ ...copy, quantity: 1.5 + index, unitPrice: 2.25, at })))
        .returning({ id: spareLedger.id });
      await tx
        .update(spareStock)
        .set({ quantity: sql`${spareStock.quantity} + ${1.5 + 2.5 + 3.5}` })
        .where(and(eq(spareStock.partId, source.partId), eq(spareStock.warehouseId, source.warehouseId), eq(spareStock.locationId, source.locationId), eq(spareStock.batch, source.batch)));
      await addLedgerRowsToBalances(tx, written.map((row) => row.id));
    });
    expect(await storedFigureMismatches(t.database.db)).toEqual([]);
    for (const at of earlier) {
      const asOf = day(at);
      const report = await ok<{ rows: object[] }>('manager', 'GET', `/api/spare/reports/stock?as_of=${asOf}`);
      expect([asOf, report.rows]).toEqual([asOf, await reportFromLedger(t.database.db, ids.mainId, asOf)]);
    }
  });

  it.each(['UTC', 'Asia/Shanghai'])('give the report of the ledger at any day (before the first movement, this month, in the future) on a server in %s', async (zone) => {
    const zoneBefore = process.env['TZ'];
    process.env['TZ'] = zone;
    try {
      await reportsAtManyDays();
    } finally {
      if (zoneBefore === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zoneBefore;
    }
  }, 120_000);

  async function reportsAtManyDays(): Promise<void> {
    const [first] = await t.database.db.select({ at: sql<Date>`min(${spareLedger.at})`.mapWith((value: string | Date) => new Date(value)) }).from(spareLedger).where(eq(spareLedger.companyId, ids.mainId));
    const start = first?.at ?? new Date();
    const now = new Date();
    const days = new Set<string>([day(now), day(new Date(now.getTime() - 86_400_000)), day(new Date(start.getTime() - 86_400_000)), day(start), day(new Date(now.getTime() + 40 * 86_400_000))]);
    for (let months = 0; months <= 5; months += 1) {
      const base = new Date(now.getFullYear(), now.getMonth() - months, 1);
      for (const date of [1, 9, 16, 24, 28]) days.add(day(new Date(base.getFullYear(), base.getMonth(), date)));
      days.add(day(new Date(base.getFullYear(), base.getMonth() + 1, 0)));
    }
    for (const asOf of days) {
      const report = await ok<{ rows: object[] }>('manager', 'GET', `/api/spare/reports/stock?as_of=${asOf}`);
      expect([asOf, report.rows]).toEqual([asOf, await reportFromLedger(t.database.db, ids.mainId, asOf)]);
    }
    const one = await ok<{ rows: { warehouse_id: number }[] }>('manager', 'GET', `/api/spare/reports/stock?warehouse_id=${ids.mainWarehouseId}`);
    expect(one.rows.length).toBeGreaterThan(0);
    expect(one.rows.every((row) => row.warehouse_id === ids.mainWarehouseId)).toBe(true);
  }

  it('answer a report request with one statement', async () => {
    const url = `/api/spare/reports/stock?as_of=${day(new Date(Date.now() - 40 * 86_400_000))}`;
    await call('manager', 'GET', url); // warms the caches
    seen.length = 0;
    const response = await call('manager', 'GET', url);
    await new Promise((resolve) => setImmediate(resolve));
    expect(response.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('spare_stock_days');
  });
});
