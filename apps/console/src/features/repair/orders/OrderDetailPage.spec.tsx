import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RepairOrderDetail } from '@om/api';
import { technicianProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

const at = '2026-11-20T08:00:00.000Z';

function detail(overrides: Partial<RepairOrderDetail> = {}): RepairOrderDetail {
  return {
    order: {
      id: 5, company_id: 1, code: 'WX-20261120-0001', device_id: 7, device_code: 'P-101', device_name: 'Feed pump', device_type_id: 10, station_id: 3,
      station_title: 'North station', title: 'Seal leaking', description: '', severity: 'high', equipment_condition: 'stopped', state: 'assigned',
      assignee_id: 7, assignee_name: 'Tom Tech', dispatch_rule_id: 1, reported_at: at, accept_due_at: '2026-11-20T08:15:00.000Z', start_due_at: null,
      check_due_at: null, overdue: true, accepted_at: null, started_at: null, completed_at: null, checked_at: null, closed_at: null, checker_id: 0,
      cause: '', action_taken: '', downtime_start: null, downtime_end: null, labour: [], parts_used: [], photos_before: [], photos_after: [],
      fault_count: 0, created_by: 2, version: 2, created_at: at, updated_at: at,
    },
    faults: [],
    origins: [],
    timeline: [
      { id: 1, action: 'create', from_state: null, to_state: 'created', actor_id: 2, actor_name: 'Wang', assignee_id: 0, assignee_name: '', reason: '', detail: {}, at },
      { id: 2, action: 'assign', from_state: 'created', to_state: 'assigned', actor_id: 2, actor_name: 'Wang', assignee_id: 7, assignee_name: 'Tom Tech', reason: '', detail: {}, at },
    ],
    actions: ['return', 'accept'],
    may_check: false,
    ...overrides,
  };
}

jest.setTimeout(30_000);

const lastRequest = (requests: Request[], method: string, path: string) =>
  [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path);

describe('the repair order page (/repair/details/:id)', () => {
  it('shows the state with the overdue mark, the timeline as sentences and only the steps the server offers; Accept moves the order', async () => {
    const accepted = detail({ order: { ...detail().order, state: 'accepted', overdue: false, version: 3 }, actions: ['start'] });
    const { requests } = mockApi({
      'GET /user/user_info': () => technicianProfile,
      'GET /api/get_company': () => [],
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/repair/orders/5': () => detail(),
      'POST /api/repair/orders/5/transition': () => accepted,
    });
    await renderApp('/repair/details/5', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work order WX-20261120-0001' })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText(/Wang assigned it to Tom Tech/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to pool' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acceptance check' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept: WX-20261120-0001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(lastRequest(requests, 'POST', '/api/repair/orders/5/transition')).toBeDefined());
    expect(await lastRequest(requests, 'POST', '/api/repair/orders/5/transition')?.json()).toEqual({ action: 'accept', version: 2 });
    expect(await screen.findByText('Work order WX-20261120-0001: Accepted')).toBeInTheDocument();
  });

  it('asks for the reason before returning an order to the pool', async () => {
    const { requests } = mockApi({
      'GET /user/user_info': () => technicianProfile,
      'GET /api/get_company': () => [],
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/repair/orders/5': () => detail(),
    });
    await renderApp('/repair/details/5', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Return to pool' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Return to pool: WX-20261120-0001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to pool' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(lastRequest(requests, 'POST', '/api/repair/orders/5/transition')).toBeUndefined();
  });
});
