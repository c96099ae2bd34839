import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceDemoIds, type DeviceDemoIds, type Method, PNG_DATA_URL, request, type Role, ROLES, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { uploaded } from '../testing/document-fixtures';

const PNG = Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64');

/**
 * The authorization matrix of the device ledger: every route × every demo role (and no session). A
 * role without the permission answers 403 / 50000; `other` (the second company) gets 404 for the
 * main company's rows and changes nothing; no session answers 401; the allowed roles 200.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-devices-matrix-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
}, 90_000);
afterAll(() => t?.close());

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);

async function ok<T = Record<string, unknown>>(method: Method, url: string, body?: object): Promise<T> {
  const response = await call('admin', method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as admin: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Fresh rows of the main company, made by the platform administrator. */
const fresh = {
  type: () => ok<{ id: number; version: number }>('POST', '/api/device_types', { code: `T${next()}`, name: '测试类型' }),
  device: () => ok<{ id: number; version: number }>('POST', '/api/devices', { code: `M${next()}`, name: '矩阵设备', type_id: ids.types.valve, station_id: ids.mainStationIds[0] }),
  sensor: async () => {
    const device = await fresh.device();
    return ok<{ id: number; version: number }>('POST', `/api/devices/${device.id}/sensors`, { key: `s${next()}`, name: '温度' });
  },
  special: async () => {
    const device = await fresh.device();
    return ok<{ id: number; version: number }>('POST', '/api/special_equipment', { device_id: device.id, category: 'boiler', next_inspection_on: '2030-01-01' });
  },
  file: async () => {
    const device = await fresh.device();
    const withFile = await ok<{ id: number; photos: { id: string }[] }>('POST', `/api/devices/${device.id}/files`, { file_id: await uploaded(t.app, tokens.admin, 'device', 'a.png', PNG) });
    return { id: device.id, fileId: withFile.photos[0]?.id ?? '' };
  },
};

const READ = new Set<Role>(['admin', 'manager', 'technician', 'viewer', 'other']);
/** The viewer may view, nothing else: every write and every export needs its own action. */
const WRITE = new Set<Role>(['admin', 'manager', 'technician', 'other']);
const SENSOR_WRITE = WRITE;

interface Route {
  name: string;
  method: Method;
  /** Roles holding the permission. */
  allowed: ReadonlySet<Role>;
  /** A URL and body for one call by `role`; row-bound routes get a fresh main-company row per call. */
  prepare(role: Role): Promise<{ url: string; body?: object; check?: () => Promise<void> }>;
  /** The route acts on a row of the main company: `other` must get 404 and change nothing. */
  rowBound?: boolean;
}

/** `other`'s attempt left the row as it was (same version, still there). */
const unchanged = (url: string, version: number) => async () => {
  const after = await ok<{ version: number }>('GET', url);
  expect(after.version).toBe(version);
};

const stationFor = (role: Role) => (role === 'other' ? ids.secondStationIds[0] : ids.mainStationIds[0]);
const valveFor = (role: Role) => (role === 'other' ? ids.types.secondValve : ids.types.valve);

