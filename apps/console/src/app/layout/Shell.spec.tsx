import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@om/auth';
import { addErrorLog } from '@om/shell-state';
import { adminProfile, home } from '../../testing/fixtures';
import { mockApi, type Handler } from '../../testing/mockApi';
import { renderApp, testHost } from '../../testing/renderApp';

const messages = {
  items: [
    { id: 11, title: 'Pump 3 vibration high', content: 'Station North', type: 'alarm', read: false, created_at: new Date().toISOString() },
    { id: 10, title: 'Work order #88 closed', content: 'Valve replaced', type: 'workorder', read: true, created_at: new Date(Date.now() - 7_200_000).toISOString() },
  ],
  total: 2,
};
const options = {
  types: ['system', 'broadcast', 'alarm', 'workorder', 'approval'].map((type) => ({ value: type, label: `message.type.${type}` })),
  statuses: ['unread', 'read'].map((status) => ({ value: status, label: `message.status.${status}` })),
};

function shellApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/home': () => home,
    'GET /admin/message_index': () => messages,
    'GET /admin/message_option': () => options,
    'GET /api/device_types/tree': () => [],
    'GET /api/special_equipment': () => ({ items: [], total: 0 }),
    'GET /api/get_company': () => [],
    ...extra,
  });
}

const tabs = () => screen.getByRole('navigation', { name: 'Open pages' });
const tabTitles = () => within(tabs()).getAllByRole('link').map((link) => link.textContent);

