import { PGlite } from '@electric-sql/pglite';
import { PlanCache } from './plan-cache';

let db: PGlite;
let clock = 0;
let plans: PlanCache;

beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create table items (id integer primary key, name text not null); insert into items select n, 'item ' || n from generate_series(1, 50) n;`);
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('deallocate all');
  clock = 0;
  plans = new PlanCache(db, () => clock);
});

async function prepared(): Promise<string[]> {
  const { rows } = await db.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time');
  return rows.map((row) => row.statement);
}

const SELECT = 'select id, name from items where id <= 3 order by id';

describe('PlanCache (PGlite)', () => {
  it('runs a statement without parameters through one prepared plan from its second use, with the same answer', async () => {
    const plain = await db.query(SELECT);
    const first = await plans.query(SELECT, [], {});
    expect(await prepared()).toEqual([]);
    const second = await plans.query(SELECT, [], {});
    const third = await plans.query(SELECT, [], {});
    expect(await prepared()).toEqual([expect.stringContaining(SELECT)]);
    for (const answer of [first, second, third]) expect([answer.rows, answer.fields]).toEqual([plain.rows, plain.fields]);
  });

  it('plans statements with parameters, writes and texts with a semicolon as before', async () => {
    for (let i = 0; i < 3; i++) {
      await plans.query('select name from items where id = $1', [2], {});
      await plans.query('update items set name = name where id = 1', [], {});
      await plans.query("select ';' as semicolon", [], {});
    }
    expect(await prepared()).toEqual([]);
    expect((await plans.query<{ name: string }>('select name from items where id = $1', [2], {})).rows).toEqual([{ name: 'item 2' }]);
  });

  it('replans after the plan lifetime, so that a plan follows the data', async () => {
    await plans.query(SELECT, [], {});
    await plans.query(SELECT, [], {});
    const [before] = await db.query<{ name: string }>('select name from pg_prepared_statements').then((r) => r.rows);
    clock += 61_000;
    await plans.query(SELECT, [], {});
    const after = (await db.query<{ name: string }>('select name from pg_prepared_statements')).rows;
    expect(after).toHaveLength(1);
    expect(after[0]?.name).not.toBe(before?.name);
  });

  it('keeps at most 64 plans, dropping the least recently used', async () => {
    const statement = (n: number) => `select id from items where id = ${n}`;
    for (let n = 1; n <= 70; n++) {
      await plans.query(statement(n), [], {});
      await plans.query(statement(n), [], {});
    }
    const kept = await prepared();
    expect(kept).toHaveLength(64);
    expect(kept.some((text) => text.endsWith(statement(1)))).toBe(false);
    expect(kept.some((text) => text.endsWith(statement(70)))).toBe(true);
  });

  it('answers a statement that cannot be prepared with the error the plain statement gives', async () => {
    const plainError = await db.query('select nonsense from items').catch((error: unknown) => error);
    for (let i = 0; i < 3; i++) await expect(plans.query('select nonsense from items', [], {})).rejects.toThrow(plainError instanceof Error ? plainError.message : 'no error');
    expect(await prepared()).toEqual([]);
  });
});
