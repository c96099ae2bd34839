import { and, asc, or, sql } from 'drizzle-orm';
import { spareParts } from '../db/spare-schema';
import { anywhereOf, codeRank, prefixOf, type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';

/** Spare parts by code (prefix, exact first) or name (anywhere, or its pinyin). */
export const sparePartSearch: SearchKind = {
  kind: 'spare_part',
  pages: ['spareList'],
  query: ({ db, text, limit, companies }) =>
    db
      .select({ id: spareParts.id, title: spareParts.name, subtitle: spareParts.code })
      .from(spareParts)
      .where(and(companies(spareParts.companyId), or(sql`lower(${spareParts.code}) like ${prefixOf(text)}`, sql`lower(${spareParts.name}) like ${anywhereOf(text)}`, pinyinMatch('spare_parts', spareParts.id, text))))
      .orderBy(codeRank(spareParts.code, text), asc(spareParts.name), asc(spareParts.id))
      .limit(limit)
      .getSQL(),
};
