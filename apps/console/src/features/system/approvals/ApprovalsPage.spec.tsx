import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApprovalRecord, AuditEntryRecord } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

jest.setTimeout(30_000);

const at = '2026-11-20T08:00:00.000Z';
const approval = (id: number, extra: Partial<ApprovalRecord> = {}): ApprovalRecord => ({
  id,
  company_id: 1,
  kind: 'purchase',
  applicant_id: 7,
  subject: `Request ${id}`,
  payload: {},
  status: 'pending',
  steps: [
    { step: 1, approver_id: 7, decision: 'approved', comment: 'fine by me', decided_at: at },
    { step: 2, approver_id: 1, decision: 'pending', comment: '', decided_at: null },
  ],
  current_step: 2,
  current_approver_id: 1,
  decided_at: null,
  version: 4,
  created_at: at,
  updated_at: at,
  ...extra,
});

const lastUrl = (requests: Request[], path: string) => new URL([...requests].reverse().find((request) => new URL(request.url).pathname === path)?.url ?? 'http://x');

describe('approvals', () => {
  it('lists what waits for me, my own requests and all of them, as tabs kept in the URL', async () => {
    const { requests } = mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/approvals': () => ({ items: [approval(5)], total: 1 }) });
    const { router } = await renderApp('/system/approve', { token: 'tok' });
    expect(await screen.findByRole('link', { name: 'Request 5' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true');
    // The list's request (the page also asks for one row of each view to choose where it opens).
    const listed = requests.filter((request) => new URL(request.url).pathname === '/api/approvals' && new URL(request.url).searchParams.get('limit') !== '1');
    expect(listed.map((request) => new URL(request.url).searchParams.get('todo'))).toContain('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=mine'));
    await waitFor(() => expect(lastUrl(requests, '/api/approvals').searchParams.get('mine')).toBe('true'));
    expect(lastUrl(requests, '/api/approvals').searchParams.get('todo')).toBeNull();
  });

  it('opens on the first tab that has requests when nothing waits for me', async () => {
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/approvals': (request) =>
        new URL(request.url).searchParams.get('todo') === 'true' ? { items: [], total: 0 } : { items: [approval(8, { subject: 'Mine 8' })], total: 1 },
    });
    const { router } = await renderApp('/system/approve', { token: 'tok' });
    await waitFor(() => expect(router.state.location.search).toBe('?view=mine'));
    expect(await screen.findByRole('link', { name: 'Mine 8' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');
    // The user's own choice stands afterwards, an empty "To do" too.
    await userEvent.click(screen.getByRole('tab', { name: 'To do' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('shows a correction in the reader’s language: its subject and its details as labelled fields, no JSON', async () => {
    const correction = approval(9, {
      kind: 'correction',
      subject: '更正 region #4 title',
      payload: { correction_id: 3, entity: 'region', entity_id: 4, field: 'title', old_value: 'North', new_value: 'North station' },
    });
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/approvals/9': () => correction, 'GET /api/audit_log': () => ({ items: [], total: 0 }) });
    await renderApp('/system/process/9', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Correct the Name of Region #4', level: 1 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('Record typeRegion');
    expect(details).toHaveTextContent('FieldName');
    expect(details).toHaveTextContent('Corrected valueNorth station');
    expect(document.body.textContent).not.toContain('"field"');
    expect(document.body.textContent).not.toContain('region #4');
  });

  it('approves with a comment when it is my turn, sending the version read', async () => {
    const { requests } = mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/approvals/5': () => approval(5),
      'POST /api/approvals/5/decide': () => approval(5, { status: 'approved', current_approver_id: 0, version: 5 }),
      'GET /api/audit_log': () => ({ items: [] satisfies AuditEntryRecord[], total: 0 }),
    });
    await renderApp('/system/process/5', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Request 5', level: 1 })).toBeInTheDocument();
    const steps = screen.getByRole('tabpanel', { name: 'Steps' });
    expect(steps).toHaveTextContent('Step 1');
    expect(steps).toHaveTextContent('“fine by me”');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    const decision = screen.getByRole('region', { name: 'Your decision' });
    await userEvent.type(within(decision).getByRole('textbox', { name: 'Comment' }), ' agreed ');
    await userEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ decision: 'approved', comment: 'agreed', version: 4 });
  });

  it('offers no decision to others, and lets the applicant withdraw; a stale version offers Reload', async () => {
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/approvals/6': () => approval(6, { applicant_id: 1, current_approver_id: 9 }),
      'POST /api/approvals/6/withdraw': () => new Envelope(40900, 'Someone else changed this row in the meantime', 409),
      'GET /api/audit_log': () => ({ items: [], total: 0 }),
    });
    await renderApp('/system/process/6', { token: 'tok' });
    const mine = await screen.findByRole('region', { name: 'Your request' });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Withdraw' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Withdraw "Request 6"?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    expect(await within(mine).findByText(/The request changed since you opened it/)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
