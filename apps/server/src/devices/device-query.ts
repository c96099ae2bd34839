import { DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES } from '@om/api/enums';
import { and, count, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { constantLiteral, integerList, integerLiteral } from '../db/literals';
import { GENERIC_PLAN_MARK } from '../db/generic-plans';
import { executeRows } from '../db/raw';
import { companies, deviceCounts, devices } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import type { ListFilter, ReadContext } from '../resource/define-resource';
import { DEVICE_COLUMN_NAMES, type WrittenDevice, writtenDevice, writtenRowsJson } from './device-rows';
import { isRecord } from '@om/core';
import { typeSubtree } from './device-types';
import { pinyinMatch } from '../search/pinyin-index';

/**
 * The ledger's list: how filters become conditions on `devices` (list, export, summary) and on
 * `device_counts` (totals and figures), and the page query that stays an index scan at 100,000 rows.
 */

/** Beyond this many matches a keyword or parent filter answers `total_exact: false` (the pages stay exact). */
export const COUNT_CAP = 1000;


/** Whether a keyword has a gram for the index (om_query_grams: its trigrams, or its one bigram). */
export function hasGrams(text: string): boolean {
  return [...text.trim()].length >= 2;
}

/**
 * keyword: the code starts with it (expression index on lower(code) text_pattern_ops), or the name or
 * model contains it (or the name's pinyin key does: src/search/pinyin-index.ts) — the 2-/3-gram GIN index narrows the candidates, LIKE on the stored lower-case
 * text decides. Lower-cased by the database on both sides (its lower() and JavaScript's differ
 * outside ASCII).
 */
export interface KeywordParts {
  code: SQL;
  nameOrModel: SQL;
  /** nameOrModel's two parts: the name or model (grams and LIKE), and the pinyin key when the text may be pinyin. */
  name: SQL;
  pinyin?: SQL;
}

export function keywordParts(keyword: string): KeywordParts | undefined {
  const text = keyword.trim();
  if (!text) return undefined;
  const escaped = escapeLike(text);
  const contains = sql`${devices.searchText} like '%' || lower(${escaped}) || '%'`;
  const grams = hasGrams(text) ? sql`${devices.searchGrams} @> om_query_grams(${text})` : undefined;
  const nameOrModel = and(grams, contains) ?? contains;
  // The range lets a plan made without knowing the text still read the prefix from the index (LIKE with a
  // parameter cannot); LIKE keeps the exact meaning. chr(1114111) is the last code point: only a code going
  // on after the prefix with that noncharacter and more would fall outside the range.
  const code = sql`lower(${devices.code}) ~>=~ lower(${text}) and lower(${devices.code}) ~<=~ (lower(${text}) || chr(1114111))
    and lower(${devices.code}) like lower(${escaped}) || '%'`;
  const pinyin = pinyinMatch('devices', devices.id, text);
  return { code, name: nameOrModel, pinyin, nameOrModel: or(nameOrModel, pinyin) ?? nameOrModel };
}

export function keywordCondition(keyword: string): SQL | undefined {
  const parts = keywordParts(keyword);
  return parts ? or(parts.code, parts.nameOrModel) : undefined;
}

function enumValue<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((item) => item === value);
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** type_id with its subtypes unless include_subtypes=false. */
async function typeIds(db: Database, query: Record<string, unknown>): Promise<number[] | undefined> {
  const typeId = positive(query['type_id']);
  if (typeId === undefined) return undefined;
  return query['include_subtypes'] === false ? [typeId] : typeSubtree(db, typeId);
}

/** The resource's filters (list and export): equality, and the type with its subtypes. */
export const deviceFilters: Record<string, ListFilter> = {
  status: { column: devices.status },
  importance: { column: devices.importance },
  parent_id: { column: devices.parentId },
  type_id: async (_value, ctx) => {
    const ids = await typeIds(ctx.db, ctx.query);
    return ids ? inArray(devices.typeId, ids.length ? ids : [0]) : undefined;
  },
};

export const deviceScopeParams = { region_id: devices.regionId, partner_id: devices.unitId, station_id: devices.stationId } as const;

/** The filters that device_counts can answer (scope, type, status, importance), resolved once per request. */
export interface CountableFilters {
  companyIds: readonly number[] | 'all';
  regionId?: number;
  unitId?: number;
  stationId?: number;
  typeIds?: number[];
  status?: (typeof DEVICE_STATUS_VALUES)[number];
  importance?: (typeof DEVICE_IMPORTANCE_VALUES)[number];
}

export interface DeviceQuery {
  filters: CountableFilters;
  /** Conditions on devices beyond the company: scope, type, status, importance, keyword, parent. */
  rest: SQL[];
  /** The same without the keyword (the keyword's index branches add it themselves). */
  restWithoutKeyword: SQL[];
  keyword?: KeywordParts;
  /** false when a keyword or parent filter makes device_counts unusable. */
  countable: boolean;
}

/** Resolves the list's query parameters (company scope from the session, as the resource does). */
export async function deviceQuery(ctx: ReadContext): Promise<DeviceQuery> {
  const q = ctx.query;
  const requested = positive(q['company_id']);
  if (requested !== undefined && !canSee(ctx.visibility, requested)) throw ApiError.referenceNotFound('company_id');
  const filters: CountableFilters = {
    companyIds: requested !== undefined ? [requested] : ctx.visibility.all ? 'all' : [...ctx.visibility.ids],
    regionId: positive(q['region_id']),
    unitId: positive(q['partner_id']),
    stationId: positive(q['station_id']),
    typeIds: await typeIds(ctx.db, q),
    status: enumValue(DEVICE_STATUS_VALUES, q['status']),
    importance: enumValue(DEVICE_IMPORTANCE_VALUES, q['importance']),
  };
  const keyword = typeof q['keyword'] === 'string' ? keywordParts(q['keyword']) : undefined;
  const parentId = positive(q['parent_id']);
  const parentOf = positive(q['parent_of']);
  const restWithoutKeyword = [
    ...conditions(filters, {
      regionId: devices.regionId,
      unitId: devices.unitId,
      stationId: devices.stationId,
      typeId: devices.typeId,
      status: devices.status,
      importance: devices.importance,
    }),
    ...(parentId !== undefined ? [sql`${devices.parentId} = ${integerLiteral(parentId)}`] : []),
    ...(parentOf !== undefined ? [notInSubtree(parentOf)] : []),
  ];
  const rest = keyword ? [...restWithoutKeyword, or(keyword.code, keyword.nameOrModel) ?? keyword.code] : restWithoutKeyword;
  return { filters, rest, restWithoutKeyword, keyword, countable: keyword === undefined && parentId === undefined && parentOf === undefined };
}

/** Not the device `rootId` nor any device below it (the candidates for its parent). */
function notInSubtree(rootId: number): SQL {
  return sql`${devices.id} not in (
    with recursive down(id, depth) as (
      select ${integerLiteral(rootId)}::integer, 0
      union all
      select d.id, down.depth + 1 from ${devices} d join down on d.parent_id = down.id where down.depth < 1000
    )
    select id from down
  )`;
}

function conditions(
  f: CountableFilters,
  c: { regionId: PgColumn; unitId: PgColumn; stationId: PgColumn; typeId: PgColumn; status: PgColumn; importance: PgColumn },
): SQL[] {
  const parts: SQL[] = [];
  if (f.regionId !== undefined) parts.push(sql`${c.regionId} = ${integerLiteral(f.regionId)}`);
  if (f.unitId !== undefined) parts.push(sql`${c.unitId} = ${integerLiteral(f.unitId)}`);
  if (f.stationId !== undefined) parts.push(sql`${c.stationId} = ${integerLiteral(f.stationId)}`);
  if (f.typeIds !== undefined) parts.push(sql`${c.typeId} in (${integerList(f.typeIds)})`);
  if (f.status !== undefined) parts.push(sql`${c.status} = ${constantLiteral(DEVICE_STATUS_VALUES, f.status)}`);
  if (f.importance !== undefined) parts.push(sql`${c.importance} = ${constantLiteral(DEVICE_IMPORTANCE_VALUES, f.importance)}`);
  return parts;
}

function companyCondition(column: PgColumn, ids: readonly number[] | 'all'): SQL | undefined {
  if (ids === 'all') return undefined;
  return sql`${column} in (${integerList(ids)})`;
}

/**
 * One page of rows. Each visible company is an ordered scan of its (company_id, <sort column>, id)
 * index (a LATERAL subquery per company, LIMIT offset + limit), merged and cut to the page: never a
 * sort of every matching row, however many companies the caller sees. The page's ids feed the joined
 * row query (type, station path, parent, counts) in the same statement.
 */
export function pageIdsQuery(query: DeviceQuery, sort: { column: PgColumn; descending: boolean }, limit: number, offset: number): SQL {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const companySource =
    query.filters.companyIds === 'all'
      ? sql`select ${companies.id} as id from ${companies}`
      : sql`select ${companies.id} as id from ${companies} where ${companyCondition(companies.id, query.filters.companyIds)}`;
  const rest = query.rest.length ? sql` and ${and(...query.rest)}` : sql``;
  const orderInner = sort.column === devices.id ? sql`${devices.id} ${direction}` : sql`${sort.column} ${direction}, ${devices.id} ${direction}`;
  const orderOuter = sort.column === devices.id ? sql`d.id ${direction}` : sql`d.s ${direction}, d.id ${direction}`;
  return sql`select d.id from (${companySource}) c cross join lateral (
      select ${devices.id} as id, ${sort.column} as s from ${devices}
      where ${devices.companyId} = c.id${rest}
      order by ${orderInner}
      limit ${integerLiteral(offset + limit)}
    ) d
    order by ${orderOuter}
    limit ${integerLiteral(limit)} offset ${integerLiteral(offset)}`;
}


export interface Figures {
  total: number;
  exact: boolean;
  summary: Schemas['DeviceSummary'];
}

function emptySummary(): Schemas['DeviceSummary'] {
  return { total: 0, in_use: 0, standby: 0, under_repair: 0, scrapped: 0, importance: { A: 0, B: 0, C: 0 } };
}

/** The figures (total, per status, per importance) from device_counts groups. */
export function summarise(groups: readonly { status: string; importance: string; n: number }[]): Schemas['DeviceSummary'] {
  const summary = emptySummary();
  for (const group of groups) {
    summary.total += group.n;
    const status = enumValue(DEVICE_STATUS_VALUES, group.status);
    if (status) summary[status] += group.n;
    const importance = enumValue(DEVICE_IMPORTANCE_VALUES, group.importance);
    if (importance) summary.importance[importance] += group.n;
  }
  return summary;
}

function countsWhere(f: CountableFilters): SQL | undefined {
  return and(
    companyCondition(deviceCounts.companyId, f.companyIds),
    ...conditions(f, {
      regionId: deviceCounts.regionId,
      unitId: deviceCounts.unitId,
      stationId: deviceCounts.stationId,
      typeId: deviceCounts.typeId,
      status: deviceCounts.status,
      importance: deviceCounts.importance,
    }),
  );
}

/** Totals per status × importance from device_counts (a few hundred rows at most per company). */
async function countedGroups(db: Database, f: CountableFilters) {
  return db
    .select({ status: deviceCounts.status, importance: deviceCounts.importance, n: sum(deviceCounts.n).mapWith(Number) })
    .from(deviceCounts)
    .where(countsWhere(f))
    .groupBy(deviceCounts.status, deviceCounts.importance);
}

function deviceWhere(query: DeviceQuery): SQL | undefined {
  return and(companyCondition(devices.companyId, query.filters.companyIds), ...query.rest);
}

/** The exact figures (summary) for a query: from device_counts when it can, else grouped over devices. */
export async function deviceSummary(db: Database, query: DeviceQuery): Promise<Schemas['DeviceSummary']> {
  if (query.countable) return summarise(await countedGroups(db, query.filters));
  const groups = await db
    .select({ status: devices.status, importance: devices.importance, n: count() })
    .from(devices)
    .where(deviceWhere(query))
    .groupBy(devices.status, devices.importance);
  return summarise(groups);
}

/** The list's total: exact from device_counts, or counted up to COUNT_CAP + 1 rows. */
export async function deviceTotal(db: Database, query: DeviceQuery): Promise<{ total: number; exact: boolean }> {
  if (query.countable) return { total: summarise(await countedGroups(db, query.filters)).total, exact: true };
  const capped = db.select({ one: sql`1` }).from(devices).where(deviceWhere(query)).limit(COUNT_CAP + 1).as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, exact: false } : { total: n, exact: true };
}

