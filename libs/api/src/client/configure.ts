import type { ApiOptions } from './client';

/** One call of configureApi: the clients of client.ts are made from it, with the first request. */
export interface ApiConfiguration {
  options: ApiOptions;
}

let configured: ApiConfiguration | undefined;

/**
 * Called once by each app before it renders: the options every request uses. It keeps them only:
 * the clients (openapi-fetch and the error catalogue) load with the first request, not with the
 * app's first page.
 */
export function configureApi(options: ApiOptions): void {
  configured = { options };
}

/** The current configuration; a new object after each configureApi. */
export function currentConfiguration(): ApiConfiguration {
  if (!configured) throw new Error('configureApi() must run before the first request');
  return configured;
}
