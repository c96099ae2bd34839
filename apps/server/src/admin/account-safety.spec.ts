import { allGrantsOf } from '@om/auth/core';
import { eq } from 'drizzle-orm';
import { roles, users } from '../db/schema';
import { type Actor, call, type DemoIds, demoIds, type Method, signInAll } from '../testing/admin-fixtures';
import { signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';

/**
 * Issue 9 §2: a user who holds only userList must not take over, lock out or weaken anyone who holds
 * more (the platform administrator above all); role edits follow the same subset rule.
 */
let t: TestApp;
let tokens: Record<Actor, string>;
let ids: DemoIds;
let helpdesk: string;
let helpdeskRoleId: number;
let weakUserId: number;
const USERS = allGrantsOf('userList');
const ROLES = allGrantsOf('groupList');
const DEVICES = allGrantsOf('deviceList');

beforeAll(async () => {
  t = await startTestApp();
  tokens = await signInAll(t.app);
  ids = await demoIds(t.database.db);
  const role = await call(t.app, tokens.admin, 'POST', '/api/roles', { name: '账号管理员', permissions: USERS, company_id: ids.mainId });
  helpdeskRoleId = role.json().data.id;
  const created = await call(t.app, tokens.admin, 'POST', '/api/users', { username: 'helpdesk1', password: 'Fjord-Lantern-42', role_id: helpdeskRoleId, company_id: ids.mainId });
  expect(created.statusCode).toBe(200);
  const weakRole = await call(t.app, tokens.admin, 'POST', '/api/roles', { name: '空角色', permissions: [], company_id: ids.mainId });
  const weak = await call(t.app, tokens.admin, 'POST', '/api/users', { username: 'intern01', password: 'Fjord-Lantern-43', role_id: weakRole.json().data.id, company_id: ids.mainId });
  weakUserId = weak.json().data.id;
  helpdesk = await signIn(t.app, 'helpdesk1', 'Fjord-Lantern-42');
}, 120_000);
afterAll(() => t?.close());

const asHelpdesk = (method: Method, url: string, body?: object) => call(t.app, helpdesk, method, url, body);
const versionOf = async (id: number) => (await call(t.app, tokens.admin, 'GET', `/api/users/${id}`)).json().data.version;

describe(`account safety: the subset rule (${testBackend})`, () => {
  it('refuses every takeover of the platform administrator by a userList-only account, changing nothing', async () => {
    const before = (await call(t.app, tokens.admin, 'GET', `/api/users/${ids.adminId}`)).json().data;
    const attempts: [Method, string, object?][] = [
      ['POST', `/api/users/${ids.adminId}/reset_password`, { password: 'Taken-Over-Now-1' }],
      ['PUT', `/api/users/${ids.adminId}`, { status: 'disabled', version: before.version }],
      ['PUT', `/api/users/${ids.adminId}`, { phone: '110', version: before.version }],
      ['DELETE', `/api/users/${ids.adminId}?version=${before.version}`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await asHelpdesk(method, url, body);
      expect([method, url, response.statusCode, response.json().code]).toEqual([method, url, 403, 50000]);
      expect(response.json().message).toMatch(/^id: /);
    }
    expect((await call(t.app, tokens.admin, 'GET', `/api/users/${ids.adminId}`)).json().data).toEqual(before);
    await expect(signIn(t.app, 'admin', 'Taken-Over-Now-1')).rejects.toThrow();
    expect(await signIn(t.app, 'admin', 'Admin@12345')).toEqual(expect.any(String));
  });

  it('refuses acting on a user who holds rights the actor lacks (the manager), role changes included', async () => {
    const version = await versionOf(ids.managerId);
    for (const body of [{ role_id: helpdeskRoleId, version }, { status: 'disabled', version }, { email: 'x@example.com', version }]) {
      const response = await asHelpdesk('PUT', `/api/users/${ids.managerId}`, body);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 403]);
    }
    expect((await asHelpdesk('POST', `/api/users/${ids.managerId}/reset_password`, { password: 'Another-Good-One-7' })).statusCode).toBe(403);
    expect((await asHelpdesk('DELETE', `/api/users/${ids.managerId}?version=${version}`)).statusCode).toBe(403);
    expect(await versionOf(ids.managerId)).toBe(version);
  });

  it('lets the actor act on a user whose rights are a subset of theirs', async () => {
    const version = await versionOf(weakUserId);
    expect((await asHelpdesk('PUT', `/api/users/${weakUserId}`, { phone: '13700000000', version })).statusCode).toBe(200);
    expect((await asHelpdesk('POST', `/api/users/${weakUserId}/reset_password`, { password: 'Meadow-Copper-88' })).statusCode).toBe(200);
    expect((await asHelpdesk('PUT', `/api/users/${weakUserId}`, { status: 'disabled', version: version + 2 })).statusCode).toBe(200);
  });

  it('lets only the platform administrator act on the platform administrator, and nobody change their own role or status', async () => {
    const version = await versionOf(ids.adminId);
    expect((await call(t.app, tokens.admin, 'PUT', `/api/users/${ids.adminId}`, { phone: '021-1', version })).statusCode).toBe(200);
    const own = await call(t.app, tokens.admin, 'PUT', `/api/users/${ids.adminId}`, { status: 'disabled', version: version + 1 });
    expect([own.statusCode, own.json().message]).toEqual([400, expect.stringMatching(/^status: /)]);
  });

  it('refuses role edits beyond the actor: a stronger role cannot be edited or deleted, no role gains a grant the actor lacks', async () => {
    await t.database.db.update(roles).set({ permissions: [...USERS, ...ROLES] }).where(eq(roles.id, helpdeskRoleId));
    t.services.sessions.forgetUsers((await t.database.db.select({ id: users.id }).from(users).where(eq(users.roleId, helpdeskRoleId))).map((row) => row.id));
    const manager = (await call(t.app, tokens.admin, 'GET', `/api/roles/${ids.managerRoleId}`)).json().data;
    const edit = await asHelpdesk('PUT', `/api/roles/${ids.managerRoleId}`, { permissions: [], version: manager.version });
    expect([edit.statusCode, edit.json().message]).toEqual([403, expect.stringMatching(/^id: /)]);
    expect((await asHelpdesk('DELETE', `/api/roles/${ids.managerRoleId}?version=${manager.version}`)).statusCode).toBe(403);
    expect((await call(t.app, tokens.admin, 'GET', `/api/roles/${ids.managerRoleId}`)).json().data).toEqual(manager);

    const own = (await call(t.app, tokens.admin, 'GET', `/api/roles/${helpdeskRoleId}`)).json().data;
    const widen = await asHelpdesk('PUT', `/api/roles/${helpdeskRoleId}`, { permissions: [...USERS, ...ROLES, ...DEVICES], version: own.version });
    expect(widen.statusCode).toBe(403);
    const create = await asHelpdesk('POST', '/api/roles', { name: '越权角色', permissions: DEVICES });
    expect(create.statusCode).toBe(403);
    const narrow = await asHelpdesk('POST', '/api/roles', { name: '子集角色', permissions: USERS });
    expect(narrow.statusCode).toBe(200);
  });
});

