import type { ApiHandlers } from './applyOutcome';
import { configureApi } from './configure';
import { fetchStoredFile, uploadFile } from './fileTransfer';

/** A stand-in for the browser's XMLHttpRequest: records the request, reports progress, then answers. */
class FakeXhr {
  static last: FakeXhr | undefined;
  static answer: { status: number; body: string } = { status: 200, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true });
    this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

const STORED = { id: 7, name: '手册.pdf', size: 10, content_type: 'application/pdf', purpose: 'document', uploaded_at: '2026-11-25T00:00:00.000Z', uploaded_by: 2 };

function setup(fetch: (request: Request) => Promise<Response> = async () => new Response('')) {
  const handlers: jest.Mocked<ApiHandlers> = { getToken: jest.fn(() => 'tok'), navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() };
  configureApi({ ...handlers, baseUrl: 'http://api.test', fetch: jest.fn(fetch) });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { value: FakeXhr, configurable: true, writable: true });
  return handlers;
}

describe('file upload with progress', () => {
  it('posts the file as multipart form data with the token, reports progress and answers the stored file', async () => {
    setup();
    FakeXhr.answer = { status: 200, body: JSON.stringify({ code: 20000, message: '', data: STORED }) };
    const progress: number[] = [];
    const file = new File(['%PDF-1.4 x'], '手册.pdf', { type: 'application/pdf' });
    const result = await uploadFile('document', { file }, { onProgress: ({ loaded, total }) => progress.push(loaded / total) });
    expect(result).toEqual({ data: STORED });
    expect(progress).toEqual([0.4, 1]);
    const xhr = FakeXhr.last;
    expect([xhr?.method, xhr?.url, xhr?.headers['Authorization']]).toEqual(['POST', 'http://api.test/api/files?purpose=document', 'Bearer tok']);
    const form = xhr?.body;
    expect(form).toBeInstanceOf(FormData);
    expect(form instanceof FormData && form.get('file') instanceof File).toBe(true);
  });

  it('answers a refusal quietly when asked (the form shows `file: …` itself) and toasts it otherwise', async () => {
    const handlers = setup();
    FakeXhr.answer = { status: 400, body: JSON.stringify({ code: 40000, message: 'file: this kind of file is not accepted', data: null }) };
    const quiet = await uploadFile('document', { file: new Blob(['MZ']) }, { quiet: true });
    expect(quiet).toEqual({ error: expect.objectContaining({ message: 'file: this kind of file is not accepted', notified: false, code: 40000 }) });
    expect(handlers.toast).not.toHaveBeenCalled();
    await uploadFile('document', { file: new Blob(['MZ']) });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('sends a refused permission to /401 like every other request', async () => {
    const handlers = setup();
    FakeXhr.answer = { status: 403, body: JSON.stringify({ code: 50000, message: '用户未授权', data: null }) };
    const result = await uploadFile('learning', { file: new Blob(['x']) });
    expect(result).toEqual({ error: expect.objectContaining({ reason: 'forbidden' }) });
    expect(handlers.navigate).toHaveBeenCalledWith('/401');
  });
});

describe('stored file download', () => {
  it('fetches the bytes with the session and names the file from Content-Disposition (UTF-8)', async () => {
    let asked: Request | undefined;
    setup(async (request) => {
      asked = request;
      return new Response(new Blob(['%PDF-1.4']), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('手册.pdf')}` },
      });
    });
    const result = await fetchStoredFile(7, { download: true });
    if (!('data' in result)) throw new Error('expected a file');
    expect([result.data.filename, result.data.contentType, await result.data.blob.text()]).toEqual(['手册.pdf', 'application/pdf', '%PDF-1.4']);
    expect(asked?.url).toBe('http://api.test/api/files/7?download=true');
    expect(asked?.headers.get('Authorization')).toBe('Bearer tok');
  });
});
