import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AuditEntryRecord, Profile, RoleRecord, UserRecord } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction, rowActionNames } from '../../../testing/rowMenu';

const at = '2026-11-20T08:00:00.000Z';
const user = (id: number, username: string, extra: Partial<UserRecord> = {}): UserRecord => ({
  id,
  username,
  name: `Name of ${username}`,
  avatar: '',
  company_id: 1,
  department_id: 0,
  role_id: 2,
  phone: '',
  email: `${username}@example.com`,
  status: 'active',
  version: 1,
  created_at: at,
  updated_at: at,
  ...extra,
});
const role = (id: number, name: string, permissions: string[] = ['userList']): RoleRecord => ({
  id,
  company_id: 1,
  name,
  description: '',
  permissions,
  built_in: false,
  platform_admin: false,
  version: 1,
  created_at: at,
  updated_at: at,
});

const USERS = [user(1, 'admin', { role_id: 1 }), user(2, 'manager'), user(3, 'technician', { status: 'disabled' })];
const ROLES = [role(1, 'Platform admin', ['admin']), role(2, 'Managers')];

function api(overrides: Record<string, (request: Request) => unknown> = {}, profile: Profile = adminProfile) {
  const result = mockApi({
    'GET /user/user_info': () => profile,
    'GET /api/users': () => ({ items: USERS, total: 45 }),
    'GET /api/roles': () => ({ items: ROLES, total: 2 }),
    'GET /api/departments': () => ({ items: [], total: 0 }),
    'GET /api/companies': () => ({ items: [], total: 0 }),
    'GET /api/get_company': () => [],
    ...overrides,
  });
  return result;
}

/**
 * A click on a button in a toast. After a dialog closed, user-event in jsdom judges the toast's buttons
 * as `pointer-events: none` (observed here; not traced to its cause). The browser test 63-device-undo
 * clicks Undo in a real browser.
 */
const toastClick = (button: HTMLElement | undefined) =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(button ?? document.body);

// Whole pages load their chunks and data: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);


const lastRequest = (requests: Request[], method: string, path: string) =>
  [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path);

