import { sql } from 'drizzle-orm';
import type { Schemas, SuccessBody } from '../contract/handler-types';
import { devices } from '../db/schema';
import { JsonText, type WrittenPage } from '../http/json-text';
import type { PageRequest, ReadContext } from '../resource/define-resource';
import { deviceQuery, devicePageJson, deviceSummary, deviceTotal, type JsonPage, keywordPage, pageIdsQuery, summarise } from './device-query';
import { writtenItems } from './device-rows';
import { mayBePinyin, refreshPinyinKeys } from '../search/pinyin-index';

/** The ledger's page: its rows, the total, whether the total is exact, and the figures when asked. */
type DevicePage = SuccessBody<'listDevices'>['data'];

/**
 * The ledger's page (on the device resource's list path: `listWrittenWith`): an index-ordered page of ids
 * per company, its rows written by the database as their answers' JSON, parents and — when device_counts
 * can answer — the figures, in one statement; a keyword goes through its indexes (keywordPage). The
 * shared list path would count and sort every match.
 */
export async function deviceListPage(ctx: ReadContext, { limit, offset, sort }: PageRequest): Promise<WrittenPage<DevicePage>> {
  const { db } = ctx;
  const query = await deviceQuery(ctx);
  const wantSummary = ctx.query['include'] === 'summary';
  const order = { name: sort.name, descending: sort.descending };
  let found: JsonPage;
  let counted: { total: number; exact: boolean } | undefined;
  if (query.keyword) {
    if (typeof ctx.query['keyword'] === 'string' && mayBePinyin(ctx.query['keyword'])) await refreshPinyinKeys(db);
    const matches = await keywordPage(db, query, query.keyword, sort, limit, offset);
    found = matches;
    counted = { total: matches.total, exact: matches.exact };
  } else {
    // One statement: the page (index-ordered per company) and, when device_counts can answer, the figures.
    found = await devicePageJson(db, sql`${devices.id} in (${pageIdsQuery(query, sort, limit, offset)})`, order, query.countable ? query.filters : undefined);
  }
  const items = new JsonText<Schemas['Device'][]>(await writtenItems(db, found.rows));
  if (found.groups) {
    const summary = summarise(found.groups);
    return { items, total: summary.total, total_exact: true, ...(wantSummary ? { summary } : {}) };
  }
  if (wantSummary) {
    const summary = await deviceSummary(db, query);
    return { items, total: summary.total, total_exact: true, summary };
  }
  const { total, exact } = counted ?? (await deviceTotal(db, query));
  return { items, total, total_exact: exact };
}
