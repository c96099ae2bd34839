import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type FileStore } from './file-store';

/**
 * Files under DATA_DIR/files/<first two hex digits>/<key>. A write goes to a temporary name in the same
 * folder and is renamed when complete, so a reader never sees half a file and a failed upload leaves none.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'files');
  }

  pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    await stat(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    });
  }
}
