import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { auditLog, devices, deviceSensors } from '../db/schema';
import { sensorReadings, spareWarehouses } from '../db/spare-schema';
import { type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { spareDemoIds, type SpareDemoIds } from '../testing/spare-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { readingState } from './watch';

/**
 * The environment of a warehouse: the demo warehouses' bound thermo-hygrometers and their readings,
 * binding and unbinding (one warehouse per sensor, temperature and humidity only, the company's own
 * sensors only, concurrent identical binds), the ingestion of readings (validated, audited,
 * permission-checked) and the company scope of every operation.
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: SpareDemoIds;

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInRoles(t.app);
  ids = await spareDemoIds(t.database.db);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
async function ok<T>(role: Role, method: Method, url: string, body?: object): Promise<T> {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
/** The field an error names (its message starts with `field: `). */
const fieldOf = (response: { json: () => { message?: string } }) => response.json().message?.split(': ')[0];

interface Reading {
  value: number;
  read_at: string;
  state: string;
}
interface Watch {
  warehouse_id: number;
  company_id: number;
  sensors: { sensor_id: number; device_code: string; kind: string; key: string; state: string; latest: Reading | null; readings: Reading[]; warn_high: number | null; alarm_high: number | null }[];
}

async function sensorOfCompany(companyId: number, kind: 'temperature' | 'pressure') {
  const [row] = await t.database.db
    .select({ id: deviceSensors.id })
    .from(deviceSensors)
    .innerJoin(devices, eq(devices.id, deviceSensors.deviceId))
    .where(and(eq(devices.companyId, companyId), eq(deviceSensors.kind, kind)))
    .limit(1);
  if (!row) throw new Error(`no ${kind} sensor in company ${companyId}`);
  return row.id;
}

describe(`warehouse watch (${testBackend})`, () => {
  it('marks values against the thresholds', () => {
    const thresholds = { warnLow: 5, warnHigh: 30, alarmLow: 0, alarmHigh: 35 };
    expect([-1, 0, 4.9, 5, 30, 30.1, 35, 35.1].map((value) => readingState(thresholds, value))).toEqual(['alarm', 'warning', 'warning', 'normal', 'normal', 'warning', 'warning', 'alarm']);
    expect(readingState({ warnLow: null, warnHigh: null, alarmLow: null, alarmHigh: 10 }, -1e6)).toBe('normal');
  });

  it('shows the demo warehouses with their temperature and humidity readings, out-of-range values marked', async () => {
    const watch = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    expect(watch.sensors.map((sensor) => sensor.kind).sort()).toEqual(['humidity', 'temperature']);
    for (const sensor of watch.sensors) {
      expect(sensor.readings.length).toBeGreaterThanOrEqual(47);
      expect(sensor.latest).not.toBeNull();
      expect(sensor.state).toBe(sensor.latest?.state);
    }
    const [second] = await t.database.db.select({ id: spareWarehouses.id }).from(spareWarehouses).where(and(eq(spareWarehouses.companyId, ids.mainId), ne(spareWarehouses.id, ids.mainWarehouseId))).orderBy(spareWarehouses.id).limit(1);
    const week = await ok<Watch>('manager', 'GET', `/api/spare/warehouses/${second?.id}/watch?hours=168`);
    const humidity = week.sensors.find((sensor) => sensor.kind === 'humidity');
    expect(humidity?.readings.some((reading) => reading.state === 'alarm')).toBe(true);
    expect(humidity?.readings.some((reading) => reading.state === 'warning')).toBe(true);
  });

  it('binds and unbinds sensors of the company: one warehouse per sensor, temperature and humidity only, audited', async () => {
    const watch = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    const temperature = watch.sensors.find((sensor) => sensor.kind === 'temperature');
    if (!temperature) throw new Error('no bound temperature sensor');
    const unbound = await ok<Watch>('storekeeper', 'DELETE', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors/${temperature.sensor_id}`);
    expect(unbound.sensors.map((sensor) => sensor.sensor_id)).not.toContain(temperature.sensor_id);
    expect((await call('storekeeper', 'DELETE', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors/${temperature.sensor_id}`)).statusCode).toBe(404);
    const candidates = await ok<{ items: { sensor_id: number; kind: string }[] }>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/candidates?keyword=${encodeURIComponent(temperature.device_code)}`);
    expect(candidates.items.map((item) => item.sensor_id)).toContain(temperature.sensor_id);
    expect(candidates.items.every((item) => item.kind === 'temperature' || item.kind === 'humidity')).toBe(true);

    // Concurrent identical binds: one wins, the others answer 409 naming sensor_id.
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('storekeeper', 'POST', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors`, { sensor_id: temperature.sensor_id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map(fieldOf)).toEqual(['sensor_id', 'sensor_id', 'sensor_id', 'sensor_id']);
    const rebound = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    expect(rebound.sensors.map((sensor) => sensor.sensor_id)).toContain(temperature.sensor_id);

    const pressure = await call('storekeeper', 'POST', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors`, { sensor_id: await sensorOfCompany(ids.mainId, 'pressure') });
    expect([pressure.statusCode, fieldOf(pressure)]).toEqual([400, 'sensor_id']);
    const foreign = await call('storekeeper', 'POST', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors`, { sensor_id: await sensorOfCompany(ids.secondId, 'temperature') });
    expect([foreign.statusCode, fieldOf(foreign)]).toEqual([404, 'sensor_id']);
    const missingField = await call('storekeeper', 'POST', `/api/spare/warehouses/${ids.mainWarehouseId}/watch/sensors`, {});
    expect(missingField.statusCode).toBe(400);

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'spare_warehouse'), eq(auditLog.entityId, String(ids.mainWarehouseId)), inArray(auditLog.action, ['spare_warehouse.bind_sensor', 'spare_warehouse.unbind_sensor']))).orderBy(desc(auditLog.id)).limit(2);
    expect(audit.map((entry) => entry.action)).toEqual(['spare_warehouse.bind_sensor', 'spare_warehouse.unbind_sensor']);
  });

  it('keeps every operation within the caller’s companies and permissions', async () => {
    const foreignWarehouse = `/api/spare/warehouses/${ids.secondWarehouseId}`;
    expect((await call('storekeeper', 'GET', `${foreignWarehouse}/watch`)).statusCode).toBe(404);
    expect((await call('storekeeper', 'GET', `${foreignWarehouse}/watch/candidates`)).statusCode).toBe(404);
    const theirs = await ok<Watch>('other', 'GET', `${foreignWarehouse}/watch`);
    const theirSensor = theirs.sensors[0]?.sensor_id ?? 0;
    expect((await call('storekeeper', 'POST', `${foreignWarehouse}/watch/sensors`, { sensor_id: theirSensor })).statusCode).toBe(404);
    expect((await call('storekeeper', 'DELETE', `${foreignWarehouse}/watch/sensors/${theirSensor}`)).statusCode).toBe(404);
    expect((await call('manager', 'POST', `/api/sensors/${theirSensor}/readings`, { readings: [{ value: 1 }] })).statusCode).toBe(404);
    expect((await call('viewer', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`)).statusCode).toBe(403);
    const mine = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    const sensorId = mine.sensors[0]?.sensor_id ?? 0;
    expect((await call('viewer', 'POST', `/api/sensors/${sensorId}/readings`, { readings: [{ value: 1 }] })).statusCode).toBe(403);
    expect((await call('storekeeper', 'POST', `/api/sensors/${sensorId}/readings`, { readings: [{ value: 1 }] })).statusCode).toBe(403);
    const [after] = await t.database.db.select({ id: sensorReadings.id }).from(sensorReadings).where(and(eq(sensorReadings.sensorId, theirSensor), eq(sensorReadings.value, 1)));
    expect(after).toBeUndefined();
  });

  it('records readings: validated, audited, shown as the current value with its state', async () => {
    const watch = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    const temperature = watch.sensors.find((sensor) => sensor.kind === 'temperature');
    if (!temperature) throw new Error('no bound temperature sensor');
    const url = `/api/sensors/${temperature.sensor_id}/readings`;
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const result = await ok<{ recorded: number; latest: Reading }>('technician', 'POST', url, { readings: [{ value: 22.5, read_at: earlier }, { value: 36.2 }] });
    expect(result.recorded).toBe(2);
    expect(result.latest).toMatchObject({ value: 36.2, state: 'alarm' });
    const now = await ok<Watch>('storekeeper', 'GET', `/api/spare/warehouses/${ids.mainWarehouseId}/watch`);
    const current = now.sensors.find((sensor) => sensor.sensor_id === temperature.sensor_id);
    expect(current?.latest).toMatchObject({ value: 36.2, state: 'alarm' });
    expect(current?.state).toBe('alarm');
    expect(current?.readings.at(-1)).toMatchObject({ value: 36.2 });

    const future = await call('technician', 'POST', url, { readings: [{ value: 1 }, { value: 2, read_at: new Date(Date.now() + 3_600_000).toISOString() }] });
    expect([future.statusCode, fieldOf(future)]).toEqual([400, 'readings[1].read_at']);
    expect((await call('technician', 'POST', url, { readings: [] })).statusCode).toBe(400);
    expect((await call('technician', 'POST', url, { readings: [{ value: 'hot' }] })).statusCode).toBe(400);
    expect((await call('technician', 'POST', url, { readings: [{ value: 1, read_at: 'yesterday\u0000' }] })).statusCode).toBe(400);
    const stored = await t.database.db.select({ value: sensorReadings.value }).from(sensorReadings).where(eq(sensorReadings.sensorId, temperature.sensor_id)).orderBy(desc(sensorReadings.readAt)).limit(1);
    expect(stored).toEqual([{ value: 36.2 }]);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'device_sensor.readings'), eq(auditLog.entityId, String(temperature.sensor_id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.after).toMatchObject({ count: 2, latest: 36.2 });
  });
});
