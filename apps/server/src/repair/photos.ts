import type { StoredPhoto } from '../db/schema';
import { takeFile } from '../files/stored-files';
import { ApiError } from '../http/envelope';
import type { ResourceWriteContext } from '../resource/define-resource';

export const PHOTOS_PER_RECORD = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Gives the caller's upload (purpose repair, nothing has taken it yet) to a fault or repair order inside
 * the owner's transaction: a PNG, JPEG or WebP image (by content) of at most 5 MB, else 400 naming
 * file_id; another's, a taken or a missing upload: 404 naming file_id.
 */
export async function takePhoto(ctx: ResourceWriteContext, fileId: number, owner: { kind: 'fault' | 'repair_order'; id: number; companyId: number }): Promise<StoredPhoto> {
  const file = await takeFile(ctx, 'file_id', fileId, 'repair', owner);
  if (!PHOTO_TYPES.includes(file.contentType) || file.size > PHOTO_MAX_BYTES) throw ApiError.field('file_id', 'validation.image', { limit: PHOTO_MAX_BYTES / 1024 });
  return { id: String(file.id), fileId: file.id, name: file.name, url: `/api/files/${file.id}`, size: file.size, uploadedAt: file.createdAt.toISOString() };
}
