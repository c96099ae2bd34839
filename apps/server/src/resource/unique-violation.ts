import { getTableConfig, IndexedColumn, type PgTable } from 'drizzle-orm/pg-core';
import { isRecord } from '@om/core';

/**
 * The unique indexes and constraints of a table, by name, each answered by the field it guards: its
 * last column (`(company_id, code)` guards `code`). Column names are the DTO's field names.
 */
export function uniqueFieldsOf(table: PgTable): ReadonlyMap<string, string> {
  const config = getTableConfig(table);
  const fields = new Map<string, string>();
  for (const index of config.indexes) {
    const columns = index.config.columns.filter((column): column is IndexedColumn => column instanceof IndexedColumn);
    const last = columns[columns.length - 1]?.name;
    if (index.config.unique && index.config.name && last) fields.set(index.config.name, last);
  }
  for (const constraint of config.uniqueConstraints) {
    const last = constraint.columns[constraint.columns.length - 1];
    const name = constraint.getName();
    if (last && name) fields.set(name, last.name);
  }
  return fields;
}

/**
 * The field whose unique index `error` violated (PostgreSQL 23505, directly or as the cause of
 * drizzle's query error), when the index is one of `fields`. Two concurrent creates of the same code
 * both pass the "already taken" check; the database's index stops the second, and this names it.
 */
export function violatedUniqueField(error: unknown, fields: ReadonlyMap<string, string>): string | undefined {
  for (let current = error, depth = 0; isRecord(current) && depth < 5; current = current['cause'], depth += 1) {
    const constraint = current['constraint'];
    if (current['code'] === '23505' && typeof constraint === 'string') return fields.get(constraint);
  }
  return undefined;
}
