import type { DeviceFile } from '../db/schema';

export const DEVICE_FILES_PER_DEVICE = 50;

/**
 * What a device takes from the file store (whose upload decided the type by content): photos are
 * shown, the documents downloaded; other types of the store (video, presentations) are not a device's.
 */
const DEVICE_FILE_KINDS: Record<string, DeviceFile['kind']> = {
  'image/png': 'photo',
  'image/jpeg': 'photo',
  'image/webp': 'photo',
  'application/pdf': 'document',
  'text/plain': 'document',
  'text/csv': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
};

export function deviceFileKind(contentType: string): DeviceFile['kind'] | undefined {
  return DEVICE_FILE_KINDS[contentType];
}

/** The stored names /uploads serves (avatars; device files before the file store): 128 random bits and an accepted extension. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|pdf|txt|csv|docx|xlsx)$/;

export function isPhotoName(name: string): boolean {
  return /\.(png|jpg|webp)$/.test(name);
}
