import type { CsvFile } from '@om/api';

/** Hands a downloaded file to the browser's download (a temporary object URL and a link click). */
export function saveFile(file: CsvFile): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
