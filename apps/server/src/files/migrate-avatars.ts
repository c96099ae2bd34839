import { createHash, randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from '../db/documents-schema';
import { users } from '../db/schema';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarUrl } from './avatar-upload';
import type { FileStore } from './file-store';
import { sniffType } from './file-types';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** An avatar file written by the old upload (DATA_DIR/uploads, served publicly at /uploads/<name>). */
const OLD_FILE = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg|webp))$/;
/** An avatar kept in the database itself (imports and the first console versions). */
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/;

type Source = { bytes: Buffer; publicCopy?: string } | { problem: string };

async function sourceOf(avatar: string, uploadsDirectory: string): Promise<Source> {
  const file = OLD_FILE.exec(avatar);
  if (file?.[1]) {
    const path = join(uploadsDirectory, file[1]);
    const bytes = await readFile(path).catch(() => undefined);
    return bytes ? { bytes, publicCopy: path } : { problem: 'missing on disk' };
  }
  const data = DATA_URL.exec(avatar.trim());
  if (data?.[1]) return { bytes: Buffer.from(data[1], 'base64') };
  return { problem: 'neither an uploaded file nor a base64 data URL' };
}

/**
 * Moves avatars from before the file store — data URLs in users.avatar and files under DATA_DIR/uploads —
 * onto the configured store: the bytes must be a PNG, JPEG or WebP image (by content) of at most 512 KB;
 * a stored_files row owned by the user is written, users.avatar becomes the authorised url, and the
 * public copy is removed once that has committed. One transaction per user; what cannot be moved is left
 * as it was (and logged). Runs at every start and finds nothing to do once everything has moved.
 * Answers how many avatars moved.
 */
export async function migrateAvatars(db: Database, store: FileStore, uploadsDirectory: string, log: Log): Promise<number> {
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(or(like(users.avatar, '/uploads/%'), like(users.avatar, 'data:%')));
  let moved = 0;
  for (const { id } of candidates) {
    const key = randomBytes(16).toString('hex');
    let written = false;
    let publicCopy: string | undefined;
    try {
      const done = await db.transaction(async (tx) => {
        const [user] = await tx.select({ companyId: users.companyId, avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update');
        if (!user || !(user.avatar.startsWith('/uploads/') || user.avatar.startsWith('data:'))) return false;
        const source = await sourceOf(user.avatar, uploadsDirectory);
        const type = 'bytes' in source ? sniffType(source.bytes.subarray(0, 512), 'avatar', true) : undefined;
        const accepted = type !== undefined && AVATAR_TYPES.some((allowed) => allowed === type.contentType);
        if (!('bytes' in source) || !accepted || source.bytes.length > AVATAR_MAX_BYTES) {
          const problem = 'problem' in source ? source.problem : 'not a PNG, JPEG or WebP image of at most 512 KB';
          log.warn(`user ${id}: the avatar could not be moved to the file store (${problem})`);
          return false;
        }
        await store.put(key, Readable.from([source.bytes]));
        written = true;
        const [stored] = await tx
          .insert(storedFiles)
          .values({
            companyId: user.companyId, storageKey: key, name: `avatar.${type.contentType.slice('image/'.length)}`, contentType: type.contentType, size: source.bytes.length,
            sha256: createHash('sha256').update(source.bytes).digest('hex'), purpose: 'avatar', ownerKind: 'user', ownerId: id, uploadedBy: id,
          })
          .returning({ id: storedFiles.id });
        if (!stored) throw new Error('stored_files insert returned no row');
        // A data move, not an edit: the user's version stays.
        await tx.update(users).set({ avatar: avatarUrl(stored.id) }).where(eq(users.id, id));
        publicCopy = source.publicCopy;
        return true;
      });
      if (!done) continue;
    } catch (error) {
      if (written) await store.remove(key).catch(() => undefined);
      throw error;
    }
    if (publicCopy) await unlink(publicCopy).catch(() => undefined);
    moved += 1;
  }
  if (moved > 0) log.info(`moved ${moved} avatars to the file store`);
  return moved;
}
