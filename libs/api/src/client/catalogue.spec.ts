import { judgeFailure, judgeResponse } from './catalogue';

describe('judgeResponse', () => {
  it('accepts code 20000', () => {
    expect(judgeResponse(200, { code: 20000, message: '', data: {} })).toEqual({ kind: 'ok' });
  });

  it('sends 50000 with 用户未授权 to /401', () => {
    expect(judgeResponse(403, { code: 50000, message: '用户未授权', data: null })).toMatchObject({ kind: 'forbidden' });
  });

  it('treats 50000 with another message as an ordinary failure', () => {
    expect(judgeResponse(200, { code: 50000, message: 'boom', data: null })).toMatchObject({ kind: 'failed', reason: 'code', message: 'boom' });
  });

  it.each([50008, 50012])('ends the session on %i', (code) => {
    expect(judgeResponse(401, { code, message: 'token expired', data: null })).toEqual({
      kind: 'session-over',
      code,
      message: 'token expired',
    });
  });

  it('fails any other code with its message, or Error', () => {
    expect(judgeResponse(404, { code: 40400, message: 'not found', data: null })).toMatchObject({ kind: 'failed', code: 40400, message: 'not found' });
    expect(judgeResponse(200, { code: 40000, data: null })).toMatchObject({ kind: 'failed', message: 'Error' });
    expect(judgeResponse(200, { code: 40000, message: '' })).toMatchObject({ message: 'Error' });
  });

  it('accepts a plain 2xx answer without envelope', () => {
    expect(judgeResponse(200, [{ domain: 'x' }])).toEqual({ kind: 'ok' });
  });

  it('fails an HTTP error without envelope', () => {
    expect(judgeResponse(500, undefined)).toEqual({
      kind: 'failed',
      reason: 'http',
      status: 500,
      message: 'Request failed with status code 500',
    });
    expect(judgeResponse(502, '<html>bad gateway</html>')).toMatchObject({ reason: 'http', status: 502 });
  });
});

describe('judgeFailure', () => {
  it('reports a network error with its message', () => {
    expect(judgeFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed', reason: 'network', message: 'Failed to fetch' });
  });

  it('recognises a timeout', () => {
    expect(judgeFailure(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({ reason: 'timeout' });
  });

  it('recognises a cancelled request', () => {
    expect(judgeFailure(new DOMException('aborted', 'AbortError'))).toMatchObject({ reason: 'aborted' });
  });
});
