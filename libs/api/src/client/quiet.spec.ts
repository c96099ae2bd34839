import { configureStore } from '@reduxjs/toolkit';
import { api } from '../query/api';
import { usersApi } from '../generated/endpoints/users';
import { ApiError } from './ApiError';
import type { ApiHandlers } from './applyOutcome';
import { getApiClient } from './client';
import { configureApi } from './configure';
import { fieldMessage, isStaleVersion } from './fieldError';
import { settle } from './settle';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(respond: (request: Request) => Promise<Response>) {
  const handlers: jest.Mocked<ApiHandlers> = { getToken: jest.fn(() => 't'), navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() };
  const fetch = jest.fn(respond);
  configureApi({ ...handlers, baseUrl: 'http://api.test', fetch });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  return { handlers, fetch, store };
}

describe('quiet requests (the caller shows the failure)', () => {
  it('does not toast an ordinary failure and says it was not notified', async () => {
    const { handlers } = setup(async () => json({ code: 40000, message: 'username: is already taken', data: null }, 400));
    const result = await settle((client) => client.GET('/api/home'), { quiet: true });
    expect(result).toEqual({ error: { message: 'username: is already taken', reason: 'code', notified: false, code: 40000, status: 400 } });
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('still toasts the same failure on an ordinary request', async () => {
    const { handlers } = setup(async () => json({ code: 40000, message: 'username: is already taken', data: null }, 400));
    const result = await settle((client) => client.GET('/api/home'));
    expect(result).toMatchObject({ error: { notified: true } });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('still goes to /401 and still ends a session', async () => {
    const { handlers } = setup(async (request) =>
      request.url.endsWith('/api/home') ? json({ code: 50000, message: '用户未授权', data: null }, 403) : json({ code: 50012, message: 'over', data: null }, 401),
    );
    await settle((client) => client.GET('/api/home'), { quiet: true });
    expect(handlers.navigate).toHaveBeenCalledWith('/401');
    await settle((client) => client.GET('/api/health'), { quiet: true });
    expect(handlers.onSessionOver).toHaveBeenCalledTimes(1);
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('reuses one client per variant', () => {
    setup(async () => json({}));
    expect(getApiClient({ quiet: true })).toBe(getApiClient({ quiet: true }));
    expect(getApiClient({ quiet: true })).not.toBe(getApiClient());
  });

  it('makes form writes quiet: a create keeps the message for the form', async () => {
    const { handlers, store, fetch } = setup(async () => json({ code: 40000, message: 'username: is already taken', data: null }, 400));
    const body = { username: 'manager', password: 'Abcdefg1234', role_id: 2, name: '', avatar: '', department_id: 0, phone: '' };
    const result = await store.dispatch(usersApi.endpoints.createUser.initiate(body));
    expect(result.error).toMatchObject({ message: 'username: is already taken', notified: false });
    expect(handlers.toast).not.toHaveBeenCalled();
    expect(await fetch.mock.calls[0][0].json()).toEqual(body);
  });

  it('sends the version read with an update, and keeps a 409 for the form', async () => {
    const { store, fetch, handlers } = setup(async () => json({ code: 40900, message: 'Someone else changed this row', data: null }, 409));
    const result = await store.dispatch(usersApi.endpoints.updateUser.initiate({ id: 2, body: { version: 3, name: 'X' } }));
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('http://api.test/api/users/2');
    expect(await request.json()).toEqual({ version: 3, name: 'X' });
    expect(result.error).toMatchObject({ code: 40900, notified: false });
    expect(handlers.toast).not.toHaveBeenCalled();
  });
});

describe('field messages', () => {
  it('splits the field the server names', () => {
    expect(fieldMessage('username: is already taken')).toEqual({ field: 'username', text: 'is already taken' });
    expect(fieldMessage('parent_id: cannot be the row itself or one of its descendants')).toMatchObject({ field: 'parent_id' });
    expect(fieldMessage('Someone else changed this row in the meantime; reload it and try again')).toBeUndefined();
  });

  it('tells a stale version from a duplicate', () => {
    expect(isStaleVersion({ message: 'Someone else changed this row', reason: 'code', notified: false, code: 40900 })).toBe(true);
    expect(isStaleVersion({ message: 'code: is already taken', reason: 'code', notified: false, code: 40900 })).toBe(false);
    expect(isStaleVersion({ message: 'x', reason: 'code', notified: false, code: 40000 })).toBe(false);
  });

  it('ApiError stays an Error', () => {
    expect(new ApiError('m', 'code', false)).toBeInstanceOf(Error);
  });
});
