import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminProfile, technicianProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction, rowActionNames } from '../../../testing/rowMenu';

jest.setTimeout(30_000);


const now = Date.now();
const page = (items: unknown[], total = items.length) => ({ items, total });
const alarm = { id: 11, title: 'Pump 3 vibration high', content: 'Station North', type: 'alarm', read: false, created_at: new Date(now - 120_000).toISOString() };
const order = { id: 10, title: 'Work order #88 closed', content: '', type: 'workorder', read: true, created_at: new Date(now - 7_200_000).toISOString() };
// What the server sends: labels as keys with the namespace in front.
const options = {
  types: ['system', 'broadcast', 'alarm', 'workorder', 'approval'].map((type) => ({ value: type, label: `message.type.${type}` })),
  statuses: ['unread', 'read'].map((status) => ({ value: status, label: `message.status.${status}` })),
};

function setup(profile = adminProfile, extra = {}) {
  return mockApi({
    'GET /user/user_info': () => profile,
    'GET /admin/message_option': () => options,
    'GET /admin/message_index': (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('status') === 'unread') return page([alarm]);
      return page([alarm, order], 45);
    },
    ...extra,
  });
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('the message list (on the shared list shell)', () => {
  it('lists the messages with translated types, time ago and paging', async () => {
    const api = setup();
    await renderApp('/system/message', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Messages' });
    await within(table).findByText('Pump 3 vibration high');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Alarm')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2 minutes ago')).toBeInTheDocument();
    expect(within(rows[2]).getByText('2 hours ago')).toBeInTheDocument();
    expect(await screen.findByText('45 messages')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const first = api.requests.find((request) => request.url.includes('/admin/message_index'));
    expect(first && queryOf(first)).toEqual({ page: '1', limit: '20', sort: '-created_at' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.requests.some((request) => request.url.includes('message_index') && queryOf(request).page === '2')).toBe(true));
  });

  it('translates exactly the option labels the server sends (message.type.alarm → Alarm)', async () => {
    setup();
    await renderApp('/system/message', { token: 'tok' });
    const type = await screen.findByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'System', 'Announcement', 'Alarm', 'Work order', 'Approval']));
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Unread', 'Read']);
  });

  it('filters by type, status and keyword, in the URL and the request', async () => {
    const api = setup();
    const { router } = await renderApp('/system/message', { token: 'tok' });
    await screen.findByRole('table');
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option')).toHaveLength(6));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Alarm');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unread');
    // The choices apply at once; typed text with Enter (or Search).
    await waitFor(() => expect(router.state.location.search).toBe('?type=alarm&status=unread'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keyword' }), ' pump {Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe(' pump '));
    await waitFor(() =>
      expect(api.requests.map((request) => request.url.includes('message_index') && queryOf(request)).filter(Boolean).at(-1)).toEqual({
        page: '1', limit: '20', sort: '-created_at', type: 'alarm', status: 'unread', keyword: 'pump',
      }),
    );
    expect(await screen.findByText('1 message')).toBeInTheDocument();
  });

  it('marks a message read from its row, the selected ones, then all of them', async () => {
    const bodies: unknown[] = [];
    setup(adminProfile, { 'POST /admin/message_read': async (request: Request) => {
      const body = await request.json();
      bodies.push(body);
      return { updated: body.all ? 2 : body.ids.length };
    } });
    await renderApp('/system/message', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    // Only an unread message offers Mark read; every message can be deleted.
    expect(await rowActionNames(table, 'Pump 3 vibration high')).toEqual(['Mark read', 'Delete']);
    expect(await rowActionNames(table, 'Work order #88 closed')).toEqual(['Delete']);
    await chooseRowAction(table, 'Pump 3 vibration high', 'Mark read');
    expect(await screen.findByText('1 message marked read')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Pump 3 vibration high' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Mark selected read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [11] }, { ids: [11] }, { all: true }]));
  });

  it('deletes a message after a confirmation, with the id in the path and the query', async () => {
    const api = setup(adminProfile, { 'DELETE /admin/message_delete/10': () => null });
    await renderApp('/system/message', { token: 'tok' });
    await chooseRowAction(await screen.findByRole('table', { name: 'Messages' }), 'Work order #88 closed', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Work order #88 closed?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Work order #88 closed was deleted.')).toBeInTheDocument();
    const request = api.requests.find((candidate) => candidate.method === 'DELETE');
    expect(request?.url).toBe('http://api.test/admin/message_delete/10?id=10');
  });

  it('prints the selection on /print/messages/<ids>', async () => {
    setup();
    const { router } = await renderApp('/system/message', { token: 'tok' });
    // The rows render after the answer (at transition priority): select the page once they are there.
    await screen.findAllByRole('checkbox', { name: /^Select (?!all rows)/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Print selected' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/print/messages/11,10'));
  });

  it('lets an administrator send an announcement', async () => {
    const bodies: unknown[] = [];
    setup(adminProfile, { 'POST /admin/message_broadcast': async (request: Request) => {
      bodies.push(await request.json());
      return { recipients: 6 };
    } });
    await renderApp('/system/message', { token: 'tok' });
    const form = await screen.findByRole('region', { name: 'Send an announcement' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a title');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Maintenance window');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Content' }), 'Saturday 22:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Announcement sent to 6 users')).toBeInTheDocument();
    expect(bodies).toEqual([{ title: 'Maintenance window', content: 'Saturday 22:00' }]);
  });

  it('does not offer the announcement to other users', async () => {
    setup(technicianProfile);
    await renderApp('/system/message', { token: 'tok' });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Send an announcement' })).not.toBeInTheDocument();
  });
});
