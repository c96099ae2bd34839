import { PgliteThread } from './pglite-thread';

/**
 * PGlite in its worker thread (issue 10) behaves as PGlite on the calling thread where the server
 * relies on it: parsers, errors with PostgreSQL's fields, transactions that commit or roll back as a
 * whole and keep others waiting, notifications before the committing statement's answer, and a
 * database that cannot open failing the start.
 */
describe('PGlite in a worker thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.start();
    await thread.query('create table items (id int primary key, note text, at timestamptz default now())');
  }, 120_000);
  afterAll(async () => {
    await thread?.close();
  });

  it('answers rows and applies the caller’s parsers to the columns of their types', async () => {
    await thread.query('insert into items (id, note) values ($1, $2)', [1, 'one']);
    const objects = await thread.query<{ id: number; note: string; at: string }>('select id, note, at from items where id = $1', [1], {
      parsers: { 1184: (value: string) => `text:${value}` },
    });
    expect(objects.rows).toEqual([{ id: 1, note: 'one', at: expect.stringMatching(/^text:\d{4}-\d\d-\d\d /) }]);
    const arrays = await thread.query<unknown[]>('select id, note from items where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    expect(arrays.fields.map((field) => field.name)).toEqual(['id', 'note']);
  });

  it('fails with PostgreSQL’s code and constraint, as PGlite does', async () => {
    await thread.query('insert into items (id) values (2)');
    await expect(thread.query('insert into items (id) values (2)')).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction as a whole, rolls it back when the callback throws, and keeps other statements waiting', async () => {
    let insideDone = false;
    const { waiting } = await thread.transaction(async (tx) => {
      await tx.query('insert into items (id) values (10)');
      // A statement outside the transaction waits for it (PGlite has one connection).
      const counted = thread.query<{ n: number }>('select count(*)::int as n from items where id = 10').then((result) => {
        expect(insideDone).toBe(true);
        return result.rows[0]?.n ?? -1;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into items (id) values (11)');
      insideDone = true;
      // Wrapped: awaiting it here would wait for this transaction's own end.
      return { waiting: counted };
    });
    await expect(waiting).resolves.toBe(1);

    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into items (id) values (20)');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const after = await thread.query<{ n: number }>('select count(*)::int as n from items where id in (10, 11, 20)');
    expect(after.rows[0]?.n).toBe(2);
  });

  it('delivers a notification before the answer of the statement that committed it', async () => {
    const events: string[] = [];
    const unlisten = await thread.listen('om_test', (payload) => events.push(`notified ${payload}`));
    await thread.transaction(async (tx) => {
      await tx.query("select pg_notify('om_test', 'written')");
    });
    events.push('committed');
    await thread.query("select pg_notify('om_test', 'alone')");
    events.push('answered');
    await unlisten();
    await thread.query("select pg_notify('om_test', 'unheard')");
    expect(events).toEqual(['notified written', 'committed', 'notified alone', 'answered']);
  });
});

describe('a PGlite thread that cannot open its database', () => {
  it('fails the start with the reason, and leaves no thread behind', async () => {
    await expect(PgliteThread.start({ dataDir: '/proc/self/no-such-folder/data' })).rejects.toThrow();
  }, 120_000);
});
