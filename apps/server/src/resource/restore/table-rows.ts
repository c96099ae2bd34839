import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executeRows } from '../../db/raw';
import { isRecord } from '@om/core';

/** The rows of one table as JSON objects (column names as in the database). */
export interface TableRows {
  table: string;
  rows: Record<string, unknown>[];
}

/** How deep a delete's cascade is followed (device → its sensors → their readings …). */
const MAX_DEPTH = 4;

/** The tables whose rows follow a row of `table` into its delete: single-column foreign keys ON DELETE CASCADE. */
async function cascadingChildren(db: Database, table: string): Promise<{ table: string; column: string }[]> {
  const rows = await executeRows(
    db,
    sql`select c.conrelid::regclass::text as child, a.attname::text as column
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confdeltype = 'c' and cardinality(c.conkey) = 1 and c.confrelid = ${table}::regclass
        order by 1, 2`,
  );
  return rows.flatMap((row) => (typeof row['child'] === 'string' && typeof row['column'] === 'string' ? [{ table: row['child'], column: row['column'] }] : []));
}

async function rowsWhere(db: Database, table: string, column: string, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await executeRows(db, sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.${sql.identifier(column)} in (${list}) order by 1`);
  return rows.flatMap((row) => (isRecord(row['row']) ? [row['row']] : []));
}

const idsOf = (rows: readonly Record<string, unknown>[]): number[] => rows.flatMap((row) => (typeof row['id'] === 'number' ? [row['id']] : []));

/**
 * The row `id` of `table` and every row its delete will cascade to, parents before children, read
 * inside the deleting transaction (before the delete): what a restore puts back.
 */
export async function rowsOfDelete(db: Database, table: string, id: number): Promise<TableRows[]> {
  const parts: TableRows[] = [{ table, rows: await rowsWhere(db, table, 'id', [id]) }];
  let level: TableRows[] = parts;
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const next: TableRows[] = [];
    for (const parent of level) {
      const ids = idsOf(parent.rows);
      if (ids.length === 0) continue;
      for (const child of await cascadingChildren(db, parent.table)) {
        const rows = await rowsWhere(db, child.table, child.column, ids);
        if (rows.length) next.push({ table: child.table, rows });
      }
    }
    parts.push(...next);
    level = next;
  }
  return parts;
}

/** The columns a restore writes: every column but the generated ones (the database computes those again). */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  const rows = await executeRows(
    db,
    sql`select attname::text as name from pg_attribute
        where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  return rows.flatMap((row) => (typeof row['name'] === 'string' ? [row['name']] : []));
}

/** Inserts the rows back as they were (same ids and values), parents first. */
export async function insertRows(db: Database, parts: readonly TableRows[]): Promise<void> {
  for (const part of parts) {
    if (part.rows.length === 0) continue;
    const columns = sql.join(
      (await writableColumns(db, part.table)).map((name) => sql.identifier(name)),
      sql`, `,
    );
    const table = sql.identifier(part.table);
    await db.execute(sql`insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(part.rows)}::jsonb)`);
  }
}

/** The parts of a kept delete as stored (anything else stored there is not restored). */
export function partsOf(value: unknown): TableRows[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((part) =>
    isRecord(part) && typeof part['table'] === 'string' && Array.isArray(part['rows']) ? [{ table: part['table'], rows: part['rows'].filter(isRecord) }] : [],
  );
}
