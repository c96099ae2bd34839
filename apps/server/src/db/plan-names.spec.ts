import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { executeRows } from './raw';
import { openTestDatabase, testBackend } from '../testing/test-app';

const onPostgres = testBackend === 'postgres' ? describe : describe.skip;

onPostgres('named statements for repeated reads (PostgreSQL)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // One connection: what it has prepared is what every statement of the test sees.
    database = await openTestDatabase({ poolSize: 1 });
  }, 120_000);
  afterAll(() => database?.close());

  const prepared = async () => (await executeRows(database.db, sql`select name, statement from pg_prepared_statements`)).map((row) => String(row['statement']));

  it('names a read without parameters from its second use, with the same answer', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await executeRows(database.db, sql`select 41 + 1 as answer`));
    expect(answers).toEqual([[{ answer: 42 }], [{ answer: 42 }], [{ answer: 42 }]]);
    expect(await prepared()).toContain('select 41 + 1 as answer');
  });

  it('leaves statements with parameters and writes unnamed', async () => {
    await database.db.execute(sql`create temporary table plan_names_probe (n integer)`);
    for (let i = 0; i < 3; i++) {
      expect(await executeRows(database.db, sql`select ${7}::integer + 1 as answer`)).toEqual([{ answer: 8 }]);
      await database.db.execute(sql`update plan_names_probe set n = n + 1`);
    }
    const texts = await prepared();
    expect(texts.some((text) => text.includes('+ 1 as answer') && text.includes('$1'))).toBe(false);
    expect(texts.some((text) => text.startsWith('update'))).toBe(false);
  });
});
