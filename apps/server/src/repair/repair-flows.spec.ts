import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { devices, faults, messages, repairOrders, workOrderTransitions } from '../db/schema';
import { deviceDemoIds, type DeviceDemoIds, type Method, PNG_DATA_URL, request, type Role, signInRoles } from '../testing/device-fixtures';
import { uploadAs, uploaded } from '../testing/document-fixtures';
import { bearer, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { samplePdf, samplePng } from '../files/sample-files';
import { addDays, localDay } from '../devices/special-equipment';
import { localMinute } from './calendar';
import { runRepairDeadlines } from './deadlines';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-repair-flows-')) } });
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
const refused = async (role: Role, method: Method, url: string, body: object | undefined) => {
  const response = await call(role, method, url, body);
  return { status: response.statusCode, message: String(response.json().message) };
};
/** A fresh device of the main company (importance A: the demo rule R-A-STOP applies when stopped). */
const newDevice = async (importance: 'A' | 'B' | 'C' = 'A') =>
  (await data('manager', 'POST', '/api/devices', { code: `R${next()}`, name: '维修流程设备', type_id: ids.types.valve, station_id: ids.mainStationIds[0], importance })) as { id: number; status: string };

describe(`hazard & fault pool (${testBackend})`, () => {
  it('a device fault report lands in the pool; repeats of the open fault merge (count, last seen, higher severity)', async () => {
    const device = await newDevice();
    const first = await data('technician', 'POST', `/api/devices/${device.id}/fault_report`, { description: '出口压力波动', severity: 'medium' });
    expect(first).toMatchObject({ merged: false, fault_id: expect.any(Number) });
    const second = await data('manager', 'POST', `/api/devices/${device.id}/fault_report`, { description: '压力仍在波动', severity: 'high' });
    expect(second).toMatchObject({ merged: true, fault_id: first.fault_id });
    const fault = await data('viewer', 'GET', `/api/faults/${first.fault_id}`);
    expect(fault).toMatchObject({ device_id: device.id, source: 'device_report', status: 'open', count: 2, severity: 'high', description: '出口压力波动' });
    expect(Date.parse(fault.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(fault.first_seen_at));
    const waiting = await data('technician', 'GET', `/api/faults?waiting=true&device_id=${device.id}`);
    expect(waiting.items.map((item: { id: number }) => item.id)).toEqual([first.fault_id]);
  });

  it('two (and five) reports racing each other end in one fault with the full count', async () => {
    const device = await newDevice();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => data(i % 2 ? 'manager' : 'technician', 'POST', '/api/faults', { device_id: device.id, description: `同时报告 ${i}` })),
    );
    const faultIds = new Set(outcomes.map((outcome) => outcome.fault.id));
    expect(faultIds.size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.merged)).toHaveLength(1);
    const rows = await t.database.db.select().from(faults).where(eq(faults.deviceId, device.id));
    expect(rows.map((row) => row.count)).toEqual([5]);
  });

  it('manual report with a photo; confirm with a code; a second active fault may not take the same code; reject needs a reason', async () => {
    const device = await newDevice();
    const code = await data('manager', 'POST', '/api/fault_codes', { code: `FC${next()}`, name: '密封泄漏', severity: 'high' });
    const { fault } = await data('technician', 'POST', '/api/faults', { device_id: device.id, description: '法兰渗漏' });
    const photoId = await uploaded(t.app, tokens.technician, 'repair', 'leak.png', Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64'));
    const withPhoto = await data('technician', 'POST', `/api/faults/${fault.id}/photos`, { file_id: photoId });
    expect(withPhoto.photos).toHaveLength(1);
    const confirmed = await data('manager', 'POST', `/api/faults/${fault.id}/confirm`, { version: withPhoto.version, fault_code_id: code.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', fault_code_id: code.id, fault_name: '密封泄漏' });
    // Classified reports of the same code merge into it.
    const again = await data('technician', 'POST', '/api/faults', { device_id: device.id, description: '又渗漏了', fault_code_id: code.id });
    expect(again).toMatchObject({ merged: true, fault: { id: fault.id, count: 2 } });
    const { fault: other } = await data('technician', 'POST', '/api/faults', { device_id: device.id, description: '另一处问题' });
    expect(await refused('manager', 'POST', `/api/faults/${other.id}/confirm`, { version: other.version, fault_code_id: code.id })).toEqual({ status: 409, message: expect.stringMatching(/^fault_code_id: /) });
    expect((await refused('manager', 'POST', `/api/faults/${other.id}/reject`, { version: other.version, reason: '   ' })).message).toMatch(/^reason: /);
    const rejected = await data('manager', 'POST', `/api/faults/${other.id}/reject`, { version: other.version, reason: '重复报告' });
    expect(rejected).toMatchObject({ status: 'rejected', reason: '重复报告' });
    expect((await refused('manager', 'POST', `/api/faults/${other.id}/confirm`, { version: rejected.version })).status).toBe(409);
  });

  it('photos go through the file store: uploaded, attached once, read by readers of the fault only, never another company', async () => {
    const device = await newDevice();
    const { fault } = await data('technician', 'POST', '/api/faults', { device_id: device.id, description: '外壳裂纹' });
    const png = samplePng(6, 4, [10, 120, 10], [200, 200, 0]);
    const photoId = await uploaded(t.app, tokens.technician, 'repair', '../裂纹.png', png);
    const withPhoto = await data('technician', 'POST', `/api/faults/${fault.id}/photos`, { file_id: photoId });
    expect(withPhoto.photos).toEqual([expect.objectContaining({ file_id: photoId, name: '裂纹.png', url: `/api/files/${photoId}`, size: png.length })]);
    expect(withPhoto.version).toBe(fault.version + 1);
    // Readers of the pool (the viewer holds errorPoolList view) get the bytes; the other company and no session do not.
    const served = await t.app.inject({ url: `/api/files/${photoId}`, headers: bearer(tokens.viewer) });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(png)]).toEqual([200, 'image/png', true]);
    expect((await t.app.inject({ url: `/api/files/${photoId}`, headers: bearer(tokens.other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/${photoId}`, headers: bearer(tokens.storekeeper) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/${photoId}` })).statusCode).toBe(401);
    // An upload is taken once; another person's upload, a PDF, and the other company's fault are refused naming the field.
    expect(await refused('technician', 'POST', `/api/faults/${fault.id}/photos`, { file_id: photoId })).toEqual({ status: 404, message: expect.stringMatching(/^file_id: /) });
    const managers = await uploaded(t.app, tokens.manager, 'repair', 'm.png', png);
    expect(await refused('technician', 'POST', `/api/faults/${fault.id}/photos`, { file_id: managers })).toEqual({ status: 404, message: expect.stringMatching(/^file_id: /) });
    const pdf = await uploaded(t.app, tokens.technician, 'repair', 'report.pdf', samplePdf(['not a photo']));
    expect(await refused('technician', 'POST', `/api/faults/${fault.id}/photos`, { file_id: pdf })).toEqual({ status: 400, message: expect.stringMatching(/^file_id: /) });
    expect((await data('viewer', 'GET', `/api/faults/${fault.id}`)).photos).toHaveLength(1);
    const othersUpload = await uploaded(t.app, tokens.other, 'repair', 'o.png', png);
    expect((await refused('other', 'POST', `/api/faults/${fault.id}/photos`, { file_id: othersUpload })).status).toBe(404);
    // Roles without the pages may not upload for repair at all.
    expect((await uploadAs(t.app, tokens.storekeeper, 'repair', 'x.png', png)).statusCode).toBe(403);
  });

  it('refuses NUL bytes, unknown devices and another company\'s codes, naming the field', async () => {
    const device = await newDevice();
    expect(await refused('technician', 'POST', '/api/faults', { device_id: device.id, description: 'a\u0000b' })).toEqual({ status: 400, message: expect.stringMatching(/^description: /) });
    expect(await refused('technician', 'POST', '/api/faults', { device_id: ids.secondDeviceId, description: 'x' })).toEqual({ status: 404, message: expect.stringMatching(/^device_id: /) });
    const foreign = await data('other', 'POST', '/api/fault_codes', { code: `FC${next()}`, name: '别家代码' });
    expect(await refused('technician', 'POST', '/api/faults', { device_id: device.id, description: 'x', fault_code_id: foreign.id })).toEqual({ status: 404, message: expect.stringMatching(/^fault_code_id: /) });
  });

  it('a duplicate fault code is the field error 40900, also when two creates race', async () => {
    const code = `DUP${next()}`;
    const responses = await Promise.all([call('manager', 'POST', '/api/fault_codes', { code, name: 'a' }), call('manager', 'POST', '/api/fault_codes', { code, name: 'b' })]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    expect(loser?.json()).toMatchObject({ code: 40900, message: expect.stringMatching(/^code: /) });
  });
});

describe(`repair work orders (${testBackend})`, () => {
  async function orderFromFault() {
    const device = await newDevice('A');
    const report = await data('technician', 'POST', `/api/devices/${device.id}/fault_report`, { description: '无法正常启动', severity: 'high' });
    const detail = await data('manager', 'POST', '/api/repair/orders', { device_id: device.id, title: '启动故障维修', fault_ids: [report.fault_id], equipment_condition: 'stopped' });
    return { device, faultId: report.fault_id as number, detail };
  }
  const move = (role: Role, id: number, body: object) => data(role, 'POST', `/api/repair/orders/${id}/transition`, body);

  it('from a reported fault to an accepted repair: faults, deadlines, device status, timeline, messages', async () => {
    const { device, faultId, detail } = await orderFromFault();
    const id = detail.order.id;
    expect(detail.order).toMatchObject({ state: 'created', severity: 'high', fault_count: 1, code: expect.stringMatching(/^WX-\d{8}-\d{4}$/) });
    expect(detail.order.dispatch_rule_id).toBeGreaterThan(0);
    expect((await data('viewer', 'GET', `/api/faults/${faultId}`)).status).toBe('in_work_order');

    let current = await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    expect(current.order).toMatchObject({ state: 'assigned', assignee_id: ids.technicianId });
    // R-A-STOP: 15 minutes to accept.
    expect(Date.parse(current.order.accept_due_at) - Date.parse(current.timeline.at(-1).at)).toBe(15 * 60_000);
    const notices = await t.database.db.select().from(messages).where(and(eq(messages.userId, ids.technicianId), eq(messages.type, 'workorder')));
    expect(notices.filter((notice) => notice.title.includes(detail.order.code))).toHaveLength(1);

    const technicianView = await data('technician', 'GET', `/api/repair/orders/${id}`);
    expect(technicianView.actions).toEqual(expect.arrayContaining(['accept', 'return']));
    current = await move('technician', id, { action: 'accept', version: current.order.version });
    current = await move('technician', id, { action: 'start', version: current.order.version });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).status).toBe('under_repair');
    current = await data('technician', 'PUT', `/api/repair/orders/${id}`, {
      version: current.order.version,
      cause: '启动电容老化',
      action_taken: '更换启动电容',
      downtime_start: new Date(Date.now() - 3_600_000).toISOString(),
      downtime_end: new Date().toISOString(),
      labour: [{ user_id: ids.technicianId, hours: 1.5 }],
      parts_used: [{ name: '启动电容 50μF', quantity: 1, unit: '只' }],
    });
    expect(current.order.parts_used).toEqual([{ part_id: 0, warehouse_id: 0, location_id: 0, batch: '', name: '启动电容 50μF', quantity: 1, unit: '只', stock_out_id: 0, place: '' }]);
    current = await move('technician', id, { action: 'complete', version: current.order.version });
    expect(current.order.state).toBe('completed');

    // The repairer may not check their own work.
    expect(await refused('technician', 'POST', `/api/repair/orders/${id}/check`, { result: 'pass', version: current.order.version })).toEqual({ status: 400, message: expect.stringMatching(/^action: /) });
    expect((await data('technician', 'GET', `/api/repair/orders/${id}`)).may_check).toBe(false);
    expect((await data('manager', 'GET', `/api/repair/orders/${id}`)).may_check).toBe(true);
    current = await data('manager', 'POST', `/api/repair/orders/${id}/check`, { result: 'pass', version: current.order.version, reason: '运行正常' });
    expect(current.order).toMatchObject({ state: 'checked', checker_id: ids.managerId });
    expect(current.faults[0]).toMatchObject({ id: faultId, status: 'resolved' });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).status).toBe('in_use');
    expect(current.timeline.map((step: { action: string }) => step.action)).toEqual(['create', 'assign', 'accept', 'start', 'complete', 'pass']);
    expect(current.timeline[5]).toMatchObject({ actor_id: ids.managerId, reason: '运行正常' });
    expect(current.actions).toEqual([]);
    const history = await data('viewer', 'GET', `/api/devices/${device.id}/history`);
    expect(history.items.find((item: { kind: string }) => item.kind === 'work_order')).toMatchObject({ ref_id: id, status: 'checked' });
  });

  it('order photos before and after come from the file store and are read by readers of the order only', async () => {
    const { detail } = await orderFromFault();
    const png = samplePng(4, 4, [0, 0, 0], [255, 255, 255]);
    const fileId = await uploaded(t.app, tokens.manager, 'repair', '修后.png', png);
    const updated = await data('manager', 'POST', `/api/repair/orders/${detail.order.id}/photos`, { file_id: fileId, stage: 'after' });
    expect([updated.order.photos_before, updated.order.photos_after]).toEqual([[], [expect.objectContaining({ file_id: fileId, url: `/api/files/${fileId}`, name: '修后.png' })]]);
    const served = await t.app.inject({ url: `/api/files/${fileId}?download=true`, headers: bearer(tokens.viewer) });
    expect([served.statusCode, served.rawPayload.equals(png)]).toEqual([200, true]);
    expect((await t.app.inject({ url: `/api/files/${fileId}`, headers: bearer(tokens.other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/${fileId}`, headers: bearer(tokens.storekeeper) })).statusCode).toBe(404);
  });

  it('a failed check returns the order to started with the reason; pass/fail never go through …/transition', async () => {
    const { detail } = await orderFromFault();
    const id = detail.order.id;
    let current = await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    for (const action of ['accept', 'start', 'complete']) current = await move('technician', id, { action, version: current.order.version });
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'pass', version: current.order.version })).message).toMatch(/^action: /);
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/check`, { result: 'fail', version: current.order.version })).message).toMatch(/^reason: /);
    current = await data('manager', 'POST', `/api/repair/orders/${id}/check`, { result: 'fail', version: current.order.version, reason: '仍有异响' });
    expect(current.order).toMatchObject({ state: 'started', completed_at: null });
    expect(current.timeline.at(-1)).toMatchObject({ action: 'fail', from_state: 'completed', to_state: 'started', reason: '仍有异响' });
  });

  it('closing an order puts its faults back into the dispatch queue and restores the device', async () => {
    const { device, faultId, detail } = await orderFromFault();
    const id = detail.order.id;
    let current = await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    current = await move('technician', id, { action: 'accept', version: current.order.version });
    current = await move('technician', id, { action: 'start', version: current.order.version });
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'close', version: current.order.version })).message).toMatch(/^reason: /);
    current = await move('manager', id, { action: 'close', version: current.order.version, reason: '设备改为整体更换' });
    expect(current.order.state).toBe('closed');
    expect(await data('viewer', 'GET', `/api/faults/${faultId}`)).toMatchObject({ status: 'confirmed', work_order_id: 0 });
    expect((await data('viewer', 'GET', `/api/devices/${device.id}`)).status).toBe('in_use');
    expect((await refused('manager', 'PUT', `/api/repair/orders/${id}`, { version: current.order.version, cause: 'x' })).status).toBe(409);
  });

  it('attaches a later fault of the same device to the open order, never one of another device', async () => {
    const { device, detail } = await orderFromFault();
    // Unclassified, it would merge into the fault the order already handles; with its own code it is a new fault.
    const code = await data('manager', 'POST', '/api/fault_codes', { code: `AT${next()}`, name: '仪表失灵' });
    const { fault, merged } = await data('technician', 'POST', '/api/faults', { device_id: device.id, description: '另一个问题', fault_code_id: code.id });
    expect(merged).toBe(false);
    const attached = await data('manager', 'POST', `/api/repair/orders/${detail.order.id}/faults`, { fault_id: fault.id, version: detail.order.version });
    expect(attached.faults.map((item: { id: number }) => item.id)).toContain(fault.id);
    const elsewhere = await newDevice();
    const { fault: foreign } = await data('technician', 'POST', '/api/faults', { device_id: elsewhere.id, description: '别的设备' });
    expect((await refused('manager', 'POST', `/api/repair/orders/${detail.order.id}/faults`, { fault_id: foreign.id, version: attached.order.version })).message).toMatch(/^fault_id: /);
  });

  it('only the assignee records the work; assignees must be active staff of the company', async () => {
    const { detail } = await orderFromFault();
    const id = detail.order.id;
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'assign', version: detail.order.version, assignee_id: ids.otherId })).status).toBe(404);
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'assign', version: detail.order.version, assignee_id: ids.storekeeperId })).message).toMatch(/^assignee_id: /);
    const current = await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    expect((await refused('storekeeper', 'PUT', `/api/repair/orders/${id}`, { version: current.order.version, cause: 'x' })).status).toBe(403);
    expect((await refused('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'accept', version: current.order.version })).message).toMatch(/^action: /);
    expect((await refused('technician', 'PUT', `/api/repair/orders/${id}`, { version: current.order.version, downtime_start: '2026-01-02T10:00:00Z', downtime_end: '2026-01-02T09:00:00Z' })).message).toMatch(/^downtime_end: /);
  });

  it('two concurrent transitions of one order through the API: exactly one wins', async () => {
    const { detail } = await orderFromFault();
    const id = detail.order.id;
    const assigned = await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    const responses = await Promise.all([
      call('technician', 'POST', `/api/repair/orders/${id}/transition`, { action: 'accept', version: assigned.order.version }),
      call('technician', 'POST', `/api/repair/orders/${id}/transition`, { action: 'return', version: assigned.order.version, reason: '不在现场' }),
      call('manager', 'POST', `/api/repair/orders/${id}/transition`, { action: 'close', version: assigned.order.version, reason: '重复' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const steps = await t.database.db.select().from(workOrderTransitions).where(and(eq(workOrderTransitions.kind, 'repair'), eq(workOrderTransitions.orderId, id)));
    expect(steps).toHaveLength(3);
  });

  it('tenancy: another company sees none of it (404 on read and write, absent from lists and exports)', async () => {
    const { detail, faultId } = await orderFromFault();
    const id = detail.order.id;
    expect((await refused('other', 'GET', `/api/repair/orders/${id}`, undefined)).status).toBe(404);
    expect((await refused('other', 'GET', `/api/faults/${faultId}`, undefined)).status).toBe(404);
    expect((await refused('other', 'POST', `/api/repair/orders/${id}/transition`, { action: 'close', version: detail.order.version, reason: 'x' })).status).toBe(404);
    expect((await refused('other', 'POST', `/api/faults/${faultId}/reject`, { version: 1, reason: 'x' })).status).toBe(404);
    expect((await refused('other', 'POST', '/api/repair/orders', { device_id: detail.order.device_id, title: 'x' })).message).toMatch(/^device_id: /);
    const list = await data('other', 'GET', '/api/repair/orders?limit=100');
    expect(list.items.every((item: { company_id: number }) => item.company_id === ids.secondId)).toBe(true);
    const csv = await call('other', 'GET', '/api/repair/orders/export');
    expect(csv.body).not.toContain(detail.order.code);
    const [stored] = await t.database.db.select().from(repairOrders).where(eq(repairOrders.id, id));
    expect(stored?.state).toBe('created');
  });

  it('lists mark overdue orders and filter by them', async () => {
    const { detail } = await orderFromFault();
    const id = detail.order.id;
    await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    await t.database.db.update(repairOrders).set({ acceptDueAt: new Date(Date.now() - 60_000) }).where(eq(repairOrders.id, id));
    const overdue = await data('manager', 'GET', '/api/repair/orders?overdue=true&limit=100');
    expect(overdue.items.find((item: { id: number }) => item.id === id)).toMatchObject({ overdue: true });
    const notOverdue = await data('manager', 'GET', '/api/repair/orders?overdue=false&limit=100');
    expect(notOverdue.items.some((item: { id: number }) => item.id === id)).toBe(false);
  });

  it('reminders before and one escalation at the deadline, on a fake clock', async () => {
    const { detail } = await orderFromFault();
    const id = detail.order.id;
    await move('manager', id, { action: 'assign', version: detail.order.version, assignee_id: ids.technicianId });
    const [order] = await t.database.db.select().from(repairOrders).where(eq(repairOrders.id, id));
    const due = order?.acceptDueAt ?? new Date();
    // R-A-STOP: 15 minutes to accept, 2 reminders → at 5 and 10 minutes after the assignment.
    const at = (minutesBefore: number) => new Date(due.getTime() - minutesBefore * 60_000);
    const sentTo = async (userId: number) =>
      (await t.database.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(messages.id)).filter((message) => message.title.includes(order?.code ?? '?'));
    const before = (await sentTo(ids.technicianId)).length;
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(11));
    expect((await sentTo(ids.technicianId)).length).toBe(before);
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(9));
    expect((await sentTo(ids.technicianId)).length).toBe(before + 1);
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(8));
    expect((await sentTo(ids.technicianId)).length).toBe(before + 1);
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(4));
    expect((await sentTo(ids.technicianId)).length).toBe(before + 2);
    const managerBefore = (await sentTo(ids.managerId)).length;
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(-1));
    await runRepairDeadlines(t.database.db, t.services.latestMessages, at(-30));
    expect((await sentTo(ids.technicianId)).length).toBe(before + 3);
    expect((await sentTo(ids.managerId)).length).toBe(managerBefore + 1);
    const overdueNotice = (await sentTo(ids.technicianId)).at(-1);
    expect(overdueNotice?.type).toBe('alarm');
  });
});

