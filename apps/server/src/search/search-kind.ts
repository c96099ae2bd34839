import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Permission } from '@om/auth/core';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import type { AuthContext } from '../session/auth-context';

export type SearchKindName = Schemas['SearchKind'];

/** What a kind's query is given: the text as typed (trimmed), how many rows, and the caller. */
export interface SearchInput {
  db: Database;
  auth: AuthContext;
  text: string;
  limit: number;
  /** The company condition on the kind's company column (undefined: every company, the platform administrator). */
  companies(column: PgColumn): SQL | undefined;
}

/**
 * One kind of record the header search finds. A module makes its records findable by declaring one
 * of these next to its code and adding it to SEARCH_KINDS (./search-kinds.ts); the search endpoint
 * asks only the kinds whose `pages` the caller may view, in one round trip for all of them.
 */
export interface SearchKind {
  kind: SearchKindName;
  /** The caller needs `view` on one of these pages. */
  pages: readonly Permission[];
  /**
   * The kind's matches as one SELECT of three columns, in this order: id, title, subtitle (text, never null); at most
   * `input.limit` rows, best first. It runs inside a UNION ALL with the other kinds, so it must not
   * query by itself, except for what it needs to know about the caller (a document's department).
   * A Chinese name is also found by its pinyin: add `pinyinMatch(<its table>, <its id>, text)`
   * (./pinyin-index.ts) to the conditions.
   */
  query(input: SearchInput): SQL | Promise<SQL>;
}

/** A LIKE pattern: the text escaped, lower-cased by the database, as a prefix ('x%') or anywhere ('%x%'). */
export function prefixOf(text: string): SQL {
  return sql`lower(${escapeLike(text)}) || '%'`;
}

export function anywhereOf(text: string): SQL {
  return sql`'%' || lower(${escapeLike(text)}) || '%'`;
}

/** 0 for an exact code, 1 for a code prefix, 2 otherwise: the order of the matches of a kind. */
export function codeRank(code: PgColumn, text: string): SQL<number> {
  return sql<number>`case when lower(${code}) = lower(${text}) then 0 when lower(${code}) like ${prefixOf(text)} then 1 else 2 end`;
}
