import { and, asc } from 'drizzle-orm';
import { devices } from '../db/schema';
import { codeRank, type SearchKind } from '../search/search-kind';
import { keywordCondition } from './device-query';

/** Devices by code (prefix, exact first) or name and model (the ledger's 2-/3-gram index). */
export const deviceSearch: SearchKind = {
  kind: 'device',
  pages: ['deviceList'],
  query: ({ db, text, limit, companies }) => {
    const rank = codeRank(devices.code, text);
    return db
      .select({ id: devices.id, title: devices.name, subtitle: devices.code })
      .from(devices)
      .where(and(companies(devices.companyId), keywordCondition(text)))
      .orderBy(rank, asc(devices.name), asc(devices.id))
      .limit(limit)
      .getSQL();
  },
};

