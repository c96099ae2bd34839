import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import * as ExcelJS from 'exceljs';
import { importRuns, regions } from '../../db/schema';
import { deviceDemoIds, type DeviceDemoIds, signInRoles, type Role } from '../../testing/device-fixtures';
import { bearer, startTestApp, type TestApp, testBackend } from '../../testing/test-app';
import { type SheetRow } from './cells';
import { readCsv } from './csv-file';
import { consoleText } from './labels';
import { readXlsx } from './xlsx-file';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let stationTitle: (id: number | undefined) => string;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`.toUpperCase();
const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-sheets-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  const rows = await t.database.db.select({ id: regions.id, title: regions.title }).from(regions);
  stationTitle = (id) => rows.find((row) => row.id === id)?.title ?? '';
}, 300_000);
afterAll(() => t?.close());

const headers = (role: Role, language = 'en') => ({ ...bearer(tokens[role]), 'accept-language': language });
const get = (role: Role, url: string, language = 'en') => t.app.inject({ method: 'GET', url, headers: headers(role, language) });
const post = (role: Role, url: string, payload: object, language = 'en') => t.app.inject({ method: 'POST', url, headers: headers(role, language), payload });
async function data(role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: headers(role), ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function rowsOf(rows: AsyncIterable<SheetRow>): Promise<string[][]> {
  const result: string[][] = [];
  for await (const row of rows) result.push(row.cells.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell === null ? '' : String(cell))));
  return result;
}

/** The rows of an exported file, without the creation time (a re-import is created anew). */
async function exported(role: Role, query: string, format: 'csv' | 'xlsx', language: string): Promise<{ file: string; rows: string[][] }> {
  const response = await get(role, `/api/devices/export?${query}&format=${format}`, language);
  expect(response.statusCode).toBe(200);
  const file = format === 'xlsx' ? response.rawPayload.toString('base64') : response.body;
  const rows = await rowsOf(format === 'xlsx' ? readXlsx(response.rawPayload) : readCsv(response.body));
  const created = rows[0]?.length ? rows[0].length - 1 : 0;
  return { file, rows: rows.map((row) => row.filter((_, index) => index !== created)) };
}

async function removeDevices(prefix: string) {
  const page = await data('manager', 'GET', `/api/devices?keyword=${prefix}&limit=100`);
  for (const device of page.items) await data('manager', 'DELETE', `/api/devices/${device.id}?version=${device.version}`);
}

describe(`exports and imports of the device ledger (${testBackend})`, () => {
  it('round trips: export → delete → import gives the same rows, in both formats and the four languages', async () => {
    for (const language of LANGUAGES) {
      for (const format of ['csv', 'xlsx'] as const) {
        const prefix = `RT${next()}`;
        await data('manager', 'POST', '/api/devices', {
          code: `${prefix}-1`, name: `泵 ${language}`, type_id: ids.types.pump, station_id: ids.mainStationIds[0], status: 'standby', importance: 'A',
          commissioned_on: '2024-05-06', model: '=cmd', attributes: { power_kw: 7.5 },
        });
        await data('manager', 'POST', '/api/devices', { code: `${prefix}-2`, name: 'Valve, "quoted"\nsecond line', type_id: ids.types.valve, station_id: ids.mainStationIds[1] });
        const before = await exported('manager', `keyword=${prefix}&sort=%2Bcode`, format, language);
        expect(before.rows).toHaveLength(3);
        // Labelled, translated, no internal ids.
        expect(before.rows[0]?.join('|')).not.toMatch(/type_id|station_id|company_id|version|\bid\b/);
        await removeDevices(prefix);
        const report = (await post('manager', '/api/devices/import', { [format]: before.file, mode: 'all_or_nothing' }, language)).json().data;
        expect(report).toMatchObject({ accepted: 2, imported: true, rejected: [] });
        const after = await exported('manager', `keyword=${prefix}&sort=%2Bcode`, format, language);
        expect(after.rows).toEqual(before.rows);
      }
    }
  }, 600_000);

  it('writes the headers and values in the caller language and reads any of the four', async () => {
    const prefix = `LB${next()}`;
    await data('manager', 'POST', '/api/devices', { code: `${prefix}-1`, name: '标签', type_id: ids.types.valve, station_id: ids.mainStationIds[0], status: 'under_repair' });
    const zh = await exported('manager', `keyword=${prefix}`, 'csv', 'zh');
    const ja = await exported('manager', `keyword=${prefix}`, 'csv', 'ja');
    expect(zh.rows[0]?.slice(0, 3)).toEqual(['设备编码', '设备名称', '设备类别']);
    expect(ja.rows[0]?.[0]).not.toBe(zh.rows[0]?.[0]);
    expect(zh.rows[1]).toContain('维修中');
    // A Japanese file imported by an English-speaking user.
    await removeDevices(prefix);
    const report = (await post('manager', '/api/devices/import', { csv: ja.file, mode: 'all_or_nothing' }, 'en')).json().data;
    expect(report).toMatchObject({ accepted: 1, imported: true });
    expect((await data('manager', 'GET', `/api/devices?keyword=${prefix}`)).items[0]).toMatchObject({ status: 'under_repair' });
  });

  it('takes types and stations by code or name; an ambiguous name is a problem naming the candidates', async () => {
    const [station] = await t.database.db.select().from(regions).where(eq(regions.id, ids.mainStationIds[0] ?? 0));
    const [other] = await t.database.db.select().from(regions).where(eq(regions.id, ids.mainStationIds[1] ?? 0));
    if (!station || !other) throw new Error('demo stations missing');
    const twin = `双站${next()}`;
    await t.database.db.update(regions).set({ title: twin }).where(eq(regions.id, station.id));
    await t.database.db.update(regions).set({ title: twin }).where(eq(regions.id, other.id));
    try {
      const prefix = `NM${next()}`;
      const csv = ['Code,Name,Type,Station,Status', `${prefix}-1,按编码,VALVE,${twin},`, `${prefix}-2,按名称,${'阀门'},${twin},`].join('\r\n');
      const report = (await post('manager', '/api/devices/import', { csv, mode: 'accepted_only' })).json().data;
      expect(report.accepted).toBe(0);
      expect(report.rejected).toHaveLength(2);
      expect(report.rejected[0]).toMatchObject({ row: 2, field: 'Station', message: expect.stringContaining(`${twin} (`) });
      await t.database.db.update(regions).set({ title: `${twin}-b` }).where(eq(regions.id, other.id));
      const typeName = (await data('manager', 'GET', `/api/device_types/${ids.types.valve}`)).name;
      const fixed = ['Code,Name,Type,Station', `${prefix}-1,按编码,VALVE,${twin}`, `${prefix}-2,按名称,${typeName},${twin}-b`].join('\r\n');
      expect((await post('manager', '/api/devices/import', { csv: fixed, mode: 'all_or_nothing' })).json().data).toMatchObject({ accepted: 2, imported: true });
      const items = (await data('manager', 'GET', `/api/devices?keyword=${prefix}&sort=%2Bcode`)).items;
      expect(items.map((item: { type_id: number; station_id: number }) => [item.type_id, item.station_id])).toEqual([
        [ids.types.valve, station.id],
        [ids.types.valve, other.id],
      ]);
    } finally {
      await t.database.db.update(regions).set({ title: station.title }).where(eq(regions.id, station.id));
      await t.database.db.update(regions).set({ title: other.title }).where(eq(regions.id, other.id));
    }
  });

  it('reports every problem of a row by the column label, not only the first', async () => {
    const csv = ['Code,Name,Type,Station,Status,Commissioned', `E${next()},,NO-SUCH-TYPE,NO-SUCH-STATION,broken,2024-13-45`].join('\r\n');
    const answer = await post('manager', '/api/devices/import', { csv, mode: 'all_or_nothing' });
    const report = answer.json().data;
    expect(report.imported).toBe(false);
    const fields = report.rejected.map((rejection: { field: string }) => rejection.field).sort();
    expect(fields).toEqual(['Commissioned', 'Name', 'Station', 'Status', 'Type']);
    const status = report.rejected.find((rejection: { field: string }) => rejection.field === 'Status');
    expect(status.message).toMatch(/^Status: .*In use/);
    expect(report.message).toBe('Nothing was imported: 1 row was rejected');
  });

  it('imports an .xlsx with formulas, merged cells, empty rows and a second sheet, from the sheet chosen', async () => {
    const prefix = `XL${next()}`;
    const workbook = new ExcelJS.Workbook();
    const notes = workbook.addWorksheet('Notes');
    notes.addRow(['nothing to import here']);
    const sheet = workbook.addWorksheet('Devices');
    sheet.addRow(['Code', 'Name', 'Type', 'Station', 'Commissioned']);
    sheet.addRow([]);
    sheet.addRow([{ formula: `"${prefix}-"&"1"`, result: `${prefix}-1` }, 'Formula code', 'VALVE', null, new Date(Date.UTC(2024, 0, 31))]);
    sheet.getCell('D3').value = (await data('manager', 'GET', `/api/devices?limit=1&station_id=${ids.mainStationIds[0]}`)).items[0].station_title;
    sheet.addRow([`${prefix}-2`, 'Merged', 'VALVE', sheet.getCell('D3').value, null]);
    sheet.mergeCells('E4:F4');
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const wrongSheet = await post('manager', '/api/devices/import', { xlsx, mode: 'all_or_nothing', sheet: 'Nope' });
    expect([wrongSheet.statusCode, wrongSheet.json().message]).toEqual([400, expect.stringMatching(/^sheet: .*Notes, Devices/)]);
    const first = await post('manager', '/api/devices/import', { xlsx, mode: 'all_or_nothing' });
    expect([first.statusCode, first.json().message]).toEqual([400, expect.stringMatching(/^xlsx: unknown column/)]);
    const report = (await post('manager', '/api/devices/import', { xlsx, mode: 'all_or_nothing', sheet: 'Devices' })).json().data;
    expect(report).toMatchObject({ accepted: 2, imported: true, rejected: [] });
    const items = (await data('manager', 'GET', `/api/devices?keyword=${prefix}&sort=%2Bcode`)).items;
    expect(items.map((item: { code: string; commissioned_on: string | null }) => [item.code, item.commissioned_on])).toEqual([
      [`${prefix}-1`, '2024-01-31'],
      [`${prefix}-2`, null],
    ]);
  });

  it('offers a template in both formats in the caller language whose example row imports', async () => {
    const csv = await get('manager', '/api/import-templates/device?format=csv', 'ja');
    expect(csv.statusCode).toBe(200);
    const rows = await rowsOf(readCsv(csv.body));
    expect(rows[0]?.[0]).toBe(consoleText('ja', 'device:resources.devices.fields.code'));
    expect(rows).toHaveLength(2);
    const xlsx = await get('manager', '/api/import-templates/device?format=xlsx', 'es');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await rowsOf(readXlsx(xlsx.rawPayload));
    const code = `TPL${next()}`;
    const example = sheet.map((row, index) => (index === 1 ? row.map((cell, column) => (column === 0 ? code : column === 1 ? code : cell)) : row));
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('t').addRows(example);
    const report = (await post('manager', '/api/devices/import', { xlsx: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'), mode: 'all_or_nothing' }, 'es')).json().data;
    expect(report).toMatchObject({ accepted: 1, imported: true });
    expect((await get('viewer', '/api/import-templates/device')).statusCode).toBe(403);
    expect((await get('manager', '/api/import-templates/nothing')).statusCode).toBe(404);
  });
});

describe(`imports that yield (${testBackend})`, () => {
  it('one running import per company: another answers 409 saying whose; a stale run is taken over', async () => {
    const csv = ['Code,Name,Type,Station', `B${next()},忙,VALVE,${stationTitle(ids.mainStationIds[0])}`].join('\r\n');
    const [managerRow] = await t.database.db.insert(importRuns).values({ companyId: ids.mainId, userId: ids.technicianId, entity: 'device', total: 100, done: 40 }).returning();
    try {
      const busy = await post('manager', '/api/devices/import', { csv, mode: 'all_or_nothing' });
      expect([busy.statusCode, busy.json().message]).toEqual([409, expect.stringMatching(/technician, device, 40%/)]);
      expect((await data('manager', 'GET', '/api/imports/current')).running).toMatchObject({ entity: 'device', done: 40, total: 100, mine: false, username: 'technician' });
      // Another company imports meanwhile.
      const elsewhere = ['Code,Name,Type,Station', `B${next()},别处,${ids.types.secondValve},${ids.secondStationIds[0]}`].join('\r\n');
      expect((await post('other', '/api/devices/import', { csv: elsewhere.replace('Code,Name,Type,Station', 'code,name,type_id,station_id'), mode: 'all_or_nothing' })).statusCode).toBe(200);
      await t.database.db.update(importRuns).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(importRuns.id, managerRow?.id ?? 0));
      expect((await data('manager', 'GET', '/api/imports/current')).running).toBeNull();
      expect((await post('manager', '/api/devices/import', { csv, mode: 'all_or_nothing' })).json().data).toMatchObject({ accepted: 1, imported: true });
    } finally {
      await t.database.db.delete(importRuns).where(eq(importRuns.companyId, ids.mainId));
    }
  });

  it('serves other requests between chunks and reports its progress while it runs; concurrent imports of one company: one runs, the other is refused', async () => {
    const prefix = `BIG${next()}`;
    const lines = Array.from({ length: 400 }, (_, index) => `${prefix}-${index},批量,VALVE,${stationTitle(ids.mainStationIds[index % 3])}`);
    const csv = ['Code,Name,Type,Station', ...lines].join('\r\n');
    const seen: { done: number; total: number }[] = [];
    let finished = false;
    const importing = post('manager', '/api/devices/import', { csv, mode: 'accepted_only' }).then((response) => {
      finished = true;
      return response;
    });
    let second: number | undefined;
    while (!finished) {
      const running = (await data('viewer', 'GET', '/api/imports/current')).running;
      if (running && !finished) {
        seen.push({ done: running.done, total: running.total });
        if (second === undefined) second = (await post('manager', '/api/devices/import', { csv: 'Code\r\nX', mode: 'accepted_only' })).statusCode;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await importing;
    expect(response.json().data).toMatchObject({ accepted: 400, imported: true });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((progress) => progress.done < progress.total && progress.total === 400)).toBe(true);
    expect(second).toBe(409);
    expect((await data('viewer', 'GET', '/api/imports/current')).running).toBeNull();
  }, 300_000);
});

