import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { spareWarehouseSensors } from '../db/spare-schema';
import { DEMO_ROLE_PERMISSIONS } from '../seed/demo-roles';
import { loadContract } from '../contract/specification';
import { type Method, request, type Role, ROLES, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { isRecord } from '@om/core';

/**
 * The access matrix of the spare-parts stores: every operation of openapi/modules/spare-*.yaml × every
 * demo role (and no session). Who may call comes from the contract (`x-permissions` + `x-action`) and
 * the demo roles' grants (a page name, or `page:action`): 403 / 50000 without it, 401 without a session,
 * 404 for `other` (the second company) on the main company's rows with nothing changed, 200 otherwise.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;
/** Approvers of pick requests: the manager (main company), the second company's administrator. */
let people: { managerId: number; otherId: number };
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-spare-matrix-')) } });
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
  const [manager] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'other'));
  people = { managerId: manager?.id ?? 0, otherId: other?.id ?? 0 };
}, 120_000);
afterAll(() => t?.close());

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
type Row = { id: number; version: number };
async function ok<T = Row>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
async function made<T = Row>(method: Method, url: string, body?: object): Promise<T> {
  const response = await call('admin', method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as admin: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const GRANTS: Record<Role, readonly string[] | 'all'> = {
  admin: 'all',
  manager: DEMO_ROLE_PERMISSIONS.manager,
  technician: DEMO_ROLE_PERMISSIONS.technician,
  storekeeper: DEMO_ROLE_PERMISSIONS.storekeeper,
  viewer: DEMO_ROLE_PERMISSIONS.viewer,
  other: DEMO_ROLE_PERMISSIONS.companyAdministrator,
};

/** x-permissions and x-action of every spare operation, from the bundled contract. */
function accessOfOperations(): Map<string, { pages: string[]; action: string }> {
  const access = new Map<string, { pages: string[]; action: string }>();
  const paths = loadContract()['paths'];
  if (!isRecord(paths)) return access;
  for (const item of Object.values(paths)) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isRecord(operation) || typeof operation['operationId'] !== 'string' || !operation['operationId'].includes('Spare')) continue;
      // Stock-takes and document lines have their own specs (stocktake.spec.ts, document-lines-sheet.spec.ts);
      // http/action-matrix.spec.ts checks every operation against every demo account.
      if (/Stocktakes?$|Lines$/.test(operation['operationId'])) continue;
      const pages = operation['x-permissions'];
      const action = operation['x-action'];
      access.set(operation['operationId'], { pages: Array.isArray(pages) ? pages.map(String) : [], action: typeof action === 'string' ? action : '' });
    }
  }
  return access;
}
const ACCESS = accessOfOperations();

function mayCall(role: Role, operationId: string): boolean {
  const grants = GRANTS[role];
  const access = ACCESS.get(operationId);
  if (!access) throw new Error(`${operationId} is not in the contract`);
  if (grants === 'all' || access.pages.length === 0) return true;
  return access.pages.some((page) => grants.includes(page) || grants.includes(`${page}:${access.action}`));
}

