import { eq } from 'drizzle-orm';
import { messages, users } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { createMessages } from './message-store';

describe(`messages (${testBackend})`, () => {
  let t: TestApp;
  let token: string;
  let me: { id: number; companyId: number };

  beforeAll(async () => {
    t = await startTestApp();
    token = await signIn(t.app, 'technician', 'Demo@12345');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'technician'));
    if (!row) throw new Error('demo user technician missing');
    me = { id: row.id, companyId: row.companyId };
  }, 30_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
  const deliver = (title: string) =>
    createMessages(t.database.db, t.services.latestMessages, [{ companyId: me.companyId, userId: me.id, title, content: `${title} body`, type: 'alarm' }], {
      userId: null,
      companyId: me.companyId,
    });

  it('t=0 sets a baseline: no items and the current time stamp', async () => {
    const before = Date.now();
    const response = await get('/api/message/poll?t=0');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.data).toEqual([]);
    expect(data.t).toBeGreaterThanOrEqual(before);
    expect(data.t).toBeLessThanOrEqual(Date.now());
    expect((await get('/api/message/poll')).json().data.data).toEqual([]);
  });

  it('delivers a new message once, then nothing until the next one', async () => {
    const baseline = (await get('/api/message/poll?t=0')).json().data.t;
    expect((await get(`/api/message/poll?t=${baseline}`)).json().data).toEqual({ t: baseline, data: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [id] = await deliver('3# 水泵振动超限');
    const first = (await get(`/api/message/poll?t=${baseline}`)).json().data;
    expect(first.data).toEqual([{ id, flag: '3# 水泵振动超限', content: '3# 水泵振动超限 body' }]);
    expect(first.t).toBeGreaterThan(baseline);
    expect((await get(`/api/message/poll?t=${first.t}`)).json().data).toEqual({ t: first.t, data: [] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deliver('第二条');
    await deliver('第三条');
    const next = (await get(`/api/message/poll?t=${first.t}`)).json().data;
    expect(next.data.map((item: { flag: string }) => item.flag)).toEqual(['第二条', '第三条']);
  });

  it('answers a poll with nothing new from memory, without a database query', async () => {
    const baseline = (await get('/api/message/poll?t=0')).json().data.t;
    await get(`/api/message/poll?t=${baseline}`); // warms the cache
    const spy = jest.spyOn(t.services.db, 'select');
    const response = await get(`/api/message/poll?t=${baseline}`);
    expect(response.json().data.data).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('lists, filters, sorts and pages the caller’s messages', async () => {
    const all = (await get('/admin/message_index?limit=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.items).toHaveLength(all.total);
    const times = all.items.map((m: { created_at: string }) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.items[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), type: expect.any(String), read: expect.any(Boolean) }),
    );
    expect(all.items[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const alarms = (await get('/admin/message_index?type=alarm&limit=100')).json().data;
    expect(alarms.total).toBeGreaterThan(0);
    expect(alarms.items.every((m: { type: string }) => m.type === 'alarm')).toBe(true);

    const unread = (await get('/admin/message_index?status=unread&limit=100')).json().data;
    const read = (await get('/admin/message_index?status=read&limit=100')).json().data;
    expect(unread.total + read.total).toBe(all.total);
    expect(read.items.every((m: { read: boolean }) => m.read)).toBe(true);

    const keyword = (await get(`/admin/message_index?keyword=${encodeURIComponent('油温')}`)).json().data;
    expect(keyword.total).toBe(1);
    const percent = (await get(`/admin/message_index?keyword=${encodeURIComponent('%')}`)).json().data;
    expect(percent.total).toBe(0);

    const page2 = (await get('/admin/message_index?page=2&limit=5&sort=%2Bid')).json().data;
    const ascending = (await get('/admin/message_index?limit=100&sort=%2Bid')).json().data;
    expect(page2.items.map((m: { id: number }) => m.id)).toEqual(ascending.items.slice(5, 10).map((m: { id: number }) => m.id));
    expect(page2.total).toBe(all.total);
  });

  it('answers the filter options as i18n keys', async () => {
    const { data } = (await get('/admin/message_option')).json();
    expect(data.types).toContainEqual({ value: 'alarm', label: 'message.type.alarm' });
    expect(data.types).toHaveLength(5);
    expect(data.statuses).toEqual([
      { value: 'unread', label: 'message.status.unread' },
      { value: 'read', label: 'message.status.read' },
    ]);
  });

  it('answers notifications with the unread count', async () => {
    const { data } = (await get('/api/notification?limit=3')).json();
    expect(data.items).toHaveLength(3);
    const unread = (await get('/admin/message_index?status=unread')).json().data.total;
    expect(data.unread).toBe(unread);
  });

  it('deletes one of the caller’s messages (id in path and query), then 404 for a second try', async () => {
    const [mine] = await t.database.db.select().from(messages).where(eq(messages.userId, me.id)).limit(1);
    const url = `/admin/message_delete/${mine?.id}?id=${mine?.id}`;
    const first = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 20000, message: '', data: null });
    const again = await t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
    const listed = (await get('/admin/message_index?limit=100')).json().data.items;
    expect(listed.some((m: { id: number }) => m.id === mine?.id)).toBe(false);
  });

  it('refuses a query id that differs from the path id', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/admin/message_delete/5?id=6', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('id: is invalid');
  });
});
