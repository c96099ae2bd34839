import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { experiences } from '../db/documents-schema';
import { companies, repairOrders } from '../db/schema';
import { request, type Role, signInRoles } from '../testing/device-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

let t: TestApp;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-exp-repair-')) } });
  tokens = await signInRoles(t.app);
}, 120_000);
afterAll(() => t?.close());

const write = (role: Role, orderId: number) => request(t.app, tokens[role], 'POST', '/api/experiences/from-repair', { order_id: orderId });

async function mainOrders(states: ('checked' | 'completed')[], exclude: ('checked' | 'completed' | 'created' | 'assigned' | 'accepted' | 'started' | 'closed')[] = []) {
  const [main] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.name, '华东能源运维有限公司'));
  return t.database.db
    .select()
    .from(repairOrders)
    .where(and(eq(repairOrders.companyId, main?.id ?? 0), states.length ? inArray(repairOrders.state, states) : notInArray(repairOrders.state, ['completed', 'checked', ...exclude])))
    .orderBy(asc(repairOrders.id));
}

describe(`experience from a repair order (${testBackend})`, () => {
  it('writes the experience of a checked order in one step, prefilled and linked, once', async () => {
    const linked = new Set((await t.database.db.select({ workOrders: experiences.workOrders }).from(experiences)).flatMap((row) => row.workOrders));
    const order = (await mainOrders(['checked'])).find((candidate) => !linked.has(candidate.code));
    expect(order).toBeDefined();
    const made = await write('technician', order?.id ?? 0);
    expect(made.statusCode).toBe(200);
    const experience = made.json().data;
    expect(experience).toMatchObject({ title: order?.title, cause: order?.cause, work_orders: [order?.code] });
    expect(experience.action.length).toBeGreaterThan(0);
    expect(experience.device_type_id).toBeGreaterThan(0);
    const again = await write('manager', order?.id ?? 0);
    expect([again.statusCode, again.json().message]).toEqual([400, expect.stringContaining('order_id')]);
    const found = await request(t.app, tokens.technician, 'GET', `/api/experiences?keyword=${encodeURIComponent(order?.title ?? '')}`);
    expect(found.json().data.items.map((row: { id: number }) => row.id)).toContain(experience.id);
  });

  it('refuses an open order, another company and roles without the experience page', async () => {
    const [open] = await mainOrders([], ['closed']);
    expect(open).toBeDefined();
    const notDone = await write('manager', open?.id ?? 0);
    expect([notDone.statusCode, notDone.json().message]).toEqual([400, expect.stringContaining('order_id')]);
    const [, second] = await mainOrders(['checked', 'completed']);
    expect((await write('other', second?.id ?? 0)).statusCode).toBe(404);
    expect((await write('storekeeper', second?.id ?? 0)).statusCode).toBe(403);
    expect((await write('manager', 999_999)).statusCode).toBe(404);
  });

  it('makes one entry when two requests for the same order race', async () => {
    const linked = new Set((await t.database.db.select({ workOrders: experiences.workOrders }).from(experiences)).flatMap((row) => row.workOrders));
    const third = (await mainOrders(['checked', 'completed'])).find((order) => !linked.has(order.code));
    const answers = await Promise.all([write('manager', third?.id ?? 0), write('technician', third?.id ?? 0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
