/** A fake API for tests: `'GET /api/home': () => data` answers the envelope `{ code: 20000, data }`. */
export type Handler = (request: Request) => unknown;

export interface MockApi {
  fetch: jest.SpyInstance<Promise<Response>, Parameters<typeof fetch>>;
  requests: Request[];
}

/** A handler's answer that is a failure envelope instead of data. */
export class Envelope {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly status = 200,
  ) {}
}

/** What every signed-in page asks in the background (unread count, message poll), unless a test says otherwise. */
const SHELL_DEFAULTS: Record<string, Handler> = {
  'GET /api/notification': () => ({ items: [], total: 0, unread: 0 }),
  'GET /api/message/poll': () => ({ t: 1, data: [] }),
};

/** Replaces the global fetch; call before renderApp (the API client takes fetch when it is created). */
export function mockApi(overrides: Record<string, Handler>): MockApi {
  const handlers = { ...SHELL_DEFAULTS, ...overrides };
  const requests: Request[] = [];
  const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const { pathname } = new URL(request.url);
    const handler = handlers[`${request.method} ${pathname}`];
    if (!handler) return new Response('not mocked', { status: 404 });
    const data = await handler(request.clone());
    // A file download (GET /api/files/{id}): the handler answers the bytes itself.
    if (data instanceof Response) return data;
    if (data instanceof Envelope) {
      return Response.json({ code: data.code, message: data.message, data: null }, { status: data.status });
    }
    return Response.json({ code: 20000, message: '', data });
  });
  fetch.mockClear();
  return { fetch, requests };
}
