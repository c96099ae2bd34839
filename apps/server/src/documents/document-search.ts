import { and, asc, desc, or, sql } from 'drizzle-orm';
import { documents } from '../db/documents-schema';
import { type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';
import { documentVisibilityCondition } from './documents';
import { keywordCondition } from './search';

/** Documents the caller may read, by title, tags, description and file text (the library's gram index), or the title's pinyin. */
export const documentSearch: SearchKind = {
  kind: 'document',
  pages: ['dataFilesList'],
  query: async ({ db, auth, text, limit, companies }) =>
    db
      .select({ id: documents.id, title: documents.title, subtitle: sql<string>`left(${documents.description}, 120)` })
      .from(documents)
      .where(and(companies(documents.companyId), await documentVisibilityCondition(db, auth), or(keywordCondition(documents.searchText, documents.searchGrams, text), pinyinMatch('documents', documents.id, text))))
      .orderBy(desc(documents.updatedAt), asc(documents.id))
      .limit(limit)
      .getSQL(),
};
