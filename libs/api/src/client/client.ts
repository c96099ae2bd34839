import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { ApiHandlers } from './applyOutcome';
import { catalogueMiddleware } from './middleware';

export type ApiClient = Client<paths>;

export interface ApiOptions extends ApiHandlers {
  /** The host configuration's `uri`; empty means the page's own origin. */
  baseUrl: string;
  timeoutMs?: number;
  /** For tests; defaults to the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

export function resolveBaseUrl(uri: string): string {
  if (uri) return uri.replace(/\/+$/, '');
  return typeof location === 'undefined' ? '' : location.origin;
}

export function createApiClient(options: ApiOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: resolveBaseUrl(options.baseUrl), fetch: options.fetch });
  client.use(catalogueMiddleware(options, options.timeoutMs));
  return client;
}

let current: ApiClient | undefined;

/** Called once by each app before it renders: the one client every endpoint uses. */
export function configureApi(options: ApiOptions): ApiClient {
  current = createApiClient(options);
  return current;
}

export function getApiClient(): ApiClient {
  if (!current) throw new Error('configureApi() must run before the first request');
  return current;
}
