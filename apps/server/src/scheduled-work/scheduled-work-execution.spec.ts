import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, devices, dispatchRules, messages, workTasks } from '../db/schema';
import { spareStock } from '../db/spare-schema';
import { samplePng } from '../files/sample-files';
import { uploaded } from '../testing/document-fixtures';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { bearer, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { caller, hoursFromNow, type Made, NUMERIC_STANDARD, uniqueCode } from './scheduled-work-fixtures';
import { runTaskDeadlines } from './task-deadlines';

/**
 * Executing a task beyond its results: parts used as a real stock-out, photos in the file store, the
 * calendar's reschedule, the dispatch rule's deadlines and reminders, and the PM compliance figure.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let spare: SpareDemoIds;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-schedule-exec-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  spare = await spareDemoIds(t.database.db);
  admin = caller(t.app, tokens.admin);
}, 120_000);
afterAll(() => t?.close());

const as = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => request(t.app, tokens[role], method, url, body);

interface Task extends Made {
  status: string;
  due_at: string;
  planned_due_at: string;
  parts_used: { document_id: number; part_id: number; quantity: number; document_code: string }[];
  photos: { id: number; name: string }[];
  dispatch_rule_id: number | null;
  deadline_at: string | null;
}

async function generatedTask(options: { assignee?: number; startsAt?: string; kind?: string } = {}): Promise<Task> {
  const kind = options.kind ?? 'inspection';
  const standard = await admin<Made>('POST', `/api/${kind}/standards`, { code: uniqueCode('S'), ...NUMERIC_STANDARD });
  const plan = await admin<Made>('POST', `/api/${kind}/plans`, {
    code: uniqueCode('P'),
    name: '执行测试',
    standard_id: standard.id,
    device_ids: [ids.mainDeviceId],
    cycle_unit: 'day',
    cycle_count: 1,
    starts_at: options.startsAt ?? hoursFromNow(-1),
    ...(options.assignee !== undefined && { assignee_id: options.assignee }),
  });
  const generated = await admin<{ task_ids: number[] }>('POST', `/api/${kind}/plans/${plan.id}/generate`);
  return admin<Task>('GET', `/api/${kind}/tasks/${generated.task_ids[0]}`);
}

async function startedTask(): Promise<Task> {
  const task = await generatedTask({ assignee: ids.technicianId });
  const accepted = (await as('technician', 'POST', `/api/inspection/tasks/${task.id}/transition`, { version: task.version, action: 'accept' })).json().data;
  return (await as('technician', 'POST', `/api/inspection/tasks/${task.id}/transition`, { version: accepted.version, action: 'start' })).json().data;
}

const onHand = async (partId: number, locationId: number) => {
  const [row] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(${spareStock.quantity}), 0)`.mapWith(Number) })
    .from(spareStock)
    .where(and(eq(spareStock.partId, partId), eq(spareStock.locationId, locationId)));
  return row?.total ?? 0;
};

describe(`scheduled task execution (${testBackend})`, () => {
  describe('parts used', () => {
    it('books the parts as one confirmed stock-out in the task transaction, and refuses short stock naming the part', async () => {
      const task = await startedTask();
      const before = await onHand(spare.mainPartId, spare.mainLocationId);
      expect(before).toBeGreaterThan(1);
      const used = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/parts`, {
        version: task.version,
        warehouse_id: spare.mainWarehouseId,
        lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1 }],
      });
      expect(used.statusCode).toBe(200);
      const withParts: Task = used.json().data;
      expect(withParts.parts_used).toEqual([expect.objectContaining({ part_id: spare.mainPartId, quantity: 1, document_code: expect.stringMatching(/^CK/) })]);
      expect(await onHand(spare.mainPartId, spare.mainLocationId)).toBe(before - 1);

      const short = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/parts`, {
        version: withParts.version,
        warehouse_id: spare.mainWarehouseId,
        lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: before + 1000 }],
      });
      expect([short.statusCode, short.json().message]).toEqual([400, expect.stringMatching(/^lines\[0\]\.quantity: .+ has only/)]);
      expect(await onHand(spare.mainPartId, spare.mainLocationId)).toBe(before - 1);
      const after = await admin<Task>('GET', `/api/inspection/tasks/${task.id}`);
      expect([after.version, after.parts_used.length]).toEqual([withParts.version, 1]);
    });

    it("refuses another company's warehouse or part, a stale version, and anyone but the assignee", async () => {
      const task = await startedTask();
      const post = (role: Role, body: object) => as(role, 'POST', `/api/inspection/tasks/${task.id}/parts`, { version: task.version, warehouse_id: spare.mainWarehouseId, lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1 }], ...body });
      const foreignWarehouse = await post('technician', { warehouse_id: spare.secondWarehouseId, lines: [{ part_id: spare.secondPartId, location_id: spare.secondLocationId, quantity: 1 }] });
      expect([foreignWarehouse.statusCode, foreignWarehouse.json().message]).toEqual([404, expect.stringContaining('warehouse_id')]);
      const foreignPart = await post('technician', { lines: [{ part_id: spare.secondPartId, location_id: spare.mainLocationId, quantity: 1 }] });
      expect([foreignPart.statusCode, foreignPart.json().message]).toEqual([404, expect.stringContaining('part_id')]);
      expect((await post('technician', { version: task.version + 5 })).statusCode).toBe(409);
      const manager = await post('manager', {});
      expect([manager.statusCode, manager.json().message]).toEqual([400, expect.stringContaining('lines')]);
      expect((await post('other', {})).statusCode).toBe(404);
      expect((await post('viewer', {})).statusCode).toBe(403);
      const nul = await post('technician', { lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1, batch: 'a\u0000b' }] });
      expect(nul.statusCode).toBe(400);
      expect((await admin<Task>('GET', `/api/inspection/tasks/${task.id}`)).parts_used).toEqual([]);
    });

    it("lists the stock of the task's company for its assignee, whatever stores pages the assignee holds", async () => {
      const task = await startedTask();
      const stock = await as('technician', 'GET', `/api/inspection/tasks/${task.id}/stock`);
      expect(stock.statusCode).toBe(200);
      const rows: { part_id: number; warehouse_id: number; quantity: number }[] = stock.json().data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.quantity > 0 && row.warehouse_id !== spare.secondWarehouseId)).toBe(true);
      expect((await as('other', 'GET', `/api/inspection/tasks/${task.id}/stock`)).statusCode).toBe(404);
      const none = await as('technician', 'GET', `/api/inspection/tasks/${task.id}/stock?keyword=${encodeURIComponent('没有这种零件')}`);
      expect(none.json().data).toEqual([]);
    });

    it('lets only one of two concurrent requests at the same version book parts', async () => {
      const task = await startedTask();
      const body = { version: task.version, warehouse_id: spare.mainWarehouseId, lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1 }] };
      const answers = await Promise.all([as('technician', 'POST', `/api/inspection/tasks/${task.id}/parts`, body), as('technician', 'POST', `/api/inspection/tasks/${task.id}/parts`, body)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await admin<Task>('GET', `/api/inspection/tasks/${task.id}`)).parts_used.length).toBe(1);
    });
  });

  describe('photos', () => {
    it('attaches an uploaded image, serves it to the task readers only, and removes it', async () => {
      const task = await startedTask();
      const fileId = await uploaded(t.app, tokens.technician, 'task', 'gauge.png', samplePng(8, 8, [200, 0, 0], [0, 0, 200]));
      const attached = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/photos`, { version: task.version, file_id: fileId });
      expect(attached.statusCode).toBe(200);
      const withPhoto: Task = attached.json().data;
      expect(withPhoto.photos.map((photo) => photo.id)).toEqual([fileId]);
      const read = (role: Role) => t.app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: bearer(tokens[role]) });
      expect((await read('manager')).statusCode).toBe(200);
      expect((await read('other')).statusCode).toBe(404);
      expect((await read('storekeeper')).statusCode).toBe(404);
      // Taken once: it cannot go onto a second task.
      const second = await startedTask();
      const again = await as('technician', 'POST', `/api/inspection/tasks/${second.id}/photos`, { version: second.version, file_id: fileId });
      expect([again.statusCode, again.json().message]).toEqual([404, expect.stringContaining('file_id')]);
      const removed = await as('technician', 'DELETE', `/api/inspection/tasks/${task.id}/photos/${fileId}?version=${withPhoto.version}`);
      expect([removed.statusCode, removed.json().data.photos]).toEqual([200, []]);
      expect((await read('manager')).statusCode).toBe(404);
    });

    it('refuses a PDF, an upload of someone else and a task of another kind', async () => {
      const task = await startedTask();
      const pdf = await uploaded(t.app, tokens.technician, 'task', 'report.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
      const notImage = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/photos`, { version: task.version, file_id: pdf });
      expect([notImage.statusCode, notImage.json().message]).toEqual([400, expect.stringContaining('file_id')]);
      const managers = await uploaded(t.app, tokens.manager, 'task', 'm.png', samplePng(4, 4, [0, 0, 0], [9, 9, 9]));
      expect((await as('technician', 'POST', `/api/inspection/tasks/${task.id}/photos`, { version: task.version, file_id: managers })).statusCode).toBe(404);
      expect((await as('technician', 'POST', `/api/maintain/tasks/${task.id}/photos`, { version: task.version, file_id: managers })).statusCode).toBe(404);
    });
  });

  describe('reschedule', () => {
    it('moves an open task and keeps its code, timeline and planned due time; refuses a finished one', async () => {
      const task = await generatedTask({ assignee: ids.technicianId });
      const target = hoursFromNow(30);
      const moved = await as('manager', 'POST', `/api/inspection/tasks/${task.id}/reschedule`, { version: task.version, due_at: target, reason: '停机窗口' });
      expect(moved.statusCode).toBe(200);
      const after = moved.json().data;
      expect([after.due_at, after.planned_due_at, after.code, after.events.length]).toEqual([target, task.planned_due_at, (task as unknown as { code: string }).code, 2]);
      const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'inspection_task.reschedule'), eq(auditLog.entityId, String(task.id))));
      expect(entry).toBeDefined();
      const bad = await as('manager', 'POST', `/api/inspection/tasks/${task.id}/reschedule`, { version: after.version, due_at: '2026-02-30T10:00' });
      expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('due_at')]);
      expect((await as('other', 'POST', `/api/inspection/tasks/${task.id}/reschedule`, { version: after.version, due_at: target })).statusCode).toBe(404);
      const closed = (await as('manager', 'POST', `/api/inspection/tasks/${task.id}/transition`, { version: after.version, action: 'close', reason: '停运' })).json().data;
      const late = await as('manager', 'POST', `/api/inspection/tasks/${task.id}/reschedule`, { version: closed.version, due_at: target });
      expect([late.statusCode, late.json().message]).toEqual([400, expect.stringContaining('due_at')]);
    });
  });

  describe('dispatch rules', () => {
    it('gives a generated task the matching rule and its accept deadline, reminds once per step and escalates once', async () => {
      // This test's database is its own: the seeded inspection rules step aside for the one under test.
      await t.database.db.update(dispatchRules).set({ enabled: false }).where(and(eq(dispatchRules.companyId, ids.mainId), eq(dispatchRules.workType, 'inspection')));
      const [rule] = await t.database.db
        .insert(dispatchRules)
        .values({ companyId: ids.mainId, code: uniqueCode('R'), name: '巡检派工', workType: 'inspection', deviceImportance: 'A', equipmentCondition: 'running', acceptMinutes: 60, acceptReminders: 1, startMinutes: 30, startReminders: 0, checkMinutes: 120, checkReminders: 0 })
        .returning();
      const [device] = await t.database.db.select({ importance: devices.importance }).from(devices).where(eq(devices.id, ids.mainDeviceId));
      await t.database.db.update(devices).set({ importance: 'A' }).where(eq(devices.id, ids.mainDeviceId));
      try {
        const task = await generatedTask({ assignee: ids.technicianId });
        expect(task.dispatch_rule_id).toBe(rule?.id);
        const deadline = Date.parse(task.deadline_at ?? '');
        expect(deadline - Date.now()).toBeGreaterThan(55 * 60_000);
        const latest = t.services.latestMessages;
        const count = async () =>
          (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(messages).where(sql`${messages.title} like ${`%${(task as unknown as { code: string }).code}%`}`))[0]?.n ?? 0;
        await runTaskDeadlines(t.database.db, latest, new Date(deadline - 20 * 60_000));
        expect(await count()).toBe(1);
        await runTaskDeadlines(t.database.db, latest, new Date(deadline - 10 * 60_000));
        expect(await count()).toBe(1);
        const escalated = await runTaskDeadlines(t.database.db, latest, new Date(deadline + 60_000));
        expect(escalated.escalations).toBeGreaterThanOrEqual(1);
        const afterEscalation = await count();
        expect(afterEscalation).toBeGreaterThanOrEqual(3);
        await runTaskDeadlines(t.database.db, latest, new Date(deadline + 120_000));
        expect(await count()).toBe(afterEscalation);
        // Accepting starts the next window (start within 30 minutes) afresh.
        const accepted = (await as('technician', 'POST', `/api/inspection/tasks/${task.id}/transition`, { version: task.version, action: 'accept' })).json().data;
        expect(Date.parse(accepted.deadline_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
        const [row] = await t.database.db.select().from(workTasks).where(eq(workTasks.id, task.id));
        expect([row?.remindersSent, row?.escalatedAt]).toEqual([0, null]);
      } finally {
        await t.database.db.update(devices).set({ importance: device?.importance ?? 'C' }).where(eq(devices.id, ids.mainDeviceId));
        await t.database.db.update(dispatchRules).set({ enabled: false }).where(eq(dispatchRules.id, rule?.id ?? 0));
      }
    });
  });

  describe('compliance', () => {
    it('counts tasks due in the period: on time ÷ due, per station; refuses a bad period', async () => {
      const day = hoursFromNow(-24 * 40).slice(0, 10);
      const task = await generatedTask({ kind: 'maintain', startsAt: `${day}T08:00`, assignee: ids.technicianId });
      expect(task.planned_due_at).toBe(`${day}T08:00`);
      const figure = await admin<{ total: { due: number; on_time: number; open: number; ratio: number | null }; stations: { station_id: number | null }[] }>('GET', `/api/maintain/compliance?from=${day}&to=${day}`);
      expect(figure.total.due).toBeGreaterThanOrEqual(1);
      expect(figure.total.open).toBeGreaterThanOrEqual(1);
      expect(figure.stations.length).toBeGreaterThanOrEqual(1);
      // Completed before the planned due time: on time.
      await t.database.db.update(workTasks).set({ status: 'completed', completedAt: sql`(${`${day} 07:00`}::timestamp at time zone ${Intl.DateTimeFormat().resolvedOptions().timeZone})` }).where(eq(workTasks.id, task.id));
      const after = await admin<{ total: { due: number; on_time: number; ratio: number | null } }>('GET', `/api/maintain/compliance?from=${day}&to=${day}`);
      expect(after.total.on_time).toBe(figure.total.on_time + 1);
      expect(after.total.ratio).toBeCloseTo(after.total.on_time / after.total.due);
      const other = await request(t.app, tokens.other, 'GET', `/api/maintain/compliance?from=${day}&to=${day}`);
      expect(other.json().data.total.on_time).toBe(0);
      const reversed = await as('manager', 'GET', `/api/maintain/compliance?from=${day}&to=2020-01-01`);
      expect([reversed.statusCode, reversed.json().message]).toEqual([400, expect.stringContaining('to')]);
      const foreign = await as('manager', 'GET', `/api/maintain/compliance?from=${day}&to=${day}&company_id=${ids.secondId}`);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('meter triggers', () => {
    it('generates the device task when a reading crosses the next threshold, once per crossing, and refuses a device without the sensor', async () => {
      const key = `run_hours_${Date.now().toString(36)}`;
      const sensor = await as('manager', 'POST', `/api/devices/${ids.mainDeviceId}/sensors`, { key, name: '运行小时', unit: 'h' });
      expect(sensor.statusCode).toBe(200);
      const standard = await admin<Made>('POST', '/api/maintain/standards', { code: uniqueCode('S'), ...NUMERIC_STANDARD });
      const base = { name: '按运行小时保养', standard_id: standard.id, cycle_unit: 'year', cycle_count: 1, starts_at: hoursFromNow(24 * 200), meter_sensor_key: key, meter_step: 500 };
      const [another] = await t.database.db.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, ids.mainId), sql`${devices.id} <> ${ids.mainDeviceId}`)).limit(1);
      const noSensor = await as('manager', 'POST', '/api/maintain/plans', { ...base, code: uniqueCode('P'), device_ids: [ids.mainDeviceId, another?.id ?? 0] });
      expect([noSensor.statusCode, noSensor.json().message]).toEqual([400, expect.stringContaining('meter_sensor_key')]);
      const halfDefined = await as('manager', 'POST', '/api/maintain/plans', { ...base, code: uniqueCode('P'), device_ids: [ids.mainDeviceId], meter_step: null });
      expect([halfDefined.statusCode, halfDefined.json().message]).toEqual([400, expect.stringContaining('meter_step')]);
      const plan = await admin<Made & { meter_next: { device_id: number; next: number }[] }>('POST', '/api/maintain/plans', { ...base, code: uniqueCode('P'), device_ids: [ids.mainDeviceId], assignee_id: ids.technicianId });
      expect(plan.meter_next).toEqual([{ device_id: ids.mainDeviceId, next: 500 }]);
      const read = (value: number, deviceId = ids.mainDeviceId) => as('manager', 'POST', `/api/maintain/plans/${plan.id}/meter`, { device_id: deviceId, value });
      expect((await read(420)).json().data).toEqual({ generated: 0, task_ids: [] });
      const crossed = (await read(1130)).json().data;
      expect(crossed.generated).toBe(1);
      const task = await admin<Task & { device_ids: number[]; status: string }>('GET', `/api/maintain/tasks/${crossed.task_ids[0]}`);
      expect([task.device_ids, task.status]).toEqual([[ids.mainDeviceId], 'assigned']);
      expect((await admin<{ meter_next: { next: number }[] }>('GET', `/api/maintain/plans/${plan.id}`)).meter_next).toEqual([{ device_id: ids.mainDeviceId, next: 1500 }]);
      expect((await read(1200)).json().data.generated).toBe(0);
      const foreignDevice = await read(5000, ids.secondDeviceId);
      expect([foreignDevice.statusCode, foreignDevice.json().message]).toEqual([404, expect.stringContaining('device_id')]);
      expect((await as('other', 'POST', `/api/maintain/plans/${plan.id}/meter`, { device_id: ids.mainDeviceId, value: 9000 })).statusCode).toBe(404);
      expect((await as('viewer', 'POST', `/api/maintain/plans/${plan.id}/meter`, { device_id: ids.mainDeviceId, value: 9000 })).statusCode).toBe(403);
    });
  });
});
