import type { Middleware } from 'openapi-fetch';
import { ApiError } from './ApiError';
import { applyOutcome, type ApiHandlers } from './applyOutcome';
import { judgeFailure, judgeResponse } from './catalogue';

export const REQUEST_TIMEOUT_MS = 15000;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Bearer token and time limit on the way out, the error catalogue on the way back. */
export function catalogueMiddleware(handlers: ApiHandlers, timeoutMs = REQUEST_TIMEOUT_MS): Middleware {
  return {
    onRequest({ request }) {
      const headers = new Headers(request.headers);
      const token = handlers.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
      return new Request(request, { headers, signal });
    },
    async onResponse({ response }) {
      applyOutcome(judgeResponse(response.status, await readJson(response)), handlers);
      return undefined;
    },
    onError({ error }) {
      try {
        applyOutcome(judgeFailure(error), handlers);
      } catch (failure) {
        if (failure instanceof ApiError) return failure;
        throw failure;
      }
      return undefined;
    },
  };
}
