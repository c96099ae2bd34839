import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { storedFiles } from '../db/documents-schema';
import { signInRoles, type Role } from '../testing/device-fixtures';
import { uploaded } from '../testing/document-fixtures';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { samplePng } from './sample-files';
import { removeUnattachedUploads, UNATTACHED_TTL_MS } from './unattached-cleanup';

let t: TestApp;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await startTestApp({ config: { dataDir: mkdtempSync(join(tmpdir(), 'om-unattached-')) } });
  tokens = await signInRoles(t.app);
}, 120_000);
afterAll(() => t?.close());

const readBytes = async (key: string) => {
  try {
    const stream = await t.services.files.get(key);
    for await (const _chunk of stream) void _chunk;
    return true;
  } catch {
    return false;
  }
};

describe(`uploads never attached (${testBackend})`, () => {
  it('removes old unattached uploads with their bytes, keeps recent and attached ones, and finds nothing the second time', async () => {
    const png = samplePng(4, 4, [1, 2, 3], [9, 8, 7]);
    const old = await uploaded(t.app, tokens.technician, 'task', 'old.png', png);
    const recent = await uploaded(t.app, tokens.technician, 'task', 'recent.png', png);
    const attached = await uploaded(t.app, tokens.technician, 'device', 'attached.png', png);
    const long = new Date(Date.now() - UNATTACHED_TTL_MS - 60_000);
    await t.database.db.update(storedFiles).set({ createdAt: long }).where(inArray(storedFiles.id, [old, attached]));
    await t.database.db.update(storedFiles).set({ ownerKind: 'device', ownerId: 1 }).where(eq(storedFiles.id, attached));
    const [oldRow] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, old));
    expect(await readBytes(oldRow?.storageKey ?? '')).toBe(true);

    expect(await removeUnattachedUploads(t.database.db, t.services.files)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: storedFiles.id }).from(storedFiles).where(inArray(storedFiles.id, [old, recent, attached]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([recent, attached].sort((a, b) => a - b));
    expect(await readBytes(oldRow?.storageKey ?? '')).toBe(false);
    expect(await removeUnattachedUploads(t.database.db, t.services.files)).toBe(0);
  });
});
