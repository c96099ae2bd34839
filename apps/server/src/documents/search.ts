import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../db/like';

/** How much text a row keeps for the keyword: om_grams is quadratic in the length, so long texts are cut. */
export const SEARCH_TEXT_LIMIT = 1500;

/** The lower-case text a keyword searches: the given parts joined, whitespace folded, cut to the limit. */
export function searchTextOf(...parts: readonly (string | readonly string[] | undefined | null)[]): string {
  return parts
    .flatMap((part) => (part === undefined || part === null ? [] : typeof part === 'string' ? [part] : [...part]))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, SEARCH_TEXT_LIMIT);
}

/**
 * The keyword condition of the device ledger's approach (migration 0004): Chinese has no word
 * boundaries, so each row keeps the 2- and 3-grams of its text (generated `search_grams`, GIN). A
 * keyword of two or more characters first narrows by its grams through the index; LIKE on the stored
 * lower-case text decides. A one-character keyword has no gram and scans.
 */
export function keywordCondition(searchText: PgColumn, searchGrams: PgColumn, keyword: string): SQL {
  const text = keyword.trim().toLowerCase();
  const contains = containsCondition(searchText, text);
  return [...text].length >= 2 ? sql`(${searchGrams} @> om_query_grams(${text}) and ${contains})` : contains;
}

/** The keyword's decisive part alone: the stored lower-case text contains it (no index; see list-query.ts firstMatches). */
export function containsCondition(searchText: PgColumn, keyword: string): SQL {
  return sql`${searchText} like '%' || ${escapeLike(keyword.trim().toLowerCase())} || '%'`;
}
