import { createGuardLoader, GuardUnavailableError, type GuardWiring } from './createGuardLoader';

interface P {
  roles: string[];
}

function wiring(over: Partial<GuardWiring<P>>): GuardWiring<P> {
  return {
    getSession: () => ({ token: 't', roles: [] }),
    fetchProfile: async () => ({ roles: ['deviceList'] }),
    onProfile: jest.fn(),
    resetToken: jest.fn(),
    canVisit: () => true,
    notify: jest.fn(),
    ...over,
  };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (value) {
    if (value instanceof Response) return value;
    throw value;
  }
  throw new Error('expected a redirect');
}

describe('createGuardLoader', () => {
  it('returns null when the navigation is allowed', async () => {
    const loader = createGuardLoader(wiring({}));
    expect(await loader({ request: new Request('http://x.test/device/list') })).toBeNull();
  });

  it('throws a redirect response and shows the message', async () => {
    const notify = jest.fn();
    const loader = createGuardLoader(wiring({ fetchProfile: async () => ({ roles: [] }), notify }));
    const response = await thrown(loader({ request: new Request('http://x.test/dashboard?x=1') }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(notify).toHaveBeenCalledWith({ key: 'rolesEmpty' });
  });

  it('does not repeat a message the request layer already showed', async () => {
    const notify = jest.fn();
    const loader = createGuardLoader(wiring({ fetchProfile: () => Promise.reject({ message: 'expired', notified: true, reason: 'session-over' }), notify }));
    await thrown(loader({ request: new Request('http://x.test/dashboard') }));
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the session when the profile request failed for another reason: shows the error and throws for the retry page', async () => {
    const notify = jest.fn();
    const resetToken = jest.fn();
    const loader = createGuardLoader(wiring({ fetchProfile: () => Promise.reject({ message: 'Network Error', reason: 'network', notified: false }), notify, resetToken }));
    await expect(loader({ request: new Request('http://x.test/kanBan') })).rejects.toBeInstanceOf(GuardUnavailableError);
    expect(notify).toHaveBeenCalledWith({ text: 'Network Error' });
    expect(resetToken).not.toHaveBeenCalled();
  });
});
