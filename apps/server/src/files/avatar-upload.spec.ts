import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { storedFiles } from '../db/documents-schema';
import { uploadsDir } from '../shell/shell-handlers';
import { deviceDemoIds, type Role, signInRoles } from '../testing/device-fixtures';
import { multipartBody } from '../testing/document-fixtures';
import { bearer, startTestApp, type TestApp } from '../testing/test-app';
import { migrateAvatars } from './migrate-avatars';
import { samplePdf, samplePng } from './sample-files';

/** Avatars live in the file store: uploaded by content, read by colleagues of the same companies, moved from the old places. */
let t: TestApp;
let tokens: Record<Role, string>;
let dataDir: string;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'om-avatars-'));
  t = await startTestApp({ config: { dataDir } });
  tokens = await signInRoles(t.app);
}, 300_000);
afterAll(() => t?.close());

function uploadAvatar(token: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipartBody(name, bytes);
  return t.app.inject({ method: 'POST', url: '/user/avatar', headers: { ...headers, ...bearer(token) }, payload });
}
const read = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('avatars in the file store', () => {
  it('stores the picture, points the profile at the authorised download and lets colleagues (not other companies) see it', async () => {
    const picture = samplePng(16, 16, [10, 120, 200], [200, 40, 10]);
    const response = await uploadAvatar(tokens.technician, '我.png', picture);
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().data.avatar;
    expect(avatar).toMatch(/^\/api\/files\/\d+$/);
    const info = await read('/user/user_info', tokens.technician);
    expect(info.json().data.avatar).toBe(avatar);

    for (const colleague of ['technician', 'viewer', 'storekeeper', 'manager'] as const) {
      const served = await read(avatar, tokens[colleague]);
      expect([colleague, served.statusCode, served.headers['content-type'], served.rawPayload.equals(picture)]).toEqual([colleague, 200, 'image/png', true]);
    }
    // Another company's administrator does not see the picture, nor learns that it exists.
    expect((await read(avatar, tokens.other)).statusCode).toBe(404);
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(401);

    const { technicianId } = await deviceDemoIds(t.database.db);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'user.update_avatar'), eq(auditLog.entityId, String(technicianId))));
    expect(audit?.after).toMatchObject({ avatar, bytes: picture.length, content_type: 'image/png' });
  });

  it('replaces the previous picture: its stored file and bytes are removed', async () => {
    const first = (await uploadAvatar(tokens.viewer, 'a.png', samplePng(4, 4, [0, 0, 0], [9, 9, 9]))).json().data.avatar;
    const second = (await uploadAvatar(tokens.viewer, 'b.png', samplePng(4, 4, [255, 0, 0], [0, 255, 0]))).json().data.avatar;
    expect(second).not.toBe(first);
    expect((await read(first, tokens.viewer)).statusCode).toBe(404);
    expect((await read(second, tokens.viewer)).statusCode).toBe(200);
    const { viewerId } = await deviceDemoIds(t.database.db);
    const owned = await t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(and(eq(storedFiles.ownerKind, 'user'), eq(storedFiles.ownerId, viewerId)));
    expect(owned.map((row) => `/api/files/${row.id}`)).toEqual([second]);
  });

  it('refuses what is not a PNG, JPEG or WebP picture by content, or larger than 512 KB, naming the field and keeping nothing', async () => {
    const before = await t.database.db.select({ id: storedFiles.id }).from(storedFiles);
    const { storekeeperId } = await deviceDemoIds(t.database.db);
    const [profileBefore] = await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, storekeeperId));
    const refusals = [
      await uploadAvatar(tokens.storekeeper, 'looks-like.png', samplePdf(['not a picture'])),
      await uploadAvatar(tokens.storekeeper, 'script.png', Buffer.from('<svg onload="alert(1)"></svg>')),
      await uploadAvatar(tokens.storekeeper, 'huge.png', Buffer.concat([samplePng(2, 2, [0, 0, 0], [1, 1, 1]), Buffer.alloc(512 * 1024)])),
      await t.app.inject({ method: 'POST', url: '/user/avatar', headers: { ...bearer(tokens.storekeeper), 'content-type': 'application/json' }, payload: { data_url: 'data:image/png;base64,AAAA' } }),
    ];
    for (const refusal of refusals) {
      expect([refusal.statusCode, refusal.json().code]).toEqual([400, 40000]);
      expect(refusal.json().message).toMatch(/^file/);
    }
    expect(await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(before.length);
    const [profileAfter] = await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, storekeeperId));
    expect(profileAfter?.avatar).toBe(profileBefore?.avatar);
    expect((await t.app.inject({ method: 'POST', url: '/user/avatar', ...multipartBody('x.png', samplePng(1, 1, [0, 0, 0], [0, 0, 0])) })).statusCode).toBe(401);
  });

  it('is not an upload purpose of POST /api/files', async () => {
    const { payload, headers } = multipartBody('x.png', samplePng(2, 2, [0, 0, 0], [1, 1, 1]));
    const response = await t.app.inject({ method: 'POST', url: '/api/files?purpose=avatar', headers: { ...headers, ...bearer(tokens.manager) }, payload });
    expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(/^purpose/)]);
  });
});

