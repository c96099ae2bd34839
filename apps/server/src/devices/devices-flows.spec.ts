import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { loadContract } from '../contract/specification';
import { auditLog, deviceCounts, devices, deviceTypes, regions, specialEquipment } from '../db/schema';
import { deviceDemoIds, type DeviceDemoIds, type Method, PNG_DATA_URL, request, type Role, signInRoles } from '../testing/device-fixtures';
import { uploaded } from '../testing/document-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { COUNT_CAP } from './device-query';
import { DEVICE_SORTABLE } from './devices';
import { addDays, localDay, runSpecialEquipmentReminders } from './special-equipment';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let dataDir: string;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'om-devices-flows-'));
  t = await startTestApp({ config: { dataDir } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
}, 90_000);
afterAll(() => t?.close());

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
const data = async (role: Role, method: Method, url: string, body?: object) => {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
};
const fails = async (role: Role, method: Method, url: string, body: object | undefined, status: number, field: string) => {
  const response = await call(role, method, url, body);
  expect([response.statusCode, response.json().message]).toEqual([status, expect.stringMatching(new RegExp(`^${field.replace(/\./g, '\\.')}: `))]);
};
const newDevice = (extra: object = {}) =>
  data('manager', 'POST', '/api/devices', { code: `F${next()}`, name: '流程设备', type_id: ids.types.valve, station_id: ids.mainStationIds[0], ...extra });

describe(`device types (${testBackend})`, () => {
  it('checks templates: unique keys (also against inherited ones), options for choice fields, units for numbers only', async () => {
    await fails('manager', 'POST', '/api/device_types', { code: `X${next()}`, name: '重复', template: [{ key: 'a', name: 'A', kind: 'text' }, { key: 'a', name: 'B', kind: 'number' }] }, 400, 'template.1.key');
    await fails('manager', 'POST', '/api/device_types', { code: `X${next()}`, name: '选项', template: [{ key: 'grade', name: '等级', kind: 'choice' }] }, 400, 'template.0.options');
    await fails('manager', 'POST', '/api/device_types', { code: `X${next()}`, name: '单位', template: [{ key: 'note', name: '备注', kind: 'text', unit: 'kg' }] }, 400, 'template.0.unit');
    await fails('manager', 'POST', '/api/device_types', { code: `X${next()}`, name: '坏键', template: [{ key: 'Bad Key', name: 'x', kind: 'text' }] }, 400, 'template.0.key');
    // PUMP defines power_kw; a subtype may not define it again.
    await fails('manager', 'POST', '/api/device_types', { code: `X${next()}`, name: '子泵', parent_id: ids.types.pump, template: [{ key: 'power_kw', name: '功率', kind: 'number' }] }, 400, 'template.0.key');
    await fails('manager', 'POST', '/api/device_types', { code: 'PUMP', name: '重复编码' }, 400, 'code');
  });

  it('nests the tree with inherited (effective) templates and per-type device counts', async () => {
    const tree = await data('viewer', 'GET', '/api/device_types/tree');
    const pump = tree.find((node: { code: string }) => node.code === 'PUMP');
    const centrifugal = pump.children.find((node: { code: string }) => node.code === 'PUMP-C');
    expect(centrifugal.effective_template.map((field: { key: string }) => field.key)).toEqual(['power_kw', 'flow_m3h', 'head_m', 'impeller_mm']);
    expect(centrifugal.template.map((field: { key: string }) => field.key)).toEqual(['impeller_mm']);
    expect(centrifugal.device_count).toBeGreaterThan(0);
  });

  it('moves a type with its subtree, refuses a cycle and an inherited key clash', async () => {
    const root = await data('manager', 'POST', '/api/device_types', { code: `R${next()}`, name: '根' });
    const child = await data('manager', 'POST', '/api/device_types', { code: `C${next()}`, name: '子', parent_id: root.id, template: [{ key: 'power_kw', name: '功率', kind: 'number' }] });
    const grandchild = await data('manager', 'POST', '/api/device_types', { code: `G${next()}`, name: '孙', parent_id: child.id });
    await fails('manager', 'PUT', `/api/device_types/${root.id}`, { parent_id: grandchild.id, version: root.version }, 400, 'parent_id');
    await fails('manager', 'PUT', `/api/device_types/${root.id}`, { parent_id: root.id, version: root.version }, 400, 'parent_id');
    // Under PUMP the child's power_kw would appear twice along its ancestry.
    await fails('manager', 'PUT', `/api/device_types/${child.id}`, { parent_id: ids.types.pump, version: child.version }, 400, 'parent_id');
    const other = await data('manager', 'POST', '/api/device_types', { code: `O${next()}`, name: '另一个根' });
    const moved = await data('manager', 'PUT', `/api/device_types/${child.id}`, { parent_id: other.id, version: child.version });
    expect(moved.parent_id).toBe(other.id);
    const tree = await data('manager', 'GET', '/api/device_types/tree');
    const otherNode = tree.find((node: { id: number }) => node.id === other.id);
    expect(otherNode.children[0].id).toBe(child.id);
    expect(otherNode.children[0].children[0].id).toBe(grandchild.id);
    // A parent's new field that a subtype already has is refused too.
    await fails('manager', 'PUT', `/api/device_types/${other.id}`, { template: [{ key: 'power_kw', name: 'P', kind: 'number' }], version: other.version }, 400, 'template');
    await fails('manager', 'DELETE', `/api/device_types/${other.id}?version=${other.version}`, undefined, 400, 'id');
    await fails('manager', 'DELETE', `/api/device_types/${ids.types.valve}?version=1`, undefined, 400, 'id');
  });
});

