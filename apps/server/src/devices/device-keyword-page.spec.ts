import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { devices } from '../db/schema';
import { deviceDemoIds, type DeviceDemoIds, request, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { COUNT_CAP, devicePageByIds, devicePageJson, keywordCondition } from './device-query';

/**
 * A keyword page comes from two statements (the matches' count and page ids, then the rows by id
 * through a kept plan): it must equal every matching row sorted and cut to the page, with the total
 * capped at COUNT_CAP, for rare and common keywords, scope filters, sort orders and pages.
 */
let t: TestApp;
let admin: string;
let ids: DeviceDemoIds;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-devices-keyword-')) } });
  admin = (await signInRoles(t.app)).admin;
  ids = await deviceDemoIds(t.database.db);
}, 90_000);
afterAll(() => t?.close());

const SORTS: Record<string, PgColumn> = { commissioned_on: devices.commissionedOn, code: devices.code, name: devices.name, id: devices.id };

async function expectedPage(keyword: string, sort: string, scope: SQL | undefined, limit: number, offset: number) {
  const name = sort.slice(1);
  const column = SORTS[name] ?? devices.id;
  const order = sort.startsWith('-') ? desc : asc;
  const matching = await t.database.db
    .select({ id: devices.id })
    .from(devices)
    .where(and(keywordCondition(keyword), scope))
    .orderBy(...(name === 'id' ? [order(devices.id)] : [order(column), order(devices.id)]));
  const total = Math.min(matching.length, COUNT_CAP);
  return { ids: matching.slice(offset, offset + limit).map((row) => row.id), total, total_exact: matching.length <= COUNT_CAP };
}

async function listedPage(keyword: string, sort: string, filter: string, limit: number, page: number) {
  const url = `/api/devices?keyword=${encodeURIComponent(keyword)}&sort=${encodeURIComponent(sort)}&limit=${limit}&page=${page}${filter}`;
  const response = await request(t.app, admin, 'GET', url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const data = response.json().data;
  return { ids: data.items.map((item: { id: number }) => item.id), total: data.total, total_exact: data.total_exact };
}

describe('the keyword page', () => {
  it('equals every match sorted and cut to the page, for rare and common keywords, scopes, orders and pages', async () => {
    const [device] = await t.database.db.select({ code: devices.code, name: devices.name }).from(devices).where(eq(devices.id, ids.mainDeviceId));
    const code = device?.code ?? '';
    const keywords = [code, code.slice(0, -1), code.slice(0, 2), '泵', '离心', 'no such device'];
    const station = ids.mainStationIds[0] ?? 0;
    const scopes: [string, SQL | undefined][] = [
      ['', undefined],
      [`&company_id=${ids.mainId}`, eq(devices.companyId, ids.mainId)],
      [`&station_id=${station}&status=in_use`, and(eq(devices.stationId, station), eq(devices.status, 'in_use'))],
    ];
    let pagesWithRows = 0;
    for (const keyword of keywords)
      for (const [filter, scope] of scopes)
        for (const sort of ['-commissioned_on', '+code', '-id', '+name'])
          for (const page of [1, 3]) {
            const listed = await listedPage(keyword, sort, filter, 7, page);
            expect([keyword, filter, sort, page, listed]).toEqual([keyword, filter, sort, page, await expectedPage(keyword, sort, scope, 7, (page - 1) * 7)]);
            if (listed.ids.length > 0) pagesWithRows += 1;
          }
    expect(pagesWithRows).toBeGreaterThan(20);
  });

  it('writes the rows by id exactly as the page statement with the ids in its text does', async () => {
    const rows = await t.database.db.select({ id: devices.id }).from(devices).where(eq(devices.companyId, ids.mainId)).orderBy(asc(devices.id)).limit(12);
    const some = rows.map((row) => row.id);
    for (const sort of [{ name: 'commissioned_on', descending: true }, { name: 'code', descending: false }]) {
      const byIds = await devicePageByIds(t.database.db, some, sort);
      const inline = await devicePageJson(t.database.db, sql`${devices.id} in (${sql.raw(some.join(', '))})`, sort, undefined);
      expect(byIds.rows).toHaveLength(some.length);
      expect(byIds).toEqual(inline);
    }
  });
});
