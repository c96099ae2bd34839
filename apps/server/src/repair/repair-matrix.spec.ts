import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdsAction } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import { listOperations, loadContract } from '../contract/specification';
import { users } from '../db/schema';
import { DEMO_ROLE_PERMISSIONS } from '../seed/demo-roles';
import { deviceDemoIds, type DeviceDemoIds, type Method, PNG_DATA_URL, request, type Role, ROLES, signInRoles } from '../testing/device-fixtures';
import { uploadAs } from '../testing/document-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * The authorization matrix of the fault pool and repair orders: every operation × every demo role
 * (and no session). Who may call an operation follows from the contract (x-permissions + x-action)
 * and the demo role's grants; such a role answers 200 (404 for `other` on the main company's rows,
 * with nothing changed), any other role 403 / 50000, no session 401.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
const userIds = new Map<Role, number>();
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-repair-matrix-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  for (const role of ROLES) {
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, role));
    userIds.set(role, user?.id ?? 0);
  }
}, 90_000);
afterAll(() => t?.close());

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
/** A photo the role uploaded itself (purpose repair); roles that may not upload get any id — they are refused before it is read. */
async function photoOf(role: Role): Promise<number> {
  const response = await uploadAs(t.app, tokens[role], 'repair', 'a.png', Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64'));
  return response.statusCode === 200 ? Number(response.json().data.id) : 1;
}

async function ok<T = Record<string, unknown>>(method: Method, url: string, body?: object, as: Role = 'admin'): Promise<T> {
  const response = await call(as, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${as}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const ROLE_GRANTS: Record<Exclude<Role, 'admin'>, readonly string[]> = {
  manager: DEMO_ROLE_PERMISSIONS.manager,
  technician: DEMO_ROLE_PERMISSIONS.technician,
  storekeeper: DEMO_ROLE_PERMISSIONS.storekeeper,
  viewer: DEMO_ROLE_PERMISSIONS.viewer,
  other: DEMO_ROLE_PERMISSIONS.companyAdministrator,
};

const contract = loadContract();
const declared = new Map(
  listOperations(contract).flatMap((operation) => {
    const raw = (contract['paths'] as Record<string, Record<string, Record<string, unknown>>>)[operation.path]?.[operation.method.toLowerCase()];
    const access = operation.access;
    return access?.kind === 'action' ? [[operation.operationId, { pages: access.pages, action: access.action, declared: String(raw?.['x-action'] ?? '') }] as const] : [];
  }),
);

function mayCall(operationId: string, role: Role): boolean {
  if (role === 'admin') return true;
  const rule = declared.get(operationId);
  if (!rule) throw new Error(`${operationId} declares no x-permissions`);
  return holdsAction(ROLE_GRANTS[role], rule.pages, rule.action);
}

type Order = { order: { id: number; version: number } };
const fresh = {
  device: () => ok<{ id: number }>('POST', '/api/devices', { code: `RM${next()}`, name: '矩阵维修设备', type_id: ids.types.valve, station_id: ids.mainStationIds[0], importance: 'B' }),
  fault: async () => (await ok<{ fault: { id: number; version: number } }>('POST', '/api/faults', { device_id: (await fresh.device()).id, description: '矩阵故障' })).fault,
  code: () => ok<{ id: number; version: number }>('POST', '/api/fault_codes', { code: `MC${next()}`, name: '矩阵代码' }),
  order: async () => ok<Order>('POST', '/api/repair/orders', { device_id: (await fresh.device()).id, title: '矩阵工单' }),
  /** An open order the role may work on: assigned to the role's user when it may take orders, else left to dispatchers. */
  orderFor: async (role: Role) => {
    const created = await fresh.order();
    const userId = userIds.get(role) ?? 0;
    if (role === 'admin' || role === 'other' || !mayCall('transitionRepairOrder', role)) return created;
    return ok<Order>('POST', `/api/repair/orders/${created.order.id}/transition`, { action: 'assign', version: created.order.version, assignee_id: userId });
  },
  /** A completed order whose repairer is not `role`. */
  completedFor: async (role: Role) => {
    const created = await fresh.order();
    const repairer: Role = role === 'technician' ? 'manager' : 'technician';
    let current = await ok<Order>('POST', `/api/repair/orders/${created.order.id}/transition`, { action: 'assign', version: created.order.version, assignee_id: userIds.get(repairer) });
    for (const action of ['accept', 'start', 'complete']) {
      current = await ok<Order>('POST', `/api/repair/orders/${created.order.id}/transition`, { action, version: current.order.version }, repairer);
    }
    return current;
  },
};

/** `other`'s attempt left the row as it was. */
const unchanged = (url: string, version: number, pick: (data: Record<string, unknown>) => unknown = (data) => data['version']) => async () => {
  expect(pick(await ok('GET', url))).toBe(version);
};
const orderVersion = (data: Record<string, unknown>) => (data['order'] as { version: number }).version;

interface Route {
  name: string;
  method: Method;
  prepare(role: Role): Promise<{ url: string; body?: object; check?: () => Promise<void> }>;
  rowBound?: boolean;
}

const routes: Route[] = [
  { name: 'listFaults', method: 'GET', prepare: async () => ({ url: '/api/faults?waiting=true&limit=5' }) },
  { name: 'exportFaultsCsv', method: 'GET', prepare: async () => ({ url: '/api/faults/export?status=open' }) },
  {
    name: 'reportFault', method: 'POST',
    prepare: async (role) => ({ url: '/api/faults', body: { device_id: role === 'other' ? ids.secondDeviceId : (await fresh.device()).id, description: '人工报告' } }),
  },
  { name: 'getFault', method: 'GET', rowBound: true, prepare: async () => ({ url: `/api/faults/${(await fresh.fault()).id}` }) },
  {
    name: 'confirmFault', method: 'POST', rowBound: true,
    prepare: async () => {
      const fault = await fresh.fault();
      return { url: `/api/faults/${fault.id}/confirm`, body: { version: fault.version }, check: unchanged(`/api/faults/${fault.id}`, fault.version) };
    },
  },
  {
    name: 'rejectFault', method: 'POST', rowBound: true,
    prepare: async () => {
      const fault = await fresh.fault();
      return { url: `/api/faults/${fault.id}/reject`, body: { version: fault.version, reason: '误报' }, check: unchanged(`/api/faults/${fault.id}`, fault.version) };
    },
  },
  {
    name: 'uploadFaultPhoto', method: 'POST', rowBound: true,
    prepare: async (role) => {
      const fault = await fresh.fault();
      return { url: `/api/faults/${fault.id}/photos`, body: { file_id: await photoOf(role) }, check: unchanged(`/api/faults/${fault.id}`, fault.version) };
    },
  },
  { name: 'listFaultCodes', method: 'GET', prepare: async () => ({ url: `/api/fault_codes?device_type_id=${ids.types.valve}` }) },
  { name: 'createFaultCode', method: 'POST', prepare: async () => ({ url: '/api/fault_codes', body: { code: `NC${next()}`, name: '新代码' } }) },
  { name: 'getFaultCode', method: 'GET', rowBound: true, prepare: async () => ({ url: `/api/fault_codes/${(await fresh.code()).id}` }) },
  {
    name: 'updateFaultCode', method: 'PUT', rowBound: true,
    prepare: async () => {
      const code = await fresh.code();
      return { url: `/api/fault_codes/${code.id}`, body: { name: '改名', version: code.version }, check: unchanged(`/api/fault_codes/${code.id}`, code.version) };
    },
  },
  {
    name: 'deleteFaultCode', method: 'DELETE', rowBound: true,
    prepare: async () => {
      const code = await fresh.code();
      return { url: `/api/fault_codes/${code.id}?version=${code.version}`, check: unchanged(`/api/fault_codes/${code.id}`, code.version) };
    },
  },
  { name: 'listRepairOrders', method: 'GET', prepare: async () => ({ url: '/api/repair/orders?open=true&overdue=false&limit=5' }) },
  { name: 'exportRepairOrdersCsv', method: 'GET', prepare: async () => ({ url: '/api/repair/orders/export?state=checked' }) },
  { name: 'getRepairFigures', method: 'GET', prepare: async () => ({ url: '/api/repair/figures?group_by=station' }) },
  { name: 'getRepairCalendar', method: 'GET', prepare: async () => ({ url: '/api/repair/calendar?from=2026-01-01&to=2026-01-31' }) },
  {
    name: 'createRepairOrder', method: 'POST',
    prepare: async (role) => ({ url: '/api/repair/orders', body: { device_id: role === 'other' ? ids.secondDeviceId : (await fresh.device()).id, title: '新工单' } }),
  },
  { name: 'getRepairOrder', method: 'GET', rowBound: true, prepare: async () => ({ url: `/api/repair/orders/${(await fresh.order()).order.id}` }) },
  {
    name: 'updateRepairOrder', method: 'PUT', rowBound: true,
    prepare: async (role) => {
      const { order } = await fresh.orderFor(role);
      return { url: `/api/repair/orders/${order.id}`, body: { cause: '磨损', version: order.version }, check: unchanged(`/api/repair/orders/${order.id}`, order.version, orderVersion) };
    },
  },
  {
    name: 'transitionRepairOrder', method: 'POST', rowBound: true,
    prepare: async (role) => {
      const { order } = await fresh.orderFor(role);
      // The assignee accepts; the platform administrator (no assignee of this company) closes as a dispatcher.
      const body = role === 'admin' || role === 'other' ? { action: 'close', reason: '矩阵', version: order.version } : { action: 'accept', version: order.version };
      return { url: `/api/repair/orders/${order.id}/transition`, body, check: unchanged(`/api/repair/orders/${order.id}`, order.version, orderVersion) };
    },
  },
  {
    name: 'checkRepairOrder', method: 'POST', rowBound: true,
    prepare: async (role) => {
      const { order } = await fresh.completedFor(role);
      return { url: `/api/repair/orders/${order.id}/check`, body: { result: 'pass', version: order.version }, check: unchanged(`/api/repair/orders/${order.id}`, order.version, orderVersion) };
    },
  },
  {
    name: 'attachFaultToRepairOrder', method: 'POST', rowBound: true,
    prepare: async () => {
      const device = await fresh.device();
      const { order } = await ok<Order>('POST', '/api/repair/orders', { device_id: device.id, title: '附加' });
      const { fault } = await ok<{ fault: { id: number } }>('POST', '/api/faults', { device_id: device.id, description: '稍后的故障' });
      return { url: `/api/repair/orders/${order.id}/faults`, body: { fault_id: fault.id, version: order.version }, check: unchanged(`/api/repair/orders/${order.id}`, order.version, orderVersion) };
    },
  },
  {
    name: 'uploadRepairOrderPhoto', method: 'POST', rowBound: true,
    prepare: async (role) => {
      const { order } = await fresh.orderFor(role);
      return { url: `/api/repair/orders/${order.id}/photos`, body: { file_id: await photoOf(role), stage: 'before' }, check: unchanged(`/api/repair/orders/${order.id}`, order.version, orderVersion) };
    },
  },
];

describe(`fault pool and repair authorization matrix (${testBackend})`, () => {
  it('covers every operation of the two contract modules', () => {
    const mine = listOperations(contract).filter((operation) => operation.path.startsWith('/api/faults') || operation.path.startsWith('/api/fault_codes') || operation.path.startsWith('/api/repair/'));
    expect(routes.map((route) => route.name).sort()).toEqual(mine.map((operation) => operation.operationId).sort());
    for (const operation of mine) expect([operation.operationId, declared.get(operation.operationId)?.declared]).toEqual([operation.operationId, expect.stringMatching(/^(view|create|edit|delete|export|approve)$/)]);
  });

  it.each(routes)('$name: 401 without a session, 403 without the right, 404 across companies, 200 otherwise', async (route) => {
    const anonymous = await route.prepare('admin');
    const unsigned = await call(undefined, route.method, anonymous.url, anonymous.body);
    expect([route.name, unsigned.statusCode, unsigned.json().code]).toEqual([route.name, 401, 50008]);
    for (const role of ROLES) {
      const { url, body, check } = await route.prepare(role);
      const response = await call(role, route.method, url, body);
      const expected = !mayCall(route.name, role) ? 403 : route.rowBound && role === 'other' ? 404 : 200;
      expect([route.name, role, response.statusCode, response.statusCode === expected ? '' : response.body]).toEqual([route.name, role, expected, '']);
      if (expected === 403) expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
      if (expected === 404) {
        expect(response.json().code).toBe(40400);
        await check?.();
      }
      if (expected === 200 && String(response.headers['content-type']).startsWith('application/json')) expect(response.json().code).toBe(20000);
    }
  });
});
