import { and, desc, or, sql } from 'drizzle-orm';
import { documents } from '../db/documents-schema';
import { firstMatches } from '../resource/list-query';
import { type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';
import { DOCUMENT_KEYWORD_WINDOW, documentVisibilityCondition } from './documents';
import { containsCondition, keywordCondition } from './search';

/**
 * Documents the caller may read, by title, tags, description and file text (the library's gram index), or
 * the title's pinyin; newest first, found like the library's keyword (firstMatches).
 */
export const documentSearch: SearchKind = {
  kind: 'document',
  pages: ['dataFilesList'],
  query: async ({ db, auth, text, limit, companies }) => {
    const pinyin = pinyinMatch('documents', documents.id, text);
    const contains = containsCondition(documents.searchText, text);
    const indexed = keywordCondition(documents.searchText, documents.searchGrams, text);
    const orderBy = [desc(documents.updatedAt), desc(documents.id)];
    const matches = firstMatches({
      table: documents,
      id: documents.id,
      base: and(companies(documents.companyId), await documentVisibilityCondition(db, auth)),
      orderBy,
      contains: or(contains, pinyin) ?? contains,
      indexed: or(indexed, pinyin) ?? indexed,
      need: limit,
      window: DOCUMENT_KEYWORD_WINDOW,
    });
    return db
      .select({ id: documents.id, title: documents.title, subtitle: sql<string>`left(${documents.description}, 120)` })
      .from(documents)
      .where(sql`${documents.id} in (select match_id from ${matches})`)
      .orderBy(...orderBy)
      .limit(limit)
      .getSQL();
  },
};
