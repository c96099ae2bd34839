import { FALLBACK_MESSAGE } from './catalogue';
import { toApiFailure, type ApiFailure } from './ApiError';
import { getApiClient, getFilledInClient, type ApiClient, type ClientVariant, type FilledInClient } from './client';

type Settled<D> = { data: D } | { error: ApiFailure };

const EMPTY_ANSWER: ApiFailure = { message: FALLBACK_MESSAGE, reason: 'http', notified: false };

/**
 * Runs one call of the client and returns what RTK Query expects: the envelope's `data` (typed from
 * the contract) or a serialisable failure. The catalogue has already told the user, unless the call
 * is `quiet` (then the failure says `notified: false` and the caller shows its message).
 */
export async function settle<D>(call: (client: ApiClient) => Promise<{ data?: { data: D } }>, variant?: ClientVariant): Promise<Settled<D>> {
  try {
    const { data: envelope } = await call(getApiClient(variant));
    return envelope === undefined ? { error: EMPTY_ANSWER } : { data: envelope.data };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

/** Like `settle` for operations that answer an envelope without payload (`OkEnvelope`). */
export async function settleEmpty(call: (client: ApiClient) => Promise<{ data?: object }>, variant?: ClientVariant): Promise<Settled<null>> {
  try {
    const { data: envelope } = await call(getApiClient(variant));
    return envelope === undefined ? { error: EMPTY_ANSWER } : { data: null };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

/** Like `settle` for a request whose path is already filled in (the generated endpoints, see query/baseQuery.ts). */
export async function settleFilledIn(call: (client: FilledInClient) => Promise<{ data?: unknown }>, variant?: ClientVariant): Promise<Settled<unknown>> {
  try {
    const { data: envelope } = await call(getFilledInClient(variant));
    return typeof envelope === 'object' && envelope !== null && 'data' in envelope ? { data: envelope.data } : { error: EMPTY_ANSWER };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}
