import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { faults, repairOrders, type StoredPhoto } from '../db/schema';
import { uploadsDir } from '../shell/shell-handlers';
import { deviceDemoIds, type Role, signInRoles } from '../testing/device-fixtures';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';
import { migrateRepairPhotos } from './migrate-repair-photos';
import { samplePdf, samplePng } from './sample-files';

/** Fault and repair-order photos from before the file store (DATA_DIR/uploads files, data URLs) move onto it without loss. */
let t: TestApp;
let tokens: Record<Role, string>;
let dataDir: string;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'om-migrate-repair-photos-'));
  t = await startTestApp({ config: { dataDir } });
  tokens = await signInRoles(t.app);
}, 90_000);
afterAll(() => t?.close());

const photo = (id: string, name: string, url: string, size: number): StoredPhoto => ({ id, name, url, size, uploadedAt: '2026-11-01T00:00:00.000Z' });

describe('moving repair photos onto the file store', () => {
  it('moves old files and data URLs with their bytes, serves them to readers only, removes the public copy, keeps versions, and is idempotent', async () => {
    const { mainDeviceId } = await deviceDemoIds(t.database.db);
    const db = t.database.db;
    const onDisk = samplePng(8, 8, [200, 0, 0], [0, 0, 200]);
    const inline = samplePng(3, 5, [0, 200, 0], [0, 0, 0]);
    const notAnImage = samplePdf(['not a photo']);
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    const fileName = `${'d'.repeat(32)}.png`;
    writeFileSync(join(uploadsDir(dataDir), fileName), onDisk);
    const { fault } = (await t.app.inject({ method: 'POST', url: '/api/faults', headers: bearer(tokens.technician), payload: { device_id: mainDeviceId, description: '旧照片' } })).json().data;
    await db
      .update(faults)
      .set({
        photos: [
          photo('f1', '旧.png', `/uploads/${fileName}`, onDisk.length),
          photo('f2', '丢失.png', `/uploads/${'e'.repeat(32)}.png`, 10),
          photo('f3', '文档.pdf', `data:image/png;base64,${notAnImage.toString('base64')}`, notAnImage.length),
        ],
      })
      .where(eq(faults.id, fault.id));
    const order = (await t.app.inject({ method: 'POST', url: '/api/repair/orders', headers: bearer(tokens.manager), payload: { device_id: mainDeviceId, title: '旧照片工单' } })).json().data.order;
    await db
      .update(repairOrders)
      .set({ photosAfter: [photo('o1', '修后.png', `data:image/png;base64,${inline.toString('base64')}`, inline.length)] })
      .where(eq(repairOrders.id, order.id));

    expect(await migrateRepairPhotos(db, t.services.files, uploadsDir(dataDir), quiet)).toBe(2);

    const faultNow = (await t.app.inject({ url: `/api/faults/${fault.id}`, headers: bearer(tokens.viewer) })).json().data;
    expect(faultNow.version).toBe(fault.version);
    const [movedFile, missing, refused] = faultNow.photos;
    expect(movedFile).toMatchObject({ id: 'f1', name: '旧.png', file_id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/\d+$/), size: onDisk.length });
    expect(missing).toMatchObject({ id: 'f2', file_id: 0, url: `/uploads/${'e'.repeat(32)}.png` });
    expect(refused).toMatchObject({ id: 'f3', file_id: 0 });
    const served = await t.app.inject({ url: movedFile.url, headers: bearer(tokens.viewer) });
    expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(onDisk)]).toEqual([200, 'image/png', true]);
    expect((await t.app.inject({ url: movedFile.url, headers: bearer(tokens.other) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: movedFile.url, headers: bearer(tokens.storekeeper) })).statusCode).toBe(404);

    const orderNow = (await t.app.inject({ url: `/api/repair/orders/${order.id}`, headers: bearer(tokens.viewer) })).json().data.order;
    expect(orderNow.version).toBe(order.version);
    expect(orderNow.photos_after).toEqual([expect.objectContaining({ id: 'o1', file_id: expect.any(Number), url: expect.stringMatching(/^\/api\/files\/\d+$/) })]);
    const inlineServed = await t.app.inject({ url: orderNow.photos_after[0].url, headers: bearer(tokens.technician) });
    expect(inlineServed.rawPayload.equals(inline)).toBe(true);
    expect((await t.app.inject({ url: orderNow.photos_after[0].url, headers: bearer(tokens.other) })).statusCode).toBe(404);

    // The public copy is gone and no longer served; a second run finds nothing more to move.
    expect(existsSync(join(uploadsDir(dataDir), fileName))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/${fileName}` })).statusCode).toBe(404);
    expect(await migrateRepairPhotos(db, t.services.files, uploadsDir(dataDir), quiet)).toBe(0);
  });
});
