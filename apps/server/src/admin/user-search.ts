import { and, asc, or, sql } from 'drizzle-orm';
import { users } from '../db/schema';
import { anywhereOf, codeRank, type SearchKind } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';

/** Accounts by username (exact, then prefix, first) or name, anywhere in either, or the name's pinyin. */
export const userSearch: SearchKind = {
  kind: 'user',
  pages: ['userList'],
  query: ({ db, text, limit, companies }) => {
    const pattern = anywhereOf(text);
    return db
      .select({ id: users.id, title: sql<string>`case when ${users.name} = '' then ${users.username} else ${users.name} end`, subtitle: users.username })
      .from(users)
      .where(and(companies(users.companyId), or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.name}) like ${pattern}`, pinyinMatch('users', users.id, text))))
      .orderBy(codeRank(users.username, text), asc(users.name), asc(users.id))
      .limit(limit)
      .getSQL();
  },
};
