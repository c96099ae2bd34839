import type { DeviceFile } from '../db/schema';

export const DEVICE_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const DEVICE_FILES_PER_DEVICE = 50;

interface FileType {
  ext: string;
  kind: DeviceFile['kind'];
  accepts(bytes: Buffer): boolean;
}

const ZIP = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
// Text: valid UTF-8 without NUL bytes.
const TEXT = (b: Buffer) => !b.includes(0) && Buffer.from(b.toString('utf8'), 'utf8').equals(b);

const FILE_TYPES: Record<string, FileType> = {
  'image/png': { ext: 'png', kind: 'photo', accepts: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  'image/jpeg': { ext: 'jpg', kind: 'photo', accepts: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/webp': { ext: 'webp', kind: 'photo', accepts: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  'application/pdf': { ext: 'pdf', kind: 'document', accepts: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  'text/plain': { ext: 'txt', kind: 'document', accepts: TEXT },
  'text/csv': { ext: 'csv', kind: 'document', accepts: TEXT },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', kind: 'document', accepts: ZIP },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx', kind: 'document', accepts: ZIP },
};

/** The stored names /uploads serves: 128 random bits and one of the accepted extensions. */
export const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|pdf|txt|csv|docx|xlsx)$/;

export function isPhotoName(name: string): boolean {
  return /\.(png|jpg|webp)$/.test(name);
}

/** Decodes a data URL of an accepted type (checked by its first bytes too), at most 5 MB; undefined otherwise. */
export function decodeDeviceFile(dataUrl: string): { contentType: string; ext: string; kind: DeviceFile['kind']; bytes: Buffer } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+)(?:;charset=[A-Za-z0-9-]+)?;base64,([A-Za-z0-9+/]*={0,2})$/.exec(dataUrl.trim());
  const contentType = match?.[1] ?? '';
  const type = FILE_TYPES[contentType];
  if (!match || !type) return undefined;
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length === 0 || bytes.length > DEVICE_FILE_MAX_BYTES || !type.accepts(bytes)) return undefined;
  return { contentType, ext: type.ext, kind: type.kind, bytes };
}

/** The upload's own name without directories or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200) || 'file';
}

/**
 * What a device takes from the file store (whose upload decided the type by content): photos are shown,
 * the documents downloaded; other types of the store (video, presentations) are not a device's.
 */
export function deviceFileKind(contentType: string): DeviceFile['kind'] | undefined {
  return FILE_TYPES[contentType]?.kind;
}
