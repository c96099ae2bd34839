import { and, asc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { searchPinyin } from '../db/search-schema';
import { pinyinKey } from './pinyin-key';

/**
 * Pinyin search of Chinese names, one way for every searched record: the table search_pinyin holds the
 * key of each name with Chinese characters (triggers in migration 0022 keep its rows, whatever writes
 * the name), `refreshPinyinKeys` computes the pending keys, `pinyinMatch` finds records by a key.
 */

/**
 * The tables whose names have keys. Each has the trigger `<table>_search_pinyin` (om_search_pinyin_mark
 * on its name column, migration 0022); a new one needs the trigger and a backfill in its migration.
 */
export const PINYIN_SOURCES = ['devices', 'users', 'spare_parts', 'repair_orders', 'faults', 'work_plans', 'work_standards', 'suppliers', 'customers', 'purchase_requests', 'documents'] as const;
export type PinyinSource = (typeof PINYIN_SOURCES)[number];

const BATCH = 2000;
/** What may be pinyin: two or more Latin letters (a key is lower-case letters and one space). */
const PINYIN_TEXT = /^[a-z]{2,}$/i;

/** The refresh running per database: concurrent searches wait for it rather than compute the same keys. */
const running = new WeakMap<Database, Promise<number>>();

/**
 * Computes the keys marked pending (a new or renamed name), BATCH rows per statement, in key order so
 * each row is seen once per call. A key is written only while the name is still the one it was
 * computed from (a rename meanwhile leaves it pending). Cheap when nothing is pending: one probe of the
 * partial index. Runs at start and before every search that may match pinyin; one at a time per database.
 */
export function refreshPinyinKeys(db: Database): Promise<number> {
  const current = running.get(db);
  if (current) return current;
  const refresh = computePending(db).finally(() => running.delete(db));
  running.set(db, refresh);
  return refresh;
}

async function computePending(db: Database): Promise<number> {
  let written = 0;
  for (let after: { source: string; recordId: number } | undefined; ; ) {
    const position = after ? or(gt(searchPinyin.source, after.source), and(eq(searchPinyin.source, after.source), gt(searchPinyin.recordId, after.recordId))) : undefined;
    const rows = await db
      .select({ source: searchPinyin.source, recordId: searchPinyin.recordId, name: searchPinyin.name })
      .from(searchPinyin)
      .where(and(isNull(searchPinyin.pinyin), position))
      .orderBy(asc(searchPinyin.source), asc(searchPinyin.recordId))
      .limit(BATCH);
    const last = rows[rows.length - 1];
    if (!last) return written;
    after = last;
    const values = rows.map((row) => sql`(${row.source}::text, ${row.recordId}::int, ${row.name}::text, ${pinyinKey(row.name)}::text)`);
    await db.execute(
      sql`update ${searchPinyin} set pinyin = v.key from (values ${sql.join(values, sql`, `)}) as v (source, record_id, name, key)
        where ${searchPinyin}.source = v.source and ${searchPinyin}.record_id = v.record_id and ${searchPinyin}.name = v.name and ${searchPinyin}.pinyin is null`,
    );
    written += rows.length;
    if (rows.length < BATCH) return written;
  }
}

/** Whether typed text may be pinyin (the searches that may match a key refresh the pending ones first). */
export function mayBePinyin(text: string): boolean {
  return PINYIN_TEXT.test(text.trim());
}

/**
 * `id in (records of source whose key contains the text)`: the full pinyin, a part of it, or the
 * initials ('shuibeng', 'beng', 'hsb' find 1号水泵), by the keys' 2-/3-gram index. Undefined when the
 * text cannot be pinyin. Company scope and permissions stay the caller's conditions on its own table.
 */
export function pinyinMatch(source: PinyinSource, id: PgColumn, text: string): SQL | undefined {
  if (!mayBePinyin(text)) return undefined;
  const lower = text.trim().toLowerCase();
  return sql`${id} in (select ${searchPinyin.recordId} from ${searchPinyin} where ${searchPinyin.source} = ${source}
    and ${searchPinyin.grams} @> om_query_grams(${lower}) and ${searchPinyin.pinyin} like ${`%${lower}%`})`;
}
