/** The largest photo or document a device takes (the contract: at most 5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** What the server takes (it checks the first bytes): photos, PDF, text, CSV, Word and Excel files. */
export const ACCEPTED_FILES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/csv',
  '.docx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/** Why a chosen file cannot be sent (an i18n key of the device namespace), or undefined. */
export function fileProblem(file: { size: number }): string | undefined {
  if (file.size === 0) return 'files.empty';
  if (file.size > MAX_FILE_BYTES) return 'files.tooLarge';
  return undefined;
}

/**
 * Reads a file as a data URL (`data:<type>;base64,…`), reporting the share read so far (0 to 1).
 */
export function readAsDataUrl(file: Blob, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.onload = () => {
      onProgress(1);
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('unreadable'));
    };
    reader.readAsDataURL(file);
  });
}
