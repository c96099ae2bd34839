import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deviceDemoIds, type DeviceDemoIds, type Method, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
const tag = `S${Date.now().toString(36).toUpperCase()}`;

interface Group {
  kind: string;
  items: { id: number; title: string; subtitle: string }[];
}

const call = (role: Role | undefined, method: Method, url: string, body?: object) => request(t.app, role ? tokens[role] : undefined, method, url, body);
const created = async (role: Role, url: string, body: object): Promise<number> => {
  const response = await call(role, 'POST', url, body);
  if (response.statusCode !== 200) throw new Error(`${url} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data.id;
};
const search = async (role: Role, q: string): Promise<Group[]> => {
  const response = await call(role, 'GET', `/api/search?q=${encodeURIComponent(q)}`);
  if (response.statusCode !== 200) throw new Error(`search ${q} as ${role}: ${response.statusCode} ${response.body}`);
  return response.json().data.groups;
};
const idsOf = (groups: Group[], kind: string) => groups.find((group) => group.kind === kind)?.items.map((item) => item.id) ?? [];
const kindsOf = (groups: Group[]) => groups.map((group) => group.kind);

let mainDevice: number;
let secondDevice: number;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-search-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  mainDevice = await created('manager', '/api/devices', { code: `${tag}-1`, name: '搜索测试水泵', type_id: ids.types.valve, station_id: ids.mainStationIds[0] });
  secondDevice = await created('other', '/api/devices', { code: `${tag}-2`, name: '搜索测试水泵', type_id: ids.types.secondValve, station_id: ids.secondStationIds[0] });
}, 400_000);
afterAll(() => t?.close());

describe(`the header search (${testBackend})`, () => {
  it("finds devices by code prefix and by a Chinese part of the name, never another company's", async () => {
    expect(idsOf(await search('manager', tag), 'device')).toEqual([mainDevice]);
    expect(idsOf(await search('manager', tag.toLowerCase()), 'device')).toEqual([mainDevice]);
    expect(idsOf(await search('manager', '测试水'), 'device')).toContain(mainDevice);
    expect(idsOf(await search('manager', '测试水'), 'device')).not.toContain(secondDevice);
    expect(idsOf(await search('other', tag), 'device')).toEqual([secondDevice]);
    expect(idsOf(await search('admin', tag), 'device').sort()).toEqual([mainDevice, secondDevice].sort());
  });

  it('finds a device by the pinyin of its name: the initials, the full pinyin or a syllable of it', async () => {
    for (const typed of ['sscssb', 'SSCSSB', 'sousuoceshishuibeng', 'ceshishui']) {
      expect(idsOf(await search('manager', typed), 'device')).toContain(mainDevice);
      expect(idsOf(await search('manager', typed), 'device')).not.toContain(secondDevice);
    }
    expect(idsOf(await search('other', 'sscssb'), 'device')).toContain(secondDevice);
    // A rename writes the key again: the old pinyin no longer finds it, the new one does.
    const current = (await call('manager', 'GET', `/api/devices/${mainDevice}`)).json().data;
    expect((await call('manager', 'PUT', `/api/devices/${mainDevice}`, { version: current.version, name: '搜索测试阀门' })).statusCode).toBe(200);
    expect(idsOf(await search('manager', 'sscsfm'), 'device')).toContain(mainDevice);
    expect(idsOf(await search('manager', 'sscssb'), 'device')).not.toContain(mainDevice);
    expect((await call('manager', 'PUT', `/api/devices/${mainDevice}`, { version: current.version + 1, name: '搜索测试水泵' })).statusCode).toBe(200);
  });

  it('puts the exact code first and names the record with its code as subtitle', async () => {
    const exact = await created('manager', '/api/devices', { code: `${tag}`, name: 'Zeta exact', type_id: ids.types.valve, station_id: ids.mainStationIds[0] });
    const groups = await search('manager', tag);
    expect(groups.find((group) => group.kind === 'device')?.items[0]).toEqual({ id: exact, title: 'Zeta exact', subtitle: tag });
  });

  it('leaves out the kinds whose view the role lacks', async () => {
    // The storekeeper may not view the ledger; the viewer may not view the users.
    expect(kindsOf(await search('storekeeper', tag))).not.toContain('device');
    expect(idsOf(await search('viewer', tag), 'device')).toContain(mainDevice);
    // Users need userList: the manager and the viewer do not hold it, the administrators do.
    expect(kindsOf(await search('viewer', 'technician'))).not.toContain('user');
    expect(kindsOf(await search('manager', 'technician'))).not.toContain('user');
    expect(idsOf(await search('admin', 'technician'), 'user')).toEqual([ids.technicianId]);
    // The second company's administrator finds its own people, never the first company's.
    expect(idsOf(await search('other', 'other'), 'user')).toContain(ids.otherId);
    expect(kindsOf(await search('other', 'technician'))).not.toContain('user');
  });

  it('treats LIKE wildcards as text and answers an empty list when nothing matches', async () => {
    expect(await search('manager', '%%%')).toEqual([]);
    expect(await search('manager', `${tag}_`)).toEqual([]);
  });

  it('asks for a sign-in and for a query', async () => {
    expect((await call(undefined, 'GET', `/api/search?q=${tag}`)).statusCode).toBe(401);
    const blank = await call('manager', 'GET', '/api/search?q=%20%20');
    expect([blank.statusCode, blank.json().message]).toEqual([400, expect.stringMatching(/^q: /)]);
    expect((await call('manager', 'GET', '/api/search')).statusCode).toBe(400);
    expect((await call('manager', 'GET', `/api/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