const routes: Route[] = [
  { name: 'listDeviceTypes', method: 'GET', allowed: READ, prepare: async () => ({ url: '/api/device_types?limit=5' }) },
  { name: 'getDeviceTypeTree', method: 'GET', allowed: READ, prepare: async () => ({ url: '/api/device_types/tree' }) },
  { name: 'createDeviceType', method: 'POST', allowed: WRITE, prepare: async () => ({ url: '/api/device_types', body: { code: `C${next()}`, name: '新类型' } }) },
  {
    name: 'getDeviceType', method: 'GET', allowed: READ, rowBound: true,
    prepare: async () => ({ url: `/api/device_types/${ids.types.pump}` }),
  },
  {
    name: 'updateDeviceType', method: 'PUT', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.type();
      return { url: `/api/device_types/${row.id}`, body: { name: '改名', version: row.version }, check: unchanged(`/api/device_types/${row.id}`, row.version) };
    },
  },
  {
    name: 'deleteDeviceType', method: 'DELETE', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.type();
      return { url: `/api/device_types/${row.id}?version=${row.version}`, check: unchanged(`/api/device_types/${row.id}`, row.version) };
    },
  },
  { name: 'listDevices', method: 'GET', allowed: READ, prepare: async () => ({ url: '/api/devices?limit=5&include=summary' }) },
  { name: 'getDeviceSummary', method: 'GET', allowed: READ, prepare: async () => ({ url: '/api/devices/summary' }) },
  { name: 'exportDevicesCsv', method: 'GET', allowed: WRITE, prepare: async () => ({ url: `/api/devices/export?station_id=${ids.mainStationIds[1]}` }) },
  {
    name: 'importDevicesCsv', method: 'POST', allowed: WRITE,
    prepare: async (role) => ({
      url: '/api/devices/import',
      body: { csv: `code,name,type_id,station_id\r\nI${next()},导入设备,${valveFor(role)},${stationFor(role)}\r\n`, mode: 'all_or_nothing' },
    }),
  },
  {
    name: 'createDevice', method: 'POST', allowed: WRITE,
    prepare: async (role) => ({ url: '/api/devices', body: { code: `N${next()}`, name: '新设备', type_id: valveFor(role), station_id: stationFor(role) } }),
  },
  { name: 'getDevice', method: 'GET', allowed: READ, rowBound: true, prepare: async () => ({ url: `/api/devices/${ids.mainDeviceId}` }) },
  {
    name: 'updateDevice', method: 'PUT', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.device();
      return { url: `/api/devices/${row.id}`, body: { location: '二层', version: row.version }, check: unchanged(`/api/devices/${row.id}`, row.version) };
    },
  },
  {
    name: 'deleteDevice', method: 'DELETE', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.device();
      return { url: `/api/devices/${row.id}?version=${row.version}`, check: unchanged(`/api/devices/${row.id}`, row.version) };
    },
  },
  {
    name: 'bulkChangeDevices', method: 'POST', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.device();
      return { url: '/api/devices/bulk', body: { ids: [row.id], status: 'standby' }, check: unchanged(`/api/devices/${row.id}`, row.version) };
    },
  },
  { name: 'getDeviceLabels', method: 'GET', allowed: READ, prepare: async () => ({ url: `/api/devices/labels?ids=${ids.mainDeviceId},${ids.secondDeviceId}` }) },
  { name: 'getDeviceHistory', method: 'GET', allowed: READ, rowBound: true, prepare: async () => ({ url: `/api/devices/${ids.mainDeviceId}/history` }) },
  {
    name: 'reportDeviceFault', method: 'POST', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.device();
      return { url: `/api/devices/${row.id}/fault_report`, body: { description: '异响' } };
    },
  },
  {
    name: 'uploadDeviceFile', method: 'POST', allowed: WRITE, rowBound: true,
    prepare: async (role) => {
      const row = await fresh.device();
      const fileId = await uploaded(t.app, tokens[role === 'viewer' || role === 'storekeeper' ? 'admin' : role], 'device', 'photo.png', PNG);
      return { url: `/api/devices/${row.id}/files`, body: { file_id: fileId }, check: unchanged(`/api/devices/${row.id}`, row.version) };
    },
  },
  {
    name: 'deleteDeviceFile', method: 'DELETE', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.file();
      return { url: `/api/devices/${row.id}/files/${row.fileId}` };
    },
  },
  { name: 'listDeviceSensors', method: 'GET', allowed: READ, rowBound: true, prepare: async () => ({ url: `/api/devices/${ids.mainDeviceId}/sensors` }) },
  {
    name: 'createDeviceSensor', method: 'POST', allowed: SENSOR_WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.device();
      return { url: `/api/devices/${row.id}/sensors`, body: { key: `k${next()}`, name: '振动', kind: 'vibration', warn_high: 4.5, alarm_high: 7.1 } };
    },
  },
  {
    name: 'getSensor', method: 'GET', allowed: READ, rowBound: true,
    prepare: async () => ({ url: `/api/sensors/${(await fresh.sensor()).id}` }),
  },
  {
    name: 'updateSensor', method: 'PUT', allowed: SENSOR_WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.sensor();
      return { url: `/api/sensors/${row.id}`, body: { unit: '℃', version: row.version }, check: unchanged(`/api/sensors/${row.id}`, row.version) };
    },
  },
  {
    name: 'deleteSensor', method: 'DELETE', allowed: SENSOR_WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.sensor();
      return { url: `/api/sensors/${row.id}?version=${row.version}`, check: unchanged(`/api/sensors/${row.id}`, row.version) };
    },
  },
  { name: 'listSpecialEquipment', method: 'GET', allowed: READ, prepare: async () => ({ url: '/api/special_equipment?due=overdue' }) },
  {
    name: 'createSpecialEquipment', method: 'POST', allowed: WRITE,
    prepare: async (role) => {
      const device = role === 'other' ? { id: ids.secondDeviceId } : await fresh.device();
      return { url: '/api/special_equipment', body: { device_id: device.id, category: 'lift', next_inspection_on: '2031-05-01' } };
    },
  },
  { name: 'getSpecialEquipment', method: 'GET', allowed: READ, rowBound: true, prepare: async () => ({ url: `/api/special_equipment/${(await fresh.special()).id}` }) },
  {
    name: 'updateSpecialEquipment', method: 'PUT', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.special();
      return { url: `/api/special_equipment/${row.id}`, body: { certificate_no: 'X-1', version: row.version }, check: unchanged(`/api/special_equipment/${row.id}`, row.version) };
    },
  },
  {
    name: 'deleteSpecialEquipment', method: 'DELETE', allowed: WRITE, rowBound: true,
    prepare: async () => {
      const row = await fresh.special();
      return { url: `/api/special_equipment/${row.id}?version=${row.version}`, check: unchanged(`/api/special_equipment/${row.id}`, row.version) };
    },
  },
  { name: 'exportSpecialEquipmentCsv', method: 'GET', allowed: WRITE, prepare: async () => ({ url: '/api/special_equipment/export' }) },
  {
    name: 'importSpecialEquipmentCsv', method: 'POST', allowed: WRITE,
    prepare: async (role) => {
      const device = role === 'other' ? { id: ids.secondDeviceId } : await fresh.device();
      return { url: '/api/special_equipment/import', body: { csv: `device_id,category,next_inspection_on\r\n${device.id},crane,2030-06-30\r\n`, mode: 'all_or_nothing' } };
    },
  },
];

