import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryRecord } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

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

describe('the audit log (/system/log)', () => {
  it('filters by entity and dates in the URL and the request, and shows a change side by side', async () => {
    const { requests } = mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/users': () => ({ items: [], total: 0 }),
      'GET /api/audit_log': () => ({
        items: [entry(2, 'department.update', { name: 'Ops', sort: 10, version: 1 }, { name: 'Operations', sort: 10, version: 2 }), entry(1, 'demo.seed', null, { companies: [1] })],
        total: 2,
      }),
    });
    const { router } = await renderApp('/system/log', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'System log' });
    expect(await within(table).findByText('department.update')).toBeInTheDocument();
    expect(within(table).getByText('System')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'department');
    await waitFor(() => expect(router.state.location.search).toBe('?entity=department'));
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-11-01');
    await waitFor(() => expect(router.state.location.search).toBe('?entity=department&date_from=2026-11-01'));
    await waitFor(() => {
      const last = [...requests].reverse().find((request) => new URL(request.url).pathname === '/api/audit_log');
      expect(Object.fromEntries(new URL(last?.url ?? 'http://x').searchParams)).toEqual({ page: '1', limit: '20', sort: '-id', entity: 'department', date_from: '2026-11-01' });
    });

    await userEvent.click(within(table).getByRole('button', { name: 'Show the changes of department.update #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'department.update · department 4' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['FieldBeforeAfter', 'nameOpsOperations']);
    expect(dialog).toHaveTextContent('10.0.0.8');
  });
});
