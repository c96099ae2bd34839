import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { listOperations, loadContract } from '../contract/specification';
import { users } from '../db/schema';
import { DEMO_ROLE_PERMISSIONS } from '../seed/demo-roles';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, ROLES, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { caller, hoursFromNow, type Made, NUMERIC_STANDARD, uniqueCode } from './scheduled-work-fixtures';
import { SCHEDULE_KINDS, type ScheduleKind } from './kinds';
import { samplePng } from '../files/sample-files';
import { uploaded } from '../testing/document-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';

/**
 * The authorization matrix of scheduled work: every operation of every kind × every demo role (and no
 * session). The permissions each operation needs are written here from the issue (not read from the
 * contract): a role holding none of them gets 403 / 50000; `other` (the second company) gets 404 for
 * the main company's rows and changes nothing; no session answers 401; the others 200.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let admin: ReturnType<typeof caller>;
let spare: SpareDemoIds;
let meterKey = '';

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-schedule-matrix-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  admin = caller(t.app, tokens.admin);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  adminId = row?.id ?? 0;
  spare = await spareDemoIds(t.database.db);
  meterKey = `matrix_hours_${Date.now().toString(36)}`;
  await admin('POST', `/api/devices/${ids.mainDeviceId}/sensors`, { key: meterKey, name: '运行小时', unit: 'h' });
}, 90_000);
afterAll(() => t?.close());

const PERMISSIONS: Record<ScheduleKind, { plan: string; task: string; standard: string; calendar: string[] }> = {
  inspection: { plan: 'inspectionList', task: 'inspectionTaskList', standard: 'inspectionStandardList', calendar: ['inspectionList', 'inspectionTaskList'] },
  maintain: { plan: 'maintainList', task: 'maintainTaskList', standard: 'maintainStandardList', calendar: ['maintainList', 'maintainTaskList'] },
  overhaul: { plan: 'overhaulList', task: 'overhaulTaskList', standard: 'overhaulStandardList', calendar: ['overhaulCalendar', 'overhaulList', 'overhaulTaskList'] },
};

/** The roles holding `<one of the pages>:<action>` (admin and the second company's administrator hold everything). */
function holders(pages: readonly string[], action: string): Set<Role> {
  const allowed = new Set<Role>(['admin', 'other']);
  for (const role of ['manager', 'technician', 'storekeeper', 'viewer'] as const) {
    const held: readonly string[] = DEMO_ROLE_PERMISSIONS[role];
    if (pages.some((page) => held.includes(`${page}:${action}`))) allowed.add(role);
  }
  return allowed;
}

let adminId = 0;
/** Who does the work on a task the matrix prepares for `role`: the role's own user where it may, else the technician. */
const workerOf = (role: Role): { userId: number; role: Role } =>
  role === 'admin' ? { userId: adminId, role: 'admin' } : role === 'manager' ? { userId: ids.managerId, role: 'manager' } : { userId: ids.technicianId, role: 'technician' };

interface Route {
  name: string;
  method: Method;
  permissions: string[];
  action: 'view' | 'create' | 'edit' | 'delete' | 'export' | 'approve';
  rowBound?: boolean;
  prepare(role: Role): Promise<{ url: string; body?: object; check?: () => Promise<void> }>;
}

