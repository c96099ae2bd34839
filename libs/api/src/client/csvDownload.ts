import { toApiFailure, type ApiFailure } from './ApiError';
import { FALLBACK_MESSAGE } from './catalogue';
import { getApiClient, type ApiClient } from './client';

/** An export streams every matching row; it may take longer than an ordinary request. */
export const CSV_EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface CsvFile {
  blob: Blob;
  /** From Content-Disposition, else `export.csv`. */
  filename: string;
  bytes: number;
}

/** The file formats of an export or an import template. */
export type SheetFormat = 'csv' | 'xlsx';

export interface CsvDownloadOptions {
  /** Called with the bytes received so far, as they arrive. */
  onProgress?(bytes: number): void;
  signal?: AbortSignal;
}

/** One call of the client asking for the body as a stream (`parseAs: 'stream'`). */
export type CsvCall = (client: ApiClient, signal: AbortSignal | undefined) => Promise<{ data?: Response['body']; response: Response }>;

export function filenameOf(disposition: string | null, fallback = 'export.csv'): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a streamed CSV export through the one client (token, error catalogue), reporting the
 * bytes received as they arrive. A failure answers the same serialisable form as `settle`.
 */
export async function downloadCsv(call: CsvCall, options: CsvDownloadOptions = {}): Promise<{ data: CsvFile } | { error: ApiFailure }> {
  try {
    const { data: stream, response } = await call(getApiClient({ timeoutMs: CSV_EXPORT_TIMEOUT_MS }), options.signal);
    if (!stream) return { error: { message: FALLBACK_MESSAGE, reason: 'http', notified: false, status: response.status } };
    const reader = stream.getReader();
    const chunks: BlobPart[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      options.onProgress?.(bytes);
    }
    const blob = new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'text/csv;charset=utf-8' });
    return { data: { blob, bytes, filename: filenameOf(response.headers.get('Content-Disposition')) } };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

/** A list's import template (header row in the user's language and an example row), as CSV or .xlsx. */
export function downloadImportTemplate(entity: string, format: SheetFormat, options: CsvDownloadOptions = {}) {
  return downloadCsv(
    (client, signal) => client.GET('/api/import-templates/{entity}', { params: { path: { entity }, query: { format } }, parseAs: 'stream', signal }),
    options,
  );
}
