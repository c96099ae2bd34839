import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { devices, faults, repairOrders } from '../db/schema';
import { anywhereOf, codeRank, prefixOf, type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';

/** Repair work orders by code (prefix, exact first) or title (anywhere, or its pinyin), newest first. */
export const repairOrderSearch: SearchKind = {
  kind: 'repair_order',
  pages: ['repairList'],
  query: ({ db, text, limit, companies }) =>
    db
      .select({ id: repairOrders.id, title: repairOrders.title, subtitle: repairOrders.code })
      .from(repairOrders)
      .where(and(companies(repairOrders.companyId), or(sql`lower(${repairOrders.code}) like ${prefixOf(text)}`, sql`lower(${repairOrders.title}) like ${anywhereOf(text)}`, pinyinMatch('repair_orders', repairOrders.id, text))))
      .orderBy(codeRank(repairOrders.code, text), desc(repairOrders.reportedAt), asc(repairOrders.id))
      .limit(limit)
      .getSQL(),
};

/** The fault pool by description (anywhere, or its pinyin), latest seen first; the device's code is the subtitle. */
export const faultSearch: SearchKind = {
  kind: 'fault',
  pages: ['errorPoolList'],
  query: ({ db, text, limit, companies }) =>
    db
      .select({ id: faults.id, title: faults.description, subtitle: devices.code })
      .from(faults)
      .innerJoin(devices, eq(devices.id, faults.deviceId))
      .where(and(companies(faults.companyId), or(sql`lower(${faults.description}) like ${anywhereOf(text)}`, pinyinMatch('faults', faults.id, text))))
      .orderBy(desc(faults.lastSeenAt), asc(faults.id))
      .limit(limit)
      .getSQL(),
};
