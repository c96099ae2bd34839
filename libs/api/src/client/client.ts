import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { ApiHandlers } from './applyOutcome';
import { catalogueMiddleware } from './middleware';

export type ApiClient = Client<paths>;

export interface ApiOptions extends ApiHandlers {
  /** The host configuration's `uri`; empty means the page's own origin. */
  baseUrl: string;
  timeoutMs?: number;
  /** false: ordinary failures are not toasted (see `ClientVariant.quiet`). */
  notifyFailures?: boolean;
  /** For tests; defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

/** How one request departs from the app's defaults. */
export interface ClientVariant {
  /**
   * The caller shows a failure itself (a form puts `username: is already taken` under the field), so
   * the catalogue does not toast it too; /401 and the end of a session still happen.
   */
  quiet?: boolean;
  /** A longer time limit, for a streamed file. */
  timeoutMs?: number;
}

export function resolveBaseUrl(uri: string): string {
  if (uri) return uri.replace(/\/+$/, '');
  return typeof location === 'undefined' ? '' : location.origin;
}

export function createApiClient(options: ApiOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: resolveBaseUrl(options.baseUrl), fetch: options.fetch });
  client.use(catalogueMiddleware(options, options.timeoutMs, { notifyFailures: options.notifyFailures ?? true }));
  return client;
}

let configured: { options: ApiOptions; client: ApiClient; variants: Map<string, ApiClient> } | undefined;

/** Called once by each app before it renders: the one client every endpoint uses. */
export function configureApi(options: ApiOptions): ApiClient {
  const client = createApiClient(options);
  configured = { options, client, variants: new Map() };
  return client;
}

/** The configured client, or a variant of it with the same handlers (made once, then reused). */
export function getApiClient(variant: ClientVariant = {}): ApiClient {
  if (!configured) throw new Error('configureApi() must run before the first request');
  const { quiet = false, timeoutMs } = variant;
  if (!quiet && timeoutMs === undefined) return configured.client;
  const key = `${quiet}:${timeoutMs ?? ''}`;
  let client = configured.variants.get(key);
  if (!client) {
    const { options } = configured;
    client = createApiClient({ ...options, notifyFailures: !quiet && (options.notifyFailures ?? true), timeoutMs: timeoutMs ?? options.timeoutMs });
    configured.variants.set(key, client);
  }
  return client;
}

/** The configured options (base URL, token, handlers), for transfers the typed client cannot make (upload progress). */
export function getApiOptions(): ApiOptions {
  if (!configured) throw new Error('configureApi() must run before the first request');
  return configured.options;
}
