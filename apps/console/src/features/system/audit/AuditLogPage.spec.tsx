import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryRecord } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction, rowActionNames } from '../../../testing/rowMenu';

jest.setTimeout(30_000);

const entry = (id: number, action: string, before: unknown, after: unknown): AuditEntryRecord => ({
  id,
  at: '2026-11-20T08:00:00.000Z',
  company_id: 1,
  user_id: id === 1 ? null : 1,
  action,
  entity: action.split('.')[0] ?? '',
  entity_id: '4',
  ip: '10.0.0.8',
  hash: 'h',
  before,
  after,
});

const auditApi = (items: AuditEntryRecord[], entities = ['department', 'device', 'role', 'user']) =>
  mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/users': () => ({ items: [], total: 0 }),
    'GET /api/audit_log': () => ({ items, total: items.length }),
    'GET /api/audit_log/entities': () => entities,
  });

describe('the audit log (/system/log)', () => {
  it('filters by entity and dates in the URL and the request, and shows a change side by side by field label', async () => {
    const { requests } = auditApi([
      entry(2, 'department.update', { name: 'Ops', sort: 10, version: 1 }, { name: 'Operations', sort: 10, version: 2 }),
      entry(1, 'demo.seed', null, { companies: [1] }),
    ]);
    const { router } = await renderApp('/system/log', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'System log' });
    expect(await within(table).findByText('Department changed')).toBeInTheDocument();
    expect(within(table).getByText('Operations')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();

    // Every entity that has entries is a choice (the server lists them), devices too.
    const entity = screen.getByRole('combobox', { name: 'Entity' });
    await waitFor(() => expect(within(entity).getByRole('option', { name: 'Device' })).toBeInTheDocument());
    await userEvent.selectOptions(entity, 'department');
    await waitFor(() => expect(router.state.location.search).toBe('?entity=department'));
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-11-01');
    await waitFor(() => expect(router.state.location.search).toBe('?entity=department&date_from=2026-11-01'));
    await waitFor(() => {
      const last = [...requests].reverse().find((request) => new URL(request.url).pathname === '/api/audit_log');
      expect(Object.fromEntries(new URL(last?.url ?? 'http://x').searchParams)).toEqual({ page: '1', limit: '20', sort: '-id', entity: 'department', date_from: '2026-11-01' });
    });

    // A read-only log: the row's menu offers its changes only, named with the translated action.
    expect(await rowActionNames(table, 'Department changed #2')).toEqual(['Show changes']);
    await chooseRowAction(table, 'Department changed #2', 'Show changes');
    const dialog = await screen.findByRole('dialog', { name: 'Department changed · Operations' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'NameOpsOperations']);
    expect(dialog).toHaveTextContent('10.0.0.8');
  });

  it('tells disabling from enabling, names the record, and shows permission changes as added and removed names', async () => {
    const disabled = { ...entry(5, 'user.disable', { username: 'leaver', status: 'active' }, { username: 'leaver', status: 'disabled' }), entity: 'user' };
    const enabled = { ...entry(6, 'user.enable', { username: 'leaver', status: 'disabled' }, { username: 'leaver', status: 'active' }), entity: 'user' };
    const role = entry(7, 'role.update', { name: 'Storekeepers', permissions: ['deviceList:view', 'companyLogList:view'] }, { name: 'Storekeepers', permissions: ['deviceList:view', 'deviceList:edit'] });
    auditApi([role, enabled, disabled]);
    await renderApp('/system/log', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'System log' });
    expect(await within(table).findByText('User disabled')).toBeInTheDocument();
    expect(within(table).getByText('User enabled')).toBeInTheDocument();
    expect(within(table).getAllByText('leaver')).toHaveLength(2);

    await chooseRowAction(table, 'Role changed #7', 'Show changes');
    const dialog = await screen.findByRole('dialog', { name: 'Role changed · Storekeepers' });
    const cells = within(dialog).getAllByRole('row').map((row) => row.textContent);
    expect(cells).toEqual(['FieldBeforeAfter', 'PermissionsRemoved: System log · ViewAdded: Device ledger · Edit']);
  });

  it('heads its columns apart in Chinese (no two "操作")', async () => {
    auditApi([entry(2, 'department.update', { name: 'Ops' }, { name: 'Operations' })]);
    await renderApp('/system/log', { token: 'tok', language: 'zh' });
    const table = await screen.findByRole('table', { name: '系统日志' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
    expect(headers.filter((header) => header === '操作')).toHaveLength(1);
  });
});