const fresh = {
  warehouse: () => made('POST', '/api/spare/warehouses', { code: `W${next()}`, name: '矩阵仓库' }),
  location: async () => made('POST', '/api/spare/locations', { warehouse_id: ids.mainWarehouseId, code: `L${next()}`, name: '矩阵库位' }),
  category: () => made('POST', '/api/spare/categories', { code: `C${next()}`, name: '矩阵分类' }),
  part: () => made('POST', '/api/spare/parts', { code: `P${next()}`, name: '矩阵备件', category_id: ids.mainCategoryId, unit: '个' }),
  /** A part with 5 in stock at the main warehouse's first location. */
  stocked: async () => {
    const part = await fresh.part();
    const draft = await made('POST', '/api/spare/stock_in', { reason: 'purchase', warehouse_id: ids.mainWarehouseId, lines: [{ part_id: part.id, location_id: ids.mainLocationId, quantity: 5 }] });
    await made('POST', `/api/spare/stock_in/${draft.id}/confirm`, { version: draft.version });
    return part;
  },
  document: async (kind: 'stock_in' | 'stock_out' | 'supply_out') => {
    const part = kind === 'stock_in' ? await fresh.part() : await fresh.stocked();
    const reason = { stock_in: 'purchase', stock_out: 'consumption', supply_out: 'supply' }[kind];
    return made('POST', `/api/spare/${kind}`, { reason, warehouse_id: ids.mainWarehouseId, customer_name: '客户甲', lines: [{ part_id: part.id, location_id: ids.mainLocationId, quantity: 1 }] });
  },
  /** A request of the main company (by admin, or by `requester` when given), approved on /system/approve when asked. */
  pick: async (status: 'pending' | 'approved', requester?: Role) => {
    const part = await fresh.stocked();
    const body = { warehouse_id: ids.mainWarehouseId, approver_ids: [people.managerId], lines: [{ part_id: part.id, quantity: 1 }] };
    const pick = requester ? await ok<Row & { approval_id: number }>(requester, 'POST', '/api/spare/picks', body) : await made<Row & { approval_id: number }>('POST', '/api/spare/picks', body);
    if (status === 'pending') return pick;
    await made('POST', `/api/approvals/${pick.approval_id}/decide`, { decision: 'approved', version: 1 });
    return made('GET', `/api/spare/picks/${pick.id}`);
  },
};

interface Route {
  name: string;
  method: Method;
  prepare(role: Role): Promise<{ url: string; body?: object }>;
  /** Acts on a row of the main company: `other` gets 404 and the row keeps its version. */
  rowBound?: (row: Row) => string;
}

const crud = (plural: string, base: string, make: () => Promise<Row>, create: (role: Role) => object, update: object): Route[] => {
  const singular = plural.replace(/ies$/, 'y').replace(/s$/, '');
  return [
    { name: `list${plural}`, method: 'GET', prepare: async () => ({ url: `${base}?limit=5` }) },
    { name: `create${singular}`, method: 'POST', prepare: async (role) => ({ url: base, body: create(role) }) },
    ...(['get', 'update', 'delete'] as const).map((verb): Route => ({
      name: `${verb}${singular}`,
      method: verb === 'get' ? 'GET' : verb === 'update' ? 'PUT' : 'DELETE',
      rowBound: (row) => `${base}/${row.id}`,
      prepare: async () => {
        const row = await make();
        if (verb === 'get') return { url: `${base}/${row.id}` };
        if (verb === 'update') return { url: `${base}/${row.id}`, body: { ...update, version: row.version } };
        return { url: `${base}/${row.id}?version=${row.version}` };
      },
    })),
  ];
};

const secondOr = (role: Role, main: number, second: number) => (role === 'other' ? second : main);
const watchOf = (role: Role) => `/api/spare/warehouses/${secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId)}/watch`;
/** The sensor the demo binds to the role's warehouse (kept per warehouse: bind and unbind move it). */
const watchedSensors = new Map<number, number>();
async function watchedSensorOf(role: Role): Promise<number> {
  const warehouseId = secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId);
  const known = watchedSensors.get(warehouseId);
  if (known) return known;
  const [row] = await t.database.db.select({ sensorId: spareWarehouseSensors.sensorId }).from(spareWarehouseSensors).where(eq(spareWarehouseSensors.warehouseId, warehouseId)).limit(1);
  if (!row) throw new Error(`the demo binds no sensor to warehouse ${warehouseId}`);
  watchedSensors.set(warehouseId, row.sensorId);
  return row.sensorId;
}

const documentRoutes = (kind: 'stock_in' | 'stock_out' | 'supply_out', plural: string): Route[] => [
  ...crud(plural, `/api/spare/${kind}`, () => fresh.document(kind), (role) => ({
    reason: { stock_in: 'purchase', stock_out: 'consumption', supply_out: 'supply' }[kind],
    warehouse_id: secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId),
    customer_name: '客户乙',
    lines: [{ part_id: secondOr(role, ids.mainPartId, ids.secondPartId), location_id: secondOr(role, ids.mainLocationId, ids.secondLocationId), quantity: 1 }],
  }), { remark: '改' }),
  {
    name: `confirm${plural.replace(/s$/, '')}`,
    method: 'POST',
    rowBound: (row) => `/api/spare/${kind}/${row.id}`,
    prepare: async () => {
      const row = await fresh.document(kind);
      return { url: `/api/spare/${kind}/${row.id}/confirm`, body: { version: row.version } };
    },
  },
];

