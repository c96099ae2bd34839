import { screen, within } from '@testing-library/react';
import { adminProfile } from '../../testing/fixtures';
import { mockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { getPrintType, parsePrintIds, printPath, registerPrintType } from '../../shared/print/registry';

const messages = [
  { id: 11, title: 'Pump 3 vibration high', content: 'Station North', type: 'alarm', read: false, created_at: '2024-05-01T08:30:00Z' },
  { id: 10, title: 'Work order #88 closed', content: 'Valve replaced', type: 'workorder', read: true, created_at: '2024-04-30T10:00:00Z' },
  { id: 9, title: 'Not selected', content: '', type: 'system', read: true, created_at: '2024-04-29T10:00:00Z' },
];

describe('the print page', () => {
  let print: jest.SpyInstance;
  beforeEach(() => {
    print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('prints the chosen messages on their own page and opens the print dialog', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /admin/message_index': () => ({ items: messages, total: 3 }) });
    await renderApp('/print/messages/11,10', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Messages (2)', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(within(table).getByText('Work order #88 closed')).toBeInTheDocument();
    expect(within(table).queryByText('Not selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('needs a session like every page but /login', async () => {
    mockApi({});
    const { router } = await renderApp('/print/messages/1');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.search).toBe('?redirect=%2Fprint%2Fmessages%2F1');
  });

  it('says so for a type nobody registered', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile });
    await renderApp('/print/nothing/1', { token: 'tok' });
    expect(await screen.findByText('There is no print type “nothing”.')).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});

describe('the print registry', () => {
  it('registers a module’s type, loads its records and renders them', async () => {
    registerPrintType<string[]>('test-labels', {
      title: (_t, ids) => `Labels ${ids.join('+')}`,
      load: async (ids) => ids.map((id) => `label ${id}`),
      render: (labels) => labels.join(', '),
    });
    const type = getPrintType('test-labels');
    const render = await type?.prepare([1, 2], { dispatch: jest.fn() });
    expect(render?.()).toBe('label 1, label 2');
  });

  it('reads and writes the ids of the address', () => {
    expect(parsePrintIds('3,5,3')).toEqual([3, 5]);
    expect(parsePrintIds('3,x')).toBeUndefined();
    expect(parsePrintIds('')).toBeUndefined();
    expect(printPath('messages', [3, 5])).toBe('/print/messages/3,5');
  });
});
