import { configureApi } from '@om/api';
import { readMessageCursor } from '@om/shell-state';
import { injectApi } from '../../app/apiState';
import { createAppStore } from '../../app/store';
import { pollMessagesOnce, startMessagePolling } from './polling';

function setup(reply: (t: string | null) => unknown) {
  const requests: Request[] = [];
  const fetch = jest.fn(async (request: Request) => {
    requests.push(request);
    const t = new URL(request.url).searchParams.get('t');
    return Response.json({ code: 20000, message: '', data: reply(t) });
  });
  configureApi({ baseUrl: 'http://api.test', fetch, getToken: () => 'tok', navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() });
  const store = createAppStore('tok');
  injectApi(store);
  return { store, requests };
}

describe('one message poll', () => {
  afterEach(() => {
    document.cookie = 'untime=; path=/; max-age=0';
  });

  it('sends t from the cookie untime (0 by default) and keeps the answer’s t', async () => {
    const { store, requests } = setup(() => ({ t: 1700000000000, data: [] }));
    const notify = jest.fn();
    await pollMessagesOnce(store.dispatch, notify);
    expect(new URL(requests[0].url).pathname).toBe('/api/message/poll');
    expect(new URL(requests[0].url).searchParams.get('t')).toBe('0');
    expect(readMessageCursor()).toBe(1700000000000);
    await pollMessagesOnce(store.dispatch, notify);
    expect(new URL(requests[1].url).searchParams.get('t')).toBe('1700000000000');
    expect(notify).not.toHaveBeenCalled();
  });

  it('raises one notification per new item and refreshes the unread count', async () => {
    const items = [
      { id: 5, flag: 'Pump 3 vibration high', content: 'Station North' },
      { id: 6, flag: 'Work order #88 closed', content: '' },
    ];
    const { store } = setup(() => ({ t: 42, data: items }));
    const notify = jest.fn();
    const invalidations: unknown[] = [];
    store.subscribe(() => invalidations.push(store.getState().api?.provided));
    await pollMessagesOnce(store.dispatch, notify);
    expect(notify.mock.calls.map(([item]) => item.flag)).toEqual(['Pump 3 vibration high', 'Work order #88 closed']);
    expect(readMessageCursor()).toBe(42);
  });

  it('ignores an answer that arrives after polling stopped', async () => {
    const { store } = setup(() => ({ t: 99, data: [{ id: 1, flag: 'late', content: '' }] }));
    const notify = jest.fn();
    await pollMessagesOnce(store.dispatch, notify, () => false);
    expect(notify).not.toHaveBeenCalled();
    expect(readMessageCursor()).toBe(0);
  });

  it('polls until stopped', async () => {
    jest.useFakeTimers();
    const { store, requests } = setup(() => ({ t: 1, data: [] }));
    const visibility = { isHidden: () => false, subscribe: () => () => undefined };
    const stop = startMessagePolling(store.dispatch, { notify: jest.fn(), visibility });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(2);
    stop();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(requests).toHaveLength(2);
    jest.useRealTimers();
  });
});