describe(`devices (${testBackend})`, () => {
  it('answers a device with its type, station path, parent and counts', async () => {
    const device = await data('technician', 'GET', `/api/devices/${ids.mainDeviceId}`);
    expect(device).toMatchObject({ id: ids.mainDeviceId, company_id: ids.mainId, type_name: expect.any(String), station_title: expect.any(String) });
    expect(device.unit_id).toBe(ids.mainUnitOf.get(device.station_id));
    expect(device.region_title).not.toBe('');
    const child = await newDevice({ parent_id: device.id });
    const parent = await data('technician', 'GET', `/api/devices/${device.id}`);
    expect(parent.child_count).toBe(device.child_count + 1);
    expect((await data('technician', 'GET', `/api/devices/${child.id}`)).parent_code).toBe(device.code);
    const subs = await data('technician', 'GET', `/api/devices?parent_id=${device.id}`);
    expect(subs.items.map((item: { id: number }) => item.id)).toContain(child.id);
    expect(subs.total).toBe(parent.child_count);
  });

  it('offers as parents of a device neither itself nor any device below it (parent_of)', async () => {
    const top = await newDevice();
    const middle = await newDevice({ parent_id: top.id });
    const bottom = await newDevice({ parent_id: middle.id });
    const beside = await newDevice();
    const candidates = async (id: number) => {
      const page = await data('technician', 'GET', `/api/devices?parent_of=${id}&station_id=${ids.mainStationIds[0]}&limit=100&sort=-id`);
      return page.items.map((item: { id: number }) => item.id);
    };
    const ofTop = await candidates(top.id);
    expect(ofTop).toContain(beside.id);
    expect(ofTop).not.toEqual(expect.arrayContaining([top.id]));
    expect(ofTop.filter((id: number) => [top.id, middle.id, bottom.id].includes(id))).toEqual([]);
    const ofMiddle = await candidates(middle.id);
    expect(ofMiddle).toEqual(expect.arrayContaining([top.id, beside.id]));
    expect(ofMiddle.filter((id: number) => [middle.id, bottom.id].includes(id))).toEqual([]);
  });

  it('refuses a duplicate code per company with 400 naming code (create, update, import)', async () => {
    const device = await newDevice();
    await fails('manager', 'POST', '/api/devices', { code: device.code, name: '重复', type_id: ids.types.valve, station_id: ids.mainStationIds[1] }, 400, 'code');
    const other = await newDevice();
    await fails('manager', 'PUT', `/api/devices/${other.id}`, { code: device.code, version: other.version }, 400, 'code');
    // Another company may use the same code.
    const elsewhere = await data('other', 'POST', '/api/devices', { code: device.code, name: '同编码', type_id: ids.types.secondValve, station_id: ids.secondStationIds[0] });
    expect(elsewhere.code).toBe(device.code);
  });

  it("enforces the type's template: required fields (inherited too), kinds, options, unknown keys", async () => {
    const base = { name: '泵', station_id: ids.mainStationIds[2] };
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.pump }, 400, 'attributes.power_kw');
    // PUMP-C inherits PUMP's required power_kw.
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.centrifugal, attributes: { impeller_mm: 300 } }, 400, 'attributes.power_kw');
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.pump, attributes: { power_kw: '很大' } }, 400, 'attributes.power_kw');
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.submersible, attributes: { power_kw: 5, protection: 'IP20' } }, 400, 'attributes.protection');
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.pump, attributes: { power_kw: 5, colour: 'red' } }, 400, 'attributes.colour');
    const pump = await data('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.submersible, attributes: { power_kw: 5.5, protection: 'IP68', flow_m3h: 20 } });
    expect(pump.attributes).toEqual({ power_kw: 5.5, protection: 'IP68', flow_m3h: 20 });
    // A new type re-checks the attributes (a motor has no flow_m3h field).
    await fails('manager', 'PUT', `/api/devices/${pump.id}`, { type_id: ids.types.motor, version: pump.version }, 400, 'attributes.flow_m3h');
    await fails('manager', 'PUT', `/api/devices/${pump.id}`, { attributes: { protection: 'IP68' }, version: pump.version }, 400, 'attributes.power_kw');
    // A type of another company is not visible.
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.secondValve }, 404, 'type_id');
    // The station must be a level-3 region.
    const [unit] = await t.database.db.select().from(regions).where(and(eq(regions.companyId, ids.mainId), eq(regions.level, 2))).limit(1);
    await fails('manager', 'POST', '/api/devices', { ...base, code: `P${next()}`, type_id: ids.types.valve, station_id: unit?.id }, 400, 'station_id');
  });

  it('refuses an assembly cycle and a parent of another company', async () => {
    const a = await newDevice();
    const b = await newDevice({ parent_id: a.id });
    const c = await newDevice({ parent_id: b.id });
    await fails('manager', 'PUT', `/api/devices/${a.id}`, { parent_id: c.id, version: a.version }, 400, 'parent_id');
    await fails('manager', 'PUT', `/api/devices/${a.id}`, { parent_id: a.id, version: a.version }, 400, 'parent_id');
    await fails('manager', 'PUT', `/api/devices/${a.id}`, { parent_id: ids.secondDeviceId, version: a.version }, 404, 'parent_id');
    await fails('manager', 'DELETE', `/api/devices/${a.id}?version=${a.version}`, undefined, 400, 'id');
    expect((await data('manager', 'GET', `/api/devices/${a.id}`)).child_count).toBe(1);
    const detached = await data('manager', 'PUT', `/api/devices/${b.id}`, { parent_id: 0, version: b.version });
    expect(detached.parent_id).toBe(0);
    expect((await data('manager', 'GET', `/api/devices/${a.id}`)).child_count).toBe(0);
    const moved = await data('manager', 'PUT', `/api/devices/${c.id}`, { parent_id: a.id, version: c.version });
    expect(moved.parent_code).toBe(a.code);
    expect([(await data('manager', 'GET', `/api/devices/${a.id}`)).child_count, (await data('manager', 'GET', `/api/devices/${b.id}`)).child_count]).toEqual([1, 0]);
  });

  it('imports CSV rows like creates and reports the bad ones by line and field', async () => {
    const taken = await newDevice();
    const good = `G${next()}`;
    const csv = [
      'code,name,type_id,station_id,status,attributes',
      `${good},导入好行,${ids.types.pump},${ids.mainStationIds[0]},standby,"{""power_kw"":7.5}"`,
      `${taken.code},重复编码,${ids.types.valve},${ids.mainStationIds[0]},,`,
      `I${next()},缺少功率,${ids.types.pump},${ids.mainStationIds[0]},,`,
      `I${next()},坏状态,${ids.types.valve},${ids.mainStationIds[0]},broken,`,
    ].join('\r\n');
    const all = await data('manager', 'POST', '/api/devices/import', { csv, mode: 'all_or_nothing' });
    expect(all).toMatchObject({ accepted: 1, imported: false });
    // The bare keys of an earlier export still import; problems are named by the file's own headers.
    expect(all.rejected).toEqual([
      { row: 3, field: 'code', message: expect.stringMatching(/^code: /) },
      { row: 4, field: 'attributes.power_kw', message: expect.stringMatching(/^attributes\.power_kw: /) },
      { row: 5, field: 'status', message: expect.stringMatching(/^status: /) },
    ]);
    expect((await data('manager', 'GET', `/api/devices?keyword=${good}`)).total).toBe(0);
    const some = await data('manager', 'POST', '/api/devices/import', { csv, mode: 'accepted_only' });
    expect(some).toMatchObject({ accepted: 1, imported: true });
    const imported = (await data('manager', 'GET', `/api/devices?keyword=${good}`)).items[0];
    expect(imported).toMatchObject({ code: good, status: 'standby', attributes: { power_kw: 7.5 } });
    const history = await data('manager', 'GET', `/api/devices/${imported.id}/history`);
    expect(history.items.map((item: { kind: string }) => item.kind)).toEqual(['created']);
    const exported = await call('manager', 'GET', `/api/devices/export?keyword=${good}`);
    expect(exported.body.split('\r\n')[0]).toMatch(/^\uFEFFCode,Name,Type,/);
    expect(exported.body.split('\r\n')[1]).toMatch(new RegExp(`^${good},导入好行,[^,]+,`));
  });

  it('exports every matching device across batches, in the order asked, each once', async () => {
    const total = (await data('manager', 'GET', '/api/devices?limit=1')).total;
    expect(total).toBeGreaterThan(1000); // the demo tenant: several export batches of 500
    const lines = (await call('manager', 'GET', '/api/devices/export?sort=-code')).body.split('\r\n').filter(Boolean);
    const codes = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
    // The same order as the list's pages (the database's collation decides, not JavaScript's).
    const listed: string[] = [];
    for (let page = 1; listed.length < total; page += 1) {
      const items = (await data('manager', 'GET', `/api/devices?limit=100&sort=-code&page=${page}`)).items;
      if (items.length === 0) break;
      listed.push(...items.map((item: { code: string }) => item.code));
    }
    expect(codes).toEqual(listed);
  });

  it('records the lifecycle in the history: created, status changes, moves', async () => {
    const device = await newDevice();
    const repaired = await data('technician', 'PUT', `/api/devices/${device.id}`, { status: 'under_repair', version: device.version });
    await data('technician', 'PUT', `/api/devices/${device.id}`, { station_id: ids.mainStationIds[1], version: repaired.version });
    const history = await data('viewer', 'GET', `/api/devices/${device.id}/history`);
    expect(history.total).toBe(3);
    expect(history.items.map((item: { kind: string }) => item.kind)).toEqual(['moved', 'status_changed', 'created']);
    expect(history.items[1]).toMatchObject({ status: 'under_repair', ref_id: 0, user_name: '李工' });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}/history?kind=moved`)).total).toBe(1);
  });

  it('bulk-changes status and station in one transaction, each row audited, foreign ids refused', async () => {
    const rows = [await newDevice(), await newDevice(), await newDevice()];
    const rowIds = rows.map((row) => row.id);
    const answer = await data('manager', 'POST', '/api/devices/bulk', { ids: rowIds, status: 'standby', station_id: ids.mainStationIds[3] });
    expect(answer).toEqual({ updated: 3 });
    for (const row of rows) {
      const after = await data('manager', 'GET', `/api/devices/${row.id}`);
      expect(after).toMatchObject({ status: 'standby', station_id: ids.mainStationIds[3], version: row.version + 1, unit_id: ids.mainUnitOf.get(ids.mainStationIds[3] ?? 0) });
    }
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.bulk_update'), inArray(auditLog.entityId, rowIds.map(String))));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({ before: expect.objectContaining({ status: 'in_use' }), after: expect.objectContaining({ status: 'standby' }) });
    // One invisible id: nothing changes.
    await fails('manager', 'POST', '/api/devices/bulk', { ids: [...rowIds, ids.secondDeviceId], status: 'scrapped' }, 404, 'ids');
    expect((await data('manager', 'GET', `/api/devices/${rows[0]?.id}`)).status).toBe('standby');
    await fails('manager', 'POST', '/api/devices/bulk', { ids: rowIds }, 400, 'status');
    await fails('manager', 'POST', '/api/devices/bulk', { ids: rowIds, station_id: ids.secondStationIds[0] }, 404, 'station_id');
  });

  it('a fault report records an event and alarms the station staff through the poll', async () => {
    const baseline = (await data('technician', 'GET', '/api/message/poll?t=0')).t;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const device = await newDevice();
    const answer = await data('manager', 'POST', `/api/devices/${device.id}/fault_report`, { description: '轴承异响，振动偏大', severity: 'high' });
    // Staff: technician and viewer (deviceList / repairList), not the reporter, not the storekeeper.
    expect(answer).toEqual({ event_id: expect.any(Number), recipients: 2, fault_id: expect.any(Number), merged: false });
    const polled = (await data('technician', 'GET', `/api/message/poll?t=${baseline}`)).data;
    expect(polled).toEqual([{ id: expect.any(Number), flag: expect.stringContaining(device.code), content: expect.stringContaining('轴承异响') }]);
    const storekeeper = (await data('storekeeper', 'GET', `/api/message/poll?t=${baseline}`)).data;
    expect(storekeeper).toEqual([]);
    const history = await data('manager', 'GET', `/api/devices/${device.id}/history?kind=fault_report`);
    expect(history.items[0]).toMatchObject({ kind: 'fault_report', title: '轴承异响，振动偏大', status: 'high' });
    await fails('manager', 'POST', `/api/devices/${device.id}/fault_report`, { description: 'x', severity: 'apocalyptic' }, 400, 'severity');
  });

  it('attaches uploaded photos and documents, serves them to readers of the device only, refuses other types and removes them', async () => {
    const device = await newDevice();
    const png = Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64');
    const photoId = await uploaded(t.app, tokens.technician, 'device', '../铭牌.png', png);
    const withPhoto = await data('technician', 'POST', `/api/devices/${device.id}/files`, { file_id: photoId });
    expect(withPhoto.version).toBe(device.version + 1);
    expect(withPhoto.photos).toEqual([expect.objectContaining({ name: '铭牌.png', kind: 'photo', content_type: 'image/png', size: png.length, file_id: photoId, url: `/api/files/${photoId}` })]);
    const pdfId = await uploaded(t.app, tokens.technician, 'device', '说明书.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const withDoc = await data('technician', 'POST', `/api/devices/${device.id}/files`, { file_id: pdfId });
    expect(withDoc.files).toEqual([expect.objectContaining({ name: '说明书.pdf', kind: 'document' })]);
    const served = await call('viewer', 'GET', withDoc.files[0].url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await t.app.inject({ url: withDoc.files[0].url })).statusCode).toBe(401);
    expect((await call('storekeeper', 'GET', withDoc.files[0].url)).statusCode).toBe(404);
    expect((await call('other', 'GET', withDoc.files[0].url)).statusCode).toBe(404);
    // The same upload cannot be attached twice; a video is a stored file but no device's file.
    await fails('technician', 'POST', `/api/devices/${device.id}/files`, { file_id: pdfId }, 404, 'file_id');
    const video = await uploaded(t.app, tokens.technician, 'device', 'clip.mp4', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42'), Buffer.alloc(600)]));
    await fails('technician', 'POST', `/api/devices/${device.id}/files`, { file_id: video }, 400, 'file_id');
    await fails('technician', 'POST', `/api/devices/${device.id}/files`, { name: 'x.pdf', data_url: 'data:application/pdf;base64,JVBERi0=' }, 400, 'file_id');
    const removed = await data('technician', 'DELETE', `/api/devices/${device.id}/files/${withPhoto.photos[0].id}`);
    expect(removed.photos).toEqual([]);
    expect((await call('technician', 'GET', `/api/files/${photoId}`)).statusCode).toBe(404);
    await fails('technician', 'DELETE', `/api/devices/${device.id}/files/${withPhoto.photos[0].id}`, undefined, 404, 'fileId');
  });

  it("lists each device exactly as its own answer: the page the database writes as JSON text equals toDevice's", async () => {
    const parent = await newDevice({ name: 'He said "阀门\\A"\u0001 ünï', model: 'M-1', manufacturer: '厂家', serial_number: 'SN-1', location: '泵房 1F' });
    const child = await newDevice({ parent_id: parent.id, commissioned_on: '2024-02-29', warranty_until: '2027-01-31', importance: 'A', status: 'standby' });
    const png = Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64');
    await data('technician', 'POST', `/api/devices/${child.id}/files`, { file_id: await uploaded(t.app, tokens.technician, 'device', 'p.png', png) });
    await data('technician', 'POST', `/api/devices/${child.id}/files`, { file_id: await uploaded(t.app, tokens.technician, 'device', 'd.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')) });
    const [withAttributes] = await t.database.db.select({ id: devices.id, code: devices.code }).from(devices).where(and(eq(devices.companyId, ids.mainId), sql`${devices.attributes} <> '{}'::jsonb`)).limit(1);
    const pages = [
      `/api/devices?parent_id=${parent.id}`,
      `/api/devices?keyword=${encodeURIComponent(parent.code)}&include=summary`,
      `/api/devices?keyword=${encodeURIComponent(withAttributes?.code ?? '')}`,
      '/api/devices?sort=-id&limit=20&include=summary',
    ];
    const listed: { id: number }[] = [];
    for (const url of pages) {
      const response = await call('manager', 'GET', url);
      expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
      const body = response.json();
      expect(body).toMatchObject({ code: 20000, message: '', data: { total: expect.any(Number), total_exact: expect.any(Boolean) } });
      listed.push(...body.data.items);
    }
    expect(listed.map((item) => item.id)).toEqual(expect.arrayContaining([child.id, parent.id, withAttributes?.id]));
    for (const item of listed) expect(item).toEqual(await data('manager', 'GET', `/api/devices/${item.id}`));
    expect(listed.find((item) => item.id === child.id)).toMatchObject({ parent_code: parent.code, photos: [expect.objectContaining({ kind: 'photo' })], files: [expect.objectContaining({ kind: 'document' })] });
  });

  it('answers QR labels in the order asked, leaving out invisible devices', async () => {
    const labels = await data('viewer', 'GET', `/api/devices/labels?ids=${ids.secondDeviceId},${ids.mainDeviceId}`);
    expect(labels).toEqual([
      { id: ids.mainDeviceId, code: expect.any(String), name: expect.any(String), station: expect.any(String), station_path: expect.stringMatching(/ \/ .+ \/ /), url_path: `/device/details/${ids.mainDeviceId}` },
    ]);
    expect((await call('viewer', 'GET', '/api/devices/labels?ids=1,x')).statusCode).toBe(400);
  });
});

describe(`device lists: filters, figures and sorting (${testBackend})`, () => {
  const db = () => t.database.db;
  const countWhere = async (where: ReturnType<typeof and>) => (await db().select({ n: count() }).from(devices).where(where))[0]?.n ?? 0;

  it('answers the figures above the list for the same filters as the list, matching the rows', async () => {
    const station = ids.mainStationIds[1] ?? 0;
    const page = await data('manager', 'GET', `/api/devices?station_id=${station}&include=summary&limit=1`);
    const direct = await db()
      .select({ status: devices.status, importance: devices.importance, n: count() })
      .from(devices)
      .where(eq(devices.stationId, station))
      .groupBy(devices.status, devices.importance);
    const sum = (pick: (row: (typeof direct)[number]) => boolean) => direct.filter(pick).reduce((total, row) => total + row.n, 0);
    expect(page.summary).toEqual({
      total: sum(() => true),
      in_use: sum((row) => row.status === 'in_use'),
      standby: sum((row) => row.status === 'standby'),
      under_repair: sum((row) => row.status === 'under_repair'),
      scrapped: sum((row) => row.status === 'scrapped'),
      importance: { A: sum((row) => row.importance === 'A'), B: sum((row) => row.importance === 'B'), C: sum((row) => row.importance === 'C') },
    });
    expect(page.total).toBe(page.summary.total);
    const filtered = await data('manager', 'GET', `/api/devices/summary?station_id=${station}&status=in_use&importance=B`);
    expect(filtered.total).toBe(sum((row) => row.status === 'in_use' && row.importance === 'B'));
    expect(filtered.in_use).toBe(filtered.total);
    expect(filtered.importance).toEqual({ A: 0, B: filtered.total, C: 0 });
    // The counts table equals a count(*) of the devices, company by company.
    const counted = await db().select({ companyId: deviceCounts.companyId, n: sql<number>`sum(${deviceCounts.n})`.mapWith(Number) }).from(deviceCounts).groupBy(deviceCounts.companyId);
    const real = await db().select({ companyId: devices.companyId, n: count() }).from(devices).groupBy(devices.companyId);
    expect(new Map(counted.filter((row) => row.n > 0).map((row) => [row.companyId, row.n]))).toEqual(new Map(real.map((row) => [row.companyId, row.n])));
  });

  it('includes subtypes in the type filter unless include_subtypes=false', async () => {
    const withSubtypes = await data('manager', 'GET', `/api/devices?type_id=${ids.types.pump}&limit=100`);
    const exact = await data('manager', 'GET', `/api/devices?type_id=${ids.types.pump}&include_subtypes=false&limit=100`);
    const subtypes = [ids.types.pump, ...(await db().select({ id: deviceTypes.id }).from(deviceTypes).where(eq(deviceTypes.parentId, ids.types.pump))).map((row) => row.id)];
    const all = await countWhere(and(inArray(devices.companyId, [ids.mainId, ids.subsidiaryId]), sql`${devices.typeId} in (select id from device_types where id = ${ids.types.pump} or parent_id = ${ids.types.pump})`));
    expect(withSubtypes.total).toBe(all);
    expect(withSubtypes.items.some((item: { type_id: number }) => item.type_id === ids.types.centrifugal)).toBe(true);
    expect(subtypes.length).toBeGreaterThan(2);
    expect(withSubtypes.items.every((item: { type_id: number }) => subtypes.includes(item.type_id))).toBe(true);
    expect(exact.items.every((item: { type_id: number }) => item.type_id === ids.types.pump)).toBe(true);
    expect(exact.total).toBeLessThan(withSubtypes.total);
    const summary = await data('manager', 'GET', `/api/devices/summary?type_id=${ids.types.pump}`);
    expect(summary.total).toBe(withSubtypes.total);
  });

  it('narrows by the filter-box scope: region, unit (partner_id) and station', async () => {
    const station = ids.mainStationIds[0] ?? 0;
    const unit = ids.mainUnitOf.get(station) ?? 0;
    const [unitRow] = await db().select().from(regions).where(eq(regions.id, unit));
    const region = unitRow?.parentId ?? 0;
    for (const [param, value, column] of [
      ['region_id', region, devices.regionId],
      ['partner_id', unit, devices.unitId],
      ['station_id', station, devices.stationId],
    ] as const) {
      const page = await data('manager', 'GET', `/api/devices?${param}=${value}&limit=100&sort=-id`);
      expect([param, page.total]).toEqual([param, await countWhere(eq(column, value))]);
      expect(page.items.every((item: Record<string, number>) => item[param === 'partner_id' ? 'unit_id' : param] === value)).toBe(true);
    }
  });

  it('keeps unit_id / region_id and the figures right when a station moves to another unit', async () => {
    const units = await db().select().from(regions).where(and(eq(regions.companyId, ids.mainId), eq(regions.level, 2)));
    const station = ids.mainStationIds[4] ?? 0;
    const [before] = await db().select().from(regions).where(eq(regions.id, station));
    const from = units.find((unit) => unit.id === before?.parentId);
    const target = units.find((unit) => unit.id !== before?.parentId && unit.parentId !== from?.parentId) ?? units.find((unit) => unit.id !== before?.parentId);
    if (!before || !target) throw new Error('demo regions missing');
    const devicesAtStation = await countWhere(eq(devices.stationId, station));
    const regionBefore = (await data('manager', 'GET', `/api/devices/summary?region_id=${target.parentId}`)).total;
    const moved = await call('manager', 'PUT', `/api/regions/${station}`, { parent_id: target.id, version: before.version });
    expect(moved.statusCode).toBe(200);
    const page = await data('manager', 'GET', `/api/devices?station_id=${station}&limit=5`);
    expect(page.items.every((item: { unit_id: number; region_id: number }) => item.unit_id === target.id && item.region_id === target.parentId)).toBe(true);
    const inRegion = await countWhere(
      sql`${devices.stationId} in (select s.id from ${regions} s join ${regions} u on u.id = s.parent_id where u.parent_id = ${target.parentId})`,
    );
    expect((await data('manager', 'GET', `/api/devices/summary?region_id=${target.parentId}`)).total).toBe(inRegion);
    expect(inRegion).toBeGreaterThanOrEqual(regionBefore + (target.parentId === units.find((unit) => unit.id === before.parentId)?.parentId ? 0 : devicesAtStation));
    expect((await data('manager', 'GET', `/api/devices/summary?partner_id=${target.id}`)).total).toBe(await countWhere(eq(devices.unitId, target.id)));
    // A station with devices cannot be deleted.
    await fails('manager', 'DELETE', `/api/regions/${station}?version=${before.version + 1}`, undefined, 400, 'id');
  });

  it('searches the code by prefix and the name or model by substring; beyond the cap the total says so', async () => {
    const device = await newDevice({ name: '3号冷却塔风机 ZX-77', model: 'LBCM-100' });
    const byCode = await data('viewer', 'GET', `/api/devices?keyword=${device.code.slice(0, -1).toLowerCase()}`);
    expect(byCode.items.map((item: { id: number }) => item.id)).toContain(device.id);
    for (const keyword of ['冷却塔', 'zx-77', 'lbcm']) {
      const page = await data('viewer', 'GET', `/api/devices?keyword=${encodeURIComponent(keyword)}`);
      expect([keyword, page.items.map((item: { id: number }) => item.id)]).toEqual([keyword, [device.id]]);
      expect(page).toMatchObject({ total: 1, total_exact: true });
    }
    expect((await data('viewer', 'GET', `/api/devices?keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    const common = await data('viewer', 'GET', `/api/devices?keyword=${encodeURIComponent('#')}&limit=5`);
    expect(common).toMatchObject({ total: COUNT_CAP, total_exact: false });
    expect(common.items).toHaveLength(5);
    const withFigures = await data('viewer', 'GET', `/api/devices?keyword=${encodeURIComponent('#')}&limit=5&include=summary`);
    expect(withFigures.total_exact).toBe(true);
    expect(withFigures.total).toBeGreaterThan(COUNT_CAP);
  });

  it('answers every kind of keyword the same on its later requests (through the kept generic plan) and follows changes', async () => {
    const device = await newDevice({ name: '5号冷却泵 QX-31', model: 'KQ-200' });
    const keywords = [device.code.slice(0, -1).toLowerCase(), device.code, '冷却泵', '泵', 'qx-31', 'kq', 'lengque', 'lqb', '#', 'q', "it's", '\\', '%', '_'];
    const page = (keyword: string, sort: string) => data('viewer', 'GET', `/api/devices?keyword=${encodeURIComponent(keyword)}&sort=${encodeURIComponent(sort)}&limit=7`);
    for (const keyword of keywords) {
      for (const sort of ['+code', '-commissioned_on', '+name']) {
        const first = await page(keyword, sort);
        for (let i = 0; i < 3; i++) expect([keyword, sort, await page(keyword, sort)]).toEqual([keyword, sort, first]);
      }
    }
    const finds = async (keyword: string) => ({ keyword, found: (await page(keyword, '+code')).items.some((item: { id: number }) => item.id === device.id) });
    for (const keyword of ['冷却泵', 'qx-31', 'lengque']) expect(await finds(keyword)).toEqual({ keyword, found: true });
    const renamed = await data('manager', 'PUT', `/api/devices/${device.id}`, { name: '5号风机 QX-31', version: device.version });
    expect(renamed.name).toBe('5号风机 QX-31');
    expect(await finds('冷却泵')).toEqual({ keyword: '冷却泵', found: false });
    expect(await finds('风机 qx')).toEqual({ keyword: '风机 qx', found: true });
  });

  it('sorts by every declared column (the contract lists the same ones), pages without gaps', async () => {
    const spec = loadContract();
    const parameters = (spec['components'] as { parameters: Record<string, { schema: { enum: string[] } }> }).parameters;
    expect([...(parameters['DeviceSort']?.schema.enum ?? [])].sort()).toEqual(Object.keys(DEVICE_SORTABLE).flatMap((key) => [`+${key}`, `-${key}`]).sort());
    for (const key of Object.keys(DEVICE_SORTABLE)) {
      for (const direction of ['+', '-']) {
        const page = await data('manager', 'GET', `/api/devices?sort=${encodeURIComponent(direction + key)}&limit=30&station_id=${ids.mainStationIds[2]}`);
        // No parent is 0 in the answer, NULL in the table (last when ascending).
        const values = page.items.map((item: Record<string, unknown>) => [key === 'parent_id' && item[key] === 0 ? null : item[key], item['id']]);
        const sorted = [...values].sort((a, b) => {
          const [av, ai] = a;
          const [bv, bi] = b;
          const nulls = av === null ? (bv === null ? 0 : 1) : bv === null ? -1 : 0;
          const primary = nulls || (av < bv ? -1 : av > bv ? 1 : 0);
          const order = primary || ai - bi;
          return direction === '-' ? -order : order;
        });
        // PostgreSQL sorts text by its collation; compare the ids where the values tie-break.
        // (Enums sort in declaration order, text by the collation: checked where JavaScript agrees.)
        if (['id', 'commissioned_on', 'warranty_until', 'importance', 'type_id', 'station_id', 'parent_id', 'created_at', 'updated_at'].includes(key)) {
          expect([key, direction, values]).toEqual([key, direction, sorted]);
        }
      }
    }
    // Sorting by parent puts the parts of each assembly together, first when ascending.
    const parts = await data('manager', 'GET', '/api/devices?sort=%2Bparent_id&limit=5');
    expect(parts.items[0].parent_id).toBeGreaterThan(0);
    const first = await data('manager', 'GET', '/api/devices?sort=-commissioned_on&limit=10&page=1');
    const second = await data('manager', 'GET', '/api/devices?sort=-commissioned_on&limit=10&page=2');
    const both = await data('manager', 'GET', '/api/devices?sort=-commissioned_on&limit=20&page=1');
    expect([...first.items, ...second.items].map((item: { id: number }) => item.id)).toEqual(both.items.map((item: { id: number }) => item.id));
    await fails('manager', 'GET', '/api/devices?sort=-search_text', undefined, 400, 'sort');
  });
});

