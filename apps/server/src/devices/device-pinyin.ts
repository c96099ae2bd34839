import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices } from '../db/schema';
import { pinyinKey } from '../search/pinyin-key';

const BATCH = 2000;
/** A Chinese character in a name (the CJK unified ideographs). */
const HAN_CLASS = '[\u4e00-\u9fff]';

/**
 * Writes the pinyin search key of devices that have Chinese in their name but no key: those written
 * before keys existed, or inserted past the resource (the demo seed, the generator). Runs at every
 * start: one scan when every key is there; else by id ranges, BATCH devices per statement (100,000
 * devices in about fifty). Versions and timestamps stay as they are: the key is no change of the record.
 */
export async function fillDevicePinyin(db: Database, log?: { info(message: string): void }): Promise<number> {
  const [missing] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(sql`${devices.pinyin} = '' and ${devices.name} ~ ${HAN_CLASS}`)
    .limit(1);
  if (!missing) return 0;
  let filled = 0;
  for (let last = 0; ; ) {
    const rows = await db.select({ id: devices.id, name: devices.name, pinyin: devices.pinyin }).from(devices).where(gt(devices.id, last)).orderBy(asc(devices.id)).limit(BATCH);
    const final = rows[rows.length - 1];
    if (!final) break;
    last = final.id;
    const changes = rows.flatMap((row) => {
      const key = pinyinKey(row.name);
      return key === row.pinyin ? [] : [sql`(${row.id}::int, ${key}::text)`];
    });
    if (changes.length === 0) continue;
    await db.execute(sql`update ${devices} set pinyin = v.key from (values ${sql.join(changes, sql`, `)}) as v (id, key) where ${devices}.id = v.id`);
    filled += changes.length;
  }
  if (filled) log?.info(`wrote the pinyin search key of ${filled} devices`);
  return filled;
}