const routes: Route[] = [
  ...crud('SpareWarehouses', '/api/spare/warehouses', fresh.warehouse, () => ({ code: `W${next()}`, name: '新仓库' }), { address: '新地址' }),
  ...crud('SpareLocations', '/api/spare/locations', fresh.location, (role) => ({ warehouse_id: secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId), code: `L${next()}`, name: '新库位' }), { name: '改名' }),
  { name: 'getSpareLocationTree', method: 'GET', prepare: async (role) => ({ url: `/api/spare/locations/tree?warehouse_id=${secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId)}` }) },
  ...crud('SpareCategories', '/api/spare/categories', fresh.category, () => ({ code: `C${next()}`, name: '新分类' }), { name: '改名' }),
  { name: 'getSpareCategoryTree', method: 'GET', prepare: async () => ({ url: '/api/spare/categories/tree' }) },
  ...crud('SpareParts', '/api/spare/parts', fresh.part, (role) => ({ code: `P${next()}`, name: '新备件', category_id: secondOr(role, ids.mainCategoryId, ids.secondCategoryId), unit: '个' }), { remark: '改' }),
  { name: 'exportSparePartsCsv', method: 'GET', prepare: async () => ({ url: '/api/spare/parts/export?keyword=轴承' }) },
  {
    name: 'importSparePartsCsv',
    method: 'POST',
    prepare: async (role) => ({ url: '/api/spare/parts/import', body: { csv: `code,name,category_id,unit\r\nI${next()},导入备件,${secondOr(role, ids.mainCategoryId, ids.secondCategoryId)},个\r\n`, mode: 'all_or_nothing' } }),
  },
  { name: 'listSpareStock', method: 'GET', prepare: async () => ({ url: '/api/spare/stock?limit=5' }) },
  { name: 'listSpareLedger', method: 'GET', prepare: async () => ({ url: '/api/spare/ledger?limit=5' }) },
  ...documentRoutes('stock_in', 'SpareStockIns'),
  ...documentRoutes('stock_out', 'SpareStockOuts'),
  ...documentRoutes('supply_out', 'SpareSupplyOuts'),
  { name: 'listSparePicks', method: 'GET', prepare: async () => ({ url: '/api/spare/picks?limit=5' }) },
  {
    name: 'createSparePick',
    method: 'POST',
    prepare: async (role) => ({
      url: '/api/spare/picks',
      body: { warehouse_id: secondOr(role, ids.mainWarehouseId, ids.secondWarehouseId), approver_ids: [secondOr(role, people.managerId, people.otherId)], lines: [{ part_id: secondOr(role, ids.mainPartId, ids.secondPartId), quantity: 1 }] },
    }),
  },
  { name: 'getSparePick', method: 'GET', rowBound: (row) => `/api/spare/picks/${row.id}`, prepare: async () => ({ url: `/api/spare/picks/${(await fresh.pick('pending')).id}` }) },
  {
    // A request in the approval flow is cancelled, not deleted: deleting takes an ended (cancelled) one.
    name: 'deleteSparePick', method: 'DELETE', rowBound: (row) => `/api/spare/picks/${row.id}`,
    prepare: async () => {
      const pending = await fresh.pick('pending');
      const row = await made('POST', `/api/spare/picks/${pending.id}/cancel`, { version: pending.version, reason: '重复申请' });
      return { url: `/api/spare/picks/${row.id}?version=${row.version}` };
    },
  },
  {
    // Only the requester (or a holder of sparePickList:approve) cancels: each role cancels a request of its own.
    name: 'cancelSparePick', method: 'POST', rowBound: (row) => `/api/spare/picks/${row.id}`,
    prepare: async (role) => {
      const row = await fresh.pick('pending', role !== 'other' && mayCall(role, 'createSparePick') ? role : undefined);
      return { url: `/api/spare/picks/${row.id}/cancel`, body: { version: row.version, reason: '不再需要' } };
    },
  },
  {
    name: 'fulfilSparePick', method: 'POST', rowBound: (row) => `/api/spare/picks/${row.id}`,
    prepare: async () => {
      const row = await fresh.pick('approved');
      return { url: `/api/spare/picks/${row.id}/fulfil`, body: { version: row.version } };
    },
  },
  { name: 'listSpareWarnings', method: 'GET', prepare: async () => ({ url: '/api/spare/warnings' }) },
  { name: 'getSpareWarning', method: 'GET', prepare: async (role) => ({ url: `/api/spare/warnings/${role === 'other' ? ids.secondLimitId : (await mainLimitId())}` }) },
  { name: 'getSpareStockReport', method: 'GET', prepare: async () => ({ url: '/api/spare/reports/stock' }) },
  { name: 'exportSpareStockReportCsv', method: 'GET', prepare: async () => ({ url: '/api/spare/reports/stock/export' }) },
  { name: 'getSpareWarehouseWatch', method: 'GET', prepare: async (role) => ({ url: watchOf(role) }) },
  { name: 'listSpareWatchCandidates', method: 'GET', prepare: async (role) => ({ url: `${watchOf(role)}/candidates` }) },
  {
    // The warehouse's own demo sensor, unbound first so that binding it again is allowed.
    name: 'bindSpareWarehouseSensor', method: 'POST',
    prepare: async (role) => {
      const sensor = await watchedSensorOf(role);
      await call('admin', 'DELETE', `${watchOf(role)}/sensors/${sensor}`);
      return { url: `${watchOf(role)}/sensors`, body: { sensor_id: sensor } };
    },
  },
  {
    name: 'unbindSpareWarehouseSensor', method: 'DELETE',
    prepare: async (role) => {
      const sensor = await watchedSensorOf(role);
      await call('admin', 'POST', `${watchOf(role)}/sensors`, { sensor_id: sensor });
      return { url: `${watchOf(role)}/sensors/${sensor}` };
    },
  },
  { name: 'getSpareConsumption', method: 'GET', prepare: async () => ({ url: '/api/spare/reports/consumption?group_by=device_type' }) },
];

