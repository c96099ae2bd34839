import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { verifyAuditChain } from '../audit/audit-log';
import { runAuditVerify } from '../cli/audit-verify';
import { auditLog, companies, messages, regions, sessions } from '../db/schema';
import { type Actor, call, type DemoIds, demoIds, type Method, signInAll } from '../testing/admin-fixtures';
import { signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

let t: TestApp;
let tokens: Record<Actor, string>;
let ids: DemoIds;
beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-flows-')) } });
  tokens = await signInAll(t.app);
  ids = await demoIds(t.database.db);
}, 300_000);
afterAll(() => t?.close());

const req = (actor: Actor, method: Method, url: string, body?: object) => call(t.app, tokens[actor], method, url, body);
const data = async (actor: Actor, method: Method, url: string, body?: object) => {
  const response = await req(actor, method, url, body);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
};

describe(`users and roles (${testBackend})`, () => {
  it('nobody changes their own role or status, nor assigns a role holding permissions they lack', async () => {
    const me = await data('other', 'GET', `/api/users/${ids.otherId}`);
    const ownRole = await req('other', 'PUT', `/api/users/${ids.otherId}`, { version: me.version, role_id: ids.otherRoleId + 1000 });
    expect([ownRole.statusCode, ownRole.json().message]).toEqual([400, 'role_id: cannot be changed on your own account']);
    const disableSelf = await req('other', 'PUT', `/api/users/${ids.otherId}`, { version: me.version, status: 'disabled' });
    expect([disableSelf.statusCode, disableSelf.json().message]).toEqual([400, 'status: cannot be changed on your own account']);
    // A role of the main company holding only what the manager lacks? The manager cannot manage users at all (403);
    // the company administrator of company 2 cannot create a platform role nor grant `admin`.
    const escalate = await req('other', 'POST', '/api/roles', { name: 'super', permissions: ['admin'] });
    expect(escalate.statusCode).toBe(400);
    const platformRole = (await data('admin', 'GET', `/api/roles?company_id=${ids.mainId}&limit=100`)).items.find((role: { platform_admin: boolean }) => role.platform_admin);
    const assign = await req('admin', 'POST', '/api/users', { username: 'rootlike', password: 'Str0ngPassw0rd', role_id: platformRole.id, company_id: ids.mainId });
    expect(assign.statusCode).toBe(200);
    const limited = await data('admin', 'POST', '/api/roles', { name: 'limited-admin', permissions: ['userList:view', 'userList:create'], company_id: ids.secondId });
    const limitedUser = await data('admin', 'POST', '/api/users', { username: 'limitedadm', password: 'Str0ngPassw0rd', role_id: limited.id, company_id: ids.secondId });
    expect(limitedUser.company_id).toBe(ids.secondId);
    const limitedToken = await signIn(t.app, 'limitedadm', 'Str0ngPassw0rd');
    const raise = await call(t.app, limitedToken, 'POST', '/api/users', { username: 'newbie1', password: 'Str0ngPassw0rd', role_id: ids.otherRoleId });
    expect([raise.statusCode, raise.json().code]).toEqual([403, 50000]);
  });

  it('disabling a user ends their sessions at once', async () => {
    const created = await data('other', 'POST', '/api/users', { username: 'leaver01', password: 'Str0ngPassw0rd', role_id: ids.otherRoleId });
    const token = await signIn(t.app, 'leaver01', 'Str0ngPassw0rd');
    expect((await call(t.app, token, 'GET', '/user/user_info')).statusCode).toBe(200);
    await data('other', 'PUT', `/api/users/${created.id}`, { version: created.version, status: 'disabled' });
    expect((await call(t.app, token, 'GET', '/user/user_info')).json().code).toBe(50012);
    await data('other', 'PUT', `/api/users/${created.id}`, { version: created.version + 1, status: 'active' });
    // The history tells disabling from enabling (and from other changes).
    const history = await data('other', 'GET', `/api/audit_log?entity=user&entity_id=${created.id}&sort=%2Bid`);
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['user.create', 'user.disable', 'user.enable']);
  });

  it('lists the entities that have entries the caller may see, for the entity filter', async () => {
    await data('other', 'POST', '/api/departments', { name: '审计实体部门' });
    const mine = await data('other', 'GET', '/api/audit_log/entities');
    expect(mine).toEqual(expect.arrayContaining(['department', 'user']));
    expect(mine).toEqual([...mine].sort());
    // Only the platform administrator sees the entries without a company (the seed's).
    expect(mine).not.toContain('database');
    expect(await data('admin', 'GET', '/api/audit_log/entities')).toEqual(expect.arrayContaining(['database', 'department']));
    expect((await req('technician', 'GET', '/api/audit_log/entities')).statusCode).toBe(403);
  });

  it('disabling a company shuts out its accounts and its subsidiaries’ accounts; enabling it lets them back in', async () => {
    const parent = await data('admin', 'POST', '/api/companies', { name: 'Closing Co' });
    const child = await data('admin', 'POST', '/api/companies', { name: 'Closing Co Sub', parent_id: parent.id });
    const accounts = [];
    for (const [company, username] of [
      [parent.id, 'closing01'],
      [child.id, 'closing02'],
    ]) {
      const role = await data('admin', 'POST', '/api/roles', { name: `staff-${username}`, permissions: ['deviceList:view'], company_id: company });
      await data('admin', 'POST', '/api/users', { username, password: 'Str0ngPassw0rd', role_id: role.id, company_id: company });
      accounts.push({ username, token: await signIn(t.app, String(username), 'Str0ngPassw0rd') });
    }
    const current = await data('admin', 'GET', `/api/companies/${parent.id}`);
    await data('admin', 'PUT', `/api/companies/${parent.id}`, { version: current.version, status: 'disabled' });
    for (const account of accounts) {
      expect((await call(t.app, account.token, 'GET', '/user/user_info')).json().code).toBe(50012);
      const again = await t.app.inject({ method: 'POST', url: '/user/admin', payload: { username: account.username, password: 'Str0ngPassw0rd' } });
      expect([again.statusCode, again.json().code]).toEqual([401, 40100]);
    }
    const refused = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'session.sign_in_failed'));
    expect(refused.some((entry) => JSON.stringify(entry.after).includes('company disabled'))).toBe(true);
    const disabled = await data('admin', 'GET', `/api/companies/${parent.id}`);
    await data('admin', 'PUT', `/api/companies/${parent.id}`, { version: disabled.version, status: 'active' });
    for (const account of accounts) expect(await signIn(t.app, String(account.username), 'Str0ngPassw0rd')).toEqual(expect.any(String));
  });

  it('the people directory names colleagues for any signed-in user, without account details, within the company scope', async () => {
    const everyone = await data('viewer', 'GET', '/api/people?limit=2000');
    const usernames = everyone.items.map((person: { username: string }) => person.username);
    expect(usernames).toEqual(expect.arrayContaining(['manager', 'technician', 'viewer']));
    expect(usernames).not.toContain('other');
    expect(everyone.total).toBe(everyone.items.length);
    expect(Object.keys(everyone.items[0]).sort()).toEqual(['avatar', 'company_id', 'id', 'name', 'status', 'username']);
    const asked = await data('viewer', 'GET', `/api/people?ids=${ids.managerId},${ids.otherId}`);
    expect(asked.items.map((person: { id: number }) => person.id)).toEqual([ids.managerId]);
    expect((await data('other', 'GET', `/api/people?ids=${ids.managerId},${ids.otherId}`)).items.map((person: { id: number }) => person.id)).toEqual([ids.otherId]);
    const found = await data('viewer', 'GET', '/api/people?keyword=TECHN');
    expect(found.items.map((person: { username: string }) => person.username)).toContain('technician');
    expect((await req('viewer', 'GET', `/api/people?company_id=${ids.secondId}`)).statusCode).toBe(404);
    expect((await data('admin', 'GET', `/api/people?company_id=${ids.secondId}`)).items.map((person: { username: string }) => person.username)).toContain('other');
    expect((await t.app.inject({ method: 'GET', url: '/api/people' })).statusCode).toBe(401);
    expect((await req('viewer', 'GET', '/api/people?ids=1,x')).statusCode).toBe(400);
  });

  it('the built-in admin role is neither editable nor deletable; a role in use names its users', async () => {
    const platformRole = (await data('admin', 'GET', `/api/roles?company_id=${ids.mainId}&limit=100`)).items.find((role: { built_in: boolean }) => role.built_in);
    const edit = await req('admin', 'PUT', `/api/roles/${platformRole.id}`, { version: platformRole.version, description: 'x' });
    expect([edit.statusCode, edit.json().message]).toEqual([400, 'built_in: a built-in role cannot be changed or deleted']);
    const remove = await req('admin', 'DELETE', `/api/roles/${platformRole.id}?version=${platformRole.version}`);
    expect(remove.statusCode).toBe(400);
    const managerRole = await data('admin', 'GET', `/api/roles/${ids.managerRoleId}`);
    const inUse = await req('admin', 'DELETE', `/api/roles/${ids.managerRoleId}?version=${managerRole.version}`);
    expect([inUse.statusCode, inUse.json().message]).toEqual([400, 'id: still in use by manager']);
    const groups = await data('other', 'GET', '/api/permissions');
    expect(groups[0]).toEqual({
      group: 'company',
      permissions: ['companyList', 'companyInfo', 'companyLogList'],
      pages: [
        { name: 'companyList', actions: ['view', 'create', 'edit', 'delete', 'import', 'export'] },
        { name: 'companyInfo', actions: ['view'] },
        { name: 'companyLogList', actions: ['view', 'export'] },
      ],
    });
    const withoutView = await req('admin', 'POST', '/api/roles', { name: 'no-view', permissions: ['deviceList:create'], company_id: ids.secondId });
    expect([withoutView.statusCode, withoutView.json().message]).toEqual([400, 'permissions: every page with an action needs its view action too (deviceList)']);
    const pageName = await req('admin', 'POST', '/api/roles', { name: 'old-style', permissions: ['deviceList'], company_id: ids.secondId });
    expect(pageName.statusCode).toBe(400);
    const noSuchAction = await req('admin', 'POST', '/api/roles', { name: 'no-such-action', permissions: ['deviceDetails:view', 'deviceDetails:delete'], company_id: ids.secondId });
    expect([noSuchAction.statusCode, noSuchAction.json().message]).toEqual([400, 'permissions: unknown names deviceDetails:delete']);
  });
});

