import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, workPlans, workTasks } from '../db/schema';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { caller, hoursFromNow, type Made, NUMERIC_STANDARD, uniqueCode } from './scheduled-work-fixtures';
import { generatePlanTasks, runScheduler } from './scheduler';
import { eq } from 'drizzle-orm';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let admin: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-schedule-flows-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  admin = caller(t.app, tokens.admin);
}, 90_000);
afterAll(() => t?.close());

const as = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => request(t.app, tokens[role], method, url, body);

interface Task extends Made {
  status: string;
  results: { item_key: string; abnormal: boolean }[];
  abnormal_count: number;
  items: { key: string }[];
  standard_revision: number;
  overdue: boolean;
  events: { action: string }[];
}

async function standard(kind = 'inspection', body: object = NUMERIC_STANDARD) {
  return admin<Made & { revision: number }>('POST', `/api/${kind}/standards`, { code: uniqueCode('S'), ...body });
}

async function plan(overrides: object = {}, kind = 'inspection') {
  const made = await standard(kind);
  return admin<Made & { next_due_at: string | null; upcoming: string[]; status: string }>('POST', `/api/${kind}/plans`, {
    code: uniqueCode('P'),
    name: '测试计划',
    standard_id: made.id,
    device_ids: [ids.mainDeviceId],
    cycle_unit: 'day',
    cycle_count: 1,
    starts_at: hoursFromNow(-1),
    ...overrides,
  });
}

async function tasksOf(planId: number, kind = 'inspection') {
  return admin<{ items: Task[]; total: number }>('GET', `/api/${kind}/tasks?plan_id=${planId}&limit=100`);
}

