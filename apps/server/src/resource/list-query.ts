import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from '../db/like';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import type { KeywordScan, PageRequest, ReadContext, ResourceDefinition, ResourceStore } from './resource-types';

/**
 * A resource's list: the caller's scope, the query's filters and keyword, the sort, and the page with
 * its total in one statement. List and export share the condition; get shares the scope.
 */

const MAX_LIMIT = 100;

function keywordOf(query: Record<string, unknown>): string {
  const keyword = query['keyword'];
  return typeof keyword === 'string' ? keyword.trim() : '';
}

export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * `+name` / `-name` / `name` (the default when blank) → the sortable column it names; an unknown
 * name is the field error listing the accepted values. Every list parses its sort here.
 */
export function parseSort<Column>(sort: unknown, sortable: Readonly<Record<string, Column>>, fallback: string): { column: Column; name: string; descending: boolean } {
  const value = typeof sort === 'string' && sort !== '' ? sort : fallback;
  const match = /^([+-]?)([a-z_]+)$/.exec(value);
  const name = match?.[2] ?? '';
  const column = match && Object.hasOwn(sortable, name) ? sortable[name] : undefined;
  if (!match || column === undefined) throw ApiError.field('sort', 'validation.enum', { values: Object.keys(sortable).flatMap((key) => [`+${key}`, `-${key}`]).join(', ') });
  return { column, name, descending: match[1] === '-' };
}

/** No total wanted (a get, an export batch): the store selects NULL as `listTotal`. */
export const NO_TOTAL: SQL<number | null> = sql<number | null>`null`;

/**
 * The number of rows of `table` matching `where`, as a scalar subquery the database runs once beside
 * the page (PostgreSQL plans it as an InitPlan: the page keeps its own index-ordered plan and LIMIT,
 * unlike `count(*) over ()`, which would read and sort every match before cutting the page). The
 * condition names `table`'s columns qualified, so inside the subquery they are the subquery's own.
 */
export function totalOf(table: PgTable, where: SQL | undefined): SQL<number | null> {
  return sql<number | null>`(select count(*)::integer from ${table} where ${where ?? sql`true`})`.mapWith(Number);
}

/** Like totalOf, but stops counting after `cap + 1` matches (a total above `cap` is not exact). */
export function cappedTotalOf(table: PgTable, where: SQL | undefined, cap: number): SQL<number | null> {
  return sql<number | null>`(select count(*)::integer from (select 1 from ${table} where ${where ?? sql`true`} limit ${cap + 1}) as capped)`.mapWith(Number);
}

/**
 * The first `need` rows of `table` matching a keyword, in the list's order, as a table expression
 * `(…) as matches(match_id)`. A common word is found among the first `window` rows of that order (an
 * index-ordered scan that stops at the `need`-th hit); a rarer one, which that window does not hold
 * `need` times, through the keyword's indexed condition (n-grams), which would otherwise read and
 * sort every match of a common word. Both branches give the same rows; the database runs only the one
 * it needs (each is behind a one-time filter on the window's hits).
 */
export function firstMatches(parts: { table: PgTable; id: PgColumn; base: SQL | undefined; orderBy: SQL[]; contains: SQL; indexed: SQL; need: number; window: number }): SQL {
  const { table, id, base, orderBy, contains, indexed, need, window } = parts;
  const order = sql.join(orderBy, sql`, `);
  return sql`(with window_hits as materialized (
      select window_rows.id from (select ${id} as id, (${contains}) as hit from ${table} where ${base ?? sql`true`} order by ${order} limit ${window}) as window_rows
      where window_rows.hit limit ${need})
    select id from window_hits where (select count(*) from window_hits) >= ${need}
    union all
    select id from (select ${id} as id from ${table} where ${and(base, indexed) ?? sql`true`} order by ${order} limit ${need}) as indexed_rows
    where (select count(*) from window_hits) < ${need}) as matches(match_id)`;
}

/** A page of a list: its rows, the total, and whether that total is exact (only for lists with a totalCap or keywordTotalCap). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  exact?: boolean;
}

export interface ListQuery<Row> {
  /** The list condition of a caller (company scope + the resource's own `where`). */
  scopeWhere(ctx: ReadContext): Promise<SQL | undefined>;
  /** The list condition of a request (scope, filter-box params, filters, keyword), as list and export use it. */
  listWhere(ctx: ReadContext): Promise<SQL | undefined>;
  /** The ORDER BY of a request's `sort` (400 naming sort when it is not declared). */
  orderOf(query: Record<string, unknown>): SQL[];
  /** A request's `page`, `limit` (≤ 100) and `sort`, parsed. */
  pageRequest(query: Record<string, unknown>): PageRequest;
  /** The requested page and the total of the whole selection (capped with a keyword when the list says so). */
  page(ctx: ReadContext): Promise<ListPage<Row>>;
}

type ListParts<Row> = Pick<ResourceDefinition<Row, unknown, { id: number }, unknown, { version: number }>, 'scope' | 'list'> & {
  store: Pick<ResourceStore<Row, unknown>, 'table' | 'id' | 'select'>;
};