describe(`device ledger authorization matrix (${testBackend})`, () => {
  it.each(routes)('$name: 401 without a session, 403 without the permission, 404 across companies, 200 otherwise', async (route) => {
    const anonymous = await route.prepare('admin');
    const unsigned = await call(undefined, route.method, anonymous.url, anonymous.body);
    expect([route.name, unsigned.statusCode, unsigned.json().code]).toEqual([route.name, 401, 50008]);
    for (const role of ROLES) {
      const { url, body, check } = await route.prepare(role);
      const response = await call(role, route.method, url, body);
      const expected = !route.allowed.has(role) ? 403 : route.rowBound && role === 'other' ? 404 : 200;
      expect([route.name, role, response.statusCode]).toEqual([route.name, role, expected]);
      if (expected === 403) expect(response.json()).toEqual({ code: 50000, message: '用户未授权', data: null });
      if (expected === 404) {
        expect(response.json().code).toBe(40400);
        await check?.();
      }
      if (expected === 200 && String(response.headers['content-type']).startsWith('application/json')) expect(response.json().code).toBe(20000);
    }
  });

  it("lists only the caller's companies: other never sees the main company's devices", async () => {
    const mine = (await call('other', 'GET', '/api/devices?limit=100')).json().data;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((item: { company_id: number }) => item.company_id === ids.secondId)).toBe(true);
    expect((await call('other', 'GET', `/api/devices?company_id=${ids.mainId}`)).statusCode).toBe(404);
    const labels = (await call('other', 'GET', `/api/devices/labels?ids=${ids.mainDeviceId},${ids.secondDeviceId}`)).json().data;
    expect(labels.map((label: { id: number }) => label.id)).toEqual([ids.secondDeviceId]);
    const summary = (await call('other', 'GET', '/api/devices/summary')).json().data;
    expect(summary.total).toBe(mine.total);
  });

  it("answers 404 to the main company's users for the second company's sensor and special-equipment rows", async () => {
    for (const url of [`/api/sensors/${ids.secondSensorId}`, `/api/special_equipment/${ids.secondSpecialId}`, `/api/devices/${ids.secondDeviceId}`]) {
      expect([url, (await call('manager', 'GET', url)).statusCode]).toEqual([url, 404]);
      expect([url, (await call('other', 'GET', url)).statusCode]).toEqual([url, 200]);
    }
  });
});