describe(`password policy on every way a password is set (${testBackend})`, () => {
  it.each([
    ['password12', 'common'],
    ['aaaaaaaaa1', 'repetitive'],
    ['short-9', 'short'],
    ['xx-newhire7-xx', 'username'],
  ])('refuses %s (%s) on create, reset and change, naming the field', async (password) => {
    const create = await call(t.app, tokens.admin, 'POST', '/api/users', { username: 'newhire7', password, role_id: ids.managerRoleId, company_id: ids.mainId });
    expect([create.statusCode, create.json().message]).toEqual([400, expect.stringMatching(/^password: /)]);
    if (password !== 'xx-newhire7-xx') {
      const reset = await call(t.app, tokens.admin, 'POST', `/api/users/${ids.storekeeperId}/reset_password`, { password });
      expect([reset.statusCode, reset.json().message]).toEqual([400, expect.stringMatching(/^password: /)]);
      const change = await call(t.app, tokens.technician, 'POST', '/user/password', { current_password: 'Demo@12345', new_password: password });
      expect([change.statusCode, change.json().message]).toEqual([400, expect.stringMatching(/^new_password: /)]);
    }
  });

  it('refuses a new password containing the own username on the profile form', async () => {
    const change = await call(t.app, tokens.technician, 'POST', '/user/password', { current_password: 'Demo@12345', new_password: 'my-Technician-pw' });
    expect([change.statusCode, change.json().message]).toEqual([400, expect.stringMatching(/^new_password: /)]);
  });

  it('accepts a long passphrase without digits or symbols (no composition rules)', async () => {
    const response = await call(t.app, tokens.admin, 'POST', '/api/users', { username: 'newhire8', password: 'correct horse battery staple', role_id: ids.managerRoleId, company_id: ids.mainId });
    expect(response.statusCode).toBe(200);
  });
});

