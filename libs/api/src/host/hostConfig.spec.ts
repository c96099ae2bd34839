import type { HostConfig } from '../schemas';
import { loadHostConfigs, pickHostConfig } from './hostConfig';

const entry = (over: Partial<HostConfig>): HostConfig => ({
  domain: 'om.example.com',
  uri: '',
  code: 'OM',
  name_ii: 'O&M Cloud',
  icon: '/brand.svg',
  lpic: '/bg.svg',
  theme: '#409EFF',
  attach: '',
  release: '1',
  modules: [{ sk: 'device' }],
  encrypt: false,
  customer_mode: false,
  ...over,
});

describe('pickHostConfig', () => {
  it('picks the entry whose domain is the host name', () => {
    const list = [entry({ domain: 'a.test', name_ii: 'A' }), entry({ domain: 'b.test', name_ii: 'B' })];
    expect(pickHostConfig(list, 'b.test').name_ii).toBe('B');
  });

  it('falls back to 管理系统 and the bundled pictures when fields are blank', () => {
    const picked = pickHostConfig([entry({ domain: 'a.test', name_ii: '', icon: '', lpic: ' ' })], 'a.test');
    expect(picked).toMatchObject({ name_ii: '管理系统', icon: '/logo.svg', lpic: '/login-bg.svg', code: 'OM' });
  });

  it('uses a wildcard entry, else defaults without modules', () => {
    expect(pickHostConfig([entry({ domain: '*', name_ii: 'Any' })], 'x.test').name_ii).toBe('Any');
    expect(pickHostConfig([], 'x.test')).toMatchObject({ domain: 'x.test', name_ii: '管理系统', modules: [] });
  });
});

describe('loadHostConfigs', () => {
  it('reads the plain list from /c.bin of the origin', async () => {
    const fetch = jest.fn<Promise<Response>, [Request]>(async () => new Response(JSON.stringify([entry({})]), { headers: { 'Content-Type': 'application/json' } }));
    const list = await loadHostConfigs('http://console.test', fetch);
    expect(fetch.mock.calls[0][0].url).toBe('http://console.test/c.bin');
    expect(list).toHaveLength(1);
  });

  it('treats an unreachable or malformed list as empty', async () => {
    expect(await loadHostConfigs('http://console.test', async () => { throw new TypeError('offline'); })).toEqual([]);
    expect(await loadHostConfigs('http://console.test', async () => new Response('{}'))).toEqual([]);
    expect(await loadHostConfigs('http://console.test', async () => new Response('[]', { status: 404 }))).toEqual([]);
  });

  it('skips entries without a domain', async () => {
    const body = JSON.stringify([entry({ domain: 'a.test' }), { name_ii: 'No domain' }, 'text', null]);
    expect(await loadHostConfigs('http://console.test', async () => new Response(body))).toEqual([entry({ domain: 'a.test' })]);
  });
});