describe('the visited-tabs bar', () => {
  it('adds a page once per path, titled by its route, after the pinned dashboard', async () => {
    shellApi();
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(tabTitles()).toEqual(['Dashboard']);
    expect(within(tabs()).queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();
    await act(() => router.navigate('/system/message'));
    await screen.findByRole('heading', { name: 'Messages', level: 1 });
    // (A filter, not a page: the list answers no rows here, and a page past the last is replaced by the last.)
    await act(() => router.navigate('/system/message?status=unread'));
    // Another module's page (its content is not the point here).
    await act(() => router.navigate('/device/type'));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Messages', 'Device types']));
    expect(within(tabs()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/system/message?status=unread');
  });

  it('closes others and all but keeps the pinned tab, going where a tab is left', async () => {
    shellApi();
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    for (const path of ['/system/message', '/device/type', '/device/special']) await act(() => router.navigate(path));
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Messages', 'Device types', 'Special equipment']));

    await userEvent.pointer({ keys: '[MouseRight]', target: within(tabs()).getByRole('link', { name: 'Device types' }) });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(tabTitles()).toEqual(['Dashboard', 'Device types']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/type'));
    await userEvent.click(await screen.findByRole('button', { name: 'Page actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close all' }));
    expect(tabTitles()).toEqual(['Dashboard']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('closing the showing tab goes to the last one left', async () => {
    shellApi();
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    await act(() => router.navigate('/system/message'));
    await act(() => router.navigate('/device/type'));
    await waitFor(() => expect(tabTitles()).toContain('Device types'));
    await userEvent.click(within(tabs()).getByRole('button', { name: 'Close Device types' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/message'));
    expect(tabTitles()).toEqual(['Dashboard', 'Messages']);
  });

  it('keeps a page alive: text typed in the message filter survives switching tabs', async () => {
    shellApi();
    await renderApp('/system/message', { token: 'tok' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Keyword' }), 'pump');
    await userEvent.click(within(tabs()).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.queryByRole('searchbox', { name: 'Keyword' })).not.toBeInTheDocument();
    await userEvent.click(within(tabs()).getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('searchbox', { name: 'Keyword' })).toHaveValue('pump');
  });

  it('refreshes a page through /redirect/<path>: it mounts afresh', async () => {
    shellApi();
    const { router } = await renderApp('/system/message', { token: 'tok' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Keyword' }), 'pump');
    const paths: string[] = [];
    router.subscribe((state) => paths.push(state.navigation.location?.pathname ?? state.location.pathname));
    await userEvent.click(screen.getByRole('button', { name: 'Page actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue(''));
    expect(paths).toContain('/redirect/system/message');
    expect(router.state.location.pathname).toBe('/system/message');
  });

  it('restores the open tabs after a reload (sessionStorage)', async () => {
    shellApi();
    const first = await renderApp('/dashboard', { token: 'tok' });
    await act(() => first.router.navigate('/system/message'));
    await screen.findByRole('heading', { name: 'Messages', level: 1 });
    first.unmount();
    await renderApp('/device/type', { token: 'tok' });
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Messages', 'Device types']));
  });
});

describe('the top bar', () => {
  it('links the message icon to the message list with the unread count', async () => {
    shellApi({ 'GET /api/notification': () => ({ items: [], total: 9, unread: 3 }) });
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/system/message');
  });

  it('raises a notification for each polled message and refreshes the count', async () => {
    let unread = 0;
    shellApi({
      'GET /api/notification': () => ({ items: [], total: unread, unread }),
      'GET /api/message/poll': () => {
        unread = 1;
        return { t: 1700000000123, data: [{ id: 7, flag: 'Pump 3 vibration high', content: 'Station North, sensor V-3' }] };
      },
    });
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(screen.getByText('Station North, sensor V-3')).toBeInTheDocument();
    expect(readCookie('untime')).toBe('1700000000123');
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
  });

  it('offers one shortcut to the wallboard, opened in a new tab, while it has one screen', async () => {
    shellApi();
    await renderApp('/dashboard', { token: 'tok', host: { ...testHost, code: 'OM01' } });
    // Shown from 1024px up (jsdom applies no media query, so they are hidden here).
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const shortcuts = [...document.querySelectorAll('a[target="_blank"]')].filter((a) => a.getAttribute('href')?.startsWith('/wallboard'));
    expect(shortcuts.map((a) => a.getAttribute('aria-label'))).toEqual(['Wallboard (opens in a new tab)']);
    expect(shortcuts[0]).toHaveAttribute('href', '/wallboard/');
  });

  it('switches the size: the size cookie and the controls of the pages follow', async () => {
    shellApi();
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('main')).toHaveAttribute('data-ui-size', 'md');
    await userEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(screen.getByRole('menuitemradio', { name: 'Medium (default)' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Small' }));
    expect(readCookie('size')).toBe('small');
    expect(screen.getByRole('main')).toHaveAttribute('data-ui-size', 'sm');
  });

  it('switches the language of the whole shell', async () => {
    shellApi();
    await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    expect(await screen.findByRole('button', { name: '搜索菜单' })).toBeInTheDocument();
    expect(readCookie('language')).toBe('zh');
    const zhTabs = screen.getByRole('navigation', { name: '已打开的页面' });
    expect(within(zhTabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页']);
  });

  it('applies a theme colour at once through CSS variables, without a request', async () => {
    const api = shellApi();
    await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Page style settings' });
    const before = api.requests.length;
    await userEvent.click(within(drawer).getByRole('radio', { name: '#f5222d' }));
    expect(document.documentElement.style.getPropertyValue('--chakra-colors-brand-500')).toBe('#f5222d');
    expect(api.requests.length).toBe(before);
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ theme: '#f5222d' });
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Tabs bar' }));
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('style');
  });

  it('finds a page with the header search and opens it', async () => {
    shellApi();
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search menu' }), 'device ledger');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Device ledger'));
    // Hidden pages (details, the profile) are not offered.
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'Device details');
    await waitFor(() => expect(within(screen.getByRole('listbox')).queryAllByRole('option').map((o) => o.textContent)).not.toContain(expect.stringContaining('/device/details')));
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'device ledger{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/list'));
  });

  it('shows the error log button only when errors were collected (production)', async () => {
    shellApi();
    const { store } = await renderApp('/dashboard', { token: 'tok', mode: 'production' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(screen.queryByRole('button', { name: /Error log/ })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(addErrorLog({ err: { message: 'boom' }, vm: '', info: 'uncaught', url: 'http://localhost/dashboard', time: 1 }));
    });
    expect(screen.getByRole('button', { name: 'Error log (1)' })).toBeInTheDocument();
  });

  it("adds the shell's texts to a boot-only start before the shell shows, the modules' before their first page", async () => {
    shellApi();
    const { router, i18n } = await renderApp('/dashboard', { token: 'tok', bootTexts: true });
    expect(await screen.findByRole('button', { name: 'Search menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'device')).toBe(false);
    await act(() => router.navigate('/device/type'));
    expect(await screen.findByRole('heading', { name: 'Device types', level: 1 })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'device')).toBe(true);
  });
});

describe('the mobile layout (below 992px)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the menu as a drawer that closes on navigation', async () => {
    shellApi();
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Devices' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Device ledger' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/list'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });
});