describe(`MTTR and MTBF on a hand-computed fixture (${testBackend})`, () => {
  it('the demo tenant has months of orders in every state and real figures', async () => {
    const states = await t.database.db.selectDistinct({ state: repairOrders.state }).from(repairOrders);
    expect(states.map((row) => row.state).sort()).toEqual(['accepted', 'assigned', 'checked', 'closed', 'completed', 'created', 'started']);
    const figures = await data('manager', 'GET', '/api/repair/figures?group_by=type');
    expect(figures.total).toMatchObject({ failures: expect.any(Number), orders_completed: expect.any(Number) });
    expect(figures.total.failures).toBeGreaterThan(5);
    expect(figures.total.mttr_hours).toBeGreaterThan(0);
    expect(figures.rows.length).toBeGreaterThan(1);
  });

  it('computes failures, MTTR, downtime, MTBF and on-time rate for a device over ten days', async () => {
    const device = await newDevice('B');
    const [row] = await t.database.db.select().from(devices).where(eq(devices.id, device.id));
    if (!row) throw new Error('device missing');
    const local = (text: string) => new Date(text);
    const place = { companyId: row.companyId, deviceId: row.id, stationId: row.stationId, unitId: row.unitId, regionId: row.regionId };
    // Two failures in the period, one rejected report (not a failure), one failure before the period.
    await t.database.db.insert(faults).values([
      { ...place, codeKey: 101, description: 'f1', source: 'manual', status: 'resolved', firstSeenAt: local('2020-01-02T10:00:00'), lastSeenAt: local('2020-01-02T10:00:00') },
      { ...place, codeKey: 102, description: 'f2', source: 'manual', status: 'resolved', firstSeenAt: local('2020-01-05T10:00:00'), lastSeenAt: local('2020-01-05T10:00:00') },
      { ...place, codeKey: 103, description: 'false', source: 'manual', status: 'rejected', firstSeenAt: local('2020-01-06T10:00:00'), lastSeenAt: local('2020-01-06T10:00:00') },
      { ...place, codeKey: 104, description: 'f0', source: 'manual', status: 'resolved', firstSeenAt: local('2019-12-31T20:00:00'), lastSeenAt: local('2019-12-31T20:00:00') },
    ]);
    const order = (code: string, values: Partial<typeof repairOrders.$inferInsert>) => ({ ...place, code: `FIX-${code}-${next()}`, title: code, state: 'checked' as const, ...values });
    await t.database.db.insert(repairOrders).values([
      // 4 h to repair, accepted and started in time, down 10:00–14:00.
      order('o1', {
        reportedAt: local('2020-01-02T10:00:00'), acceptDueAt: local('2020-01-02T11:00:00'), acceptedAt: local('2020-01-02T10:30:00'),
        startDueAt: local('2020-01-02T12:00:00'), startedAt: local('2020-01-02T11:00:00'), completedAt: local('2020-01-02T14:00:00'),
        downtimeStart: local('2020-01-02T10:00:00'), downtimeEnd: local('2020-01-02T14:00:00'),
      }),
      // 10 h, accepted late, down 10:00–20:00.
      order('o2', {
        reportedAt: local('2020-01-05T10:00:00'), acceptDueAt: local('2020-01-05T10:30:00'), acceptedAt: local('2020-01-05T11:00:00'),
        startedAt: local('2020-01-05T12:00:00'), completedAt: local('2020-01-05T20:00:00'),
        downtimeStart: local('2020-01-05T10:00:00'), downtimeEnd: local('2020-01-05T20:00:00'),
      }),
      // Reported before the period, completed in it (6 h), no deadlines; down 20:00–02:00, 2 h of it inside.
      order('o3', {
        reportedAt: local('2019-12-31T20:00:00'), completedAt: local('2020-01-01T02:00:00'),
        downtimeStart: local('2019-12-31T20:00:00'), downtimeEnd: local('2020-01-01T02:00:00'),
      }),
      // Closed: neither a repair nor downtime.
      order('o4', { state: 'closed', reportedAt: local('2020-01-07T10:00:00'), completedAt: local('2020-01-07T12:00:00'), downtimeStart: local('2020-01-07T10:00:00'), downtimeEnd: local('2020-01-07T12:00:00') }),
    ]);
    const figures = await data('manager', 'GET', `/api/repair/figures?from=2020-01-01&to=2020-01-10&group_by=device&station_id=${row.stationId}`);
    const mine = figures.rows.find((item: { key_id: number }) => item.key_id === device.id);
    // Period 240 h; downtime 4 + 10 + 2 = 16 h; MTBF (240 − 16) / 2 = 112; MTTR (4 + 10 + 6) / 3 = 6.67; on time 1 of 2 with deadlines.
    expect(mine).toEqual({ key_id: device.id, name: expect.stringContaining('维修流程设备'), devices: 1, failures: 2, orders_completed: 3, mttr_hours: 6.67, mtbf_hours: 112, downtime_hours: 16, on_time_rate: 0.5 });
    expect(figures.total.failures).toBeGreaterThanOrEqual(2);
    const other = await data('other', 'GET', '/api/repair/figures?from=2020-01-01&to=2020-01-10&group_by=device');
    expect(other.rows.some((item: { key_id: number }) => item.key_id === device.id)).toBe(false);
    expect((await refused('manager', 'GET', '/api/repair/figures?from=2020-01-10&to=2020-01-01', undefined)).message).toMatch(/^to: /);
  });
});

