import { ApiError } from './ApiError';
import type { ApiHandlers } from './applyOutcome';
import { createApiClient } from './client';

type FetchMock = jest.Mock<Promise<Response>, [Request]>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: (request: Request) => Promise<Response>, token: string | null = 'tok-1', timeoutMs = 15000) {
  const handlers: jest.Mocked<ApiHandlers> = {
    getToken: jest.fn(() => token),
    navigate: jest.fn(),
    toast: jest.fn(),
    onSessionOver: jest.fn(),
  };
  const fetch: FetchMock = jest.fn(respond);
  const client = createApiClient({ ...handlers, baseUrl: 'http://api.test', fetch, timeoutMs });
  return { client, handlers, fetch };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('the API client', () => {
  it('answers the payload on 20000 and sends the bearer token', async () => {
    const { client, fetch, handlers } = setup(async () =>
      json({ code: 20000, message: '', data: { company: { name: 'ACME' }, counts: {}, messages: [] } }),
    );
    const { data } = await client.GET('/api/home');
    expect(data?.data.company.name).toBe('ACME');
    const request = fetch.mock.calls[0][0];
    expect(request.url).toBe('http://api.test/api/home');
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fetch } = setup(async () => json({ code: 20000, message: '', data: { token: 't' } }), null);
    await client.POST('/user/admin', { body: { username: 'a', password: 'b' } });
    expect(fetch.mock.calls[0][0].headers.has('Authorization')).toBe(false);
  });

  it('goes to /401 without a toast on 50000 用户未授权', async () => {
    const { client, handlers } = setup(async () => json({ code: 50000, message: '用户未授权', data: null }, 403));
    const error = await rejection(client.GET('/api/home'));
    expect(error.reason).toBe('forbidden');
    expect(handlers.navigate).toHaveBeenCalledWith('/401');
    expect(handlers.toast).not.toHaveBeenCalled();
    expect(handlers.onSessionOver).not.toHaveBeenCalled();
  });

  it.each([50008, 50012])('ends the session on %i', async (code) => {
    const { client, handlers } = setup(async () => json({ code, message: 'session over', data: null }, 401));
    const error = await rejection(client.GET('/user/user_info'));
    expect(error.reason).toBe('session-over');
    expect(handlers.onSessionOver).toHaveBeenCalledTimes(1);
    expect(handlers.navigate).not.toHaveBeenCalled();
  });

  it('toasts the message of any other code for 5 s and rejects', async () => {
    const { client, handlers } = setup(async () => json({ code: 40100, message: 'wrong password', data: null }, 401));
    const error = await rejection(client.POST('/user/admin', { body: { username: 'a', password: 'b' } }));
    expect(error.message).toBe('wrong password');
    expect(error.code).toBe(40100);
    expect(handlers.toast).toHaveBeenCalledWith({ message: 'wrong password', reason: 'code', code: 40100, status: 401, durationMs: 5000 });
    expect(handlers.onSessionOver).not.toHaveBeenCalled();
  });

  it("toasts 'Error' when a failing code has no message", async () => {
    const { client, handlers } = setup(async () => json({ code: 40900, data: null }, 200));
    await rejection(client.GET('/api/home'));
    expect(handlers.toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error', durationMs: 5000 }));
  });

  it('toasts an HTTP 500 without envelope', async () => {
    const { client, handlers } = setup(async () => new Response('Internal Server Error', { status: 500 }));
    const error = await rejection(client.GET('/api/home'));
    expect(error.reason).toBe('http');
    expect(error.status).toBe(500);
    expect(handlers.toast).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'http', status: 500, message: 'Request failed with status code 500', durationMs: 5000 }),
    );
  });

  it('toasts a network error with its message', async () => {
    const { client, handlers } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(client.GET('/api/home'));
    expect(error.reason).toBe('network');
    expect(handlers.toast).toHaveBeenCalledWith(expect.objectContaining({ reason: 'network', message: 'Failed to fetch', durationMs: 5000 }));
  });

  it('gives up after the time limit and toasts', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { client, handlers } = setup(hang, 'tok', 30);
    const error = await rejection(client.GET('/api/home'));
    expect(error.reason).toBe('timeout');
    expect(handlers.toast).toHaveBeenCalledWith(expect.objectContaining({ reason: 'timeout', durationMs: 5000 }));
  });

  it('uses a 15 s time limit by default', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const { client } = setup(async () => json({ code: 20000, message: '', data: null }));
    await client.GET('/api/health');
    expect(timeout).toHaveBeenCalledWith(15000);
    timeout.mockRestore();
  });
});
