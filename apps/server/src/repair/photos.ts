import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredPhoto } from '../db/schema';
import { cleanFileName, decodeDeviceFile, DEVICE_FILE_MAX_BYTES } from '../devices/device-files';
import { ApiError } from '../http/envelope';
import type { Services } from '../services';
import { uploadsDir } from '../shell/shell-handlers';

export const PHOTOS_PER_RECORD = 10;

/** Stores an uploaded photo (PNG, JPEG, WebP, checked by its bytes, at most 5 MB) under /uploads; 400 naming data_url otherwise. */
export async function storePhoto(services: Services, upload: { name: string; data_url: string }): Promise<StoredPhoto> {
  const file = decodeDeviceFile(upload.data_url);
  if (!file || file.kind !== 'photo') throw ApiError.field('data_url', 'validation.image', { limit: DEVICE_FILE_MAX_BYTES / 1024 });
  const dir = uploadsDir(services.config.dataDir);
  const stored = `${randomBytes(16).toString('hex')}.${file.ext}`;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, stored), file.bytes, { flag: 'wx' });
  return { id: randomBytes(8).toString('hex'), name: cleanFileName(upload.name), url: `/uploads/${stored}`, size: file.bytes.length, uploadedAt: new Date().toISOString() };
}
