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

    it('logs out with the error text when the profile fetch fails', async () => {
      const e = effects(() => Promise.reject({ message: 'token expired', notified: true }));
      const result = await guardNavigation({ pathname: '/device/list', search: '?a=1' }, { token: 't', roles: [] }, e);
      expect(result).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2Fdevice%2Flist%3Fa%3D1',
        message: { text: 'token expired' },
        notified: true,
      });
      expect(e.resetToken).toHaveBeenCalled();
    });

    it('falls back to 验证失败，请重新登陆 when the failure has no text', async () => {
      const e = effects(() => Promise.reject(new Error('')));
      const result = await guardNavigation({ pathname: '/dashboard' }, { token: 't', roles: [] }, e);
      expect(result).toMatchObject({ message: { key: 'verifyFailed' }, notified: false });
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