/**
 * A keyword page. The matches are collected through the indexes — the code-prefix branch in index
 * order (lower(code) text_pattern_ops, as a range), the name/model branch through the gram index, the
 * pinyin branch through the pinyin keys' — each cut at COUNT_CAP + 1, so no plan wanders through the
 * table looking for rare rows, and one generic plan fits every keyword (kept on PGlite: db/generic-plans.ts);
 * the count, the page and its rows come back as one json value from one statement. Up to COUNT_CAP matches the total is
 * exact; beyond, the keyword is common and the per-company ordered scan (pageIdsQuery) finds its page
 * within the first few hundred rows it reads.
 */
export async function keywordPage(
  db: Database,
  query: DeviceQuery,
  keyword: KeywordParts,
  sort: { column: PgColumn; name: string; descending: boolean },
  limit: number,
  offset: number,
): Promise<JsonPage & { total: number; exact: boolean }> {
  const scope = and(companyCondition(devices.companyId, query.filters.companyIds), ...query.restWithoutKeyword);
  const where = (condition: SQL) => (scope ? sql`${condition} and ${scope}` : condition);
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const cap = integerLiteral(COUNT_CAP + 1);
  const matches = sql`(select ${devices.id} as id, ${sort.column} as s from ${devices} where ${where(keyword.code)}
      order by lower(${devices.code}) using ~<~ limit ${cap})
    union
    (select ${devices.id} as id, ${sort.column} as s from ${devices} where ${where(keyword.name)} limit ${cap})${
      // A branch of its own: OR-ed with the name, the pinyin subquery would turn both into a scan of every device.
      keyword.pinyin ? sql`
    union
    (select ${devices.id} as id, ${sort.column} as s from ${devices} where ${where(keyword.pinyin)} limit ${cap})` : sql``
    }`;
  const found = await devicePageJson(
    db,
    sql`${devices.id} in (select id from matches order by s ${direction}, id ${direction} limit ${integerLiteral(limit)} offset ${integerLiteral(offset)})`,
    sort,
    undefined,
    // Every branch is an index read cut by a LIMIT, so one plan serves every keyword (a kept generic plan on PGlite).
    { ctes: sql`matches as materialized (${matches})`, total: sql`(select count(*) from matches)`, genericPlan: true },
  );
  const total = found.total ?? 0;
  if (total <= COUNT_CAP) return { rows: found.rows, total, exact: true };
  const dense = await devicePageJson(db, sql`${devices.id} in (${pageIdsQuery(query, sort, limit, offset)})`, sort, undefined);
  return { rows: dense.rows, total: COUNT_CAP, exact: false };
}