describe(`sensors (${testBackend})`, () => {
  it('keeps thresholds ordered (alarm_low ≤ warn_low ≤ warn_high ≤ alarm_high) and keys unique per device', async () => {
    const device = await newDevice();
    const url = `/api/devices/${device.id}/sensors`;
    await fails('technician', 'POST', url, { key: 't1', name: '温度', alarm_low: 10, warn_low: 5 }, 400, 'warn_low');
    await fails('technician', 'POST', url, { key: 't1', name: '温度', warn_low: 10, warn_high: 5 }, 400, 'warn_high');
    await fails('technician', 'POST', url, { key: 't1', name: '温度', alarm_low: 0, alarm_high: -1 }, 400, 'alarm_high');
    const sensor = await data('technician', 'POST', url, { key: 't1', name: '温度', unit: '℃', kind: 'temperature', warn_high: 80, alarm_high: 95 });
    expect(sensor).toMatchObject({ device_id: device.id, company_id: ids.mainId, warn_low: null, warn_high: 80, alarm_high: 95, version: 1 });
    await fails('technician', 'PUT', `/api/sensors/${sensor.id}`, { warn_high: 100, version: 1 }, 400, 'alarm_high');
    await fails('technician', 'POST', url, { key: 't1', name: '重复' }, 400, 'key');
    await fails('technician', 'POST', url, { key: 'bad key', name: 'x' }, 400, 'key');
    const updated = await data('technician', 'PUT', `/api/sensors/${sensor.id}`, { warn_high: 85, alarm_high: null, version: 1 });
    expect(updated).toMatchObject({ warn_high: 85, alarm_high: null, version: 2 });
    const list = await data('viewer', 'GET', url);
    expect(list).toEqual({ items: [updated], total: 1 });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).sensor_count).toBe(1);
    const second = await data('technician', 'POST', url, { key: 't2', name: '第二个' });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).sensor_count).toBe(2);
    await data('technician', 'DELETE', `/api/sensors/${second.id}?version=1`);
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).sensor_count).toBe(1);
    // The sensors go with their device.
    const current = await data('manager', 'GET', `/api/devices/${device.id}`);
    await data('manager', 'DELETE', `/api/devices/${device.id}?version=${current.version}`);
    expect((await call('technician', 'GET', `/api/sensors/${sensor.id}`)).statusCode).toBe(404);
  });
});

