import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe(`static files, contract and docs (${testBackend})`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'om-static-'));
    for (const [app, title] of [['console', 'Console'], ['wallboard', 'Wallboard']]) {
      mkdirSync(join(dir, app, 'assets'), { recursive: true });
      writeFileSync(join(dir, app, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(join(dir, app, 'assets', 'index-abc123.js'), `console.log('${title}')`);
      writeFileSync(join(dir, app, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    t = await startTestApp({ config: { consoleDist: join(dir, 'console'), wallboardDist: join(dir, 'wallboard') } });
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the console at / with no-cache on index.html', async () => {
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Console</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('falls back to index.html for client routes that want HTML, and 404 otherwise', async () => {
    const page = await t.app.inject({ url: '/device/details/12', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    const missingAsset = await t.app.inject({ url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().code).toBe(40400);
  });

  it('serves the wallboard under /wallboard/ with its own fallback', async () => {
    expect((await t.app.inject({ url: '/wallboard/', headers: html })).body).toContain('<title>Wallboard</title>');
    expect((await t.app.inject({ url: '/wallboard/kanBan', headers: html })).body).toContain('<title>Wallboard</title>');
    expect((await t.app.inject({ url: '/wallboard/assets/index-abc123.js' })).body).toContain('Wallboard');
  });

  it('never serves files outside the build folders', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps API paths out of the SPA fallback', async () => {
    const response = await t.app.inject({ url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 40400, message: 'Not found', data: null });
  });

  it('serves the bundled contract at /openapi.json', async () => {
    const response = await t.app.inject({ url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toBe('3.1.0');
  });

  it('serves /api-docs with a CSP that allows exactly its inline scripts, and the Redoc bundle', async () => {
    const page = await t.app.inject({ url: '/api-docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api-docs/redoc.standalone.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toContain('unsafe-eval');
    const script = await t.app.inject({ url: '/api-docs/redoc.standalone.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});