describe(`trees (${testBackend})`, () => {
  it('moves a department with its subtree and refuses cycles; delete refused while it has children', async () => {
    const a = await data('other', 'POST', '/api/departments', { name: 'A' });
    const b = await data('other', 'POST', '/api/departments', { name: 'B', parent_id: a.id });
    const c = await data('other', 'POST', '/api/departments', { name: 'C', parent_id: b.id });
    const cycle = await req('other', 'PUT', `/api/departments/${a.id}`, { version: a.version, parent_id: c.id });
    expect([cycle.statusCode, cycle.json().message]).toEqual([400, 'parent_id: cannot be the row itself or one of its descendants']);
    const top = await data('other', 'POST', '/api/departments', { name: 'Top' });
    await data('other', 'PUT', `/api/departments/${b.id}`, { version: b.version, parent_id: top.id });
    const tree = await data('other', 'GET', '/api/departments/tree');
    const topNode = tree.find((node: { id: number }) => node.id === top.id);
    expect(topNode.children[0]).toMatchObject({ id: b.id, children: [expect.objectContaining({ id: c.id })] });
    const refused = await req('other', 'DELETE', `/api/departments/${top.id}?version=${top.version}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'id: has child rows; move or delete them first']);
  });

  it('keeps region levels: a child is its parent level + 1, moves keep the subtree, no cycles', async () => {
    const r1 = await data('other', 'POST', '/api/regions', { title: 'R1', level: 1 });
    const r2 = await data('other', 'POST', '/api/regions', { title: 'R2', level: 1 });
    const unit = await data('other', 'POST', '/api/regions', { title: 'U', level: 2, parent_id: r1.id });
    const station = await data('other', 'POST', '/api/regions', { title: 'S', level: 3, parent_id: unit.id });
    const wrong = await req('other', 'POST', '/api/regions', { title: 'bad', level: 3, parent_id: r1.id });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'parent_id: a level-3 node needs a parent of level 2']);
    const moved = await data('other', 'PUT', `/api/regions/${unit.id}`, { version: unit.version, parent_id: r2.id });
    expect(moved.parent_id).toBe(r2.id);
    const tree = await data('other', 'GET', '/api/regions/tree');
    expect(tree.find((node: { id: number }) => node.id === r2.id).children[0].children[0].id).toBe(station.id);
    const cycle = await req('other', 'PUT', `/api/regions/${station.id}`, { version: station.version, parent_id: station.id });
    expect(cycle.statusCode).toBe(400);
  });
});

describe(`approvals and corrections (${testBackend})`, () => {
  const unread = async (userId: number) => t.database.db.select().from(messages).where(eq(messages.userId, userId));

  it('runs a two-step chain: wrong approver 403, step messages, approved at the last step', async () => {
    const before = (await unread(ids.managerId)).length;
    const created = await data('technician', 'POST', '/api/approvals', { kind: 'purchase', subject: '买轴承', approver_ids: [ids.managerId, ids.adminId] });
    expect(created).toMatchObject({ status: 'pending', current_step: 1, current_approver_id: ids.managerId });
    expect((await unread(ids.managerId)).length).toBe(before + 1);
    const wrong = await req('other', 'POST', `/api/approvals/${created.id}/decide`, { decision: 'approved', version: created.version });
    expect(wrong.statusCode).toBe(404);
    const todo = await data('manager', 'GET', '/api/approvals?todo=true&limit=100');
    expect(todo.items.some((item: { id: number }) => item.id === created.id)).toBe(true);
    const first = await data('manager', 'POST', `/api/approvals/${created.id}/decide`, { decision: 'approved', comment: 'ok', version: created.version });
    expect(first).toMatchObject({ status: 'pending', current_step: 2, current_approver_id: ids.adminId });
    const notMine = await req('manager', 'POST', `/api/approvals/${created.id}/decide`, { decision: 'approved', version: first.version });
    expect([notMine.statusCode, notMine.json().code]).toEqual([403, 50000]);
    const final = await data('admin', 'POST', `/api/approvals/${created.id}/decide`, { decision: 'approved', version: first.version });
    expect(final.status).toBe('approved');
    expect(final.steps.map((step: { decision: string }) => step.decision)).toEqual(['approved', 'approved']);
    const applicantMessages = await unread(ids.technicianId);
    expect(applicantMessages.some((message) => message.title.includes('买轴承') && message.type === 'approval')).toBe(true);
  });

  it('rejects at the first reject; only the applicant withdraws a pending request', async () => {
    const a = await data('technician', 'POST', '/api/approvals', { kind: 'vehicle', subject: '用车', approver_ids: [ids.managerId, ids.adminId] });
    const rejected = await data('manager', 'POST', `/api/approvals/${a.id}/decide`, { decision: 'rejected', comment: '不批', version: a.version });
    expect(rejected).toMatchObject({ status: 'rejected', current_approver_id: 0 });
    expect(rejected.steps[1].decision).toBe('skipped');
    const b = await data('technician', 'POST', '/api/approvals', { kind: 'other', subject: '撤回我', approver_ids: [ids.managerId] });
    expect((await req('manager', 'POST', `/api/approvals/${b.id}/withdraw`, { version: b.version })).statusCode).toBe(404);
    expect((await req('technician', 'POST', `/api/approvals/${b.id}/withdraw`, { version: b.version + 1 })).statusCode).toBe(409);
    expect((await data('technician', 'POST', `/api/approvals/${b.id}/withdraw`, { version: b.version })).status).toBe('withdrawn');
    expect((await req('technician', 'POST', `/api/approvals/${b.id}/withdraw`, { version: b.version + 1 })).statusCode).toBe(409);
  });

  it('applies an approved correction in the decision transaction, audited on the record', async () => {
    const region = await data('manager', 'GET', `/api/regions/${ids.mainRegionId}`);
    // The requester must be able to read the record (the technician holds no regionList).
    expect((await req('technician', 'POST', '/api/corrections', { entity: 'region', entity_id: region.id, field: 'title', new_value: 'x', reason: 'r', approver_ids: [ids.managerId] })).statusCode).toBe(404);
    const correction = await data('admin', 'POST', '/api/corrections', {
      entity: 'region', entity_id: region.id, field: 'title', new_value: '更正后的站名', reason: '台账不一致', approver_ids: [ids.managerId],
    });
    expect(correction).toMatchObject({ status: 'pending', old_value: region.title });
    const approval = await data('manager', 'GET', `/api/approvals/${correction.approval_id}`);
    await data('manager', 'POST', `/api/approvals/${approval.id}/decide`, { decision: 'approved', version: approval.version });
    expect((await data('manager', 'GET', `/api/regions/${region.id}`)).title).toBe('更正后的站名');
    expect((await data('manager', 'GET', `/api/corrections/${correction.id}`)).status).toBe('applied');
    const history = await data('manager', 'GET', `/api/audit_log?entity=region&entity_id=${region.id}`);
    expect(history.items[0]).toMatchObject({ action: 'region.correct', before: expect.objectContaining({ title: region.title }), after: expect.objectContaining({ title: '更正后的站名' }) });
  });
});

describe(`CSV (${testBackend})`, () => {
  it('exports every page of the filtered rows with a BOM and a header of labels (no internal ids), references by name', async () => {
    for (let i = 0; i < 25; i += 1) await data('other', 'POST', '/api/departments', { name: `批量部门 ${i}` });
    const csv = (await req('other', 'GET', `/api/departments/export?keyword=${encodeURIComponent('批量部门')}&sort=-id`)).body;
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFCompany,Parent department,Name,Person in charge,Order,Created');
    expect(lines).toHaveLength(26);
    expect(lines.slice(1).every((line) => line.includes('批量部门'))).toBe(true);
    const all = (await req('admin', 'GET', '/api/audit_log/export?entity=department')).body.split('\r\n').filter(Boolean);
    expect(all.length).toBeGreaterThan(26);
  });

  it('imports all or nothing, or the accepted rows only, with a per-row report', async () => {
    const csv = `username,password,role_id,name\r\ncsvuser01,Str0ngPassw0rd,${ids.otherRoleId},一\r\nx,Str0ngPassw0rd,${ids.otherRoleId},二\r\ncsvuser03,short,${ids.otherRoleId},三\r\ncsvuser01,Str0ngPassw0rd,${ids.otherRoleId},重复\r\n`;
    const strict = await data('other', 'POST', '/api/users/import', { csv, mode: 'all_or_nothing' });
    expect(strict).toMatchObject({ imported: false, accepted: 1, message: 'Nothing was imported: 3 rows were rejected' });
    expect(strict.rejected).toEqual([
      { row: 3, field: 'username', message: expect.stringMatching(/^username: /) },
      { row: 4, field: 'password', message: 'password: must have at least 10 characters' },
      { row: 5, field: 'username', message: 'username: is already taken' },
    ]);
    expect((await data('other', 'GET', '/api/users?keyword=csvuser')).total).toBe(0);
    const lenient = await data('other', 'POST', '/api/users/import', { csv, mode: 'accepted_only' });
    expect(lenient).toMatchObject({ imported: true, accepted: 1 });
    expect(lenient.rejected).toHaveLength(3);
    const imported = (await data('other', 'GET', '/api/users?keyword=csvuser01')).items[0];
    expect(imported.company_id).toBe(ids.secondId);
    expect(await signIn(t.app, 'csvuser01', 'Str0ngPassw0rd')).toEqual(expect.any(String));
    const history = await data('other', 'GET', `/api/audit_log?entity=user&entity_id=${imported.id}`);
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['user.import']);
  });
});

describe(`shell and audit chain (${testBackend})`, () => {
  it('broadcasts to every active user of the company and the poll delivers it', async () => {
    const baseline = (await data('other', 'GET', '/api/message/poll?t=0')).t;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const sent = await data('other', 'POST', '/admin/message_broadcast', { title: '停电通知', content: '周六停电' });
    expect(sent.recipients).toBeGreaterThan(0);
    const polled = await data('other', 'GET', `/api/message/poll?t=${baseline}`);
    expect(polled.data.map((item: { flag: string }) => item.flag)).toContain('停电通知');
    const read = await data('other', 'POST', '/admin/message_read', { all: true });
    expect(read.updated).toBeGreaterThan(0);
    expect((await data('other', 'GET', '/admin/message_index?status=unread')).total).toBe(0);
  });

  it('changing the password ends every other session, keeps this one', async () => {
    const second = await signIn(t.app, 'viewer', 'Demo@12345');
    await data('viewer', 'POST', '/user/password', { current_password: 'Demo@12345', new_password: 'Vi3wer-New-Pass' });
    expect((await call(t.app, second, 'GET', '/user/user_info')).json().code).toBe(50012);
    expect((await req('viewer', 'GET', '/user/user_info')).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(sessions).where(eq(sessions.id, -1));
    expect(user).toBeUndefined();
  });

  it('has no way to change an entry; the trigger refuses it; audit:verify detects a tampered row', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'x' where id = 1`)).rejects.toThrow();
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
    const lines: string[] = [];
    const print = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
    const keepOpen = { ...t.database, close: async () => undefined };
    expect(await runAuditVerify(async () => keepOpen, print)).toBe(0);
    // A superuser disabling the trigger (what a tampering operator would do), then changing a row.
    const [victim] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'region')).limit(1);
    expect(victim).toBeDefined();
    await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await t.database.db.execute(sql`update audit_log set after = '{"name":"forged"}'::jsonb where id = ${victim?.id ?? 0}`);
    await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    expect(await runAuditVerify(async () => keepOpen, print)).toBe(1);
    expect(lines.at(-1)).toContain(`entry ${victim?.id}`);
    const unchanged = await t.database.db.select().from(companies).where(eq(companies.id, ids.mainId));
    expect(unchanged).toHaveLength(1);
    expect(await t.database.db.select().from(regions).limit(1)).toHaveLength(1);
  });
});
