import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { devices } from '../db/schema';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { fillDevicePinyin } from './device-pinyin';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-device-pinyin-')) } });
}, 90_000);
afterAll(() => t?.close());

describe(`the devices' pinyin search keys (${testBackend})`, () => {
  it('are written at start for the demo devices, and again for devices that lost them, without touching versions', async () => {
    const db = t.database.db;
    const [chinese] = await db.select().from(devices).where(sql`${devices.name} ~ '[\u4e00-\u9fff]'`).limit(1);
    if (!chinese) throw new Error('the demo tenant has no device with a Chinese name');
    expect(chinese.pinyin).not.toBe('');
    expect(await fillDevicePinyin(db)).toBe(0);

    await db.update(devices).set({ pinyin: '' }).where(eq(devices.id, chinese.id));
    expect(await fillDevicePinyin(db)).toBe(1);
    const [again] = await db.select().from(devices).where(eq(devices.id, chinese.id));
    expect([again?.pinyin, again?.version, again?.updatedAt]).toEqual([chinese.pinyin, chinese.version, chinese.updatedAt]);
  });
});