describe('moving avatars from before the file store', () => {
  it('moves data URLs and files under DATA_DIR/uploads, keeps what is not a picture, removes the public copies, and is idempotent', async () => {
    const { managerId, storekeeperId, otherId, viewerId } = await deviceDemoIds(t.database.db);
    const db = t.database.db;
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF old avatar')]);
    const png = samplePng(6, 6, [1, 2, 3], [4, 5, 6]);
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    const fileName = `${'d'.repeat(32)}.jpg`;
    writeFileSync(join(uploadsDir(dataDir), fileName), jpeg);
    const [viewerBefore] = await db.select({ avatar: users.avatar, version: users.version }).from(users).where(eq(users.id, viewerId));
    await db.update(users).set({ avatar: `/uploads/${fileName}` }).where(eq(users.id, managerId));
    await db.update(users).set({ avatar: `data:image/png;base64,${png.toString('base64')}` }).where(eq(users.id, otherId));
    await db.update(users).set({ avatar: `data:image/png;base64,${samplePdf(['x']).toString('base64')}` }).where(eq(users.id, storekeeperId));
    const [managerBefore] = await db.select({ version: users.version }).from(users).where(eq(users.id, managerId));

    expect(await migrateAvatars(db, t.services.files, uploadsDir(dataDir), quiet)).toBe(2);
    const avatarOf = async (id: number) => (await db.select({ avatar: users.avatar, version: users.version }).from(users).where(eq(users.id, id)))[0];
    const manager = await avatarOf(managerId);
    const other = await avatarOf(otherId);
    expect(manager).toEqual({ avatar: expect.stringMatching(/^\/api\/files\/\d+$/), version: managerBefore?.version });
    expect((await read(manager?.avatar ?? '', tokens.technician)).rawPayload.equals(jpeg)).toBe(true);
    expect((await read(other?.avatar ?? '', tokens.other)).rawPayload.equals(png)).toBe(true);
    expect((await read(other?.avatar ?? '', tokens.manager)).statusCode).toBe(404);
    // A data URL that is not a picture stays as it was; stored avatars are not touched.
    expect((await avatarOf(storekeeperId))?.avatar).toMatch(/^data:image\/png;base64,JVBER/);
    expect(await avatarOf(viewerId)).toEqual(viewerBefore);
    expect(existsSync(join(uploadsDir(dataDir), fileName))).toBe(false);
    expect(await migrateAvatars(db, t.services.files, uploadsDir(dataDir), quiet)).toBe(0);
    expect((await avatarOf(managerId))?.avatar).toBe(manager?.avatar);
  });
});
