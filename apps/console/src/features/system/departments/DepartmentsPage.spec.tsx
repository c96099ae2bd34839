import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartmentNode, DepartmentRecord, RegionTreeNode } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

jest.setTimeout(30_000);

const at = '2026-11-20T08:00:00.000Z';
const department = (id: number, name: string, parent_id: number, extra: Partial<DepartmentRecord> = {}): DepartmentRecord => ({
  id,
  company_id: 1,
  parent_id,
  name,
  leader_user_id: 0,
  sort: id * 10,
  version: 2,
  created_at: at,
  updated_at: at,
  ...extra,
});
const node = (row: DepartmentRecord, children: DepartmentNode[] = []): DepartmentNode => ({ ...row, children });

const OPERATIONS = department(2, 'Operations', 0, { leader_user_id: 5 });
const ELECTRICAL = department(3, 'Electrical crew', 2);
const OFFICE = department(1, 'Office', 0);
const TREE = [node(OFFICE), node(OPERATIONS, [node(ELECTRICAL)])];

const sent = async (requests: Request[], method: string, path: string) =>
  [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path)?.json();

describe('the departments page (/system/areas)', () => {
  function api(overrides: Record<string, (request: Request) => unknown> = {}) {
    return mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/departments/tree': () => TREE,
      'GET /api/departments': () => ({ items: [OFFICE, OPERATIONS, ELECTRICAL], total: 3 }),
      'GET /api/departments/2': () => OPERATIONS,
      'GET /api/people': () => ({ items: [{ id: 5, username: 'wang', name: 'Wang', avatar: '', company_id: 1, status: 'active' }], total: 1 }),
      ...overrides,
    });
  }

  it('shows the tree with the person in charge, and branches open and close', async () => {
    api();
    await renderApp('/system/areas', { token: 'tok' });
    const tree = await screen.findByRole('region', { name: 'Departments' });
    expect(await within(tree).findByText('Electrical crew')).toBeInTheDocument();
    await waitFor(() => expect(tree).toHaveTextContent('Person in charge: Wang (wang)'));
    const toggle = within(tree).getByRole('button', { name: 'Collapse Operations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(within(tree).queryByText('Electrical crew')).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Expand Operations' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves a node: a cycle refused by the server shows its message on the parent field', async () => {
    const { requests } = api({
      'PUT /api/departments/2': async (request) => {
        const body = await request.json();
        return body.parent_id === 3
          ? new Envelope(40000, 'parent_id: cannot be the row itself or one of its descendants', 400)
          : { ...OPERATIONS, parent_id: body.parent_id, version: 3 };
      },
    });
    await renderApp('/system/areas', { token: 'tok' });
    const tree = await screen.findByRole('region', { name: 'Departments' });
    await userEvent.click(await within(tree).findByRole('button', { name: 'Move Operations' }));
    const form = await screen.findByRole('dialog', { name: 'Move Operations' });
    const parent = await within(form).findByRole('combobox', { name: 'Parent department' });
    // The node itself is no choice.
    expect(within(parent).queryByRole('option', { name: /^\s*Operations$/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(parent, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(parent).toHaveAccessibleErrorMessage('cannot be the row itself or one of its descendants'));
    expect(await sent(requests, 'PUT', '/api/departments/2')).toEqual({ version: 2, parent_id: 3 });

    await userEvent.selectOptions(parent, '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move Operations' })).not.toBeInTheDocument());
    expect(await sent(requests, 'PUT', '/api/departments/2')).toEqual({ version: 2, parent_id: 1 });
  });

  it('adds a department under a node', async () => {
    const { requests } = api({ 'POST /api/departments': () => department(9, 'Water crew', 2) });
    await renderApp('/system/areas', { token: 'tok' });
    const tree = await screen.findByRole('region', { name: 'Departments' });
    await userEvent.click(await within(tree).findByRole('button', { name: 'Add a department under Operations' }));
    const form = await screen.findByRole('dialog', { name: 'New department' });
    expect(within(form).getByRole('combobox', { name: 'Parent department' })).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Water crew');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New department' })).not.toBeInTheDocument());
    expect(await sent(requests, 'POST', '/api/departments')).toEqual({ name: 'Water crew', parent_id: 2, leader_user_id: 0, sort: 0 });
  });
});

describe('the regions page (/system/region)', () => {
  const region = (id: number, title: string, level: 1 | 2 | 3, parent_id: number, children: RegionTreeNode[] = []): RegionTreeNode => ({
    id,
    company_id: 1,
    parent_id,
    level,
    title,
    items_i: '',
    items_option: '',
    device_sensor_ids: '',
    version: 1,
    created_at: at,
    updated_at: at,
    children,
  });
  const TREE_OF_REGIONS = [region(1, 'South', 1, 0, [region(2, 'Park unit', 2, 1, [region(3, 'Lake station', 3, 2)])])];

  it('adds a station under a unit with the station fields, and is titled "Customer management" in customer mode', async () => {
    const { requests } = mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/regions/tree': () => TREE_OF_REGIONS,
      'POST /api/regions': () => region(4, 'New station', 3, 2),
    });
    const { testHost } = await import('../../../testing/renderApp');
    await renderApp('/system/region', { token: 'tok', host: { ...testHost, customer_mode: true } });
    expect(await screen.findByRole('heading', { name: 'Customer management', level: 1 })).toBeInTheDocument();
    const tree = await screen.findByRole('region', { name: 'Customer management' });
    expect(within(tree).queryByRole('button', { name: 'Add a station under South' })).not.toBeInTheDocument();
    await userEvent.click(await within(tree).findByRole('button', { name: 'Add a station under Park unit' }));
    const form = await screen.findByRole('dialog', { name: 'New region' });
    expect(within(form).getByRole('combobox', { name: 'Level' })).toHaveValue('3');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'New station');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Sensor ids' }), '12, 15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Sensor ids' })).toHaveAccessibleErrorMessage('Only digits separated by commas.');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Sensor ids' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Sensor ids' }), '12,15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New region' })).not.toBeInTheDocument());
    expect(await sent(requests, 'POST', '/api/regions')).toEqual({
      title: 'New station',
      level: 3,
      parent_id: 2,
      items_i: '',
      items_option: '',
      device_sensor_ids: '12,15',
    });
  });
});
