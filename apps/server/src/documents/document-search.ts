import { and, asc, desc, sql } from 'drizzle-orm';
import { documents } from '../db/documents-schema';
import { type SearchKind } from '../search/search-kind';
import { documentVisibilityCondition } from './documents';
import { keywordCondition } from './search';

/** Documents the caller may read, by title, tags, description and file text (the library's gram index). */
export const documentSearch: SearchKind = {
  kind: 'document',
  pages: ['dataFilesList'],
  query: async ({ db, auth, text, limit, companies }) =>
    db
      .select({ id: documents.id, title: documents.title, subtitle: sql<string>`left(${documents.description}, 120)` })
      .from(documents)
      .where(and(companies(documents.companyId), await documentVisibilityCondition(db, auth), keywordCondition(documents.searchText, documents.searchGrams, text)))
      .orderBy(desc(documents.updatedAt), asc(documents.id))
      .limit(limit)
      .getSQL(),
};
