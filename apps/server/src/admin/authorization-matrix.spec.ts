import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { type Actor, call, type DemoIds, demoIds, type Method, signInAll } from '../testing/admin-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * The authorization matrix of system administration, one table per resource (Keycloak / GitLab
 * style): for every route — the allowed role answers 2xx, a role without the permission 403 / 50000,
 * no session 401, another company's id 404 with nothing changed, bad input 400 naming the field,
 * a stale version 409. Every write leaves an audit entry with before/after.
 */
let t: TestApp;
let tokens: Record<Actor, string>;
let ids: DemoIds;
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-matrix-')) } });
  tokens = await signInAll(t.app);
  ids = await demoIds(t.database.db);
}, 60_000);
afterAll(() => t?.close());

const req = (actor: Actor | undefined, method: Method, url: string, body?: object) => call(t.app, actor ? tokens[actor] : undefined, method, url, body);

async function auditOf(entity: string, entityId: number) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(entityId))).then((rows) => rows.filter((row) => row.entity === entity));
}

interface CrudMatrix {
  name: string;
  base: string;
  entity: string;
  allowed: Actor;
  forbidden: Actor;
  create: () => object;
  update: object;
  bad: { body: () => object; field: string };
  /** A row of a company the allowed actor may not see (undefined: the allowed actor sees all). */
  foreignId?: () => number;
  /** The list has no company_id filter (companies filter by parent_id). */
  noCompanyFilter?: boolean;
  importCsv: () => string;
}

