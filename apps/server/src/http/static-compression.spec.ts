import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

/** The builds carry `.br` / `.gz` copies (tools/build/precompress.mjs); the server negotiates them. */
describe(`precompressed static files (${testBackend})`, () => {
  let t: TestApp;
  let dir: string;
  const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `device ${i}` })))};\n`;
  const page = `<!doctype html><title>Console</title>${'<!-- padding -->'.repeat(100)}`;

  function withCopies(path: string, content: string): void {
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'om-static-br-'));
    mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
    mkdirSync(join(dir, 'wallboard'), { recursive: true });
    withCopies(join(dir, 'console', 'index.html'), page);
    withCopies(join(dir, 'console', 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dir, 'console', 'assets', 'plain-def456.js'), 'console.log(1)');
    t = await startTestApp({ config: { consoleDist: join(dir, 'console'), wallboardDist: join(dir, 'wallboard') } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    t.app.inject({ url: '/assets/index-abc123.js', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a client that accepts it, gzip to one that accepts only gzip, the file to others', async () => {
    const br = await asset('gzip, deflate, br');
    expect([br.statusCode, br.headers['content-encoding'], br.headers['vary']]).toEqual([200, 'br', 'accept-encoding']);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    for (const plain of [await asset(), await asset('identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('falls back to the file when a build file has no compressed copy', async () => {
    const response = await t.app.inject({ url: '/assets/plain-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect([response.statusCode, response.headers['content-encoding'], response.body]).toEqual([200, undefined, 'console.log(1)']);
  });

  it('revalidates index.html (no-cache + ETag, 304 on a match), compressed too, also for client routes', async () => {
    const first = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect([first.statusCode, first.headers['content-encoding'], first.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(page);
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const route = await t.app.inject({ url: '/device/list', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect([route.statusCode, route.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(route.rawPayload).toString()).toBe(page);
  });
});
