import { PGlite } from '@electric-sql/pglite';
import { GENERIC_PLAN_MARK } from './generic-plans';
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

  it('makes one plan for requests that arrive together, also when it replaces an old one', async () => {
    await plans.query(SELECT, [], {});
    const together = () => Promise.all(Array.from({ length: 20 }, () => plans.query(SELECT, [], {})));
    for (const answer of await together()) expect(answer.rows).toHaveLength(3);
    expect(await prepared()).toHaveLength(1);
    clock += 61_000;
    for (const answer of await together()) expect(answer.rows).toHaveLength(3);
    expect(await prepared()).toHaveLength(1);
  });

  it('answers a statement that cannot be prepared with the error the plain statement gives', async () => {
    const plainError = await db.query('select nonsense from items').catch((error: unknown) => error);
    for (let i = 0; i < 3; i++) await expect(plans.query('select nonsense from items', [], {})).rejects.toThrow(plainError instanceof Error ? plainError.message : 'no error');
    expect(await prepared()).toEqual([]);
  });
});

describe('PlanCache: statements marked for one generic plan (PGlite)', () => {
  const MARKED = `${GENERIC_PLAN_MARK} select id, name as "the name" from items where name like $1 || '%' order by id limit 3`;

  async function functions(): Promise<{ name: string; config: string[] }[]> {
    const { rows } = await db.query<{ name: string; config: string[] }>(
      `select proname as name, proconfig as config from pg_proc where pronamespace = pg_my_temp_schema() order by oid`,
    );
    return rows;
  }

  beforeEach(async () => {
    for (const { name } of await functions()) await db.query(`drop function pg_temp.${name}`);
  });

  it('runs through one PL/pgSQL function with a generic plan from its second use, answering as the plain statement for every value', async () => {
    for (const value of ['item 1', 'item 2', "it's \\ 100%", 'item']) {
      const plain = await db.query(MARKED, [value]);
      const first = await plans.query(MARKED, [value], {});
      const again = await plans.query(MARKED, [value], {});
      expect([first.rows, first.fields, again.rows, again.fields]).toEqual([plain.rows, plain.fields, plain.rows, plain.fields]);
    }
    const kept = await functions();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.config).toEqual(expect.arrayContaining(['plan_cache_mode=force_generic_plan', 'enable_sort=off']));
    expect(await prepared()).toEqual([]);
  });

  it('makes one function for requests that arrive together', async () => {
    await plans.query(MARKED, ['item 1'], {});
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => plans.query<{ id: number }>(MARKED, [`item ${n + 1}`], {})));
    expect(answers.map((answer) => answer.rows[0]?.id)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(await functions()).toHaveLength(1);
  });

  it('answers a marked statement that cannot be wrapped with the error the plain statement gives, and replaces a function after the plan lifetime', async () => {
    const broken = `${GENERIC_PLAN_MARK} select nonsense from items where name = $1`;
    const plainError = await db.query(broken, ['x']).catch((error: unknown) => error);
    for (let i = 0; i < 3; i++) await expect(plans.query(broken, ['x'], {})).rejects.toThrow(plainError instanceof Error ? plainError.message : 'no error');
    expect(await functions()).toEqual([]);

    await plans.query(MARKED, ['item 1'], {});
    await plans.query(MARKED, ['item 1'], {});
    const [before] = await functions();
    clock += 61_000;
    expect((await plans.query<{ id: number }>(MARKED, ['item 2'], {})).rows.map((row) => row.id)).toEqual([2, 20, 21]);
    const after = await functions();
    expect(after).toHaveLength(1);
    expect(after[0]?.name).not.toBe(before?.name);
  });
});
