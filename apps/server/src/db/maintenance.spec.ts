import { sql } from 'drizzle-orm';
import { msUntilLocalHour, vacuumDatabase } from './maintenance';
import { executeRows } from './raw';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe('the daily vacuum schedule', () => {
  it('waits until the next 03:00 local time, tomorrow when it has passed', () => {
    expect(msUntilLocalHour(new Date(2026, 10, 21, 1, 30), 3)).toBe(90 * 60_000);
    expect(msUntilLocalHour(new Date(2026, 10, 21, 3, 0), 3)).toBe(24 * 3_600_000);
    expect(msUntilLocalHour(new Date(2026, 10, 21, 23, 0), 3)).toBe(4 * 3_600_000);
  });
});

describe(`vacuumDatabase (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('vacuums and analyses every table: the visibility map and the statistics are written', async () => {
    const devicesPages = async () => {
      const [row] = await executeRows(t.database.db, sql`select relallvisible::integer as visible, reltuples::integer as tuples from pg_class where relname = 'devices'`);
      return { visible: Number(row?.['visible']), tuples: Number(row?.['tuples']) };
    };
    const before = await devicesPages();
    // A fresh embedded database has never been vacuumed (PostgreSQL's autovacuum may have been quicker).
    if (testBackend === 'pglite') expect(before.visible).toBe(0);
    await vacuumDatabase(t.database.db);
    const after = await devicesPages();
    expect(after.visible).toBeGreaterThan(0);
    expect(after.tuples).toBeGreaterThan(1000);
  });
});