export function listQuery<Row>({ store, scope, list }: ListParts<Row>): ListQuery<Row> {
  function companyCondition(ctx: ReadContext): SQL | undefined {
    const requested = list.companyParam === false ? undefined : positiveInteger(ctx.query['company_id']);
    if (requested !== undefined) {
      if (!canSee(ctx.visibility, requested)) throw ApiError.referenceNotFound('company_id');
      return eq(scope.column, requested);
    }
    return ctx.visibility.all ? undefined : inArray(scope.column, [...ctx.visibility.ids]);
  }

  async function scopeWhere(ctx: ReadContext): Promise<SQL | undefined> {
    return and(companyCondition(ctx), await list.where?.(ctx));
  }

  async function listWhere(ctx: ReadContext, withKeyword = true): Promise<SQL | undefined> {
    const parts: (SQL | undefined)[] = [await scopeWhere(ctx)];
    for (const [param, column] of Object.entries(list.scopeParams ?? {})) {
      const value = positiveInteger(ctx.query[param]);
      if (value !== undefined && column) parts.push(eq(column, value));
    }
    for (const [param, filter] of Object.entries(list.filters ?? {})) {
      const value = ctx.query[param];
      if (value === undefined || value === '') continue;
      if (typeof filter === 'function') parts.push(await filter(value, ctx));
      else if (filter.zeroIsNull && value === 0) parts.push(isNull(filter.column));
      else parts.push(eq(filter.column, value));
    }
    const keyword = withKeyword ? keywordOf(ctx.query) : '';
    if (keyword && list.keyword) parts.push(list.keyword(keyword));
    else if (keyword && list.search?.length) {
      const pattern = `%${escapeLike(keyword)}%`;
      parts.push(or(...list.search.map((column: PgColumn) => ilike(column, pattern))));
    }
    return and(...parts);
  }

  function sortOf(query: Record<string, unknown>): PageRequest['sort'] {
    return parseSort(query['sort'], list.sortable, list.defaultSort);
  }

  function orderOf(query: Record<string, unknown>): SQL[] {
    const { column, descending } = sortOf(query);
    const direction = descending ? desc : asc;
    return column === store.id ? [direction(column)] : [direction(column), direction(store.id)];
  }

  function pageRequest(query: Record<string, unknown>): PageRequest {
    const number = positiveInteger(query['page']) ?? 1;
    const limit = Math.min(positiveInteger(query['limit']) ?? 20, MAX_LIMIT);
    return { limit, offset: (number - 1) * limit, sort: sortOf(query) };
  }

  /**
   * A keyword page through firstMatches: the ids of the first max(cap + 1, offset + limit) matches, then
   * the page's rows by id; the total is the number of those ids (capped). Pages end at the scan's window.
   */
  async function keywordScanPage(ctx: ReadContext, scan: KeywordScan, keyword: string, cap: number): Promise<ListPage<Row>> {
    const { limit, offset } = pageRequest(ctx.query);
    // Deeper pages would read and sort every match of a common word: the window is as far as a keyword pages.
    if (offset + limit > scan.window) throw ApiError.field('page', 'validation.maximum', { limit: Math.floor(scan.window / limit) });
    const orderBy = orderOf(ctx.query);
    const indexed = list.keyword?.(keyword);
    const matches = firstMatches({ table: store.table, id: store.id, base: await listWhere(ctx, false), orderBy, contains: scan.contains(keyword), indexed: indexed ?? scan.contains(keyword), need: Math.max(cap + 1, offset + limit), window: scan.window });
    const found = await ctx.db.select({ id: sql<number>`match_id`.mapWith(Number) }).from(matches);
    const pageIds = found.slice(offset, offset + limit).map((match) => match.id);
    const rows = pageIds.length === 0 ? [] : await store.select(ctx.db, { where: inArray(store.id, pageIds), orderBy, limit, offset: 0, total: NO_TOTAL });
    return found.length > cap ? { rows, total: cap, exact: false } : { rows, total: found.length, exact: true };
  }

  async function page(ctx: ReadContext): Promise<ListPage<Row>> {
    const keyword = keywordOf(ctx.query);
    const cap = list.totalCap ?? (list.keywordTotalCap !== undefined && keyword !== '' ? list.keywordTotalCap : undefined);
    if (keyword !== '' && list.keywordScan && cap !== undefined) return keywordScanPage(ctx, list.keywordScan, keyword, cap);
    const { limit, offset } = pageRequest(ctx.query);
    const orderBy = orderOf(ctx.query);
    const where = await listWhere(ctx);
    const answersExact = list.totalCap !== undefined || list.keywordTotalCap !== undefined;
    const rows = await store.select(ctx.db, { where, orderBy, limit, offset, total: cap === undefined ? totalOf(store.table, where) : cappedTotalOf(store.table, where, cap) });
    const selected = rows[0]?.listTotal;
    const answer = (total: number): ListPage<Row> =>
      !answersExact ? { rows, total } : cap !== undefined && total > cap ? { rows, total: cap, exact: false } : { rows, total, exact: true };
    if (typeof selected === 'number') return answer(selected);
    // A store that does not select the total: a page that is not full (and not past the end) tells it.
    if (rows.length < limit && (rows.length > 0 || offset === 0)) return answer(offset + rows.length);
    const [counted] =
      cap === undefined
        ? await ctx.db.select({ total: count() }).from(store.table).where(where)
        : await ctx.db.select({ total: cappedTotalOf(store.table, where, cap) }).from(store.table).limit(1);
    return answer(counted?.total ?? 0);
  }

  return { scopeWhere, listWhere, orderOf, pageRequest, page };
}

/** Keeps the page's total through a store's row mapping (names or details read after the page). */
export async function keepingTotal<In extends { listTotal: number | null }, Out>(rows: In[], map: (rows: In[]) => Promise<Out[]>): Promise<(Out & { listTotal: number | null })[]> {
  const listTotal = rows[0]?.listTotal ?? null;
  return (await map(rows)).map((row) => ({ ...row, listTotal }));
}
