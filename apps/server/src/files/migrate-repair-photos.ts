import { createHash, randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { faults, repairOrders, type StoredPhoto, users } from '../db/schema';
import type { FileStore } from './file-store';
import { sniffType } from './file-types';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A photo file written by the old upload (DATA_DIR/uploads, served publicly at /uploads/<name>). */
const OLD_FILE = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg|webp))$/;
/** A photo kept in the database itself as a data URL. */
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/;

type Source = { bytes: Buffer; publicCopy?: string } | { problem: string };

async function sourceOf(url: string, uploadsDirectory: string): Promise<Source> {
  const file = OLD_FILE.exec(url);
  if (file?.[1]) {
    const path = join(uploadsDirectory, file[1]);
    const bytes = await readFile(path).catch(() => undefined);
    return bytes ? { bytes, publicCopy: path } : { problem: 'missing on disk' };
  }
  const data = DATA_URL.exec(url.trim());
  if (data?.[1]) return { bytes: Buffer.from(data[1], 'base64') };
  return { problem: 'neither an uploaded file nor a base64 data URL' };
}

const needsMove = (photo: StoredPhoto) => photo.fileId === undefined && (photo.url.startsWith('/uploads/') || photo.url.startsWith('data:'));

/** The owner's photo lists and how to write them back. */
interface Owner {
  kind: 'fault' | 'repair_order';
  companyId: number;
  /** Who the moved files are recorded as uploaded by (the reporter or the order's creator when still there). */
  uploader: number | null;
  lists: StoredPhoto[][];
  save(tx: Database, lists: StoredPhoto[][]): Promise<void>;
}

/** The uploader if the account still exists, else the company's first user. */
async function uploaderOf(db: Database, companyId: number, preferred: number | null): Promise<number | undefined> {
  if (preferred !== null) {
    const [known] = await db.select({ id: users.id }).from(users).where(eq(users.id, preferred));
    if (known) return known.id;
  }
  const [first] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1);
  return first?.id;
}

/** Moves the photos of one locked owner; answers the store keys written and the public copies to remove after the commit. */
async function moveOwnerPhotos(tx: Database, store: FileStore, uploadsDirectory: string, log: Log, ownerId: number, owner: Owner, written: string[]): Promise<string[]> {
  const publicCopies: string[] = [];
  const uploadedBy = await uploaderOf(tx, owner.companyId, owner.uploader);
  const lists: StoredPhoto[][] = [];
  for (const list of owner.lists) {
    const moved: StoredPhoto[] = [];
    for (const photo of list) {
      if (!needsMove(photo)) {
        moved.push(photo);
        continue;
      }
      const source = await sourceOf(photo.url, uploadsDirectory);
      const type = 'bytes' in source ? sniffType(source.bytes.subarray(0, 512), photo.name, true) : undefined;
      const problem =
        'problem' in source ? source.problem
        : !type || !PHOTO_TYPES.includes(type.contentType) || source.bytes.length > PHOTO_MAX_BYTES ? 'not a PNG, JPEG or WebP image of at most 5 MB'
        : uploadedBy === undefined ? 'no user to record it under'
        : undefined;
      if (problem || !('bytes' in source) || !type || uploadedBy === undefined) {
        log.warn(`${owner.kind} ${ownerId}: photo ${photo.id} could not be moved to the file store (${problem ?? 'unreadable'})`);
        moved.push(photo);
        continue;
      }
      const key = randomBytes(16).toString('hex');
      await store.put(key, Readable.from([source.bytes]));
      written.push(key);
      const [stored] = await tx
        .insert(storedFiles)
        .values({
          companyId: owner.companyId, storageKey: key, name: photo.name, contentType: type.contentType, size: source.bytes.length,
          sha256: createHash('sha256').update(source.bytes).digest('hex'), purpose: 'repair', ownerKind: owner.kind, ownerId, uploadedBy,
        })
        .returning({ id: storedFiles.id });
      if (!stored) throw new Error('stored_files insert returned no row');
      moved.push({ ...photo, fileId: stored.id, url: `/api/files/${stored.id}`, size: source.bytes.length });
      if (source.publicCopy) publicCopies.push(source.publicCopy);
    }
    lists.push(moved);
  }
  // A data move, not an edit: the row's version stays.
  await owner.save(tx, lists);
  return publicCopies;
}

async function lockedFault(tx: Database, id: number): Promise<Owner | undefined> {
  const [row] = await tx.select({ companyId: faults.companyId, reporterId: faults.reporterId, photos: faults.photos }).from(faults).where(eq(faults.id, id)).for('update');
  if (!row) return undefined;
  return {
    kind: 'fault', companyId: row.companyId, uploader: row.reporterId, lists: [row.photos],
    save: async (db, [photos]) => void (await db.update(faults).set({ photos: photos ?? [] }).where(eq(faults.id, id))),
  };
}

async function lockedOrder(tx: Database, id: number): Promise<Owner | undefined> {
  const [row] = await tx
    .select({ companyId: repairOrders.companyId, createdBy: repairOrders.createdBy, before: repairOrders.photosBefore, after: repairOrders.photosAfter })
    .from(repairOrders)
    .where(eq(repairOrders.id, id))
    .for('update');
  if (!row) return undefined;
  return {
    kind: 'repair_order', companyId: row.companyId, uploader: row.createdBy, lists: [row.before, row.after],
    save: async (db, [before, after]) => void (await db.update(repairOrders).set({ photosBefore: before ?? [], photosAfter: after ?? [] }).where(eq(repairOrders.id, id))),
  };
}

/**
 * Moves fault and repair-order photos from before the file store — files under DATA_DIR/uploads
 * (public at /uploads/<name>) and data URLs kept in the rows — onto the configured store: the bytes
 * must be a PNG, JPEG or WebP image (by content) of at most 5 MB; a stored_files row (purpose repair)
 * owned by the fault or order is written, the photo gets `fileId` and the authorised url, and the public
 * copy is removed once that has committed. One transaction per row; what cannot be moved is left as it
 * was (and logged). Runs at every start and finds nothing to do once everything has moved. Answers how
 * many photos moved.
 */
export async function migrateRepairPhotos(db: Database, store: FileStore, uploadsDirectory: string, log: Log): Promise<number> {
  const oldPhoto = (column: unknown) => sql`(${column}::text like '%"url": "/uploads/%' or ${column}::text like '%"url": "data:%')`;
  const faultIds = await db.select({ id: faults.id }).from(faults).where(oldPhoto(faults.photos));
  const orderIds = await db
    .select({ id: repairOrders.id })
    .from(repairOrders)
    .where(sql`(${oldPhoto(repairOrders.photosBefore)} or ${oldPhoto(repairOrders.photosAfter)})`);
  const work = [...faultIds.map(({ id }) => ({ id, lock: lockedFault })), ...orderIds.map(({ id }) => ({ id, lock: lockedOrder }))];
  let moved = 0;
  for (const { id, lock } of work) {
    const written: string[] = [];
    let publicCopies: string[] = [];
    let count = 0;
    try {
      await db.transaction(async (tx) => {
        const owner = await lock(tx, id);
        if (!owner) return;
        publicCopies = await moveOwnerPhotos(tx, store, uploadsDirectory, log, id, owner, written);
        count = written.length;
      });
    } catch (error) {
      for (const key of written) await store.remove(key).catch(() => undefined);
      throw error;
    }
    for (const path of publicCopies) await unlink(path).catch(() => undefined);
    moved += count;
  }
  if (moved > 0) log.info(`moved ${moved} fault and repair-order photos to the file store`);
  return moved;
}
