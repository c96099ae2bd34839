import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The one query layer: the same drizzle API over PGlite and node-postgres. A transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseLogger {
  error(details: object, message: string): void;
}

/** The SQL migrations: apps/server/drizzle in the source tree, dist/drizzle next to the built main.js. */
export function migrationsFolder(): string {
  const candidates = [
    process.env['MIGRATIONS_DIR'],
    join(__dirname, 'drizzle'),
    join(__dirname, '../../drizzle'),
    join(__dirname, '../drizzle'),
  ].filter((dir): dir is string => typeof dir === 'string' && dir !== '');
  const found = candidates.find((dir) => existsSync(join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`No SQL migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

/** PGlite on disk in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const release = dataDir ? await lockDataDir(dataDir) : () => undefined;
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.close().finally(release),
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(connectionString: string, logger: DatabaseLogger): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
}

export function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string | undefined },
  logger: DatabaseLogger,
): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, logger) : openPglite(options.dataDir);
}
