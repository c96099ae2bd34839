import { configureStore } from '@reduxjs/toolkit';
import { configureApi } from '../client/configure';
import { api } from './api';
import { dashboardApi } from '../generated/endpoints/dashboard';
import { devicesApi } from '../generated/endpoints/devices';
import { messagesApi } from '../generated/endpoints/messages';
import { sessionApi } from '../generated/endpoints/session';
import { usersApi } from '../generated/endpoints/users';
import { messageDeleteApi } from './messages';

function storeWith(respond: (request: Request) => Promise<Response>) {
  const fetch = jest.fn(respond);
  const handlers = { getToken: () => 't', navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() };
  configureApi({ baseUrl: 'http://api.test', fetch, ...handlers });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  return { store, fetch, handlers };
}

const ok = (data: unknown) => async () => new Response(JSON.stringify({ code: 20000, message: '', data }), { status: 200 });
const refused = async () => new Response(JSON.stringify({ code: 40000, message: 'name: is required', data: null }), { status: 400 });

describe('RTK Query endpoints', () => {
  it('unwraps the envelope', async () => {
    const { store } = storeWith(ok({ token: 'abc' }));
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'u', password: 'p' })).unwrap();
    expect(result).toEqual({ token: 'abc' });
  });

  it('keeps a serialisable failure', async () => {
    const { store } = storeWith(async () => new Response(JSON.stringify({ code: 40400, message: 'gone', data: null }), { status: 404 }));
    const result = await store.dispatch(dashboardApi.endpoints.getHome.initiate());
    expect(result.error).toEqual({ message: 'gone', reason: 'code', notified: true, code: 40400, status: 404 });
  });

  it('repeats the message id in path and query on delete', async () => {
    const { store, fetch } = storeWith(ok(null));
    await store.dispatch(messageDeleteApi.endpoints.deleteMessage.initiate(7)).unwrap();
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe('http://api.test/admin/message_delete/7?id=7');
  });
});

describe('the generated endpoints', () => {
  it('send a list query under its contract names, with the bearer token', async () => {
    const { store, fetch } = storeWith(ok({ items: [], total: 0 }));
    await store.dispatch(devicesApi.endpoints.listDevices.initiate({ page: 2, limit: 20, company_id: 3, keyword: 'pump' })).unwrap();
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://api.test/api/devices?page=2&limit=20&company_id=3&keyword=pump');
    expect(request.headers.get('Authorization')).toBe('Bearer t');
  });

  it('fill in the path, send the body and the query of a write', async () => {
    const { store, fetch } = storeWith(ok(null));
    await store.dispatch(devicesApi.endpoints.deleteDevice.initiate({ id: 12, version: 4 })).unwrap();
    await store.dispatch(usersApi.endpoints.resetUserPassword.initiate({ id: 5, body: { password: 'Abcdefg1234' } })).unwrap();
    const [remove, reset] = fetch.mock.calls.map(([request]) => request);
    expect([remove.method, remove.url]).toEqual(['DELETE', 'http://api.test/api/devices/12?version=4']);
    expect([reset.method, reset.url]).toEqual(['POST', 'http://api.test/api/users/5/reset_password']);
    expect(await reset.json()).toEqual({ password: 'Abcdefg1234' });
  });

  it('are quiet on writes (the form shows the message) and toast a failed read', async () => {
    const { store, handlers } = storeWith(refused);
    const body = { username: 'manager', password: 'Abcdefg1234', role_id: 2, name: '', avatar: '', department_id: 0, phone: '' };
    const write = await store.dispatch(usersApi.endpoints.createUser.initiate(body));
    expect(write.error).toMatchObject({ message: 'name: is required', notified: false });
    expect(handlers.toast).not.toHaveBeenCalled();
    const read = await store.dispatch(usersApi.endpoints.getUser.initiate(1));
    expect(read.error).toMatchObject({ notified: true });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('keep the exceptions a module declares: sign-in toasts, the background poll does not', async () => {
    const { store, handlers } = storeWith(refused);
    await store.dispatch(messagesApi.endpoints.pollMessages.initiate({ t: 1 }));
    expect(handlers.toast).not.toHaveBeenCalled();
    await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'u', password: 'p' }));
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('refresh what a write invalidates (the module cache tags are in place)', async () => {
    const { store, fetch } = storeWith(ok({ items: [], total: 0 }));
    const list = store.dispatch(usersApi.endpoints.listUsers.initiate({}));
    await list;
    await store.dispatch(usersApi.endpoints.deleteUser.initiate({ id: 1, version: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const lists = fetch.mock.calls.filter(([request]) => request.method === 'GET');
    expect(lists).toHaveLength(2);
    list.unsubscribe();
  });
});