function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export interface JsonPage {
  /** The page's rows, each its answer's JSON text (names aside), in sort order. */
  rows: WrittenDevice[];
  /** The `total` expression's value, when one was given. */
  total?: number;
  /** device_counts per status × importance, when asked for (countable queries). */
  groups?: { status: string; importance: string; n: number }[];
}

/**
 * The rows matching `where` (a page's ids) in sort order, each written by the database as its answer's
 * JSON (writtenRowsJson), and — for a countable query — the figures from device_counts, as ONE json
 * value from ONE statement: PGlite parses each field of each row in JavaScript, and the text goes out
 * without being parsed into objects and serialised again.
 */
export async function devicePageJson(
  db: Database,
  where: SQL,
  sort: { name: string; descending: boolean },
  groupsOf: CountableFilters | undefined,
  /** ctes: more common table expressions (`name as (…)`, without `with`) that `where` and `total` use. */
  extra: { ctes?: SQL; total?: SQL; genericPlan?: boolean } = {},
): Promise<JsonPage> {
  if (!DEVICE_COLUMN_NAMES.some((name) => name === sort.name)) throw new Error(`not a device column: ${sort.name}`);
  const direction = sort.descending ? 'desc' : 'asc';
  const order = sql.raw(sort.name === 'id' ? `x.id ${direction}` : `x."${sort.name}" ${direction}, x.id ${direction}`);
  const columns = sql.raw(DEVICE_COLUMN_NAMES.map((name) => `"${name}"`).join(', '));
  const groups = groupsOf
    ? sql`(select json_agg(g) from (select status, importance, sum(n)::integer as n from ${deviceCounts} where ${countsWhere(groupsOf) ?? sql`true`} group by 1, 2) g)`
    : sql`null`;
  const [row] = await executeRows(
    db,
    sql`${extra.genericPlan ? sql.raw(`${GENERIC_PLAN_MARK} `) : sql``}with ${extra.ctes ? sql`${extra.ctes}, ` : sql``}page as materialized (select ${columns} from ${devices} where ${where})
        select json_build_object(
          'rows', ${writtenRowsJson(order)},
          'groups', ${groups},
          'total', ${extra.total ?? sql`null`}
        ) as page`,
  );
  const page = jsonValue(row?.['page']);
  if (!isRecord(page)) return { rows: [] };
  const rows = Array.isArray(page['rows']) ? page['rows'].flatMap((item) => writtenDevice(item) ?? []) : [];
  const total = typeof page['total'] === 'number' ? page['total'] : undefined;
  if (!groupsOf) return { rows, total };
  const list = Array.isArray(page['groups']) ? page['groups'] : [];
  return {
    rows,
    groups: list.flatMap((group) =>
      isRecord(group) && typeof group['status'] === 'string' && typeof group['importance'] === 'string' && typeof group['n'] === 'number'
        ? [{ status: group['status'], importance: group['importance'], n: group['n'] }]
        : [],
    ),
  };
}
