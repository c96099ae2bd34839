import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { samplePdf } from './sample-files';
import { S3FileStore } from './s3-file-store';
import { uploadAs, uploaded } from '../testing/document-fixtures';
import { type Role, signInRoles } from '../testing/device-fixtures';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';

/**
 * The S3 back end against s3rver (an S3-compatible server from npm, started in this process on a
 * temporary folder): the same upload, download, range and refusal behaviour as the local folder.
 */
let server: S3rver;
let bucketDir: string;
let t: TestApp;
let tokens: Record<Role, string>;
const BUCKET = 'om-files';

/** s3rver keeps each object as `<key>._S3rver_object` in the bucket's folder. */
const objectsInBucket = () => readdirSync(join(bucketDir, BUCKET)).filter((name) => /^[a-f0-9]{32}\._S3rver_object$/.test(name));

beforeAll(async () => {
  bucketDir = mkdtempSync(join(tmpdir(), 'om-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address: AddressInfo = await server.run();
  t = await startTestApp({
    config: {
      dataDir: mkdtempSync(join(tmpdir(), 'om-s3-app-')),
      files: {
        store: 's3',
        maxBytes: 2 * 1024 * 1024,
        s3: { endpoint: `http://127.0.0.1:${address.port}`, region: 'us-east-1', bucket: BUCKET, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true },
      },
    },
  });
  tokens = await signInRoles(t.app);
}, 90_000);
afterAll(async () => {
  if (t.services.files instanceof S3FileStore) t.services.files.destroy();
  await t?.close();
  await server?.close();
});

describe('file store on an S3-compatible server', () => {
  it('streams an upload into the bucket and serves it whole and by range through the authorised endpoint', async () => {
    const pdf = samplePdf(['Stored in a bucket']);
    const id = await uploaded(t.app, tokens.technician, 'document', '桶中文件.pdf', pdf);
    expect(objectsInBucket().length).toBeGreaterThan(0);
    const whole = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(tokens.technician) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('桶中文件.pdf')}`);
    const range = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { ...bearer(tokens.technician), range: 'bytes=-6' } });
    expect([range.statusCode, range.rawPayload.equals(pdf.subarray(pdf.length - 6))]).toEqual([206, true]);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: bearer(tokens.manager) })).statusCode).toBe(404);
  });

  it('refuses wrong content and oversize files and leaves no object behind', async () => {
    const before = objectsInBucket().length;
    const fake = await uploadAs(t.app, tokens.technician, 'document', 'fake.pdf', Buffer.from('MZ\u0090\u0000 not a pdf'));
    expect(fake.statusCode).toBe(400);
    const big = await uploadAs(t.app, tokens.technician, 'document', 'big.pdf', Buffer.concat([samplePdf(['big']), Buffer.alloc(3 * 1024 * 1024, 0x20)]));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/^file: /);
    expect(objectsInBucket().length).toBe(before);
  });
});
