import { configureStore } from '@reduxjs/toolkit';
import { configureApi } from '../client/client';
import { api } from './api';
import { dashboardApi } from './dashboard';
import { messagesApi } from './messages';
import { sessionApi } from './session';

function storeWith(respond: (request: Request) => Promise<Response>) {
  const fetch = jest.fn(respond);
  configureApi({ baseUrl: 'http://api.test', fetch, getToken: () => 't', navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  return { store, fetch };
}

const ok = (data: unknown) => async () => new Response(JSON.stringify({ code: 20000, message: '', data }), { status: 200 });

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
    await store.dispatch(messagesApi.endpoints.deleteMessage.initiate(7)).unwrap();
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('DELETE');
    expect(request.url).toBe('http://api.test/admin/message_delete/7?id=7');
  });
});
