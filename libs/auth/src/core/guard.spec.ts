import { guardNavigation, loginRedirect, redirectTarget, type GuardEffects } from './guard';

interface P {
  name: string;
  roles?: string[] | null;
}

function effects(profile: () => Promise<P | null | undefined>, canVisit = (_path: string, _roles: readonly string[]) => true) {
  const e: jest.Mocked<GuardEffects<P>> = {
    fetchProfile: jest.fn(profile),
    onProfile: jest.fn(),
    resetToken: jest.fn(),
    canVisit: jest.fn(canVisit),
  };
  return e;
}

const never = () => Promise.reject(new Error('not expected'));

describe('guardNavigation', () => {
  describe('without a token', () => {
    it.each(['/login', '/auth-redirect'])('opens %s', async (pathname) => {
      expect(await guardNavigation({ pathname }, { token: null, roles: [] }, effects(never))).toEqual({ kind: 'allow' });
    });

    it('sends any other page to /login with the wanted path and query', async () => {
      const result = await guardNavigation({ pathname: '/device/list', search: '?page=2&q=a b' }, { token: '', roles: [] }, effects(never));
      expect(result).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdevice%2Flist%3Fpage%3D2%26q%3Da%20b' });
    });

    it.each(['/', '/404', '/401', '/kanBan'])('does not open %s', async (pathname) => {
      const result = await guardNavigation({ pathname }, { token: undefined, roles: [] }, effects(never));
      expect(result).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/login\?redirect=/) });
    });
  });

  describe('with a token', () => {
    it('sends /login to /', async () => {
      const e = effects(never);
      expect(await guardNavigation({ pathname: '/login' }, { token: 't', roles: [] }, e)).toEqual({ kind: 'redirect', to: '/' });
      expect(e.fetchProfile).not.toHaveBeenCalled();
    });

    it('lets a user with roles through without fetching the profile', async () => {
      const e = effects(never);
      expect(await guardNavigation({ pathname: '/device/list' }, { token: 't', roles: ['deviceList'] }, e)).toEqual({ kind: 'allow' });
      expect(e.fetchProfile).not.toHaveBeenCalled();
    });

    it('fetches the profile once roles are missing and stores it', async () => {
      const profile = { name: 'Ann', roles: ['deviceList'] };
      const e = effects(async () => profile);
      expect(await guardNavigation({ pathname: '/device/list' }, { token: 't', roles: [] }, e)).toEqual({ kind: 'allow' });
      expect(e.onProfile).toHaveBeenCalledWith(profile);
      expect(e.canVisit).toHaveBeenCalledWith('/device/list', ['deviceList']);
      expect(e.resetToken).not.toHaveBeenCalled();
    });

    it('sends a page the roles may not see to /404', async () => {
      const e = effects(async () => ({ name: 'Ann', roles: ['x'] }), () => false);
      expect(await guardNavigation({ pathname: '/system/rules' }, { token: 't', roles: [] }, e)).toEqual({ kind: 'redirect', to: '/404' });
    });

    it('rejects an empty profile with 验证失败，请重新登录.', async () => {
      const e = effects(async () => null);
      const result = await guardNavigation({ pathname: '/dashboard' }, { token: 't', roles: [] }, e);
      expect(result).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fdashboard', message: { key: 'profileEmpty' }, notified: false });
      expect(e.resetToken).toHaveBeenCalled();
      expect(e.onProfile).not.toHaveBeenCalled();
    });

    it.each([[[]], [null], [undefined]])('rejects roles %p with 拉取用户权限失败！', async (roles) => {
      const e = effects(async () => ({ name: 'Ann', roles }));
      const result = await guardNavigation({ pathname: '/dashboard' }, { token: 't', roles: [] }, e);
      expect(result).toMatchObject({ kind: 'redirect', message: { key: 'rolesEmpty' } });
      expect(e.resetToken).toHaveBeenCalled();
    });

    it('logs out with the error text when the answer says the session is over', async () => {
      const e = effects(() => Promise.reject({ message: 'token expired', notified: true, reason: 'session-over', code: 50012 }));
      const result = await guardNavigation({ pathname: '/device/list', search: '?a=1' }, { token: 't', roles: [] }, e);
      expect(result).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2Fdevice%2Flist%3Fa%3D1',
        message: { text: 'token expired' },
        notified: true,
      });
      expect(e.resetToken).toHaveBeenCalled();
    });

    it.each([
      ['code 50008', { message: 'no such token', code: 50008, notified: true }],
      ['HTTP 401', { message: '', status: 401, notified: false }],
    ])('ends the session on %s', async (_name, failure) => {
      const e = effects(() => Promise.reject(failure));
      expect(await guardNavigation({ pathname: '/dashboard' }, { token: 't', roles: [] }, e)).toMatchObject({ kind: 'redirect' });
      expect(e.resetToken).toHaveBeenCalled();
    });

    it('falls back to 验证失败，请重新登陆 when the session-ending failure has no text', async () => {
      const e = effects(() => Promise.reject({ message: '', status: 401, notified: false }));
      const result = await guardNavigation({ pathname: '/dashboard' }, { token: 't', roles: [] }, e);
      expect(result).toMatchObject({ message: { key: 'verifyFailed' }, notified: false });
    });

    // The /kanBan bug: the redirect aborted the profile request and the guard signed the user out.
    it.each([
      ['an abort (a redirect cancelled the request)', { message: 'aborted', reason: 'aborted', notified: true }],
      ['a network failure', { message: 'Network Error', reason: 'network', notified: true }],
      ['a timeout', { message: 'timeout', reason: 'timeout', notified: true }],
      ['a 503', { message: 'The database is unavailable', reason: 'code', code: 50300, status: 503, notified: true }],
      ['a 500 without envelope', { message: 'Request failed with status code 500', reason: 'http', status: 500, notified: false }],
      ['a thrown Error', new Error('boom')],
    ])('keeps the token on %s and reports it for a retry', async (_name, failure) => {
      const e = effects(() => Promise.reject(failure));
      const result = await guardNavigation({ pathname: '/kanBan' }, { token: 't', roles: [] }, e);
      expect(result).toMatchObject({ kind: 'unavailable', message: { text: expect.any(String) } });
      expect(e.resetToken).not.toHaveBeenCalled();
      expect(e.onProfile).not.toHaveBeenCalled();
    });
  });
});

describe('the redirect round trip', () => {
  it('brings the user back to the wanted path with its query', () => {
    const to = loginRedirect({ pathname: '/spare/inStock', search: '?page=3' });
    const search = to.slice(to.indexOf('?'));
    expect(redirectTarget(search)).toBe('/spare/inStock?page=3');
  });

  it('refuses targets outside the site', () => {
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBeUndefined();
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(redirectTarget('')).toBeUndefined();
  });
});
