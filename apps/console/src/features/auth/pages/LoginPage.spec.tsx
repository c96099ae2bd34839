import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@om/auth';
import { adminProfile } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp, renderSignInFirst, testHost } from '../../../testing/renderApp';

describe('the sign-in page', () => {
  it('shows the platform name and the picture of the host', async () => {
    mockApi({});
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'O&M Cloud' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in - O&M Cloud');
  });

  it("names the platform in the page's language from the host configuration, else name_ii", async () => {
    mockApi({});
    const host = { ...testHost, name_ii: '运维云平台', names: { en: 'O&M Cloud', es: 'Nube de O&M' } };
    await renderApp('/login', { host, language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Nube de O&M' })).toBeInTheDocument();
    expect(document.title).toMatch(/ - Nube de O&M$/);
  });

  it('falls back to name_ii in a language the host configuration does not name', async () => {
    mockApi({});
    await renderApp('/login', { host: { ...testHost, name_ii: '运维云平台', names: { en: 'O&M Cloud' } }, language: 'ja' });
    expect(await screen.findByRole('heading', { name: '运维云平台' })).toBeInTheDocument();
  });

  it('starts with the focus in the username field', async () => {
    mockApi({});
    await renderApp('/login');
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('signs in with the trimmed username and the password as typed, then goes to the redirect', async () => {
    const api = mockApi({
      'POST /user/admin': () => ({ token: 'tok-42' }),
      'GET /user/user_info': () => adminProfile,
    });
    const { router } = await renderApp('/login?redirect=%2Fdevice%2Flist%3Fpage%3D2');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), '  admin ');
    await userEvent.type(screen.getByLabelText('Password'), ' s3cret ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Device ledger' })).toBeInTheDocument();
    const login = api.requests.find((r) => r.method === 'POST');
    expect(await login?.json()).toEqual({ username: 'admin', password: ' s3cret ' });
    expect(readCookie('Admin-Token')).toBe('tok-42');
    expect(router.state.location.pathname + router.state.location.search).toBe('/device/list?page=2');
    const profileRequest = api.requests.find((r) => r.url.endsWith('/user/user_info'));
    expect(profileRequest?.headers.get('Authorization')).toBe('Bearer tok-42');
  });

  it('asks for both fields before calling the server', async () => {
    const api = mockApi({});
    await renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal and stays", async () => {
    mockApi({ 'POST /user/admin': () => new Envelope(40100, 'Wrong username or password', 401) });
    const { router } = await renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readCookie('Admin-Token')).toBeUndefined();
  });

  it('switches the language from the Language menu and remembers it', async () => {
    mockApi({});
    await renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Language' }));
    for (const name of ['中文', 'English', 'Español', '日本語']) expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '用户名' })).toBeInTheDocument();
    expect(readCookie('language')).toBe('zh');
    expect(document.title).toBe('登录 - O&M Cloud');
  });

  describe('opened without a session, before the router has loaded', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('shows the sign-in page with its title and the focus in the username field', async () => {
      mockApi({});
      const { router } = await renderSignInFirst('/login');
      expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'O&M Cloud' })).toBeInTheDocument();
      expect(document.title).toBe('Sign in - O&M Cloud');
      expect(router()).toBeUndefined();
    });

    it('signs in, then starts the router at the redirect in place of /login', async () => {
      mockApi({ 'POST /user/admin': () => ({ token: 'tok-7' }), 'GET /user/user_info': () => adminProfile });
      const { router } = await renderSignInFirst('/login?redirect=%2Fdevice%2Flist%3Fpage%3D2');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }), 'admin');
      await userEvent.type(screen.getByLabelText('Password'), 's3cret');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('heading', { name: 'Device ledger' })).toBeInTheDocument();
      expect(readCookie('Admin-Token')).toBe('tok-7');
      expect(router()?.state.location.pathname).toBe('/device/list');
      expect(window.location.pathname + window.location.search).toBe('/device/list?page=2');
    });
  });
});
