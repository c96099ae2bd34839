import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flattenRoutes, readCookie } from '@om/auth';
import { createI18n, loadLanguage, type I18n } from '@om/i18n';
import { adminProfile, home, technicianProfile } from '../testing/fixtures';
import { Envelope, mockApi } from '../testing/mockApi';
import { renderApp } from '../testing/renderApp';
import { appRoutes, declaredRoutes } from './routeRecords';

let i18n: I18n;
beforeAll(async () => {
  i18n = createI18n('en', await loadLanguage('en'));
});
/** The built modules' groups (a module that is not built has none). */
const topLevel = () => appRoutes.filter((record) => record.children && !record.hidden).map((record) => i18n.t(record.title, { ns: 'route' }));

describe('the console', () => {
  it('sends a visitor without a token to the sign-in page with the wanted address', async () => {
    mockApi({});
    const { router } = await renderApp('/device/list?page=2');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdevice%2Flist%3Fpage%3D2');
  });

  it('shows an administrator the dashboard and the whole menu', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
    const { router } = await renderApp('/', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const title of topLevel()) expect(within(nav).getByRole('button', { name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard - O&M Cloud'));
  });

  it("shows a technician only what their roles allow", async () => {
    mockApi({ 'GET /user/user_info': () => technicianProfile, 'GET /api/home': () => home });
    await renderApp('/dashboard', { token: 'tok' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Devices' }));
    expect(within(nav).getByRole('link', { name: 'Device ledger' })).toHaveAttribute('href', '/device/list');
    expect(within(nav).queryByRole('link', { name: 'Device types' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Repair' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Spare parts' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Suppliers' })).not.toBeInTheDocument();
  });

  it('sends a page the roles do not allow to /404', async () => {
    mockApi({ 'GET /user/user_info': () => technicianProfile });
    const { router } = await renderApp('/system/rules', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('sends unknown addresses to /404', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile });
    await renderApp('/no/such/page', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('leaves a declared page that is not built out of the menu and answers its address with /404 and a way home', async () => {
    const unbuilt = flattenRoutes(declaredRoutes).find((entry) => !entry.route.children && !entry.route.page && !entry.route.hidden);
    // Once every module is built there is nothing left to hide (the rule itself: define.spec.ts).
    if (!unbuilt) return;
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
    const { router } = await renderApp(unbuilt.fullPath, { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const title = i18n.t(unbuilt.route.title, { ns: 'route' });
    for (const group of within(nav).queryAllByRole('button', { expanded: false })) await userEvent.click(group);
    expect(within(nav).queryByRole('link', { name: title })).not.toBeInTheDocument();
  });

  it('keeps the session when the profile request fails with a 5xx, shows the error and lets the user retry', async () => {
    let answer: unknown = new Envelope(50300, 'The database is unavailable', 503);
    mockApi({ 'GET /user/user_info': () => answer, 'GET /api/home': () => home });
    const { router } = await renderApp('/kanBan', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'The server could not be reached' })).toBeInTheDocument();
    expect(readCookie('Admin-Token')).toBe('tok');
    expect(router.state.location.pathname).not.toBe('/login');
    answer = adminProfile;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The server could not be reached' })).not.toBeInTheDocument());
    expect(readCookie('Admin-Token')).toBe('tok');
  });

  it('keeps the session when the profile request never gets an answer (network failure)', async () => {
    const api = mockApi({ 'GET /api/home': () => home });
    api.fetch.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(readCookie('Admin-Token')).toBe('tok');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('ends the session when the server says it is over (50012)', async () => {
    mockApi({ 'GET /user/user_info': () => new Envelope(50012, 'Your session has ended; please sign in again', 401) });
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readCookie('Admin-Token')).toBeUndefined();
  });

  it('refuses a profile without roles, forgets the token and explains why', async () => {
    mockApi({ 'GET /user/user_info': () => ({ ...adminProfile, roles: [] }) });
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
    expect(readCookie('Admin-Token')).toBeUndefined();
    expect(await screen.findByText('Could not load your permissions!')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /login', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
    const { router } = await renderApp('/login', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes to /401 without a toast when the server says 用户未授权', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => new Envelope(50000, '用户未授权', 403) });
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/401');
    expect(screen.queryByText('用户未授权')).not.toBeInTheDocument();
  });

  it('toasts the message of a failing request', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => new Envelope(50300, 'Database unreachable', 503) });
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('Database unreachable')).toBeInTheDocument();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
  });

  it('opens the user menu with Profile and Log out', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
    const { router } = await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    // The first item has the focus when the menu opens.
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/index');
    expect(screen.getByText('Administrators')).toBeInTheDocument();
  });

  it('collapses the sidebar and remembers it in the sidebarStatus cookie', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
    await renderApp('/dashboard', { token: 'tok' });
    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(readCookie('sidebarStatus')).toBe('0');
    await userEvent.click(toggle);
    expect(readCookie('sidebarStatus')).toBe('1');
  });
});

describe('a deployment in customer mode', () => {
  it('calls the region page customer management', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile });
    const { testHost } = await import('../testing/renderApp');
    await renderApp('/system/region', { token: 'tok', host: { ...testHost, customer_mode: true } });
    expect(await screen.findByRole('heading', { name: 'Customer management' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Customer management - O&M Cloud'));
  });
});
