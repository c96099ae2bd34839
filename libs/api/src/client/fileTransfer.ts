import type { components, operations } from '../generated/schema';
import { toApiFailure, type ApiFailure } from './ApiError';
import { applyOutcome } from './applyOutcome';
import { FALLBACK_MESSAGE, judgeFailure, judgeResponse } from './catalogue';
import { getApiClient, getApiOptions, resolveBaseUrl } from './client';
import { filenameOf } from './csvDownload';

export type StoredFile = components['schemas']['StoredFile'];
export type FilePurpose = components['schemas']['FilePurpose'];
/** The multipart body of `uploadFile` as the contract types it: `{ file: Blob }`. */
export type FileUploadBody = operations['uploadFile']['requestBody']['content']['multipart/form-data'];

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
  /** The caller shows a refusal itself (`file: …` under the field) instead of a toast. */
  quiet?: boolean;
}

/** An upload may take long (files up to hundreds of MB); the request is not timed out, the user may cancel it. */
function isStoredFile(value: unknown): value is StoredFile {
  if (typeof value !== 'object' || value === null) return false;
  const id: unknown = Reflect.get(value, 'id');
  const name: unknown = Reflect.get(value, 'name');
  const size: unknown = Reflect.get(value, 'size');
  const type: unknown = Reflect.get(value, 'content_type');
  return typeof id === 'number' && typeof name === 'string' && typeof size === 'number' && typeof type === 'string';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/files` (multipart/form-data) through XMLHttpRequest, the one browser API that reports
 * upload progress; the token, the error catalogue and the failure shape are the client's own.
 */
export function uploadFile(purpose: FilePurpose, body: FileUploadBody, options: UploadOptions = {}): Promise<{ data: StoredFile } | { error: ApiFailure }> {
  const settings = getApiOptions();
  const outcome = { notifyFailures: !options.quiet && (settings.notifyFailures ?? true) };
  return new Promise((resolve) => {
    const fail = (error: unknown) => {
      try {
        applyOutcome(judgeFailure(error), settings, outcome);
        resolve({ error: { message: FALLBACK_MESSAGE, reason: 'network', notified: false } });
      } catch (failure) {
        resolve({ error: toApiFailure(failure) });
      }
    };
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${resolveBaseUrl(settings.baseUrl)}/api/files?purpose=${encodeURIComponent(purpose)}`);
    const token = settings.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : body.file.size });
    xhr.onload = () => {
      const answer = parseJson(xhr.responseText);
      try {
        applyOutcome(judgeResponse(xhr.status, answer), settings, outcome);
        const data: unknown = typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : undefined;
        resolve(isStoredFile(data) ? { data } : { error: { message: FALLBACK_MESSAGE, reason: 'http', notified: false, status: xhr.status } });
      } catch (failure) {
        resolve({ error: toApiFailure(failure) });
      }
    };
    xhr.onerror = () => fail(new TypeError('Network Error'));
    xhr.onabort = () => fail({ name: 'AbortError', message: 'aborted' });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', body.file, body.file instanceof File ? body.file.name : 'file');
    xhr.send(form);
  });
}

/**
 * `POST /user/avatar` (multipart/form-data, one part `file`) through the one client; quiet: the profile
 * page shows a refusal under its form. Pictures are small (512 KB), so no progress is reported.
 */
export async function uploadAvatar(file: Blob): Promise<{ data: components['schemas']['Profile'] } | { error: ApiFailure }> {
  try {
    const { data, response } = await getApiClient({ quiet: true }).POST('/user/avatar', {
      body: { file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file, file instanceof File ? file.name : 'avatar');
        return form;
      },
    });
    return data ? { data: data.data } : { error: { message: FALLBACK_MESSAGE, reason: 'http', notified: false, status: response.status } };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

/**
 * `GET /api/files/{id}` through the one client (token, error catalogue): the bytes as a Blob for a
 * preview (object URL) or a download, with the name from Content-Disposition.
 */
export async function fetchStoredFile(id: number, options: { download?: boolean; signal?: AbortSignal } = {}): Promise<{ data: DownloadedFile } | { error: ApiFailure }> {
  try {
    const { data, response } = await getApiClient({ timeoutMs: 10 * 60_000 }).GET('/api/files/{id}', {
      params: { path: { id }, query: { download: options.download } },
      parseAs: 'blob',
      signal: options.signal,
    });
    if (!data) return { error: { message: FALLBACK_MESSAGE, reason: 'http', notified: false, status: response.status } };
    const contentType = response.headers.get('Content-Type') ?? 'application/octet-stream';
    return { data: { blob: new Blob([data], { type: contentType }), filename: filenameOf(response.headers.get('Content-Disposition'), `file-${id}`), contentType } };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}
