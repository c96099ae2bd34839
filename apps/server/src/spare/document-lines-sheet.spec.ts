import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Document lines as files: the export names parts by code and locations by name under translated
 * labels; the import adds rows to a draft by code or name, reports refused rows, and refuses a
 * confirmed document and another company's one.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-spare-lines-')) } });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
}, 600_000);
afterAll(() => t?.close());

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
async function ok<T = { id: number; version: number } & Record<string, unknown>>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function setup() {
  const warehouse = await ok('storekeeper', 'POST', '/api/spare/warehouses', { code: `LW${next()}`, name: '明细库' });
  const location = await ok('storekeeper', 'POST', '/api/spare/locations', { warehouse_id: warehouse.id, code: `L-${next()}`, name: `明细架 ${next()}` });
  const part = await ok('storekeeper', 'POST', '/api/spare/parts', { code: `LP${next()}`, name: `明细件 ${next()}`, category_id: ids.mainCategoryId, unit: '个', unit_price: 3 });
  const draft = await ok('storekeeper', 'POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: warehouse.id, lines: [{ part_id: part.id, location_id: location.id, quantity: 2 }] });
  return { warehouse, location, part, draft };
}

describe(`spare document lines as files (${testBackend})`, () => {
  it('exports labelled lines and imports them back into a draft by code and name, with a per-row report', async () => {
    const { location, part, draft } = await setup();
    const exported = await call('storekeeper', 'GET', `/api/spare/stock_in/${draft.id}/lines/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    const text = exported.body.replace(/^\uFEFF/, '');
    const [header, first] = text.split(/\r\n/);
    expect(header).toBe('Part code,Part name,Unit,Location,Batch,Quantity,Unit price (CNY),Amount (CNY)');
    expect(first).toContain(String(part['code']));
    expect(first).toContain(String(location['name']));

    const csv = `${header}\r\n${first}\r\n${String(part['name'])},,,${String(location['code'])},B2,5,4,\r\nNO-SUCH-PART,,,${String(location['code'])},,1,,\r\n`;
    const refused = (await ok<{ accepted: number; imported: boolean; rejected: { row: number; field: string }[] }>('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/lines/import`, { csv, mode: 'all_or_nothing' }));
    expect(refused).toMatchObject({ imported: false });
    expect(refused.rejected).toEqual([expect.objectContaining({ row: 4, field: 'Part code' })]);
    expect((await ok<{ line_count: number }>('storekeeper', 'GET', `/api/spare/stock_in/${draft.id}`)).line_count).toBe(1);

    const accepted = await ok<{ accepted: number; imported: boolean }>('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/lines/import`, { csv, mode: 'accepted_only' });
    expect(accepted).toMatchObject({ accepted: 2, imported: true });
    const after = await ok<{ line_count: number; total_quantity: number; lines: { batch: string; quantity: number; unit_price: number }[] }>('storekeeper', 'GET', `/api/spare/stock_in/${draft.id}`);
    expect(after.line_count).toBe(3);
    expect(after.total_quantity).toBe(9);
    expect(after.lines[2]).toMatchObject({ batch: 'B2', quantity: 5, unit_price: 4 });
  });

  it('refuses a confirmed document, another company and a weaker role', async () => {
    const { draft } = await setup();
    const csv = 'Part code,Location,Quantity\r\nX,Y,1\r\n';
    expect((await call('other', 'GET', `/api/spare/stock_in/${draft.id}/lines/export`)).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/spare/stock_in/${draft.id}/lines/import`, { csv, mode: 'accepted_only' })).statusCode).toBe(404);
    expect((await call('viewer', 'POST', `/api/spare/stock_in/${draft.id}/lines/import`, { csv, mode: 'accepted_only' })).statusCode).toBe(403);
    expect((await call('storekeeper', 'GET', `/api/spare/stock_out/${draft.id}/lines/export`)).statusCode).toBe(404);
    await ok('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
    const confirmed = await call('storekeeper', 'POST', `/api/spare/stock_in/${draft.id}/lines/import`, { csv, mode: 'accepted_only' });
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.body).toContain('status');
  });
});
