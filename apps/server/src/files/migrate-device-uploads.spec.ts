import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type DeviceFile, devices } from '../db/schema';
import { uploadsDir } from '../shell/shell-handlers';
import { deviceDemoIds, type Role, signInRoles } from '../testing/device-fixtures';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';
import { migrateDeviceUploads } from './migrate-device-uploads';
import { samplePdf, samplePng } from './sample-files';

/** Device files uploaded before the file store (DATA_DIR/uploads, public /uploads/<name>) move onto it without loss. */
let t: TestApp;
let tokens: Record<Role, string>;
let dataDir: string;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'om-migrate-uploads-'));
  t = await startTestApp({ config: { dataDir } });
  tokens = await signInRoles(t.app);
}, 90_000);
afterAll(() => t?.close());

describe('moving device uploads onto the file store', () => {
  it('moves each old file with its bytes, answers it through the authorised endpoint, removes the public copy, and is idempotent', async () => {
    const { mainDeviceId } = await deviceDemoIds(t.database.db);
    const photo = samplePng(8, 8, [200, 0, 0], [0, 0, 200]);
    const manual = samplePdf(['Old manual']);
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    const photoName = `${'a'.repeat(32)}.png`;
    const manualName = `${'b'.repeat(32)}.pdf`;
    writeFileSync(join(uploadsDir(dataDir), photoName), photo);
    writeFileSync(join(uploadsDir(dataDir), manualName), manual);
    const entry = (id: string, name: string, url: string, size: number, type: string, kind: DeviceFile['kind']): DeviceFile => ({
      id, name, url, size, content_type: type, kind, uploaded_at: '2026-11-01T00:00:00.000Z', uploaded_by: 999_999,
    });
    const old = [
      entry('0000000000000001', '铭牌.png', `/uploads/${photoName}`, photo.length, 'image/png', 'photo'),
      entry('0000000000000002', '说明书.pdf', `/uploads/${manualName}`, manual.length, 'application/pdf', 'document'),
      entry('0000000000000003', '丢失.pdf', `/uploads/${'c'.repeat(32)}.pdf`, 10, 'application/pdf', 'document'),
    ];
    const [before] = await t.database.db.update(devices).set({ files: old }).where(eq(devices.id, mainDeviceId)).returning({ version: devices.version });
    expect((await t.app.inject({ url: `/uploads/${photoName}` })).statusCode).toBe(200);

    expect(await migrateDeviceUploads(t.database.db, t.services.files, uploadsDir(dataDir), quiet)).toBe(2);
    const device = (await t.app.inject({ url: `/api/devices/${mainDeviceId}`, headers: bearer(tokens.technician) })).json().data;
    expect(device.version).toBe(before?.version);
    expect(device.photos).toEqual([expect.objectContaining({ id: '0000000000000001', name: '铭牌.png', file_id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/\d+$/) })]);
    const [movedManual, missing] = device.files;
    expect(missing).toMatchObject({ id: '0000000000000003', url: `/uploads/${'c'.repeat(32)}.pdf`, file_id: 0 });
    const served = await t.app.inject({ url: movedManual.url, headers: bearer(tokens.viewer) });
    expect([served.statusCode, served.rawPayload.equals(manual)]).toEqual([200, true]);
    const photoServed = await t.app.inject({ url: device.photos[0].url, headers: bearer(tokens.technician) });
    expect(photoServed.rawPayload.equals(photo)).toBe(true);
    expect((await t.app.inject({ url: device.photos[0].url, headers: bearer(tokens.other) })).statusCode).toBe(404);
    // The public copies are gone; a second run finds nothing more to move.
    expect([existsSync(join(uploadsDir(dataDir), photoName)), existsSync(join(uploadsDir(dataDir), manualName))]).toEqual([false, false]);
    expect((await t.app.inject({ url: `/uploads/${photoName}` })).statusCode).toBe(404);
    expect(await migrateDeviceUploads(t.database.db, t.services.files, uploadsDir(dataDir), quiet)).toBe(0);
  });
});