describe('the users page (/system/member)', () => {
  it('keeps paging, sorting and filters in the URL and sends them to the server', async () => {
    const { requests } = api();
    const { router } = await renderApp('/system/member?status=disabled&sort=-username&page=2', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('link', { name: 'manager' })).toBeInTheDocument();

    const list = new URL(lastRequest(requests, 'GET', '/api/users')?.url ?? '');
    expect(Object.fromEntries(list.searchParams)).toEqual({ page: '2', limit: '20', sort: '-username', status: 'disabled' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('disabled');
    expect(within(table).getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();

    // Each change shows (the header says how the list is sorted) before the next one.
    await userEvent.click(within(table).getByRole('button', { name: 'Username' }));
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Username' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toBe('?status=disabled&sort=%2Busername');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=%2Busername'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(''));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'tech{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=tech&sort=%2Busername'));
    await waitFor(() => expect(new URL(lastRequest(requests, 'GET', '/api/users')?.url ?? '').searchParams.get('keyword')).toBe('tech'));

    // Back restores the previous list.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=%2Busername'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(''));
  });

  it('applies the filter box company to the request', async () => {
    localStorage.setItem('cockpit', JSON.stringify({ companyId: 3, regionId: null, unitId: null, stationId: null }));
    const { requests } = api();
    await renderApp('/system/member', { token: 'tok' });
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(new URL(lastRequest(requests, 'GET', '/api/users')?.url ?? '').searchParams.get('company_id')).toBe('3'));
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    api({ 'GET /api/users': () => (fail ? new Envelope(50100, 'internal error', 500) : { items: USERS, total: 3 }) });
    await renderApp('/system/member', { token: 'tok' });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'manager' })).toBeInTheDocument();
  });

  it("puts the server's 400 under the field it names, without a toast", async () => {
    const { requests } = api({ 'POST /api/users': () => new Envelope(40000, 'username: is already taken', 400) });
    await renderApp('/system/member', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('dialog', { name: 'New user' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(3);
    expect(lastRequest(requests, 'POST', '/api/users')).toBeUndefined();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'manager');
    await userEvent.type(within(form).getByLabelText(/^Initial password/), 'short');
    expect(within(form).getByText('At least 10 characters.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^Initial password/));
    await userEvent.type(within(form).getByLabelText(/^Initial password/), 'Passw0rd1234');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Managers');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const username = within(form).getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(username).toHaveAccessibleErrorMessage('is already taken'));
    expect(screen.queryByText('username: is already taken')).not.toBeInTheDocument();
    expect(await lastRequest(requests, 'POST', '/api/users')?.json()).toEqual({
      username: 'manager',
      password: 'Passw0rd1234',
      name: '',
      avatar: '',
      department_id: 0,
      role_id: 2,
      phone: '',
      email: '',
    });

    // Changing the field clears the server's error.
    await userEvent.type(username, '2');
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says what was created and links to it, and shows the new row marked New', async () => {
    const made = user(46, 'newbie', { version: 1 });
    api({
      'POST /api/users': () => made,
      'GET /api/users/46': () => made,
    });
    const { router } = await renderApp('/system/member', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'newbie');
    await userEvent.type(within(form).getByLabelText(/^Initial password/), 'Passw0rd1234');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Managers');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('newbie was created.')).toBeInTheDocument();
    // The list's page does not hold it (the mock answers the same page): it is shown first, marked.
    const table = screen.getByRole('table', { name: 'Users' });
    const row = (await within(table).findByRole('link', { name: 'newbie' })).closest('tr');
    expect(row).toHaveTextContent(/^New/);

    await toastClick(screen.getAllByRole('button', { name: 'Open' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/details/46'));
  });

  it('says what was deleted and offers Undo: the server restores the user and the message says so; a refused undo says why', async () => {
    let restores = 0;
    const { requests } = api({
      'DELETE /api/users/2': () => null,
      'DELETE /api/users/3': () => null,
      'POST /api/restore': () => {
        restores += 1;
        return restores === 1 ? { restored: [2] } : new Envelope(40000, 'code: is already taken', 400);
      },
    });
    await renderApp('/system/member', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Users' });
    await chooseRowAction(table, 'manager', 'Delete');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete manager?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('manager was deleted.')).toBeInTheDocument();
    expect(lastRequest(requests, 'DELETE', '/api/users/2')).toBeDefined();
    await toastClick(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('manager is back.')).toBeInTheDocument();
    const restore = requests.find((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/restore');
    expect(await restore?.clone().json()).toEqual({ entity: 'user', ids: [2] });

    await chooseRowAction(table, 'technician', 'Delete');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete technician?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('technician was deleted.')).toBeInTheDocument();
    const undos = await screen.findAllByRole('button', { name: 'Undo' });
    await toastClick(undos[undos.length - 1]);
    expect(await screen.findByText('The undo failed: code: is already taken')).toBeInTheDocument();
  });

  it('sends the version read; a 409 says someone else changed the row and Reload starts from their version', async () => {
    let current = user(2, 'manager', { name: 'Wang', version: 1 });
    const { requests } = api({
      'GET /api/users/2': () => current,
      'PUT /api/users/2': () => new Envelope(40900, 'Someone else changed this row in the meantime; reload it and try again', 409),
    });
    await renderApp('/system/member', { token: 'tok' });
    await chooseRowAction(await screen.findByRole('table', { name: 'Users' }), 'manager', 'Edit');
    const form = await screen.findByRole('dialog', { name: 'Edit manager' });
    const name = await within(form).findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Wang');
    expect(within(form).getByRole('textbox', { name: 'Username' })).toBeDisabled();
    expect(within(form).queryByLabelText('Initial password')).not.toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'Wang Wei');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent('Someone else changed this record');
    expect(await lastRequest(requests, 'PUT', '/api/users/2')?.json()).toEqual(expect.objectContaining({ version: 1, name: 'Wang Wei' }));

    current = user(2, 'manager', { name: 'Wang Jr', version: 2 });
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Wang Jr'));
    expect(within(form).queryByText('Someone else changed this record')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(await lastRequest(requests, 'PUT', '/api/users/2')?.json()).toEqual(expect.objectContaining({ version: 2, name: 'Wang Jr' }));
  });

  it('asks before unsaved changes are lost', async () => {
    api();
    const { router } = await renderApp('/system/member', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'New user' }));
    const form = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'someone');

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('someone');

    // Leaving the page is held until the user answers.
    void router.navigate('/dashboard');
    const leave = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(router.state.location.pathname).toBe('/system/member');
    await userEvent.click(within(leave).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('disables a user after saying that their sessions end', async () => {
    const { requests } = api({ 'PUT /api/users/2': () => user(2, 'manager', { status: 'disabled', version: 2 }) });
    await renderApp('/system/member', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await rowActionNames(table, 'manager')).toEqual(['Reset password', 'Disable', 'Edit', 'Delete']);
    await chooseRowAction(table, 'manager', 'Disable');
    const ask = await screen.findByRole('alertdialog', { name: 'Disable manager?' });
    expect(ask).toHaveTextContent('every session of this user ends');
    await userEvent.click(within(ask).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(lastRequest(requests, 'PUT', '/api/users/2')).toBeDefined());
    expect(await lastRequest(requests, 'PUT', '/api/users/2')?.json()).toEqual({ version: 1, status: 'disabled' });
    expect(await rowActionNames(table, 'technician')).toContain('Enable');
  });

  it('hides and shows columns, remembered for the next visit', async () => {
    api();
    const first = await renderApp('/system/member', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Users' });
    // The rows render after the answer, at transition priority (useResourceList): act on the loaded list.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).queryByRole('columnheader', { name: 'Phone' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'E-mail' }));
    expect(within(table).queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(localStorage.getItem('columns:users')).toBe('["phone","created_at","email"]');
    first.unmount();

    api();
    await renderApp('/system/member', { token: 'tok' });
    const again = await screen.findByRole('table', { name: 'Users' });
    expect(within(again).queryByRole('columnheader', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(within(again).getByRole('columnheader', { name: 'Username' })).toBeInTheDocument();
  });
});

describe('the user page (/system/details/:id)', () => {
  const entry: AuditEntryRecord = {
    id: 31,
    at,
    company_id: 1,
    user_id: 1,
    action: 'user.update',
    entity: 'user',
    entity_id: '2',
    ip: '127.0.0.1',
    hash: 'h',
    before: { name: 'Wang', version: 1 },
    after: { name: 'Wang Wei', version: 2 },
  };

  it('shows the sections and the history of the row, with its before and after', async () => {
    const { requests } = api({ 'GET /api/users/2': () => user(2, 'manager'), 'GET /api/audit_log': () => ({ items: [entry], total: 1 }) });
    await renderApp('/system/details/2', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'manager', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Managers'));
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('User changed');
    expect(Object.fromEntries(new URL(lastRequest(requests, 'GET', '/api/audit_log')?.url ?? '').searchParams)).toMatchObject({ entity: 'user', entity_id: '2' });
    await userEvent.click(within(history).getByRole('button', { name: 'Show changes' }));
    const diff = within(history).getByRole('table');
    expect(within(diff).getAllByRole('row')[1]).toHaveTextContent('NameWangWang Wei');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows no write actions and no history to a role without those permissions', async () => {
    const reader: Profile = { ...adminProfile, roles: ['userDetails'], permissions: ['userDetails:view'] };
    api({ 'GET /api/users/2': () => user(2, 'manager') }, reader);
    await renderApp('/system/details/2', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'manager', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset the password/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });
});

