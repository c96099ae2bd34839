import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODULE_KEYS } from '@om/auth/core';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe(`host configuration and health (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own data folder: the default one is inside the repository.
    t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-host-config-')) } });
  }, 120_000);
  afterAll(() => t?.close());

  it('answers /c.bin as a plain list (no envelope), without a session', async () => {
    const response = await t.app.inject({ url: '/c.bin' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((entry: { domain: string }) => entry.domain)).toEqual(['127.0.0.1', 'localhost']);
    expect(list[1]).toEqual({
      domain: 'localhost',
      uri: '',
      code: 'OM01',
      name_ii: '设备智能运维管理云平台',
      names: { zh: '设备智能运维管理云平台', en: 'Equipment O&M Cloud Platform', es: 'Plataforma de operación y mantenimiento de equipos', ja: '設備インテリジェント保守管理クラウド' },
      icon: '/logo.svg',
      lpic: '/login-bg.svg',
      theme: '#1890ff',
      attach: '',
      release: '1.0.0',
      modules: MODULE_KEYS.map((sk) => ({ sk, name: expect.any(String) })),
      encrypt: false,
      customer_mode: false,
    });
  });

  it('answers /c.bin with an ETag to revalidate (no-cache), and 304 when it still matches', async () => {
    const first = await t.app.inject({ url: '/c.bin' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ url: '/c.bin', headers: { 'if-none-match': ifNoneMatch } });
      expect([again.statusCode, again.headers['etag'], again.body]).toEqual([304, etag, '']);
    }
    expect((await t.app.inject({ url: '/c.bin', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 20000,
      message: '',
      data: { status: 'ok', database: testBackend, version: expect.any(String), uptime_s: expect.any(Number) },
    });
  });
});