describe(`service calendar (${testBackend})`, () => {
  it('shows orders at the deadline of their current step with their assignee; filters by assignee; scoped and bounded', async () => {
    const device = await newDevice('A');
    const created = await data('manager', 'POST', '/api/repair/orders', { device_id: device.id, title: '日历工单', equipment_condition: 'stopped', assignee_id: ids.technicianId });
    const unassigned = await data('manager', 'POST', '/api/repair/orders', { device_id: device.id, title: '待派工单' });
    const today = localDay();
    const range = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
    const entries: { order_id: number }[] = await data('viewer', 'GET', `/api/repair/calendar?${range}`);
    const entry = entries.find((item) => item.order_id === created.order.id);
    expect(entry).toEqual({
      order_id: created.order.id,
      code: created.order.code,
      title: '日历工单',
      device_name: '维修流程设备',
      assignee_id: ids.technicianId,
      assignee_name: created.order.assignee_name,
      state: 'assigned',
      due_at: localMinute(new Date(created.order.accept_due_at)),
      tone: 'open',
    });
    expect(entries.find((item) => item.order_id === unassigned.order.id)).toMatchObject({ assignee_id: 0, state: 'created', due_at: localMinute(new Date(unassigned.order.reported_at)) });
    const mine: { order_id: number; assignee_id: number }[] = await data('manager', 'GET', `/api/repair/calendar?${range}&assignee_id=${ids.technicianId}`);
    expect(mine.every((item) => item.assignee_id === ids.technicianId)).toBe(true);
    expect(mine.map((item) => item.order_id)).toContain(created.order.id);
    expect(mine.map((item) => item.order_id)).not.toContain(unassigned.order.id);
    const later: { order_id: number }[] = await data('manager', 'GET', `/api/repair/calendar?from=${addDays(today, 2)}&to=${addDays(today, 30)}`);
    expect(later.map((item) => item.order_id)).not.toContain(unassigned.order.id);
    const foreign: { order_id: number }[] = await data('other', 'GET', `/api/repair/calendar?${range}`);
    expect(foreign.map((item) => item.order_id)).not.toContain(created.order.id);
    expect((await refused('manager', 'GET', `/api/repair/calendar?from=${today}&to=${addDays(today, 62)}`, undefined)).message).toMatch(/^to: /);
    expect((await refused('manager', 'GET', `/api/repair/calendar?from=${today}&to=${addDays(today, -1)}`, undefined)).message).toMatch(/^to: /);
    expect((await refused('storekeeper', 'GET', `/api/repair/calendar?${range}`, undefined)).status).toBe(403);
  });
});