describe(`trigger-maintained figures (${testBackend})`, () => {
  it('keeps device_counts, child_count and sensor_count equal to what they count after writes of every kind', async () => {
    // Its own writes, so that it checks the triggers whatever ran before it: assemble, add and remove
    // sensors, change status and station in bulk, detach, move, delete.
    const parent = await newDevice();
    const child = await newDevice({ parent_id: parent.id });
    const other = await newDevice({ parent_id: parent.id, status: 'standby' });
    const sensors = `/api/devices/${child.id}/sensors`;
    await data('technician', 'POST', sensors, { key: 'p1', name: '压力' });
    const removed = await data('technician', 'POST', sensors, { key: 'p2', name: '压力2' });
    await data('technician', 'DELETE', `/api/sensors/${removed.id}?version=1`);
    await data('manager', 'POST', '/api/devices/bulk', { ids: [parent.id, other.id], status: 'under_repair', station_id: ids.mainStationIds[1] });
    const detached = await data('manager', 'GET', `/api/devices/${other.id}`);
    await data('manager', 'PUT', `/api/devices/${other.id}`, { parent_id: 0, version: detached.version });
    const gone = await data('manager', 'GET', `/api/devices/${other.id}`);
    await data('manager', 'DELETE', `/api/devices/${gone.id}?version=${gone.version}`);
    expect((await data('viewer', 'GET', `/api/devices/${parent.id}`)).child_count).toBe(1);
    expect((await data('viewer', 'GET', `/api/devices/${child.id}`)).sensor_count).toBe(1);

    const db = t.database.db;
    const [mismatched] = await db.execute(sql`
      select count(*)::integer as n from devices d
      where d.child_count <> (select count(*) from devices c where c.parent_id = d.id)
         or d.sensor_count <> (select count(*) from device_sensors s where s.device_id = d.id)`).then((result) => (result as { rows: { n: number }[] }).rows);
    expect(mismatched?.n).toBe(0);
    const [wrong] = await db.execute(sql`
      select count(*)::integer as n from (
        select company_id, region_id, unit_id, station_id, type_id, status, importance, count(*)::integer as n from devices group by 1, 2, 3, 4, 5, 6, 7
      ) real full join (select * from device_counts where n <> 0) counted
        using (company_id, region_id, unit_id, station_id, type_id, status, importance)
      where real.n is distinct from counted.n`).then((result) => (result as { rows: { n: number }[] }).rows);
    expect(wrong?.n).toBe(0);
  });
});