async function mainLimitId(): Promise<number> {
  const warnings = await made<{ items: { id: number }[] }>('GET', `/api/spare/warnings?company_id=${ids.mainId}`);
  const first = warnings.items[0];
  if (!first) throw new Error('the demo has no warning in the main company');
  return first.id;
}

describe(`spare parts authorization matrix (${testBackend})`, () => {
  it('covers every spare operation of the contract', () => {
    expect(routes.map((route) => route.name).sort()).toEqual([...ACCESS.keys()].sort());
  });

  it.each(routes)('$name: 401 without a session, 403 without the permission, 404 across companies, 200 otherwise', async (route) => {
    const anonymous = await route.prepare('admin');
    const unsigned = await call(undefined, route.method, anonymous.url, anonymous.body);
    expect([route.name, unsigned.statusCode, unsigned.json().code]).toEqual([route.name, 401, 50008]);
    for (const role of ROLES) {
      const { url, body } = await route.prepare(role);
      const response = await call(role, route.method, url, body);
      const expected = !mayCall(role, route.name) ? 403 : route.rowBound && role === 'other' ? 404 : 200;
      expect([route.name, role, response.statusCode, expected === response.statusCode ? '' : response.body]).toEqual([route.name, role, expected, '']);
      if (expected === 403) expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
      if (expected === 404 && route.rowBound) {
        const id = Number(/\/(\d+)(?:\/|\?|$)/.exec(url)?.[1]);
        const after = await call('admin', 'GET', route.rowBound({ id, version: 0 }));
        expect(after.statusCode).toBe(200);
        const version = isRecord(body) ? body['version'] : Number(/version=(\d+)/.exec(url)?.[1] ?? after.json().data.version);
        expect(after.json().data.version).toBe(version);
      }
      if (expected === 200 && String(response.headers['content-type']).startsWith('application/json')) expect(response.json().code).toBe(20000);
    }
  });
});
