import type { SQL } from 'drizzle-orm';
import type { Database } from './client';
import { isRecord } from '@om/core';

/** The rows of a raw `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export async function executeRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  const rows = isRecord(result) ? result['rows'] : undefined;
  return Array.isArray(rows) ? rows.filter(isRecord) : [];
}

/** An integer column of raw rows (bigint counts arrive as strings from node-postgres). */
export function integers(rows: readonly Record<string, unknown>[], column: string): number[] {
  return rows.map((row) => Number(row[column])).filter((value) => Number.isInteger(value));
}
