import type { ApiHandlers } from './applyOutcome';
import { configureApi } from './configure';
import { downloadCsv, filenameOf } from './csvDownload';
import { exportUsersCsv } from '../query/users';

function setup(respond: (request: Request) => Promise<Response>) {
  const handlers: jest.Mocked<ApiHandlers> = { getToken: jest.fn(() => 'tok'), navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() };
  const fetch = jest.fn(respond);
  configureApi({ ...handlers, baseUrl: 'http://api.test', fetch });
  return { handlers, fetch };
}

function streamed(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('CSV export download', () => {
  it('streams the file with the filters, reports progress and names the file', async () => {
    const { fetch, handlers } = setup(async () =>
      new Response(streamed(['\uFEFFid,username\r\n', '1,admin\r\n', '2,manager\r\n']), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="user-2026-11-21.csv"' },
      }),
    );
    const progress: number[] = [];
    const result = await exportUsersCsv({ status: 'active', keyword: 'ma', sort: '-id' }, { onProgress: (bytes) => progress.push(bytes) });
    if (!('data' in result)) throw new Error('expected a file');
    expect(result.data.filename).toBe('user-2026-11-21.csv');
    expect(await result.data.blob.text()).toContain('2,manager');
    expect(progress.length).toBe(3);
    expect(progress.at(-1)).toBe(result.data.bytes);
    const request = fetch.mock.calls[0][0];
    expect(request.url).toBe('http://api.test/api/users/export?status=active&keyword=ma&sort=-id');
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(handlers.toast).not.toHaveBeenCalled();
  });

  it('answers a failure envelope as an error (toasted by the catalogue)', async () => {
    const { handlers } = setup(async () => Response.json({ code: 40000, message: 'sort: must be one of', data: null }, { status: 400 }));
    const result = await downloadCsv((client, signal) => client.GET('/api/users/export', { params: { query: {} }, parseAs: 'stream', signal }));
    expect(result).toMatchObject({ error: { code: 40000, notified: true } });
    expect(handlers.toast).toHaveBeenCalledTimes(1);
  });

  it('reads the file name from Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a.csv"')).toBe('a.csv');
    expect(filenameOf("attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.csv")).toBe('用户.csv');
    expect(filenameOf(null)).toBe('export.csv');
  });
});
