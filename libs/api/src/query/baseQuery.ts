import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isRecord } from '@om/core';
import type { ApiFailure } from '../client/ApiError';
import { settleFilledIn } from '../client/settle';
import { IMPORT_OPERATIONS } from '../generated/import-operations';

/** What a generated endpoint asks for (see tools/api/endpoints.mjs): the path already filled in. */
export interface ContractRequest {
  url: string;
  method?: string;
  body?: unknown;
  /** The query parameters: one object under `query` (an operation with only query parameters) or one by one. */
  params?: Record<string, unknown>;
}

export interface ContractExtraOptions {
  /**
   * The caller shows a failure itself (see `ClientVariant.quiet`). Defaults to true for writes (the
   * form or dialog that sent them shows the server's message, on the field it names) and to false
   * for reads; an endpoint says otherwise in its module's cache tags (`extraOptions`).
   */
  quiet?: boolean;
}

/** An import works through its file in chunks on the server (minutes for a large file); it has no short time limit. */
export const IMPORT_TIMEOUT_MS = 30 * 60_000;

const isImport = (endpoint: string) => IMPORT_OPERATIONS.has(endpoint);

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const methodOf = (method = 'GET') => METHODS.find((known) => known === method.toLowerCase()) ?? 'get';

function queryOf(params: ContractRequest['params']): Record<string, unknown> | undefined {
  if (!params) return undefined;
  const { query, ...rest } = params;
  return Object.keys(rest).length === 0 && isRecord(query) ? query : params;
}

/**
 * The base query of every generated endpoint: the one configured openapi-fetch client (token, time
 * limit, envelope codes → toast, /401, end of session), then the envelope's `data` or a
 * serialisable failure, as `settle` gives the calls written by hand.
 */
export const contractBaseQuery: BaseQueryFn<ContractRequest, unknown, ApiFailure, ContractExtraOptions> = (
  { url, method, body, params },
  { signal, endpoint },
  extraOptions,
) => {
  const verb = methodOf(method);
  const quiet = extraOptions?.quiet ?? verb !== 'get';
  const timeoutMs = isImport(endpoint) ? IMPORT_TIMEOUT_MS : undefined;
  return settleFilledIn(
    (client) =>
      client.request(verb, url, {
        params: { query: queryOf(params) },
        body,
        signal,
      }),
    timeoutMs === undefined ? { quiet } : { quiet, timeoutMs },
  );
};