describe(`corrections reveal nothing the requester may not read (${testBackend})`, () => {
  it("refuses the viewer's correction of a user's phone or email without answering the current value", async () => {
    for (const field of ['phone', 'email']) {
      const response = await call(t.app, tokens.viewer, 'POST', '/api/corrections', {
        entity: 'user', entity_id: ids.managerId, field, new_value: '1', reason: '探测', approver_ids: [ids.managerId],
      });
      expect([field, response.statusCode, response.json().data]).toEqual([field, 404, null]);
      expect(response.body).not.toContain('old_value');
    }
  });

  it("shows a correction's values only to readers of the record, its requester and its approvers", async () => {
    const filed = await call(t.app, tokens.admin, 'POST', '/api/corrections', {
      entity: 'user', entity_id: ids.technicianId, field: 'phone', new_value: '139-0000-7777', reason: '号码变更', approver_ids: [ids.managerId],
    });
    expect(filed.statusCode).toBe(200);
    const id = filed.json().data.id;
    expect((await call(t.app, tokens.manager, 'GET', `/api/corrections/${id}`)).json().data.new_value).toBe('139-0000-7777');

    const role = await call(t.app, tokens.admin, 'POST', '/api/roles', { name: '审批查看', permissions: ['approveList:view'], company_id: ids.mainId });
    expect(role.statusCode).toBe(200);
    await call(t.app, tokens.admin, 'POST', '/api/users', { username: 'clerk001', password: 'Harbor-Violet-61', role_id: role.json().data.id, company_id: ids.mainId });
    const clerk = await signIn(t.app, 'clerk001', 'Harbor-Violet-61');
    const one = (await call(t.app, clerk, 'GET', `/api/corrections/${id}`)).json().data;
    expect(one).toMatchObject({ id, field: 'phone', old_value: '', new_value: '' });
    const listed = (await call(t.app, clerk, 'GET', '/api/corrections?limit=100')).json().data.items.find((item: { id: number }) => item.id === id);
    expect(listed).toMatchObject({ old_value: '', new_value: '' });
    expect(JSON.stringify(await call(t.app, clerk, 'GET', '/api/corrections?limit=100').then((r) => r.json()))).not.toContain('139-0000-7777');
  });

  it('files the correction for a requester who may read the record', async () => {
    const response = await call(t.app, tokens.other, 'POST', '/api/corrections', {
      entity: 'user', entity_id: ids.otherId, field: 'phone', new_value: '020-9', reason: '号码变更', approver_ids: [ids.otherId],
    });
    expect(response.statusCode).toBe(200);
  });
});
