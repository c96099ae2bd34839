import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, signInRoles } from '../../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../../testing/test-app';
import { KEEP_DELETED_MS, purgeDeleted } from './purge-deleted';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
const tag = `R${Date.now().toString(36).toUpperCase()}`;
let serial = 0;

const call = (role: Role, method: Method, url: string, body?: object) => request(t.app, tokens[role], method, url, body);
const data = async (role: Role, method: Method, url: string, body?: object) => {
  const response = await call(role, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data;
};
const restore = (role: Role, body: object) => call(role, 'POST', '/api/restore', body);

interface Device {
  id: number;
  code: string;
  version: number;
}

/** A device of the manager's company, edited once (version 2), then deleted. */
async function deletedDevice(role: Role = 'manager'): Promise<Device> {
  serial += 1;
  const station = role === 'other' ? ids.secondStationIds[0] : ids.mainStationIds[0];
  const type = role === 'other' ? ids.types.secondValve : ids.types.valve;
  const made: Device = await data(role, 'POST', '/api/devices', { code: `${tag}-${serial}`, name: `Undo pump ${serial}`, type_id: type, station_id: station });
  const edited: Device = await data(role, 'PUT', `/api/devices/${made.id}`, { version: made.version, name: `Undo pump ${serial} (renamed)` });
  await data(role, 'DELETE', `/api/devices/${made.id}?version=${edited.version}`);
  return edited;
}

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-restore-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
}, 90_000);
afterAll(() => t?.close());

describe(`undo of a delete (${testBackend})`, () => {
  it('puts the device back as it was (same id, values, version and history) and audits the restore', async () => {
    serial += 1;
    const made: Device = await data('manager', 'POST', '/api/devices', { code: `${tag}-${serial}`, name: `Undo pump ${serial}`, type_id: ids.types.valve, station_id: ids.mainStationIds[0] });
    const before = await data('manager', 'GET', `/api/devices/${made.id}`);
    const history = await data('manager', 'GET', `/api/devices/${made.id}/history`);
    await data('manager', 'DELETE', `/api/devices/${made.id}?version=${before.version}`);
    expect((await call('manager', 'GET', `/api/devices/${made.id}`)).statusCode).toBe(404);

    expect(await data('manager', 'POST', '/api/restore', { entity: 'device', ids: [made.id] })).toEqual({ restored: [made.id] });
    expect(await data('manager', 'GET', `/api/devices/${made.id}`)).toEqual(before);
    expect(await data('manager', 'GET', `/api/devices/${made.id}/history`)).toEqual(history);
    const audit = await data('admin', 'GET', `/api/audit_log?entity=device&entity_id=${made.id}&sort=%2Bid`);
    expect(audit.items.map((entry: { action: string }) => entry.action)).toEqual(['device.create', 'device.delete', 'device.restore']);
    // Back means back: it can be edited with the version it had, and deleted (and restored) again.
    const edited: Device = await data('manager', 'PUT', `/api/devices/${made.id}`, { version: before.version, name: 'Edited after the undo' });
    await data('manager', 'DELETE', `/api/devices/${made.id}?version=${edited.version}`);
    expect(await data('manager', 'POST', '/api/restore', { entity: 'device', ids: [made.id] })).toEqual({ restored: [made.id] });
    expect((await data('manager', 'GET', `/api/devices/${made.id}`)).name).toBe('Edited after the undo');
  });

  it('restores a bulk delete in one request, all or nothing', async () => {
    const first = await deletedDevice();
    const second = await deletedDevice();
    const missing = await restore('manager', { entity: 'device', ids: [first.id, second.id, 987654321] });
    expect(missing.statusCode).toBe(404);
    const answer = await data('manager', 'POST', '/api/restore', { entity: 'device', ids: [first.id, second.id] });
    expect([...answer.restored].sort()).toEqual([first.id, second.id].sort());
    expect((await data('manager', 'GET', `/api/devices/${second.id}`)).version).toBe(second.version);
  });

  it("is refused for another company's record (404) and for a role that may not delete (403)", async () => {
    const device = await deletedDevice();
    expect((await restore('other', { entity: 'device', ids: [device.id] })).statusCode).toBe(404);
    expect((await restore('viewer', { entity: 'device', ids: [device.id] })).statusCode).toBe(403);
    expect((await restore('storekeeper', { entity: 'device', ids: [device.id] })).statusCode).toBe(403);
    // Nothing was taken by the refusals: the manager still may undo.
    expect((await restore('manager', { entity: 'device', ids: [device.id] })).statusCode).toBe(200);
  });

  it('answers 404 for an entity without deletes and 400 for a malformed body', async () => {
    expect((await restore('manager', { entity: 'no_such_entity', ids: [1] })).statusCode).toBe(404);
    expect((await restore('manager', { entity: 'device', ids: [] })).statusCode).toBe(400);
    expect((await restore('manager', { entity: 'dev\u0000ice', ids: [1] })).statusCode).toBe(400);
    expect((await restore('manager', { entity: 'device', ids: [0] })).statusCode).toBe(400);
  });

  it('names the code when another record took it meanwhile, and restores nothing', async () => {
    const device = await deletedDevice();
    const taker: Device = await data('manager', 'POST', '/api/devices', { code: device.code, name: 'Took the code', type_id: ids.types.valve, station_id: ids.mainStationIds[0] });
    const clash = await restore('manager', { entity: 'device', ids: [device.id] });
    expect([clash.statusCode, clash.json().message]).toEqual([400, expect.stringMatching(/^code: /)]);
    expect((await call('manager', 'GET', `/api/devices/${device.id}`)).statusCode).toBe(404);
    // Once the code is free again the undo still works (the kept copy was not used up).
    await data('manager', 'DELETE', `/api/devices/${taker.id}?version=${taker.version}`);
    expect((await restore('manager', { entity: 'device', ids: [device.id] })).statusCode).toBe(200);
  });

  it('of 50 identical restores at once, exactly one succeeds', async () => {
    const device = await deletedDevice();
    const answers = await Promise.all(Array.from({ length: 50 }, () => restore('manager', { entity: 'device', ids: [device.id] })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 404)).toBe(true);
    const audit = await data('admin', 'GET', `/api/audit_log?entity=device&entity_id=${device.id}&sort=%2Bid`);
    expect(audit.items.filter((entry: { action: string }) => entry.action === 'device.restore')).toHaveLength(1);
  });

  it('cannot be undone once the delete is purged', async () => {
    const device = await deletedDevice();
    expect(await purgeDeleted(t.services, new Date(Date.now() + KEEP_DELETED_MS + 60_000))).toBeGreaterThan(0);
    expect((await restore('manager', { entity: 'device', ids: [device.id] })).statusCode).toBe(404);
  });
});
