import { planNamingPool } from './plan-names';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createTableRelationsHelpers, type ExtractTablesWithRelations, extractTablesRelationalConfig } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { attachChangeFeed, type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import { lockDataDir } from './data-dir-lock';
import { secureDataDir } from './data-dir-modes';
import { createPglite, type PgliteFiles } from './pglite-open';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** The one query layer: the same drizzle API over PGlite and node-postgres. A transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Changes of the cached tables (LISTEN om_changes), for the in-memory caches of this process. */
  changes: ChangeFeed;
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

export interface StatementObserver {
  /** Called with every statement drizzle sends (tests count the statements of a request). */
  onStatement?: (sql: string) => void;
}

function statementLogger(options: StatementObserver): { logQuery(query: string): void } | undefined {
  const observe = options.onStatement;
  return observe ? { logQuery: (query: string) => observe(query) } : undefined;
}

export interface PgliteOptions extends StatementObserver, PgliteFiles {
  /**
   * Run PGlite on this thread instead of its own worker thread (PGLITE_WORKER=0): the path before
   * issue 10, kept to compare and as a fallback.
   */
  inline?: boolean;
  /** The worker thread failed: every statement fails from then on (the server logs it). */
  onFailure?: (error: Error) => void;
}

/** drizzle over PGlite, or over its worker thread (which offers the part of PGlite's API drizzle uses). */
function drizzleOver(client: PGlite | PgliteThread, options: StatementObserver) {
  const tables = extractTablesRelationalConfig<ExtractTablesWithRelations<typeof schema>>(schema, createTableRelationsHelpers);
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap };
  const dialect = new PgDialect();
  const session = new PgliteSession(client, dialect, relational, { logger: statementLogger(options) });
  return new PgliteDatabase<typeof schema>(dialect, session, relational);
}

/**
 * PGlite on disk in `dataDir` (durable unless `unsafeNoFsync`), or in memory when `dataDir` is
 * undefined (tests), in a worker thread of its own unless `inline`. DATA_DIR is narrowed to the
 * server's user first (data-dir-modes.ts) and locked for this process (data-dir-lock.ts).
 */
export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<DatabaseHandle> {
  if (dataDir) secureDataDir(dataDir);
  const release = dataDir ? await lockDataDir(dataDir) : () => undefined;
  try {
    const files = { unsafeNoFsync: options.unsafeNoFsync, onSync: options.onSync };
    const client = options.inline ? await createPglite(dataDir, files) : await PgliteThread.start({ dataDir, ...files, onFailure: options.onFailure });
    // PGlite unpacks a fresh cluster with explicit modes (0666 / 0644); what PostgreSQL creates later follows the umask.
    if (dataDir) secureDataDir(dataDir);
    const db = drizzleOver(client, options);
    const changes = await pgliteChangeFeed(client);
    attachChangeFeed(db, changes);
    return {
      db,
      kind: 'pglite',
      changes,
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      close: () => client.close().finally(release),
    };
  } catch (error) {
    release();
    throw error;
  }
}

export interface PostgresTimeouts extends StatementObserver {
  /** Waiting for a connection (new or from the pool). */
  connectTimeoutMs?: number;
  /** statement_timeout on the server; the client gives up shortly after, in case the server hangs. */
  statementTimeoutMs?: number;
  /** Connections in the pool (default 10). */
  poolSize?: number;
}

/** Grace beyond statement_timeout before the client stops waiting for a server that does not answer. */
const CLIENT_GRACE_MS = 1000;

export async function openPostgres(connectionString: string, logger: DatabaseLogger, timeouts: PostgresTimeouts = {}): Promise<DatabaseHandle> {
  const { connectTimeoutMs, statementTimeoutMs, poolSize = 10 } = timeouts;
  const pool = new Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs === undefined ? undefined : statementTimeoutMs + CLIENT_GRACE_MS,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool error'));
  const db = drizzlePg({ client: planNamingPool(pool), schema, logger: statementLogger(timeouts) });
  let changes: ChangeFeed;
  try {
    changes = await postgresChangeFeed(connectionString, { onError: (error) => logger.error({ err: error }, 'PostgreSQL change feed (LISTEN) error') });
  } catch (error) {
    await pool.end();
    throw error;
  }
  attachChangeFeed(db, changes);
  return {
    db,
    kind: 'postgres',
    changes,
    // Migrations may run longer than a request's statement: their own connection, without the time limits.
    async migrate() {
      const migrationPool = new Pool({ connectionString, max: 1 });
      try {
        await migratePg(drizzlePg({ client: migrationPool, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await migrationPool.end();
      }
    },
    close: () => changes.close().finally(() => pool.end()),
  };
}

export interface DatabaseOptions extends PgliteOptions, PostgresTimeouts {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}

export function openDatabase(options: DatabaseOptions, logger: DatabaseLogger): Promise<DatabaseHandle> {
  if (!options.databaseUrl) return openPglite(options.dataDir, { onFailure: (error) => logger.error({ err: error }, 'the embedded database (PGlite thread) failed'), ...options });
  // With PostgreSQL, DATA_DIR still holds the uploads.
  if (options.dataDir) secureDataDir(options.dataDir);
  return openPostgres(options.databaseUrl, logger, options);
}
