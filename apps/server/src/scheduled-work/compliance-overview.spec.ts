import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { devices, workTasks } from '../db/schema';
import type { AuthContext } from '../session/auth-context';
import { deviceDemoIds, type DeviceDemoIds, request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { complianceOverviewReader, mergeStations, periodDays } from './compliance-overview';
import { caller, type Made, NUMERIC_STANDARD, uniqueCode } from './scheduled-work-fixtures';

/**
 * The dashboards' and the wallboard's PM compliance: periods of the company's calendar, the kinds the
 * caller may view, another company's tasks never counted, and a hand-computed fixture in March 2021
 * (far from the demo history, so nothing else is due there).
 */
let t: TestApp;
let tokens: Record<Role, string>;
let ids: DeviceDemoIds;
let stationId: number | null;
const as = (role: Role, url: string) => request(t.app, tokens[role], 'GET', url);

/** 2021-03-20 noon UTC: the wall clock is 20 or 21 March in every zone, so "this month" is March 2021. */
const NOW = new Date('2021-03-20T12:00:00Z');

/** A task of `kind` in company `companyId`, due (as planned) at `due`, in `status`, completed at the wall-clock `completed`. */
async function task(planId: number, standardId: number, kind: 'inspection' | 'maintain', due: string, status: 'assigned' | 'completed' | 'checked' | 'closed', completed?: string, companyId = ids.mainId) {
  await t.database.db.insert(workTasks).values({
    companyId,
    kind,
    code: uniqueCode('CT'),
    planId,
    deviceKey: ids.mainDeviceId,
    standardId,
    standardRevision: 1,
    items: [],
    deviceIds: [ids.mainDeviceId],
    dueAt: due,
    plannedDueAt: due,
    status,
    // A wall-clock time of the company's zone (the server's, no zone set), stored as the instant.
    ...(completed !== undefined && { completedAt: sql`(${completed}::timestamp at time zone ${Intl.DateTimeFormat().resolvedOptions().timeZone})` }),
  });
}

async function planOf(kind: 'inspection' | 'maintain'): Promise<{ plan: number; standard: number }> {
  const admin = caller(t.app, tokens.admin);
  const standard = await admin<Made>('POST', `/api/${kind}/standards`, { code: uniqueCode('S'), ...NUMERIC_STANDARD });
  // Starting in 2030: the scheduler generates nothing; the fixture's tasks are inserted below.
  const plan = await admin<Made>('POST', `/api/${kind}/plans`, { code: uniqueCode('P'), name: '合规测试', standard_id: standard.id, device_ids: [ids.mainDeviceId], cycle_unit: 'day', cycle_count: 1, starts_at: '2030-01-01T08:00' });
  return { plan: plan.id, standard: standard.id };
}

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-compliance-')) } });
  tokens = await signInRoles(t.app);
  ids = await deviceDemoIds(t.database.db);
  const [device] = await t.database.db.select({ stationId: devices.stationId }).from(devices).where(eq(devices.id, ids.mainDeviceId));
  stationId = device?.stationId ?? null;
  const inspection = await planOf('inspection');
  const maintain = await planOf('maintain');
  await task(inspection.plan, inspection.standard, 'inspection', '2021-03-02 08:00', 'completed', '2021-03-02 07:00'); // on time
  await task(inspection.plan, inspection.standard, 'inspection', '2021-03-03 08:00', 'checked', '2021-03-04 09:00'); // late
  await task(inspection.plan, inspection.standard, 'inspection', '2021-03-04 08:00', 'assigned'); // open
  await task(inspection.plan, inspection.standard, 'inspection', '2021-03-05 08:00', 'closed'); // closed: not counted
  await task(inspection.plan, inspection.standard, 'inspection', '2021-04-02 08:00', 'completed', '2021-04-02 07:00'); // after the period
  await task(inspection.plan, inspection.standard, 'inspection', '2021-03-06 08:00', 'completed', '2021-03-06 07:00', ids.secondId); // another company
  await task(maintain.plan, maintain.standard, 'maintain', '2021-03-10 08:00', 'completed', '2021-03-10 08:00'); // on time, to the minute
}, 120_000);
afterAll(() => t?.close());

function authOf(grants: string[], companyId: number): AuthContext {
  return { sessionId: 0, tokenHash: '', userId: 0, username: 'test', companyId, roleId: 0, roles: [], grants: new Set(grants), platformAdmin: false };
}

const MANAGER_GRANTS = ['inspectionList:view', 'maintainTaskList:view', 'overhaulList:view'];

