import { createHash, randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { type DeviceFile, devices, users } from '../db/schema';
import { STORED_NAME } from '../devices/device-files';
import type { FileStore } from './file-store';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Who a moved file is recorded as uploaded by: its uploader if the account still exists, else the company's first user. */
async function uploaderOf(db: Database, companyId: number, uploadedBy: number): Promise<number | undefined> {
  const [known] = await db.select({ id: users.id }).from(users).where(eq(users.id, uploadedBy));
  if (known) return known.id;
  const [first] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1);
  return first?.id;
}

/**
 * Moves device photos and documents uploaded before the file store (data URLs written to
 * DATA_DIR/uploads and served publicly at /uploads/<name>) onto the configured store: each file's
 * bytes go to the store, a stored_files row owned by the device is written, the device's entry gets
 * `file_id` and the authorised url, and the public copy is removed once that has committed. One
 * transaction per device; a file missing from disk is left as it was (and logged). Runs at every start
 * and finds nothing to do once everything has moved. Answers how many files moved.
 */
export async function migrateDeviceUploads(db: Database, store: FileStore, uploadsDirectory: string, log: Log): Promise<number> {
  const candidates = await db
    .select({ id: devices.id })
    .from(devices)
    .where(sql`${devices.files}::text like '%"/uploads/%'`);
  let moved = 0;
  for (const { id } of candidates) {
    const written: string[] = [];
    const publicCopies: string[] = [];
    try {
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ companyId: devices.companyId, files: devices.files }).from(devices).where(eq(devices.id, id)).for('update');
        if (!row) return;
        const files: DeviceFile[] = [];
        for (const file of row.files) {
          const name = file.url.startsWith('/uploads/') ? file.url.slice('/uploads/'.length) : '';
          if (file.file_id !== undefined || !STORED_NAME.test(name)) {
            files.push(file);
            continue;
          }
          const path = join(uploadsDirectory, name);
          const bytes = await readFile(path).catch(() => undefined);
          const uploadedBy = bytes ? await uploaderOf(tx, row.companyId, file.uploaded_by) : undefined;
          if (!bytes || uploadedBy === undefined) {
            log.warn(`device ${id}: ${file.url} could not be moved to the file store (${bytes ? 'no user to record it under' : 'missing on disk'})`);
            files.push(file);
            continue;
          }
          const key = randomBytes(16).toString('hex');
          await store.put(key, Readable.from([bytes]));
          written.push(key);
          const [stored] = await tx
            .insert(storedFiles)
            .values({
              companyId: row.companyId, storageKey: key, name: file.name, contentType: file.content_type, size: bytes.length,
              sha256: createHash('sha256').update(bytes).digest('hex'), purpose: 'device', ownerKind: 'device', ownerId: id, uploadedBy,
            })
            .returning({ id: storedFiles.id });
          if (!stored) throw new Error('stored_files insert returned no row');
          files.push({ ...file, file_id: stored.id, url: `/api/files/${stored.id}` });
          publicCopies.push(path);
        }
        // A data move, not an edit: the device's version stays.
        await tx.update(devices).set({ files }).where(eq(devices.id, id));
      });
    } catch (error) {
      for (const key of written) await store.remove(key).catch(() => undefined);
      throw error;
    }
    for (const path of publicCopies) await unlink(path).catch(() => undefined);
    moved += publicCopies.length;
  }
  if (moved > 0) log.info(`moved ${moved} device files from DATA_DIR/uploads to the file store`);
  return moved;
}