describe(`special equipment (${testBackend})`, () => {
  it('computes the due state and filters overdue / within 30 days', async () => {
    const today = localDay();
    const device = await newDevice();
    const make = (offset: number) =>
      data('manager', 'POST', '/api/special_equipment', { device_id: device.id, category: 'pressure_vessel', certificate_no: `C${next()}`, next_inspection_on: addDays(today, offset) });
    const overdue = await make(-1);
    const soon = await make(30);
    const later = await make(31);
    expect([overdue.due_state, soon.due_state, later.due_state]).toEqual(['overdue', 'due_soon', 'ok']);
    expect([overdue.days_until_due, soon.days_until_due]).toEqual([-1, 30]);
    expect(overdue).toMatchObject({ device_code: device.code, device_name: device.name, station_id: device.station_id, station_title: device.station_title });
    expect(overdue.station_title).not.toBe('');
    const overdueList = await data('manager', 'GET', `/api/special_equipment?due=overdue&device_id=${device.id}`);
    expect(overdueList.items.map((item: { id: number }) => item.id)).toEqual([overdue.id]);
    const soonList = await data('manager', 'GET', `/api/special_equipment?due=within_30_days&device_id=${device.id}`);
    expect(soonList.items.map((item: { id: number }) => item.id)).toEqual([soon.id]);
    await fails('manager', 'POST', '/api/special_equipment', { device_id: device.id, category: 'boiler', next_inspection_on: '2030-02-30' }, 400, 'next_inspection_on');
    await fails('manager', 'POST', '/api/special_equipment', { device_id: device.id, category: 'boiler', next_inspection_on: '2030-01-01', responsible_user_ids: [ids.otherId] }, 404, 'responsible_user_ids');
    await fails('manager', 'POST', '/api/special_equipment', { device_id: ids.secondDeviceId, category: 'boiler', next_inspection_on: '2030-01-01' }, 404, 'device_id');
    await fails('manager', 'DELETE', `/api/devices/${device.id}?version=${device.version}`, undefined, 400, 'id');
  });

  it('starts and stops an app with the reminder timer on', async () => {
    const withJobs = await startTestApp({ database: t.database, config: { dataDir, backgroundJobs: true } });
    expect((await withJobs.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await withJobs.close();
  });

  it('reminds the responsible people once per day per due row (injected clock), through the poll', async () => {
    const db = t.database.db;
    // A fixed clock far ahead: every demo row is overdue then; earlier runs of this file do not interfere.
    const day1 = new Date(2040, 0, 10, 9, 0, 0);
    const baseline = (await data('technician', 'GET', '/api/message/poll?t=0')).t;
    const due = await db.select({ n: count() }).from(specialEquipment);
    const first = await runSpecialEquipmentReminders(db, t.services.latestMessages, day1);
    expect(first.day).toBe('2040-01-10');
    expect(first.rows).toBe(due[0]?.n);
    expect(first.messages).toBeGreaterThan(0);
    const polled = (await data('technician', 'GET', `/api/message/poll?t=${baseline}`)).data;
    expect(polled.length).toBeGreaterThan(0);
    expect(polled[0].flag).toMatch(/特种设备检验已逾期/);
    // Again the same day (a restart): nothing; the next day: again.
    expect(await runSpecialEquipmentReminders(db, t.services.latestMessages, new Date(2040, 0, 10, 23, 59))).toMatchObject({ rows: 0, messages: 0 });
    const dayTwo = await runSpecialEquipmentReminders(db, t.services.latestMessages, new Date(2040, 0, 11, 8, 0));
    expect(dayTwo).toMatchObject({ day: '2040-01-11', rows: first.rows, messages: first.messages });
    const [row] = await db.select().from(specialEquipment).limit(1);
    expect(row?.lastNotifiedOn).toBe('2040-01-11');
    // Only responsible people of the row's company get it: the storekeeper never does.
    expect((await data('storekeeper', 'GET', `/api/message/poll?t=${baseline}`)).data).toEqual([]);
    // A new due date re-arms the reminder.
    const item = (await data('manager', 'GET', '/api/special_equipment?limit=1')).items[0];
    const updated = await data('manager', 'PUT', `/api/special_equipment/${item.id}`, { next_inspection_on: '2040-01-20', version: item.version });
    expect(updated.last_notified_on).toBeNull();
    expect(await runSpecialEquipmentReminders(db, t.services.latestMessages, new Date(2040, 0, 11, 18, 0))).toMatchObject({ rows: 1 });
  });
});
