import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite } from './client';
import { secureDataDir } from './data-dir-modes';
import { executeRows } from './raw';

function modes(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    found.push(`${stat.isDirectory() ? 'd' : 'f'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

describe('DATA_DIR at rest', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'om-modes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('narrows an existing world-writable tree to folders 0700 and files 0600', () => {
    const dir = join(root, 'data');
    mkdirSync(join(dir, 'base/1'), { recursive: true });
    writeFileSync(join(dir, 'base/1/1259'), 'x');
    writeFileSync(join(dir, 'PG_VERSION'), '17');
    for (const path of [dir, join(dir, 'base'), join(dir, 'base/1')]) chmodSync(path, 0o777);
    for (const path of [join(dir, 'base/1/1259'), join(dir, 'PG_VERSION')]) chmodSync(path, 0o666);
    expect(secureDataDir(dir)).toBe(5);
    expect(new Set(modes(dir))).toEqual(new Set(['d 700', 'f 600']));
  });

  it('creates a missing folder 0700, and PGlite writes only 0600 files into it', async () => {
    const dir = join(root, 'fresh');
    const handle = await openPglite(dir);
    try {
      await handle.db.execute(sql`create table probe (id int primary key, note text)`);
      await handle.db.execute(sql`insert into probe values (1, 'x')`);
    } finally {
      await handle.close();
    }
    const found = modes(dir);
    expect(found.length).toBeGreaterThan(100);
    expect(new Set(found)).toEqual(new Set(['d 700', 'f 600']));
  }, 120_000);

  it('is durable by default: fsync on, the WAL synced with fsync, and every commit reaching the disk', async () => {
    let syncs = 0;
    const handle = await openPglite(join(root, 'durable'), { onSync: () => (syncs += 1) });
    try {
      const settings = await executeRows(handle.db, sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`);
      expect(settings[0]).toEqual({ fsync: 'on', method: 'fsync' });
      await handle.db.execute(sql`create table probe (id int primary key)`);
      const before = syncs;
      for (let id = 1; id <= 3; id += 1) await handle.db.execute(sql`insert into probe values (${id})`);
      expect(syncs - before).toBeGreaterThanOrEqual(3);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('runs without fsync only when asked to by name (PGLITE_UNSAFE_NO_FSYNC)', async () => {
    let syncs = 0;
    const handle = await openPglite(join(root, 'unsafe'), { unsafeNoFsync: true, onSync: () => (syncs += 1) });
    try {
      const settings = await executeRows(handle.db, sql`select current_setting('fsync') as fsync`);
      expect(settings[0]).toEqual({ fsync: 'off' });
      await handle.db.execute(sql`create table probe (id int primary key)`);
      await handle.db.execute(sql`insert into probe values (1)`);
      expect(syncs).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