describe(`scheduled work (${testBackend})`, () => {
  describe('standards', () => {
    it('checks items: unique keys, numeric bounds in order, bounds only on numeric items', async () => {
      const bad = async (items: object[], field: string) => {
        const response = await as('manager', 'POST', '/api/inspection/standards', { code: uniqueCode('S'), name: 'x', items });
        expect([response.statusCode, response.json().message]).toEqual([400, expect.stringContaining(field)]);
      };
      await bad([{ key: 'a', name: 'A', check_type: 'pass_fail' }, { key: 'a', name: 'B', check_type: 'pass_fail' }], 'items.1.key');
      await bad([{ key: 't', name: 'T', check_type: 'numeric', low: 5, high: 1 }], 'items.0.high');
      await bad([{ key: 't', name: 'T', check_type: 'numeric' }], 'items.0.low');
      await bad([{ key: 'p', name: 'P', check_type: 'pass_fail', high: 3 }], 'items.0.high');
      await bad([{ key: 'Bad Key', name: 'P', check_type: 'pass_fail' }], 'key');
    });

    it('refuses a duplicate code per kind, but the same code in another kind is fine', async () => {
      const code = uniqueCode('D');
      expect((await as('manager', 'POST', '/api/inspection/standards', { code, ...NUMERIC_STANDARD })).statusCode).toBe(200);
      const again = await as('manager', 'POST', '/api/inspection/standards', { code, ...NUMERIC_STANDARD });
      expect([again.statusCode, again.json().message]).toEqual([400, 'code: is already taken']);
      expect((await as('manager', 'POST', '/api/maintain/standards', { code, ...NUMERIC_STANDARD })).statusCode).toBe(200);
    });

    it('answers a race of identical creates with one standard and the field error for every other', async () => {
      const code = uniqueCode('R');
      const answers = await Promise.all(Array.from({ length: 12 }, () => as('manager', 'POST', '/api/inspection/standards', { code, ...NUMERIC_STANDARD })));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
        expect([answer.statusCode, answer.json().message]).toEqual([400, 'code: is already taken']);
      }
    });

    it('starts a new revision when the checklist of a standard that ran changes; tasks keep theirs', async () => {
      const p = await plan();
      const plannedStandard = (await admin<{ standard_id: number }>('GET', `/api/inspection/plans/${p.id}`)).standard_id;
      await admin('POST', `/api/inspection/plans/${p.id}/generate`);
      const before = await admin<Made & { revision: number; items: object[] }>('GET', `/api/inspection/standards/${plannedStandard}`);
      expect(before.revision).toBe(1);
      const items = [...NUMERIC_STANDARD.items, { key: 'noise', name: '噪声', check_type: 'normal_abnormal' }];
      const after = await admin<{ revision: number }>('PUT', `/api/inspection/standards/${plannedStandard}`, { version: before.version, items });
      expect(after.revision).toBe(2);
      const [task] = (await tasksOf(p.id)).items;
      expect(task?.standard_revision).toBe(1);
      expect(task?.items.map((item) => item.key)).toEqual(['leak', 'temp']);
      // Another change before anything ran on revision 2 stays in revision 2.
      const current = await admin<Made>('GET', `/api/inspection/standards/${plannedStandard}`);
      const again = await admin<{ revision: number }>('PUT', `/api/inspection/standards/${plannedStandard}`, { version: current.version, items: NUMERIC_STANDARD.items });
      expect(again.revision).toBe(2);
    });

    it('refuses to delete a standard in use, and a stale version', async () => {
      const p = await plan();
      const standardId = (await admin<{ standard_id: number }>('GET', `/api/inspection/plans/${p.id}`)).standard_id;
      const row = await admin<Made>('GET', `/api/inspection/standards/${standardId}`);
      const inUse = await as('admin', 'DELETE', `/api/inspection/standards/${standardId}?version=${row.version}`);
      expect([inUse.statusCode, inUse.json().message]).toEqual([400, expect.stringContaining('id: still in use')]);
      const stale = await as('admin', 'PUT', `/api/inspection/standards/${standardId}`, { version: row.version + 5, name: 'x' });
      expect([stale.statusCode, stale.json().code]).toEqual([409, 40900]);
    });

    it('keeps the kinds apart: an inspection standard is not a maintenance one', async () => {
      const made = await standard('inspection');
      expect((await as('admin', 'GET', `/api/maintain/standards/${made.id}`)).statusCode).toBe(404);
      const response = await as('admin', 'POST', '/api/maintain/plans', {
        code: uniqueCode('P'), name: 'x', standard_id: made.id, device_ids: [ids.mainDeviceId], cycle_unit: 'day', cycle_count: 1, starts_at: hoursFromNow(1),
      });
      expect([response.statusCode, response.json().message]).toEqual([404, expect.stringContaining('standard_id')]);
    });
  });

  describe('plans', () => {
    it("refuses devices, standards and assignees of another company, naming the field", async () => {
      const made = await standard();
      const base = { code: uniqueCode('P'), name: 'x', standard_id: made.id, cycle_unit: 'day', cycle_count: 1, starts_at: hoursFromNow(1) };
      const device = await as('manager', 'POST', '/api/inspection/plans', { ...base, device_ids: [ids.mainDeviceId, ids.secondDeviceId] });
      expect([device.statusCode, device.json().message]).toEqual([404, 'device_ids.1: not found']);
      const assignee = await as('manager', 'POST', '/api/inspection/plans', { ...base, device_ids: [ids.mainDeviceId], assignee_id: ids.otherId });
      expect([assignee.statusCode, assignee.json().message]).toEqual([404, 'assignee_id: not found']);
      const standardOfMain = await as('other', 'POST', '/api/inspection/plans', { ...base, device_ids: [ids.secondDeviceId] });
      expect([standardOfMain.statusCode, standardOfMain.json().message]).toEqual([404, 'standard_id: not found']);
      const nul = await as('manager', 'POST', '/api/inspection/plans', { ...base, code: 'A\u0000B', device_ids: [ids.mainDeviceId] });
      expect(nul.statusCode).toBe(400);
      const end = await as('manager', 'POST', '/api/inspection/plans', { ...base, device_ids: [ids.mainDeviceId], starts_at: '2026-05-10T08:00', ends_on: '2026-05-01' });
      expect([end.statusCode, end.json().message]).toEqual([400, expect.stringContaining('ends_on')]);
      const impossible = await as('manager', 'POST', '/api/inspection/plans', { ...base, device_ids: [ids.mainDeviceId], starts_at: '2026-02-30T08:00' });
      expect([impossible.statusCode, impossible.json().message]).toEqual([400, expect.stringContaining('starts_at')]);
    });

    it('shows the next due dates, clamped to month ends', async () => {
      const p = await plan({ cycle_unit: 'month', starts_at: '2031-01-31T09:00' });
      expect(p.next_due_at).toBe('2031-01-31T09:00');
      expect(p.upcoming).toEqual(['2031-01-31T09:00', '2031-02-28T09:00', '2031-03-31T09:00', '2031-04-30T09:00', '2031-05-31T09:00']);
    });

    it('pauses, resumes and ends; a paused or ended plan generates nothing', async () => {
      const p = await plan({ starts_at: hoursFromNow(-50) });
      const paused = await admin<Made & { status: string }>('POST', `/api/inspection/plans/${p.id}/state`, { action: 'pause', version: p.version });
      expect(paused.status).toBe('paused');
      expect((await admin<{ generated: number }>('POST', `/api/inspection/plans/${p.id}/generate`)).generated).toBe(0);
      const twice = await as('admin', 'POST', `/api/inspection/plans/${p.id}/state`, { action: 'pause', version: paused.version });
      expect([twice.statusCode, twice.json().message]).toEqual([400, expect.stringContaining('action')]);
      const resumed = await admin<Made & { status: string; next_due_at: string }>('POST', `/api/inspection/plans/${p.id}/state`, { action: 'resume', version: paused.version });
      // Resuming skips what fell due while paused: the next due time is not in the past.
      expect(resumed.next_due_at >= hoursFromNow(0)).toBe(true);
      const ended = await admin<Made & { status: string; next_due_at: null; upcoming: string[] }>('POST', `/api/inspection/plans/${p.id}/state`, { action: 'end', version: resumed.version });
      expect([ended.status, ended.next_due_at, ended.upcoming]).toEqual(['ended', null, []]);
      const resumeEnded = await as('admin', 'POST', `/api/inspection/plans/${p.id}/state`, { action: 'resume', version: ended.version });
      expect(resumeEnded.statusCode).toBe(400);
    });

    it('refuses a new cycle once tasks were generated, and deleting a plan with tasks', async () => {
      const p = await plan();
      await admin('POST', `/api/inspection/plans/${p.id}/generate`);
      const current = await admin<Made>('GET', `/api/inspection/plans/${p.id}`);
      const cycle = await as('admin', 'PUT', `/api/inspection/plans/${p.id}`, { version: current.version, cycle_unit: 'week' });
      expect([cycle.statusCode, cycle.json().message]).toEqual([400, expect.stringContaining('cycle_unit')]);
      expect((await as('admin', 'PUT', `/api/inspection/plans/${p.id}`, { version: current.version, name: '改名' })).statusCode).toBe(200);
      const updated = await admin<Made>('GET', `/api/inspection/plans/${p.id}`);
      const remove = await as('admin', 'DELETE', `/api/inspection/plans/${p.id}?version=${updated.version}`);
      expect([remove.statusCode, remove.json().message]).toEqual([400, expect.stringContaining('id: still in use')]);
    });
  });

  describe('the scheduler', () => {
    it('catches up missed occurrences once each, marked overdue, one task per device or one per route', async () => {
      const perDevice = await plan({ starts_at: hoursFromNow(-72 + 0.5), device_ids: [ids.mainDeviceId, ids.secondDeviceId].slice(0, 1) });
      const first = await admin<{ generated: number }>('POST', `/api/inspection/plans/${perDevice.id}/generate`);
      expect(first.generated).toBe(3);
      expect((await admin<{ generated: number }>('POST', `/api/inspection/plans/${perDevice.id}/generate`)).generated).toBe(0);
      const listed = await tasksOf(perDevice.id);
      expect(listed.total).toBe(3);
      expect(listed.items.map((task) => task.overdue)).toEqual([true, true, true]);
      const overdue = await admin<{ total: number }>('GET', `/api/inspection/tasks?plan_id=${perDevice.id}&overdue=true`);
      expect(overdue.total).toBe(3);
    });

    it('never generates a task twice: concurrent runs, a stale next index, a restart', async () => {
      const p = await plan({ starts_at: hoursFromNow(-24 * 5 + 0.5) });
      const now = hoursFromNow(0);
      const runs = await Promise.all([generatePlanTasks(t.database.db, p.id, now), generatePlanTasks(t.database.db, p.id, now), runScheduler(t.database.db, now, [p.id])]);
      expect(runs.reduce((sum, run) => sum + run.generated, 0)).toBe(5);
      // A generator that read the plan before the others wrote it (or a crash before the plan row was updated).
      await t.database.db.update(workPlans).set({ nextIndex: 0, nextDueAt: sql`${workPlans.startsAt}` }).where(eq(workPlans.id, p.id));
      const rerun = await Promise.all([generatePlanTasks(t.database.db, p.id, now), generatePlanTasks(t.database.db, p.id, now)]);
      expect(rerun.map((run) => run.generated)).toEqual([0, 0]);
      const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(workTasks).where(eq(workTasks.planId, p.id))) as [{ n: number }];
      expect(n).toBe(5);
    });

    it('generates nothing after the end day and honours the lead time', async () => {
      const yesterday = hoursFromNow(-24).slice(0, 10);
      const ended = await plan({ starts_at: `${hoursFromNow(-24 * 3).slice(0, 10)}T00:00`, ends_on: yesterday });
      expect((await admin<{ generated: number }>('POST', `/api/inspection/plans/${ended.id}/generate`)).generated).toBe(3);
      const after = await admin<{ next_due_at: null }>('GET', `/api/inspection/plans/${ended.id}`);
      expect(after.next_due_at).toBeNull();
      const lead = await plan({ starts_at: hoursFromNow(5), lead_minutes: 6 * 60 });
      expect((await admin<{ generated: number }>('POST', `/api/inspection/plans/${lead.id}/generate`)).generated).toBe(1);
      const noLead = await plan({ starts_at: hoursFromNow(5) });
      expect((await admin<{ generated: number }>('POST', `/api/inspection/plans/${noLead.id}/generate`)).generated).toBe(0);
    });
  });

  describe('tasks', () => {
    async function freshTask(assignee?: number) {
      const p = await plan({ ...(assignee !== undefined && { assignee_id: assignee }) });
      const generated = await admin<{ task_ids: number[] }>('POST', `/api/inspection/plans/${p.id}/generate`);
      return admin<Task>('GET', `/api/inspection/tasks/${generated.task_ids[0]}`);
    }
    const move = (role: Role, task: Made, body: object) => as(role, 'POST', `/api/inspection/tasks/${task.id}/transition`, { version: task.version, ...body });

    it("runs a technician's task: accept, start, record (an out-of-range reading is abnormal), complete, check", async () => {
      const task = await freshTask(ids.technicianId);
      expect(task.status).toBe('assigned');
      const notAssignee = await move('manager', task, { action: 'accept' });
      expect([notAssignee.statusCode, notAssignee.json().message]).toEqual([400, expect.stringContaining('action')]);
      const accepted = (await move('technician', task, { action: 'accept' })).json().data;
      const started = (await move('technician', accepted, { action: 'start' })).json().data;
      const early = await move('technician', started, { action: 'complete' });
      expect([early.statusCode, early.json().message]).toEqual([400, expect.stringContaining('results')]);
      const recorded = await as('technician', 'PUT', `/api/inspection/tasks/${task.id}/results`, {
        version: started.version,
        results: [
          { device_id: ids.mainDeviceId, item_key: 'leak', ok: true },
          { device_id: ids.mainDeviceId, item_key: 'temp', reading: 82.5, note: '偏高' },
        ],
        minutes_spent: 12,
      });
      expect(recorded.statusCode).toBe(200);
      const withResults: Task = recorded.json().data;
      expect(withResults.results.map((result) => [result.item_key, result.abnormal])).toEqual([['leak', false], ['temp', true]]);
      expect(withResults.abnormal_count).toBe(1);
      const completed = (await move('technician', withResults, { action: 'complete' })).json().data;
      expect(completed.status).toBe('completed');
      const failed = await as('manager', 'POST', `/api/inspection/tasks/${task.id}/check`, { version: completed.version, passed: false });
      expect([failed.statusCode, failed.json().message]).toEqual([400, expect.stringContaining('note')]);
      const back = (await as('manager', 'POST', `/api/inspection/tasks/${task.id}/check`, { version: completed.version, passed: false, note: '复测温度' })).json().data;
      expect(back.status).toBe('started');
      const again = (await move('technician', back, { action: 'complete' })).json().data;
      const checked = (await as('manager', 'POST', `/api/inspection/tasks/${task.id}/check`, { version: again.version, passed: true })).json().data;
      expect(checked.status).toBe('checked');
      expect(checked.events.map((event: { action: string }) => event.action)).toEqual(['create', 'assign', 'accept', 'start', 'complete', 'fail', 'complete', 'pass']);
      // The technician may not check their own work.
      const own = await freshTask(ids.technicianId);
      const ownAccepted = (await move('technician', own, { action: 'accept' })).json().data;
      const ownStarted = (await move('technician', ownAccepted, { action: 'start' })).json().data;
      const ownRecorded = (await as('technician', 'PUT', `/api/inspection/tasks/${own.id}/results`, {
        version: ownStarted.version,
        results: [{ device_id: ids.mainDeviceId, item_key: 'leak', ok: true }, { device_id: ids.mainDeviceId, item_key: 'temp', reading: 20 }],
      })).json().data;
      const ownCompleted = (await move('technician', ownRecorded, { action: 'complete' })).json().data;
      const ownCheck = await as('technician', 'POST', `/api/inspection/tasks/${own.id}/check`, { version: ownCompleted.version, passed: true });
      expect([ownCheck.statusCode, ownCheck.json().message]).toEqual([400, expect.stringContaining('action')]);
      // The abnormal reading goes into the fault pool in one step; a normal one cannot.
      const hazard = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/hazard`, { device_id: ids.mainDeviceId, item_key: 'temp' });
      expect([hazard.statusCode, hazard.json().data.merged]).toEqual([200, false]);
      const repeat = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/hazard`, { device_id: ids.mainDeviceId, item_key: 'temp' });
      expect([repeat.json().data.fault_id, repeat.json().data.merged]).toEqual([hazard.json().data.fault_id, true]);
      const normal = await as('technician', 'POST', `/api/inspection/tasks/${task.id}/hazard`, { device_id: ids.mainDeviceId, item_key: 'leak' });
      expect([normal.statusCode, normal.json().message]).toEqual([400, 'item_key: not found']);
      expect((await as('other', 'POST', `/api/inspection/tasks/${task.id}/hazard`, { device_id: ids.mainDeviceId, item_key: 'temp' })).statusCode).toBe(404);
      const abnormal = await admin<{ items: { id: number }[] }>('GET', '/api/inspection/tasks?abnormal=true&status=done&limit=100');
      expect(abnormal.items.map((row) => row.id)).toContain(task.id);
    });

    it('refuses transitions the status does not allow, wrong result types and unknown items', async () => {
      const task = await freshTask();
      expect(task.status).toBe('created');
      const start = await move('admin', task, { action: 'start' });
      expect([start.statusCode, start.json().code]).toEqual([409, 40900]);
      const assign = await move('admin', task, { action: 'assign' });
      expect([assign.statusCode, assign.json().message]).toEqual([400, expect.stringContaining('assignee_id')]);
      const foreign = await move('admin', task, { action: 'assign', assignee_id: ids.otherId });
      expect([foreign.statusCode, foreign.json().message]).toEqual([400, 'assignee_id: must belong to the same company']);
      const assigned = (await move('admin', task, { action: 'assign', assignee_id: ids.technicianId })).json().data;
      const returned = (await move('admin', assigned, { action: 'return', reason: '人手不足' })).json().data;
      expect([returned.status, returned.assignee_id]).toEqual(['created', null]);
      const results = await as('admin', 'PUT', `/api/inspection/tasks/${task.id}/results`, { version: returned.version, results: [] });
      expect(results.statusCode).toBe(400);
      const noReason = await move('admin', returned, { action: 'close' });
      expect([noReason.statusCode, noReason.json().message]).toEqual([400, expect.stringContaining('reason')]);
      const closed = (await move('admin', returned, { action: 'close', reason: '设备停运' })).json().data;
      expect(closed.status).toBe('closed');
      expect((await move('admin', closed, { action: 'accept' })).statusCode).toBe(409);
      const stale = await move('admin', { id: task.id, version: 1 }, { action: 'close', reason: 'x' });
      expect(stale.statusCode).toBe(409);

      const other = await freshTask(ids.technicianId);
      const a = (await move('technician', other, { action: 'accept' })).json().data;
      const s = (await move('technician', a, { action: 'start' })).json().data;
      const put = (results: object[]) => as('technician', 'PUT', `/api/inspection/tasks/${other.id}/results`, { version: s.version, results });
      const wrongType = await put([{ device_id: ids.mainDeviceId, item_key: 'temp', ok: true }]);
      expect([wrongType.statusCode, wrongType.json().message]).toEqual([400, 'results.0.reading: is required']);
      const unknown = await put([{ device_id: ids.mainDeviceId, item_key: 'nope', ok: true }]);
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'results.0.item_key: not found']);
      const device = await put([{ device_id: ids.secondDeviceId, item_key: 'leak', ok: true }]);
      expect([device.statusCode, device.json().message]).toEqual([400, 'results.0.device_id: not found']);
    });

    it("hides one company's tasks from another (404, nothing changed)", async () => {
      const task = await freshTask(ids.technicianId);
      expect((await as('other', 'GET', `/api/inspection/tasks/${task.id}`)).statusCode).toBe(404);
      expect((await move('other', task, { action: 'close', reason: 'x' })).statusCode).toBe(404);
      expect((await admin<Made>('GET', `/api/inspection/tasks/${task.id}`)).version).toBe(task.version);
      const list = await request(t.app, tokens.other, 'GET', '/api/inspection/tasks?limit=100');
      expect(list.json().data.items.every((row: { company_id: number }) => row.company_id === ids.secondId)).toBe(true);
    });
  });

  describe('the calendar', () => {
    it('answers tasks and planned due times in a range, refusing long ranges', async () => {
      const p = await plan({ starts_at: hoursFromNow(-24 * 2 + 0.5) });
      await admin('POST', `/api/inspection/plans/${p.id}/generate`);
      const from = hoursFromNow(-24 * 3).slice(0, 10);
      const to = hoursFromNow(24 * 3).slice(0, 10);
      const entries = await admin<{ plan_id: number; state: string; task_id: number | null }[]>('GET', `/api/inspection/calendar?from=${from}&to=${to}`);
      const mine = entries.filter((entry) => entry.plan_id === p.id);
      expect(mine.filter((entry) => entry.task_id !== null).map((entry) => entry.state)).toEqual(['overdue', 'overdue']);
      expect(mine.filter((entry) => entry.state === 'planned').length).toBeGreaterThanOrEqual(3);
      const long = await as('admin', 'GET', '/api/inspection/calendar?from=2026-01-01&to=2026-06-01');
      expect([long.statusCode, long.json().message]).toEqual([400, expect.stringContaining('to')]);
      const other = await request(t.app, tokens.other, 'GET', `/api/inspection/calendar?from=${from}&to=${to}`);
      expect(other.json().data.some((entry: { plan_id: number }) => entry.plan_id === p.id)).toBe(false);
    });

    it('narrows the calendar to a station (any of the devices) and a crew', async () => {
      const crew = uniqueCode('C');
      const p = await plan({ starts_at: hoursFromNow(-24 + 0.5), crew });
      await admin('POST', `/api/inspection/plans/${p.id}/generate`);
      const [device] = await t.database.db.select({ stationId: devices.stationId }).from(devices).where(eq(devices.id, ids.mainDeviceId));
      const stationId = device?.stationId ?? null;
      expect(stationId).not.toBeNull();
      const range = `from=${hoursFromNow(-48).slice(0, 10)}&to=${hoursFromNow(48).slice(0, 10)}`;
      const kinds = async (query: string) => {
        const entries = await admin<{ plan_id: number; task_id: number | null }[]>('GET', `/api/inspection/calendar?${range}&${query}`);
        return [...new Set(entries.filter((entry) => entry.plan_id === p.id).map((entry) => (entry.task_id === null ? 'planned' : 'task')))].sort();
      };
      expect(await kinds(`crew=${crew}`)).toEqual(['planned', 'task']);
      expect(await kinds('crew=nobody')).toEqual([]);
      expect(await kinds(`station_id=${stationId}&crew=${crew}`)).toEqual(['planned', 'task']);
      expect(await kinds(`station_id=${(stationId ?? 0) + 100_000}`)).toEqual([]);
    });
  });

  it('counts a task list up to 1,000 (total_exact false beyond) and still serves the pages past it', async () => {
    const p = await plan();
    await admin('POST', `/api/inspection/plans/${p.id}/generate`);
    const [task] = (await tasksOf(p.id)).items;
    const list = async (query: string) => admin<{ items: Task[]; total: number; total_exact: boolean }>('GET', `/api/inspection/tasks?plan_id=${p.id}&${query}`);
    expect(await list('limit=1')).toMatchObject({ total: 1, total_exact: true });
    // 1,000 more occurrences of the same plan, each a minute later (the plan, device and time are the key).
    await t.database.db.execute(sql`
      insert into work_tasks (company_id, kind, code, plan_id, device_key, standard_id, standard_revision, items, device_ids, due_at, planned_due_at)
      select company_id, kind, code || '-' || g, plan_id, device_key, standard_id, standard_revision, items, device_ids, due_at + g * interval '1 minute', planned_due_at + g * interval '1 minute'
      from work_tasks, generate_series(1, 1000) as g where id = ${task?.id}`);
    expect(await list('limit=1')).toMatchObject({ total: 1000, total_exact: false });
    const past = await list('limit=100&page=11');
    expect([past.items.length, past.total_exact]).toEqual([1, false]);
  });

  it('seeds a standard, a plan and a task history per kind', async () => {
    for (const kind of ['inspection', 'maintain', 'overhaul']) {
      const tasks = await request(t.app, tokens.technician, 'GET', `/api/${kind}/tasks?status=done&limit=1`);
      expect([kind, tasks.json().data.total > 0]).toEqual([kind, true]);
      const plans = await request(t.app, tokens.viewer, 'GET', `/api/${kind}/plans?limit=5`);
      expect([kind, plans.json().data.total > 0]).toEqual([kind, true]);
    }
  });
});