function routesOf(kind: ScheduleKind): Route[] {
  const p = PERMISSIONS[kind];
  const base = `/api/${kind}`;
  const K = kind[0]?.toUpperCase() + kind.slice(1);
  const standard = () => admin<Made>('POST', `${base}/standards`, { code: uniqueCode('S'), ...NUMERIC_STANDARD });
  const plan = async (assignee?: number) => {
    const s = await standard();
    return admin<Made>('POST', `${base}/plans`, {
      code: uniqueCode('P'), name: '矩阵计划', standard_id: s.id, device_ids: [ids.mainDeviceId], cycle_unit: 'day', cycle_count: 1,
      starts_at: hoursFromNow(-1), ...(assignee !== undefined && { assignee_id: assignee }),
    });
  };
  const task = async (assignee?: number) => {
    const made = await plan(assignee);
    const generated = await admin<{ task_ids: number[] }>('POST', `${base}/plans/${made.id}/generate`);
    return admin<Made>('GET', `${base}/tasks/${generated.task_ids[0]}`);
  };
  const move = (as: Role, row: Made, body: object) => caller(t.app, tokens[as])<Made>('POST', `${base}/tasks/${row.id}/transition`, { version: row.version, ...body });
  /** A started task whose assignee works as `worker` (only the assignee accepts, starts, records and completes). */
  const startedBy = async (worker: { userId: number; role: Role }) => {
    const row = await task(worker.userId);
    return move(worker.role, await move(worker.role, row, { action: 'accept' }), { action: 'start' });
  };
  const results = [
    { device_id: 0, item_key: 'leak', ok: true },
    { device_id: 0, item_key: 'temp', reading: 30 },
  ];
  const unchanged = (url: string, version: number) => async () => expect((await admin<Made>('GET', url)).version).toBe(version);
  return [
    { name: `list${K}Standards`, method: 'GET', action: 'view', permissions: [p.standard, p.plan], prepare: async () => ({ url: `${base}/standards?limit=5&sort=-updated_at` }) },
    {
      name: `create${K}Standard`, method: 'POST', action: 'create', permissions: [p.standard],
      prepare: async () => ({ url: `${base}/standards`, body: { code: uniqueCode('C'), ...NUMERIC_STANDARD } }),
    },
    { name: `get${K}Standard`, method: 'GET', action: 'view', permissions: [p.standard, p.plan], rowBound: true, prepare: async () => ({ url: `${base}/standards/${(await standard()).id}` }) },
    {
      name: `update${K}Standard`, method: 'PUT', action: 'edit', permissions: [p.standard], rowBound: true,
      prepare: async () => {
        const row = await standard();
        return { url: `${base}/standards/${row.id}`, body: { version: row.version, name: '改名' }, check: unchanged(`${base}/standards/${row.id}`, row.version) };
      },
    },
    {
      name: `delete${K}Standard`, method: 'DELETE', action: 'delete', permissions: [p.standard], rowBound: true,
      prepare: async () => {
        const row = await standard();
        return { url: `${base}/standards/${row.id}?version=${row.version}`, check: unchanged(`${base}/standards/${row.id}`, row.version) };
      },
    },
    { name: `list${K}Plans`, method: 'GET', action: 'view', permissions: [p.plan], prepare: async () => ({ url: `${base}/plans?limit=5&status=active&sort=-next_due_at` }) },
    {
      name: `create${K}Plan`, method: 'POST', action: 'create', permissions: [p.plan],
      prepare: async (role) => {
        if (role === 'other') {
          // The second company's own standard and device.
          const own = await request(t.app, tokens.other, 'POST', `${base}/standards`, { code: uniqueCode('O'), ...NUMERIC_STANDARD });
          return { url: `${base}/plans`, body: { code: uniqueCode('Q'), name: 'x', standard_id: own.json().data.id, device_ids: [ids.secondDeviceId], cycle_unit: 'week', cycle_count: 1, starts_at: hoursFromNow(48) } };
        }
        const s = await standard();
        return { url: `${base}/plans`, body: { code: uniqueCode('Q'), name: 'x', standard_id: s.id, device_ids: [ids.mainDeviceId], cycle_unit: 'week', cycle_count: 1, starts_at: hoursFromNow(48) } };
      },
    },
    { name: `get${K}Plan`, method: 'GET', action: 'view', permissions: [p.plan], rowBound: true, prepare: async () => ({ url: `${base}/plans/${(await plan()).id}` }) },
    {
      name: `update${K}Plan`, method: 'PUT', action: 'edit', permissions: [p.plan], rowBound: true,
      prepare: async () => {
        const row = await plan();
        return { url: `${base}/plans/${row.id}`, body: { version: row.version, crew: '二班' }, check: unchanged(`${base}/plans/${row.id}`, row.version) };
      },
    },
    {
      name: `delete${K}Plan`, method: 'DELETE', action: 'delete', permissions: [p.plan], rowBound: true,
      prepare: async () => {
        const row = await plan();
        return { url: `${base}/plans/${row.id}?version=${row.version}`, check: unchanged(`${base}/plans/${row.id}`, row.version) };
      },
    },
    {
      name: `change${K}PlanState`, method: 'POST', action: 'edit', permissions: [p.plan], rowBound: true,
      prepare: async () => {
        const row = await plan();
        return { url: `${base}/plans/${row.id}/state`, body: { action: 'pause', version: row.version }, check: unchanged(`${base}/plans/${row.id}`, row.version) };
      },
    },
    {
      name: `generate${K}Tasks`, method: 'POST', action: 'edit', permissions: [p.plan], rowBound: true,
      prepare: async () => {
        const row = await plan();
        return {
          url: `${base}/plans/${row.id}/generate`,
          check: async () => expect((await admin<{ total: number }>('GET', `${base}/tasks?plan_id=${row.id}`)).total).toBe(0),
        };
      },
    },
    { name: `list${K}Tasks`, method: 'GET', action: 'view', permissions: [p.task, p.plan], prepare: async () => ({ url: `${base}/tasks?limit=5&status=open&sort=-due_at` }) },
    { name: `export${K}TasksCsv`, method: 'GET', action: 'export', permissions: [p.task, p.plan], prepare: async () => ({ url: `${base}/tasks/export?status=done&sort=-completed_at` }) },
    { name: `get${K}Task`, method: 'GET', action: 'view', permissions: [p.task, p.plan], rowBound: true, prepare: async () => ({ url: `${base}/tasks/${(await task()).id}` }) },
    {
      name: `transition${K}Task`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async () => {
        const row = await task();
        return { url: `${base}/tasks/${row.id}/transition`, body: { action: 'close', reason: '停运', version: row.version }, check: unchanged(`${base}/tasks/${row.id}`, row.version) };
      },
    },
    {
      name: `record${K}TaskResults`, method: 'PUT', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async (role) => {
        const row = await startedBy(workerOf(role));
        return {
          url: `${base}/tasks/${row.id}/results`,
          body: { version: row.version, results: results.map((result) => ({ ...result, device_id: ids.mainDeviceId })) },
          check: unchanged(`${base}/tasks/${row.id}`, row.version),
        };
      },
    },
    {
      name: `check${K}Task`, method: 'POST', action: 'approve', permissions: [p.task], rowBound: true,
      prepare: async (role) => {
        // The assignee may not check their own task: the work is done by someone else than the checker.
        const worker: { userId: number; role: Role } = role === 'technician' ? { userId: ids.managerId, role: 'manager' } : { userId: ids.technicianId, role: 'technician' };
        const started = await startedBy(worker);
        const recorded = await caller(t.app, tokens[worker.role])<Made>('PUT', `${base}/tasks/${started.id}/results`, {
          version: started.version,
          results: results.map((result) => ({ ...result, device_id: ids.mainDeviceId })),
        });
        const completed = await move(worker.role, recorded, { action: 'complete' });
        return { url: `${base}/tasks/${completed.id}/check`, body: { version: completed.version, passed: true }, check: unchanged(`${base}/tasks/${completed.id}`, completed.version) };
      },
    },
    {
      name: `raise${K}TaskHazard`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async () => {
        const started = await startedBy(workerOf('technician'));
        const abnormal = [{ device_id: ids.mainDeviceId, item_key: 'leak', ok: true }, { device_id: ids.mainDeviceId, item_key: 'temp', reading: 99 }];
        await caller(t.app, tokens.technician)('PUT', `${base}/tasks/${started.id}/results`, { version: started.version, results: abnormal });
        return { url: `${base}/tasks/${started.id}/hazard`, body: { device_id: ids.mainDeviceId, item_key: 'temp' } };
      },
    },
    {
      name: `raise${K}TaskRepairOrder`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async () => {
        const started = await startedBy(workerOf('technician'));
        const abnormal = [{ device_id: ids.mainDeviceId, item_key: 'leak', ok: true }, { device_id: ids.mainDeviceId, item_key: 'temp', reading: 99 }];
        await caller(t.app, tokens.technician)('PUT', `${base}/tasks/${started.id}/results`, { version: started.version, results: abnormal });
        return { url: `${base}/tasks/${started.id}/repair-order`, body: { device_id: ids.mainDeviceId, item_key: 'temp' } };
      },
    },
    {
      name: `book${K}TaskParts`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async (role) => {
        const row = await startedBy(workerOf(role));
        const draft = await admin<Made>('POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: spare.mainWarehouseId, lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1 }] });
        await admin('POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
        return {
          url: `${base}/tasks/${row.id}/parts`,
          body: { version: row.version, warehouse_id: spare.mainWarehouseId, lines: [{ part_id: spare.mainPartId, location_id: spare.mainLocationId, quantity: 1 }] },
          check: unchanged(`${base}/tasks/${row.id}`, row.version),
        };
      },
    },
    { name: `list${K}TaskStock`, method: 'GET', action: 'view', permissions: [p.task], rowBound: true, prepare: async () => ({ url: `${base}/tasks/${(await task()).id}/stock` }) },
    {
      name: `attach${K}TaskPhoto`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async (role) => {
        const row = await startedBy(workerOf(role));
        const uploader: Role = holders([p.task], 'create').has(role) ? role : 'technician';
        const fileId = await uploaded(t.app, tokens[uploader], 'task', 'm.png', samplePng(2, 2, [0, 0, 0], [5, 5, 5]));
        return { url: `${base}/tasks/${row.id}/photos`, body: { version: row.version, file_id: fileId }, check: unchanged(`${base}/tasks/${row.id}`, row.version) };
      },
    },
    {
      name: `remove${K}TaskPhoto`, method: 'DELETE', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async (role) => {
        const worker = workerOf(role);
        const row = await startedBy(worker);
        const fileId = await uploaded(t.app, tokens[worker.role], 'task', 'm.png', samplePng(2, 2, [0, 0, 0], [5, 5, 5]));
        const withPhoto = await caller(t.app, tokens[worker.role])<Made>('POST', `${base}/tasks/${row.id}/photos`, { version: row.version, file_id: fileId });
        return { url: `${base}/tasks/${row.id}/photos/${fileId}?version=${withPhoto.version}`, check: unchanged(`${base}/tasks/${row.id}`, withPhoto.version) };
      },
    },
    {
      name: `reschedule${K}Task`, method: 'POST', action: 'edit', permissions: [p.task], rowBound: true,
      prepare: async () => {
        const row = await task();
        return { url: `${base}/tasks/${row.id}/reschedule`, body: { version: row.version, due_at: hoursFromNow(6) }, check: unchanged(`${base}/tasks/${row.id}`, row.version) };
      },
    },
    {
      name: `get${K}Compliance`, method: 'GET', action: 'view', permissions: [p.plan, p.task],
      prepare: async () => ({ url: `${base}/compliance?from=${hoursFromNow(-24 * 30).slice(0, 10)}&to=${hoursFromNow(0).slice(0, 10)}` }),
    },
    {
      name: `record${K}MeterReading`, method: 'POST', action: 'edit', permissions: [p.plan], rowBound: true,
      prepare: async () => {
        const s = await standard();
        const row = await admin<Made>('POST', `${base}/plans`, {
          code: uniqueCode('M'), name: '计量计划', standard_id: s.id, device_ids: [ids.mainDeviceId], cycle_unit: 'year', cycle_count: 1,
          starts_at: hoursFromNow(24 * 100), meter_sensor_key: meterKey, meter_step: 100,
        });
        return {
          url: `${base}/plans/${row.id}/meter`,
          body: { device_id: ids.mainDeviceId, value: 150 },
          check: async () => expect((await admin<{ total: number }>('GET', `${base}/tasks?plan_id=${row.id}`)).total).toBe(0),
        };
      },
    },
    {
      name: `get${K}Calendar`, method: 'GET', action: 'view', permissions: p.calendar,
      prepare: async () => ({ url: `${base}/calendar?from=${hoursFromNow(-24 * 7).slice(0, 10)}&to=${hoursFromNow(24 * 7).slice(0, 10)}` }),
    },
  ];
}

const cases = SCHEDULE_KINDS.flatMap((kind) => routesOf(kind));

describe(`scheduled work authorization matrix (${testBackend})`, () => {
  it.each(cases)('$name: 401 without a session, 403 without the permission, 404 across companies, 200 otherwise', async (route) => {
    const anonymous = await route.prepare('admin');
    const unsigned = await request(t.app, undefined, route.method, anonymous.url, anonymous.body);
    expect([route.name, unsigned.statusCode, unsigned.json().code]).toEqual([route.name, 401, 50008]);
    const allowed = holders(route.permissions, route.action);
    for (const role of ROLES) {
      const { url, body, check } = await route.prepare(role);
      const response = await request(t.app, tokens[role], route.method, url, body);
      const expected = !allowed.has(role) ? 403 : route.rowBound && role === 'other' ? 404 : 200;
      expect([route.name, role, response.statusCode, expected === response.statusCode ? '' : response.body]).toEqual([route.name, role, expected, '']);
      if (expected === 403) expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
      if (expected === 404) {
        expect(response.json().code).toBe(40400);
        await check?.();
      }
      if (expected === 200) {
        // The record exports answer a sheet, the others the JSON envelope.
        if (route.name.startsWith('export')) expect(String(response.headers['content-type'])).toMatch(/csv/);
        else expect(response.json().code).toBe(20000);
      }
    }
  });

  it('covers every scheduled-work operation of the contract', () => {
    const names = new Set(cases.map((route) => route.name));
    const fromContract = listOperations(loadContract())
      .filter((operation) => SCHEDULE_KINDS.some((kind) => operation.path.startsWith(`/api/${kind}/`)))
      .map((operation) => operation.operationId);
    expect(new Set(fromContract)).toEqual(names);
    expect(names.size).toBe(28 * SCHEDULE_KINDS.length);
  });
});