describe(`PM compliance for dashboards and the wallboard (${testBackend})`, () => {
  describe('periods of the company calendar', () => {
    const today = Date.UTC(2024, 2, 15, 10, 30);
    it('this month so far, the whole previous month (leap February), the 30 days ending today', () => {
      expect(periodDays('this_month', today)).toEqual({ from: '2024-03-01', to: '2024-03-15' });
      expect(periodDays('last_month', today)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
      expect(periodDays('last_30_days', today)).toEqual({ from: '2024-02-15', to: '2024-03-15' });
    });
    it('last month of January is December of the year before', () => {
      expect(periodDays('last_month', Date.UTC(2026, 0, 1))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    });
  });

  it('adds the kinds up per station', () => {
    const figure = { due: 2, on_time: 1, late: 1, open: 0, ratio: 0.5 };
    const merged = mergeStations([
      { kind: 'inspection', from: '', to: '', total: figure, stations: [{ station_id: 7, station_name: 'B', ...figure }, { station_id: null, station_name: '', ...figure }] },
      { kind: 'maintain', from: '', to: '', total: figure, stations: [{ station_id: 7, station_name: 'B', due: 2, on_time: 2, late: 0, open: 0, ratio: 1 }] },
    ]);
    expect(merged).toEqual([
      { station_id: null, station_name: '', due: 2, on_time: 1, late: 1, open: 0, ratio: 0.5 },
      { station_id: 7, station_name: 'B', due: 4, on_time: 3, late: 1, open: 0, ratio: 0.75 },
    ]);
  });

  it('counts the hand-computed fixture: 4 due, 2 on time, 1 late, 1 open; per kind and per station; another company never counts', async () => {
    const overview = complianceOverviewReader(t.services);
    const figures = await overview({ auth: authOf(MANAGER_GRANTS, ids.mainId), period: 'this_month', now: NOW });
    expect([figures.from, figures.to.slice(0, 8)]).toEqual(['2021-03-01', '2021-03-']);
    expect(figures.total).toEqual({ due: 4, on_time: 2, late: 1, open: 1, ratio: 0.5 });
    expect(figures.kinds.map((kind) => [kind.kind, kind.total])).toEqual([
      ['inspection', { due: 3, on_time: 1, late: 1, open: 1, ratio: 1 / 3 }],
      ['maintain', { due: 1, on_time: 1, late: 0, open: 0, ratio: 1 }],
      ['overhaul', { due: 0, on_time: 0, late: 0, open: 0, ratio: null }],
    ]);
    expect(figures.stations).toEqual([expect.objectContaining({ station_id: stationId, due: 4, on_time: 2, late: 1, open: 1, ratio: 0.5 })]);

    const second = await overview({ auth: authOf(MANAGER_GRANTS, ids.secondId), period: 'this_month', now: NOW });
    expect(second.total).toEqual({ due: 1, on_time: 1, late: 0, open: 0, ratio: 1 });
    expect(second.kinds.map((kind) => kind.total.due)).toEqual([1, 0, 0]);
  });

  it('a period with nothing due: every figure 0 and no ratio (not 0 %, not NaN)', async () => {
    const figures = await complianceOverviewReader(t.services)({ auth: authOf(MANAGER_GRANTS, ids.mainId), period: 'last_month', now: NOW });
    expect([figures.from, figures.to]).toEqual(['2021-02-01', '2021-02-28']);
    expect(figures.total).toEqual({ due: 0, on_time: 0, late: 0, open: 0, ratio: null });
    expect(figures.kinds.every((kind) => kind.total.ratio === null && kind.stations.length === 0)).toBe(true);
    expect(figures.stations).toEqual([]);
  });

  it('leaves out the kinds the caller may not view, and another company asked by id is not found', async () => {
    const overview = complianceOverviewReader(t.services);
    const maintainOnly = await overview({ auth: authOf(['maintainTaskList:view'], ids.mainId), period: 'this_month', now: NOW });
    expect(maintainOnly.kinds.map((kind) => kind.kind)).toEqual(['maintain']);
    expect(maintainOnly.total).toEqual({ due: 1, on_time: 1, late: 0, open: 0, ratio: 1 });
    const none = await overview({ auth: authOf(['spareList:view'], ids.mainId), period: 'this_month', now: NOW });
    expect([none.kinds, none.total.ratio]).toEqual([[], null]);
    await expect(overview({ auth: authOf(MANAGER_GRANTS, ids.mainId), period: 'this_month', companyId: ids.secondId, now: NOW })).rejects.toMatchObject({ status: 404, code: 40400 });
  });

  it("the demo history of the last 30 days has tasks on time and late, so the figure shows real content", async () => {
    const demo = await complianceOverviewReader(t.services)({ auth: authOf(MANAGER_GRANTS, ids.mainId), period: 'last_30_days' });
    expect(demo.total.on_time).toBeGreaterThan(0);
    expect(demo.total.late).toBeGreaterThan(0);
    expect(demo.total.ratio).toBeGreaterThan(0.5);
  });

  describe('GET /api/compliance', () => {
    it('answers the three kinds for this month by default, and each kind agrees with its own compliance endpoint', async () => {
      const response = await as('manager', '/api/compliance');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.period).toBe('this_month');
      expect(data.kinds.map((kind: { kind: string }) => kind.kind)).toEqual(['inspection', 'maintain', 'overhaul']);
      const own = (await as('manager', `/api/maintain/compliance?from=${data.from}&to=${data.to}`)).json().data;
      expect(data.kinds[1].total).toEqual(own.total);
    });

    it('refuses an unknown period naming it, a role without the pages, and another company by id', async () => {
      const bad = await as('manager', '/api/compliance?period=last_year');
      expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('period')]);
      expect((await as('storekeeper', '/api/compliance')).statusCode).toBe(403);
      expect((await as('manager', `/api/compliance?company_id=${ids.secondId}`)).statusCode).toBe(404);
    });
  });

  describe('GET /api/kan_ban', () => {
    it('carries this month of the kinds the caller may view; none for a role without them (no refusal)', async () => {
      const manager = (await as('manager', '/api/kan_ban')).json().data;
      expect(manager.compliance.period).toBe('this_month');
      expect(manager.compliance.kinds).toHaveLength(3);
      const storekeeper = await as('storekeeper', '/api/kan_ban');
      expect(storekeeper.statusCode).toBe(200);
      expect(storekeeper.json().data.compliance.kinds).toEqual([]);
    });
  });
});
