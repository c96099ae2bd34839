import type { Middleware } from 'openapi-fetch';
import { ApiError } from './ApiError';
import { applyOutcome, type ApiHandlers, type OutcomeOptions } from './applyOutcome';
import { judgeFailure, judgeResponse } from './catalogue';

export const REQUEST_TIMEOUT_MS = 15000;

/** A file (CSV export, stored file) is no envelope: reading a copy of it would hold the whole file in memory. */
function isFile(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  // A stored file (any type) always comes with Content-Disposition; an envelope never does.
  return type.startsWith('text/csv') || type.startsWith('application/octet-stream') || response.headers.has('Content-Disposition');
}

async function readJson(response: Response): Promise<unknown> {
  if (isFile(response)) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Bearer token and time limit on the way out, the error catalogue on the way back. */
export function catalogueMiddleware(handlers: ApiHandlers, timeoutMs = REQUEST_TIMEOUT_MS, outcome: OutcomeOptions = {}): Middleware {
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      const token = handlers.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { headers, signal });
    },
    async onResponse({ response }) {
      applyOutcome(judgeResponse(response.status, await readJson(response)), handlers, outcome);
      return undefined;
    },
    onError({ error }) {
      try {
        applyOutcome(judgeFailure(error), handlers, outcome);
      } catch (failure) {
        if (failure instanceof ApiError) return failure;
        throw failure;
      }
      return undefined;
    },
  };
}