const matrices: CrudMatrix[] = [
  {
    name: 'companies', base: '/api/companies', entity: 'company', allowed: 'other', forbidden: 'viewer',
    create: () => ({ name: `子公司 ${next()}`, parent_id: ids.secondId, abbreviation: 'SUB' }),
    update: { contact: '新联系人' },
    bad: { body: () => ({ name: '' }), field: 'name' },
    foreignId: () => ids.mainId,
    noCompanyFilter: true,
    importCsv: () => `name,parent_id,phone\r\n导入公司 ${next()},${ids.secondId},020-1\r\n`,
  },
  {
    name: 'users', base: '/api/users', entity: 'user', allowed: 'other', forbidden: 'viewer',
    create: () => ({ username: `u${next()}`.slice(0, 16), password: 'Str0ngPassw0rd', role_id: ids.otherRoleId, name: '新成员' }),
    update: { phone: '13800000000' },
    bad: { body: () => ({ username: 'x_', password: 'Str0ngPassw0rd', role_id: ids.otherRoleId }), field: 'username' },
    foreignId: () => ids.managerId,
    importCsv: () => `username,password,role_id,name\r\n${`i${next()}`.slice(0, 16)},Str0ngPassw0rd,${ids.otherRoleId},导入\r\n`,
  },
  {
    name: 'roles', base: '/api/roles', entity: 'role', allowed: 'other', forbidden: 'viewer',
    create: () => ({ name: `角色 ${next()}`, permissions: ['deviceList:view', 'repairList:view', 'repairList:approve'] }),
    update: { description: '改过的说明' },
    bad: { body: () => ({ name: `角色 ${next()}`, permissions: ['deviceList:view', 'noSuchPermission:view'] }), field: 'permissions' },
    foreignId: () => ids.managerRoleId,
    importCsv: () => `name,description,permissions\r\n导入角色 ${next()},说明,deviceList:view|spareList:view\r\n`,
  },
  {
    name: 'departments', base: '/api/departments', entity: 'department', allowed: 'other', forbidden: 'viewer',
    create: () => ({ name: `部门 ${next()}`, sort: 5 }),
    update: { sort: 7 },
    bad: { body: () => ({ name: '' }), field: 'name' },
    foreignId: () => ids.mainDepartmentId,
    importCsv: () => `name,sort\r\n导入部门 ${next()},3\r\n`,
  },
  {
    name: 'regions', base: '/api/regions', entity: 'region', allowed: 'other', forbidden: 'viewer',
    create: () => ({ title: `片区 ${next()}`, level: 1 }),
    update: { title: '改名片区' },
    bad: { body: () => ({ title: '无上级的站点', level: 3 }), field: 'parent_id' },
    foreignId: () => ids.mainRegionId,
    importCsv: () => `title,level\r\n导入片区 ${next()},1\r\n`,
  },
  {
    name: 'dispatch rules', base: '/api/rules/dispatch', entity: 'dispatch_rule', allowed: 'admin', forbidden: 'other',
    create: () => ({ code: `D${next()}`, name: '规则', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped', accept_minutes: 10, start_minutes: 20, check_minutes: 30 }),
    update: { enabled: false },
    bad: { body: () => ({ code: `D${next()}`, name: '规则', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped', accept_minutes: 0, start_minutes: 20, check_minutes: 30 }), field: 'accept_minutes' },
    importCsv: () => `code,name,work_type,device_importance,equipment_condition,accept_minutes,start_minutes,check_minutes\r\nI${next()},导入,inspection,B,running,60,120,240\r\n`,
  },
  {
    name: 'alarm rules', base: '/api/rules/alarm', entity: 'alarm_rule', allowed: 'admin', forbidden: 'other',
    create: () => ({ code: `A${next()}`, name: '告警', sensor_kind: 'temperature', level: 'alarm', condition: 'gt', threshold: 80 }),
    update: { threshold: 90 },
    bad: { body: () => ({ code: `A${next()}`, name: '告警', sensor_kind: 'temperature', level: 'alarm', condition: 'gt' }), field: 'threshold' },
    importCsv: () => `code,name,sensor_kind,level,condition,threshold_low,threshold_high\r\nI${next()},导入,voltage,warning,outside,9.5,10.5\r\n`,
  },
];

describe.each(matrices)(`authorization matrix: $name (${testBackend})`, (m) => {
  const create = async () => {
    const response = await req(m.allowed, 'POST', m.base, m.create());
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const routes = (id: number): [Method, string, object?][] => [
    ['GET', m.base],
    ['GET', `${m.base}/${id}`],
    ['POST', m.base, m.create()],
    ['PUT', `${m.base}/${id}`, { ...m.update, version: 1 }],
    ['DELETE', `${m.base}/${id}?version=1`],
    ['GET', `${m.base}/export`],
    ['POST', `${m.base}/import`, { csv: m.importCsv(), mode: 'all_or_nothing' }],
  ];

  it('answers 401 without a session and 403 / 50000 to a role without the permission, on every route', async () => {
    const row = await create();
    for (const [method, url, body] of routes(row.id)) {
      const anonymous = await req(undefined, method, url, body);
      expect([url, anonymous.statusCode, anonymous.json().code]).toEqual([url, 401, 50008]);
      const forbidden = await req(m.forbidden, method, url, body);
      expect([method, url, forbidden.statusCode, forbidden.json()]).toEqual([method, url, 403, { code: 50000, message: '用户未授权', data: null }]);
    }
  });

  it('lets the allowed role list, read, create, update and delete, each write audited with before/after', async () => {
    const list = await req(m.allowed, 'GET', `${m.base}?limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    const row = await create();
    expect(row.version).toBe(1);
    expect((await req(m.allowed, 'GET', `${m.base}/${row.id}`)).json().data).toEqual(row);
    const updated = await req(m.allowed, 'PUT', `${m.base}/${row.id}`, { ...m.update, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ ...m.update, id: row.id, version: 2 });
    const deleted = await req(m.allowed, 'DELETE', `${m.base}/${row.id}?version=2`);
    expect(deleted.json()).toEqual({ code: 20000, message: '', data: null });
    expect((await req(m.allowed, 'GET', `${m.base}/${row.id}`)).statusCode).toBe(404);

    const entries = await auditOf(m.entity, row.id);
    expect(entries.map((entry) => entry.action)).toEqual([`${m.entity}.create`, `${m.entity}.update`, `${m.entity}.delete`]);
    expect(entries[0]).toMatchObject({ before: null, after: row });
    expect(entries[1]?.before).toEqual(row);
    expect(entries[1]?.after).toMatchObject({ ...m.update, version: 2 });
    expect(entries[2]).toMatchObject({ before: expect.objectContaining({ id: row.id, version: 2 }), after: null });
    expect(entries.every((entry) => entry.userId !== null)).toBe(true);
  });

  it('answers 409 / 40900 to a stale version on update and delete, changing nothing', async () => {
    const row = await create();
    expect((await req(m.allowed, 'PUT', `${m.base}/${row.id}`, { ...m.update, version: 1 })).statusCode).toBe(200);
    const staleUpdate = await req(m.allowed, 'PUT', `${m.base}/${row.id}`, { ...m.update, version: 1 });
    expect(staleUpdate.statusCode).toBe(409);
    expect(staleUpdate.json()).toEqual({ code: 40900, message: 'Someone else changed this row in the meantime; reload it and try again', data: null });
    const staleDelete = await req(m.allowed, 'DELETE', `${m.base}/${row.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await req(m.allowed, 'GET', `${m.base}/${row.id}`)).json().data.version).toBe(2);
  });

  it('answers 400 naming the field on bad input, writing nothing', async () => {
    const before = (await req(m.allowed, 'GET', `${m.base}?limit=1`)).json().data.total;
    const response = await req(m.allowed, 'POST', m.base, m.bad.body());
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(40000);
    expect(response.json().message).toMatch(new RegExp(`^${m.bad.field}: `));
    expect((await req(m.allowed, 'GET', `${m.base}?limit=1`)).json().data.total).toBe(before);
    const badSort = await req(m.allowed, 'GET', `${m.base}?sort=-password_hash`);
    expect([badSort.statusCode, badSort.json().message]).toEqual([400, expect.stringMatching(/^sort: /)]);
  });

  it('exports and imports CSV', async () => {
    const exported = await req(m.allowed, 'GET', `${m.base}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    // A byte-order mark for Excel, then the labelled header (never internal keys such as `id`).
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    expect(exported.body.startsWith('\uFEFFid,')).toBe(false);
    const imported = await req(m.allowed, 'POST', `${m.base}/import`, { csv: m.importCsv(), mode: 'all_or_nothing' });
    expect(imported.json().data).toEqual({ accepted: 1, rejected: [], imported: true, message: expect.any(String) });
  });

  // Admin-only resources have no foreign company for their only allowed role; `other` gets 403 above.
  if (m.foreignId) it("answers 404 for another company's row on get, update and delete, leaving it unchanged", async () => {
    const id = m.foreignId?.() ?? 0;
    const before = (await req('admin', 'GET', `${m.base}/${id}`)).json().data;
    expect(before.id).toBe(id);
    for (const [method, url, body] of [
      ['GET', `${m.base}/${id}`],
      ['PUT', `${m.base}/${id}`, { ...m.update, version: before.version }],
      ['DELETE', `${m.base}/${id}?version=${before.version}`],
    ] as const) {
      const response = await req(m.allowed, method, url, body);
      expect([method, response.statusCode, response.json().code]).toEqual([method, 404, 40400]);
    }
    expect((await req('admin', 'GET', `${m.base}/${id}`)).json().data).toEqual(before);
    const listed = (await req(m.allowed, 'GET', `${m.base}?limit=100`)).json().data.items;
    expect(listed.some((item: { id: number }) => item.id === id)).toBe(false);
    if (!m.noCompanyFilter) expect((await req(m.allowed, 'GET', `${m.base}?company_id=${ids.mainId}`)).statusCode).toBe(404);
  });
});

interface RouteCase {
  name: string;
  method: Method;
  url: () => string;
  body?: () => object;
  allowed: Actor;
  /** undefined: any signed-in user may call it. */
  forbidden?: Actor;
  foreign?: { url: () => string; body?: () => object; actor?: Actor };
  bad?: { url?: () => string; body: () => object; field: string; actor?: Actor };
}

describe(`authorization matrix: the other new routes (${testBackend})`, () => {
  const cases: RouteCase[] = [
    { name: 'listPermissions', method: 'GET', url: () => '/api/permissions', allowed: 'other', forbidden: 'viewer' },
    {
      name: 'getDepartmentTree', method: 'GET', url: () => '/api/departments/tree', allowed: 'other', forbidden: 'viewer',
      foreign: { url: () => `/api/departments/tree?company_id=${ids.mainId}` },
    },
    {
      name: 'getRegionTree', method: 'GET', url: () => '/api/regions/tree', allowed: 'other', forbidden: 'viewer',
      foreign: { url: () => `/api/regions/tree?company_id=${ids.mainId}` },
    },
    {
      name: 'resetUserPassword', method: 'POST', url: () => `/api/users/${ids.storekeeperId}/reset_password`, body: () => ({ password: 'Demo@12345' }), allowed: 'admin', forbidden: 'viewer',
      foreign: { url: () => `/api/users/${ids.managerId}/reset_password`, body: () => ({ password: 'An0therPassword' }), actor: 'other' },
      bad: { body: () => ({ password: 'password12' }), field: 'password' },
    },
    { name: 'listApprovals', method: 'GET', url: () => '/api/approvals?todo=true', allowed: 'manager', forbidden: 'viewer', foreign: { url: () => `/api/approvals?company_id=${ids.mainId}`, actor: 'other' } },
    {
      name: 'getApproval', method: 'GET', url: () => `/api/approvals/${ids.mainApprovalId}`, allowed: 'manager', forbidden: 'viewer',
      foreign: { url: () => `/api/approvals/${ids.mainApprovalId}`, actor: 'other' },
    },
    {
      name: 'createApproval', method: 'POST', url: () => '/api/approvals', body: () => ({ kind: 'other', subject: '申请', approver_ids: [ids.managerId] }), allowed: 'viewer',
      foreign: { url: () => '/api/approvals', body: () => ({ kind: 'other', subject: '申请', approver_ids: [ids.managerId] }), actor: 'other' },
      bad: { body: () => ({ kind: 'correction', subject: '申请', approver_ids: [ids.managerId] }), field: 'kind' },
    },
    {
      name: 'decideApproval', method: 'POST', url: () => `/api/approvals/${ids.mainApprovalId}/decide`, body: () => ({ decision: 'approved', version: 99 }), allowed: 'manager', forbidden: 'viewer',
      foreign: { url: () => `/api/approvals/${ids.mainApprovalId}/decide`, body: () => ({ decision: 'approved', version: 1 }), actor: 'other' },
      bad: { body: () => ({ decision: 'maybe', version: 1 }), field: 'decision' },
    },
    {
      name: 'withdrawApproval', method: 'POST', url: () => `/api/approvals/${ids.mainApprovalId}/withdraw`, body: () => ({ version: 1 }), allowed: 'manager',
      foreign: { url: () => `/api/approvals/${ids.mainApprovalId}/withdraw`, body: () => ({ version: 1 }), actor: 'other' },
      bad: { body: () => ({}), field: 'version', actor: 'other' },
    },
    { name: 'listCorrections', method: 'GET', url: () => '/api/corrections', allowed: 'manager', forbidden: 'viewer', foreign: { url: () => `/api/corrections?company_id=${ids.mainId}`, actor: 'other' } },
    {
      name: 'createCorrection', method: 'POST', url: () => '/api/corrections', body: () => ({ entity: 'region', entity_id: ids.mainRegionId, field: 'title', new_value: '1', reason: '录错', approver_ids: [ids.managerId] }), allowed: 'manager',
      foreign: { url: () => '/api/corrections', body: () => ({ entity: 'user', entity_id: ids.managerId, field: 'phone', new_value: '1', reason: '录错', approver_ids: [ids.otherId] }), actor: 'other' },
      bad: { body: () => ({ entity: 'region', entity_id: ids.mainRegionId, field: 'password_hash', new_value: '1', reason: '录错', approver_ids: [ids.managerId] }), field: 'field' },
    },
    { name: 'listAuditLog', method: 'GET', url: () => '/api/audit_log', allowed: 'other', forbidden: 'viewer', foreign: { url: () => `/api/audit_log?company_id=${ids.mainId}` }, bad: { url: () => '/api/audit_log?date_from=yesterday', body: () => ({}), field: 'date_from' } },
    { name: 'getAuditEntry', method: 'GET', url: () => `/api/audit_log/${ids.mainAuditId}`, allowed: 'manager', forbidden: 'viewer', foreign: { url: () => `/api/audit_log/${ids.mainAuditId}`, actor: 'other' } },
    { name: 'exportAuditLogCsv', method: 'GET', url: () => '/api/audit_log/export', allowed: 'other', forbidden: 'viewer', foreign: { url: () => `/api/audit_log/export?company_id=${ids.mainId}` } },
    { name: 'markMessagesRead', method: 'POST', url: () => '/admin/message_read', body: () => ({ all: true }), allowed: 'viewer', bad: { body: () => ({ ids: [] }), field: 'ids' } },
    {
      name: 'broadcastMessage', method: 'POST', url: () => '/admin/message_broadcast', body: () => ({ title: '通知', content: '内容' }), allowed: 'other', forbidden: 'viewer',
      foreign: { url: () => '/admin/message_broadcast', body: () => ({ title: '通知', company_id: ids.mainId }) },
      bad: { body: () => ({ title: '' }), field: 'title' },
    },
    {
      name: 'changePassword', method: 'POST', url: () => '/user/password', body: () => ({ current_password: 'Demo@12345', new_password: 'Demo@12345' }), allowed: 'technician',
      bad: { body: () => ({ current_password: 'wrong-password', new_password: 'N3wPassword!' }), field: 'current_password' },
    },
    {
      name: 'updateProfile', method: 'PUT', url: () => '/user/profile', body: () => ({ name: '陈观察', phone: '13900000000', email: 'viewer@example.com' }), allowed: 'viewer',
      bad: { body: () => ({ name: '陈观察', phone: '', email: 'not-an-email' }), field: 'email' },
    },
    // uploadAvatar (multipart): src/files/avatar-upload.spec.ts.
  ];

  it.each(cases)('$name: allowed 2xx, no session 401, forbidden 403, foreign 404, bad 400', async (c) => {
    const allowed = await req(c.allowed, c.method, c.url(), c.body?.());
    if (c.name === 'decideApproval' || c.name === 'withdrawApproval') {
      // Reaching the handler is the access check here (stale version / not the applicant); the flows spec decides.
      expect([403, 401]).not.toContain(allowed.statusCode);
    } else {
      expect([c.name, allowed.statusCode]).toEqual([c.name, 200]);
      if (String(allowed.headers['content-type']).startsWith('application/json')) expect(allowed.json().code).toBe(20000);
    }
    const anonymous = await req(undefined, c.method, c.url(), c.body?.());
    expect([c.name, anonymous.statusCode]).toEqual([c.name, 401]);
    if (c.forbidden) {
      const forbidden = await req(c.forbidden, c.method, c.url(), c.body?.());
      expect([c.name, forbidden.statusCode, forbidden.json().code]).toEqual([c.name, 403, 50000]);
    }
    if (c.foreign) {
      const foreign = await req(c.foreign.actor ?? c.allowed, c.method, c.foreign.url(), c.foreign.body?.());
      expect([c.name, foreign.statusCode, foreign.json().code]).toEqual([c.name, 404, 40400]);
    }
    if (c.bad) {
      const bad = await req(c.bad.actor ?? c.allowed, c.method, (c.bad.url ?? c.url)(), c.method === 'GET' ? undefined : c.bad.body());
      expect([c.name, bad.statusCode, bad.json().message]).toEqual([c.name, 400, expect.stringMatching(new RegExp(`^${c.bad.field}: `))]);
    }
  });

  it('a foreign approval stays pending and unchanged after the refused calls', async () => {
    const response = await req('admin', 'GET', `/api/approvals/${ids.mainApprovalId}`);
    expect(response.json().data).toMatchObject({ status: 'pending', version: 1 });
  });
});

