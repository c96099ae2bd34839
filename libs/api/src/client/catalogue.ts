/**
 * The error catalogue (docs/product.md "Errors") as a pure decision: what a response or a failed request means for
 * the user. `applyOutcome` performs the decision; nothing else in the code base interprets codes.
 */
export const SUCCESS_CODE = 20000;
export const FORBIDDEN_CODE = 50000;
export const FORBIDDEN_MESSAGE = '用户未授权';
export const SESSION_OVER_CODES: readonly number[] = [50008, 50012];
export const FALLBACK_MESSAGE = 'Error';

/** Why a request failed: the server answered a code, an HTTP error without envelope, no answer, or too late. */
export type FailureReason = 'code' | 'http' | 'network' | 'timeout' | 'aborted';

export type Outcome =
  | { kind: 'ok' }
  /** The role lacks the permission: show /401, no toast. */
  | { kind: 'forbidden'; code: number; message: string }
  /** The token is unknown or the session ended: toast, then log out and sign in again. */
  | { kind: 'session-over'; code: number; message: string }
  | { kind: 'failed'; reason: FailureReason; message: string; code?: number; status?: number };

interface Envelope {
  code: number;
  message?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number';
}

function messageOf(envelope: Envelope): string {
  return typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : FALLBACK_MESSAGE;
}

/** Decides on an answer that arrived: `body` is the parsed JSON, or undefined when there was none. */
export function judgeResponse(status: number, body: unknown): Outcome {
  if (!isEnvelope(body)) {
    // Plain answers (the host configuration list) carry no envelope; only the HTTP status counts.
    if (status >= 200 && status < 300) return { kind: 'ok' };
    return { kind: 'failed', reason: 'http', status, message: `Request failed with status code ${status}` };
  }
  const { code } = body;
  if (code === SUCCESS_CODE) return { kind: 'ok' };
  const message = messageOf(body);
  if (code === FORBIDDEN_CODE && body.message === FORBIDDEN_MESSAGE) return { kind: 'forbidden', code, message };
  if (SESSION_OVER_CODES.includes(code)) return { kind: 'session-over', code, message };
  return { kind: 'failed', reason: 'code', code, status, message };
}

/** Decides on a request that got no answer (network failure, timeout, abort). */
export function judgeFailure(error: unknown): Outcome {
  // Duck-typed: an abort reason may come from another realm (a DOMException that is no local Error).
  const name = readString(error, 'name');
  const text = readString(error, 'message') || (typeof error === 'string' ? error : '');
  if (name === 'TimeoutError') return { kind: 'failed', reason: 'timeout', message: text || 'timeout' };
  if (name === 'AbortError') return { kind: 'failed', reason: 'aborted', message: text || 'aborted' };
  return { kind: 'failed', reason: 'network', message: text || 'Network Error' };
}

function readString(value: unknown, key: 'name' | 'message'): string {
  if (typeof value !== 'object' || value === null || !(key in value)) return '';
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : '';
}
