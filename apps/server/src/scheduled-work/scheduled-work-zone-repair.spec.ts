import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, companies, repairOrders, workTaskRepairOrders } from '../db/schema';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { localNow } from './cycle';
import { runScheduler } from './scheduler';
import { caller, type Made, NUMERIC_STANDARD, uniqueCode } from './scheduled-work-fixtures';

/**
 * The company's time zone (a company setting, validated and audited) drives the scheduler's "now",
 * "today" and overdue; and a repair work order straight from an abnormal result, once per result.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-schedule-zone-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  admin = caller(t.app, tokens.admin);
}, 120_000);
afterAll(() => t?.close());

const as = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => request(t.app, tokens[role], method, url, body);

interface Company extends Made {
  time_zone: string;
}
interface Task extends Made {
  code: string;
  status: string;
  due_at: string;
  time_zone: string;
  overdue: boolean;
  repair_orders: { device_id: number; item_key: string; order_id: number; order_code: string; order_state: string }[];
}

async function setZone(zone: string): Promise<Company> {
  const company = await admin<Company>('GET', `/api/companies/${ids.mainId}`);
  return admin<Company>('PUT', `/api/companies/${ids.mainId}`, { version: company.version, time_zone: zone });
}

const plusHours = (wall: string, hours: number) => new Date(Date.parse(`${wall}Z`) + hours * 3_600_000).toISOString().slice(0, 16);

async function dailyPlan(startsAt: string, by = admin, deviceId = ids.mainDeviceId, crew = ''): Promise<Made> {
  const standard = await by<Made>('POST', '/api/inspection/standards', { code: uniqueCode('S'), ...NUMERIC_STANDARD });
  return by<Made>('POST', '/api/inspection/plans', {
    code: uniqueCode('P'),
    name: '时区测试',
    standard_id: standard.id,
    device_ids: [deviceId],
    cycle_unit: 'day',
    cycle_count: 1,
    starts_at: startsAt,
    crew,
  });
}

describe(`company time zone and repair orders from results (${testBackend})`, () => {
  afterAll(async () => {
    await t.database.db.update(companies).set({ timeZone: null }).where(inArray(companies.id, [ids.mainId, ids.secondId]));
  });

  it('is a company setting: the server zone until set, validated against the zone database, audited, and the admin of another company cannot touch it', async () => {
    const before = await admin<Company>('GET', `/api/companies/${ids.mainId}`);
    expect(before.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const bad = await as('admin', 'PUT', `/api/companies/${ids.mainId}`, { version: before.version, time_zone: 'Mars/Olympus' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('time_zone')]);
    const nul = await as('admin', 'PUT', `/api/companies/${ids.mainId}`, { version: before.version, time_zone: 'Asia/Shanghai\u0000' });
    expect(nul.statusCode).toBe(400);
    const set = await setZone('America/New_York');
    expect(set.time_zone).toBe('America/New_York');
    const audits = await t.database.db.select({ after: auditLog.after }).from(auditLog).where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(ids.mainId))));
    expect(audits.some((row) => JSON.stringify(row.after).includes('America/New_York'))).toBe(true);
    const foreign = await as('other', 'PUT', `/api/companies/${ids.mainId}`, { version: set.version, time_zone: 'Asia/Shanghai' });
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it("generates, lists today's tasks and judges overdue on the company's own wall clock", async () => {
    for (const zone of ['Asia/Shanghai', 'America/New_York']) {
      await setZone(zone);
      const local = localNow(new Date(), zone);
      // Due 30 minutes ago on the company's clock: due now in this zone, whatever the server's zone is.
      const plan = await dailyPlan(plusHours(local, -0.5));
      const generated = await runScheduler(t.database.db, undefined, [plan.id]);
      expect(generated.generated).toBe(1);
      const task = await admin<Task>('GET', `/api/inspection/tasks/${generated.taskIds[0]}`);
      expect([task.time_zone, task.due_at, task.overdue]).toEqual([zone, plusHours(local, -0.5), true]);
      const shown = await admin<{ upcoming: string[]; time_zone: string }>('GET', `/api/inspection/plans/${plan.id}`);
      expect(shown.time_zone).toBe(zone);
      expect(shown.upcoming[0]).toBe(plusHours(local, 23.5));
      // A plan first due in an hour on this clock generates nothing yet.
      const later = await dailyPlan(plusHours(local, 1));
      expect((await runScheduler(t.database.db, undefined, [later.id])).generated).toBe(0);
      const today = await admin<{ items: { id: number }[] }>('GET', `/api/inspection/tasks?today=true&plan_id=${plan.id}`);
      const dueToday = local.slice(0, 10) === plusHours(local, -0.5).slice(0, 10);
      expect(today.items.map((row) => row.id)).toEqual(dueToday ? [task.id] : []);
      const overdue = await admin<{ items: { id: number }[] }>('GET', `/api/inspection/tasks?overdue=true&plan_id=${plan.id}`);
      expect(overdue.items.map((row) => row.id)).toEqual([task.id]);
    }
  });

  it("judges 'today' and overdue of each company on its own clock in one list (companies 25 hours apart)", async () => {
    const other = caller(t.app, tokens.other);
    const zones = { main: 'Pacific/Kiritimati', second: 'Pacific/Pago_Pago' };
    await setZone(zones.main);
    const second = await other<Company>('GET', `/api/companies/${ids.secondId}`);
    await other<Company>('PUT', `/api/companies/${ids.secondId}`, { version: second.version, time_zone: zones.second });
    const crew = uniqueCode('ZONES');
    const made: { id: number; dueToday: boolean }[] = [];
    for (const [by, deviceId, zone] of [[admin, ids.mainDeviceId, zones.main], [other, ids.secondDeviceId, zones.second]] as const) {
      const local = localNow(new Date(), zone);
      // Due 30 minutes ago on its company's clock: a day or two away from the other company's date.
      const plan = await dailyPlan(plusHours(local, -0.5), by, deviceId, crew);
      const generated = await runScheduler(t.database.db, undefined, [plan.id]);
      expect(generated.generated).toBe(1);
      made.push({ id: generated.taskIds[0] ?? 0, dueToday: local.slice(0, 10) === plusHours(local, -0.5).slice(0, 10) });
    }
    const listed = async (filter: string) =>
      (await admin<{ items: { id: number }[] }>('GET', `/api/inspection/tasks?limit=100&keyword=${crew}&${filter}`)).items.map((row) => row.id).sort((a, b) => a - b);
    const expected = (want: (task: { dueToday: boolean }) => boolean) => made.filter(want).map((task) => task.id).sort((a, b) => a - b);
    expect(await listed('today=true')).toEqual(expected((task) => task.dueToday));
    expect(await listed('today=false')).toEqual(expected((task) => !task.dueToday));
    expect(await listed('overdue=true')).toEqual(expected(() => true));
    expect(await listed('overdue=false')).toEqual([]);
    // The company's own caller sees its task only, judged on its clock.
    const own = await other<{ items: { id: number; overdue: boolean; time_zone: string }[] }>('GET', `/api/inspection/tasks?keyword=${crew}&overdue=true`);
    expect(own.items.map((row) => [row.id, row.overdue, row.time_zone])).toEqual([[made[1]?.id, true, zones.second]]);
  });

  it('raises one repair order per abnormal result, linked both ways and audited; a repeat (or a concurrent click) answers the same order', async () => {
    const plan = await dailyPlan(plusHours(localNow(new Date(), (await admin<Company>('GET', `/api/companies/${ids.mainId}`)).time_zone), -1));
    const generated = await admin<{ task_ids: number[] }>('POST', `/api/inspection/plans/${plan.id}/generate`);
    const id = generated.task_ids[0];
    let task = await admin<Task>('GET', `/api/inspection/tasks/${id}`);
    const move = async (role: Role, body: object) => {
      const response = await as(role, 'POST', `/api/inspection/tasks/${id}/transition`, { version: task.version, ...body });
      expect(response.statusCode).toBe(200);
      task = response.json().data;
    };
    await move('admin', { action: 'assign', assignee_id: ids.technicianId });
    await move('technician', { action: 'accept' });
    await move('technician', { action: 'start' });
    const notYet = await as('technician', 'POST', `/api/inspection/tasks/${id}/repair-order`, { device_id: ids.mainDeviceId, item_key: 'temp' });
    expect([notYet.statusCode, notYet.json().message]).toEqual([400, 'item_key: not found']);
    const recorded = await as('technician', 'PUT', `/api/inspection/tasks/${id}/results`, {
      version: task.version,
      results: [
        { device_id: ids.mainDeviceId, item_key: 'leak', ok: true },
        { device_id: ids.mainDeviceId, item_key: 'temp', reading: 96, note: '过热' },
      ],
    });
    expect(recorded.statusCode).toBe(200);
    const body = { device_id: ids.mainDeviceId, item_key: 'temp' };
    const [first, second] = await Promise.all([
      as('technician', 'POST', `/api/inspection/tasks/${id}/repair-order`, body),
      as('technician', 'POST', `/api/inspection/tasks/${id}/repair-order`, body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const answers = [first.json().data, second.json().data];
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, true]);
    expect(answers[0].order.order_id).toBe(answers[1].order.order_id);
    const orderId: number = answers[0].order.order_id;
    const again = await as('technician', 'POST', `/api/inspection/tasks/${id}/repair-order`, body);
    expect([again.json().data.created, again.json().data.order.order_id]).toEqual([false, orderId]);
    expect(await t.database.db.select().from(workTaskRepairOrders).where(eq(workTaskRepairOrders.taskId, id))).toHaveLength(1);
    // Through the repair module's own create path: an order of the device, its code, in the created state.
    const [order] = await t.database.db.select().from(repairOrders).where(eq(repairOrders.id, orderId));
    expect([order?.deviceId, order?.state, order?.title.startsWith(task.code)]).toEqual([ids.mainDeviceId, 'created', true]);
    const detail = await admin<{ origins: { task_id: number; task_code: string; item_key: string }[] }>('GET', `/api/repair/orders/${orderId}`);
    expect(detail.origins).toEqual([{ kind: 'inspection', task_id: id, task_code: task.code, device_id: ids.mainDeviceId, item_key: 'temp' }]);
    const withLink = await admin<Task>('GET', `/api/inspection/tasks/${id}`);
    expect(withLink.repair_orders).toEqual([{ device_id: ids.mainDeviceId, item_key: 'temp', order_id: orderId, order_code: order?.code, order_state: 'created' }]);
    const audits = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'inspection_task'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
    expect(audits.filter((row) => row.action === 'inspection_task.raise_repair_order')).toHaveLength(1);
    // A normal result, another company, and a weaker role are refused.
    const normal = await as('technician', 'POST', `/api/inspection/tasks/${id}/repair-order`, { device_id: ids.mainDeviceId, item_key: 'leak' });
    expect([normal.statusCode, normal.json().message]).toEqual([400, 'item_key: not found']);
    expect((await as('other', 'POST', `/api/inspection/tasks/${id}/repair-order`, body)).statusCode).toBe(404);
    expect((await as('viewer', 'POST', `/api/inspection/tasks/${id}/repair-order`, body)).statusCode).toBe(403);
  });
});
