import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionGroupRecord, RoleRecord } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction } from '../../../testing/rowMenu';

jest.setTimeout(60_000);

const at = '2026-11-20T08:00:00.000Z';
const role = (id: number, name: string, permissions: string[], extra: Partial<RoleRecord> = {}): RoleRecord => ({
  id,
  company_id: 1,
  name,
  description: `About ${name}`,
  permissions,
  built_in: false,
  platform_admin: false,
  version: 3,
  created_at: at,
  updated_at: at,
  ...extra,
});

const ROLES = [
  role(1, 'Platform admin', ['admin'], { built_in: true, platform_admin: true }),
  role(2, 'Managers', ['deviceList:view', 'repairList:view', 'repairList:approve']),
];
const STANDARD = ['view', 'create', 'edit', 'delete', 'import', 'export'] as const;
const PERMISSIONS: PermissionGroupRecord[] = [
  {
    group: 'device',
    permissions: ['deviceList', 'deviceDetails', 'deviceTypeList'],
    pages: [
      { name: 'deviceList', actions: [...STANDARD] },
      { name: 'deviceDetails', actions: ['view'] },
      { name: 'deviceTypeList', actions: [...STANDARD] },
    ],
  },
  {
    group: 'repair',
    permissions: ['repairList', 'calendarService'],
    pages: [
      { name: 'repairList', actions: [...STANDARD, 'approve'] },
      { name: 'calendarService', actions: ['view'] },
    ],
  },
];

function api(overrides: Record<string, (request: Request) => unknown> = {}) {
  return mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/roles': () => ({ items: ROLES, total: 2 }),
    'GET /api/permissions': () => PERMISSIONS,
    'GET /api/roles/1': () => ROLES[0],
    'GET /api/roles/2': () => ROLES[1],
    'GET /api/companies': () => ({ items: [], total: 0 }),
    ...overrides,
  });
}

const sent = async (requests: Request[], method: string, path: string) => {
  const request = [...requests].reverse().find((candidate) => candidate.method === method && new URL(candidate.url).pathname === path);
  return request?.json();
};

describe('the roles page (/system/group)', () => {
  it('lists roles with what they hold; the built-in administrator role can only be viewed', async () => {
    api();
    await renderApp('/system/group', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Roles' });
    const admin = (await within(table).findByText('Platform admin')).closest('tr');
    if (!admin) throw new Error('no row');
    expect(admin).toHaveTextContent('All (administrator)');
    expect(within(admin).queryByRole('button', { name: 'Actions for Platform admin' })).not.toBeInTheDocument();
    expect(within(table).getByText('3 permissions')).toBeInTheDocument();

    await userEvent.click(within(admin).getByRole('button', { name: 'View Platform admin' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Platform admin' });
    expect(await within(form).findByText(/The platform administrator holds every permission/)).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Device types: Delete' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Device types: Delete' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('creates a role in the matrix: select-all per group, row and column; an action brings its view, no view takes the page away', async () => {
    const { requests } = api({ 'POST /api/roles': () => role(3, 'Inspectors', []) });
    await renderApp('/system/group', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
    const form = await screen.findByRole('dialog', { name: 'New role' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Inspectors');

    const devices = await within(form).findByRole('checkbox', { name: 'Select all: Devices' });
    expect(devices).not.toBeChecked();
    await userEvent.click(devices);
    expect(within(form).getByRole('checkbox', { name: 'Select all: Devices' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Device types: Import' })).toBeChecked();
    // Without view, a page holds nothing.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Device types: View' }));
    expect(within(form).getByRole('checkbox', { name: 'Device types: Import' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Select all: Devices' })).toBePartiallyChecked();
    // A column of the group: the first click turns every Delete on (bringing the device types' View back), the second off.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Delete: all pages of Devices' }));
    expect(within(form).getByRole('checkbox', { name: 'Device types: View' })).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Delete: all pages of Devices' }));
    expect(within(form).getByRole('checkbox', { name: 'Device ledger: Delete' })).not.toBeChecked();
    // Approving repairs brings viewing them.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Repair work orders: Approve' }));
    expect(within(form).getByRole('checkbox', { name: 'Repair work orders: View' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'All actions: Repair work orders' })).toBePartiallyChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'All actions: Service calendar' }));

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New role' })).not.toBeInTheDocument());
    const body = await sent(requests, 'POST', '/api/roles');
    expect(body).toEqual({ name: 'Inspectors', description: '', permissions: expect.any(Array) });
    expect([...body.permissions].sort()).toEqual(
      [
        'deviceList:view', 'deviceList:create', 'deviceList:edit', 'deviceList:import', 'deviceList:export', 'deviceDetails:view',
        'deviceTypeList:view', 'repairList:approve', 'repairList:view', 'calendarService:view',
      ].sort(),
    );
  });

  it('edits a role, sending the version it read', async () => {
    const { requests } = api({ 'PUT /api/roles/2': () => role(2, 'Managers', ['deviceList:view']) });
    await renderApp('/system/group', { token: 'tok' });
    await chooseRowAction(await screen.findByRole('table', { name: 'Roles' }), 'Managers', 'Edit');
    const form = await screen.findByRole('dialog', { name: 'Edit Managers' });
    const repair = await within(form).findByRole('checkbox', { name: 'Select all: Repair' });
    expect(repair).toBePartiallyChecked();
    await userEvent.click(repair);
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Select all: Repair' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Managers' })).not.toBeInTheDocument());
    expect(await sent(requests, 'PUT', '/api/roles/2')).toEqual({ version: 3, name: 'Managers', description: 'About Managers', permissions: ['deviceList:view'] });
  });

  it("keeps a refused delete in the dialog with the server's message naming the users", async () => {
    const { requests } = api({ 'DELETE /api/roles/2': () => new Envelope(40000, 'id: still in use by manager, technician', 400) });
    await renderApp('/system/group', { token: 'tok' });
    await chooseRowAction(await screen.findByRole('table', { name: 'Roles' }), 'Managers', 'Delete');
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Managers?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('still in use by manager, technician');
    const request = requests.find((candidate) => candidate.method === 'DELETE');
    expect(request?.url).toBe('http://api.test/api/roles/2?version=3');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
