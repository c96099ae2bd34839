import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The pinyin search keys of every name the header search and the ledger find (src/search/pinyin-index.ts):
 * one row per record whose name has Chinese characters. Triggers on the named tables write the name and
 * mark the key pending (`pinyin` null) on every insert or rename, whatever wrote it; the server computes
 * pending keys before it searches. `grams`: the key's 2-/3-grams for the GIN index, as devices have.
 */
export const searchPinyin = pgTable(
  'search_pinyin',
  {
    /** The table of the record ('devices', 'users', …). */
    source: text('source').notNull(),
    recordId: integer('record_id').notNull(),
    /** The name the key was (or is to be) computed from. */
    name: text('name').notNull(),
    /** 'haoshuibeng hsb' (src/search/pinyin-key.ts); null until the server has computed it. */
    pinyin: text('pinyin'),
    grams: text('grams')
      .array()
      .generatedAlwaysAs(sql`om_grams(coalesce(pinyin, ''))`),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.recordId] }),
    index('search_pinyin_pending_idx').on(table.source, table.recordId).where(sql`pinyin is null`),
    index('search_pinyin_grams_idx').using('gin', table.grams).with({ fastupdate: 'off' }),
  ],
);
