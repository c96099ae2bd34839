import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/schema';
import type { ApiHandlers } from './applyOutcome';
import { currentConfiguration, type ApiConfiguration } from './configure';
import { catalogueMiddleware } from './middleware';

export type ApiClient = Client<paths>;

/** An operation as the generated RTK endpoints see it: the path already filled in, any query and body. */
interface FilledInOperation {
  parameters: { query?: Record<string, unknown> };
  requestBody?: { content: { 'application/json': unknown } };
  responses: { 200: { content: { 'application/json': unknown } } };
}
/**
 * The same client without the contract's path templates: the generated endpoints (whose types come
 * from the same contract) send `/api/devices/12`, not `/api/devices/{id}` (see query/baseQuery.ts).
 */
export type FilledInClient = Client<Record<string, Record<'get' | 'put' | 'post' | 'delete' | 'patch', FilledInOperation>>>;

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

function createClientOf<Paths extends object>(options: ApiOptions): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: resolveBaseUrl(options.baseUrl), fetch: options.fetch });
  client.use(catalogueMiddleware(options, options.timeoutMs, { notifyFailures: options.notifyFailures ?? true }));
  return client;
}

export function createApiClient(options: ApiOptions): ApiClient {
  return createClientOf<paths>(options);
}

/** One variant of the configuration, with its clients (each made once, then reused). */
interface Variant {
  options: ApiOptions;
  typed: ApiClient;
  filledIn?: FilledInClient;
}

/** The clients of each configuration (configure.ts), by variant. */
const variantsOf = new WeakMap<ApiConfiguration, Map<string, Variant>>();

const variantKey = ({ quiet = false, timeoutMs }: ClientVariant): string => `${quiet}:${timeoutMs ?? ''}`;

function variantOf(variant: ClientVariant): Variant {
  const configuration = currentConfiguration();
  let variants = variantsOf.get(configuration);
  if (!variants) {
    variants = new Map();
    variantsOf.set(configuration, variants);
  }
  const key = variantKey(variant);
  let found = variants.get(key);
  if (!found) {
    const { options } = configuration;
    const { quiet = false, timeoutMs } = variant;
    const variantOptions = { ...options, notifyFailures: !quiet && (options.notifyFailures ?? true), timeoutMs: timeoutMs ?? options.timeoutMs };
    found = { options: variantOptions, typed: createApiClient(variantOptions) };
    variants.set(key, found);
  }
  return found;
}

/** The configured client, or a variant of it with the same handlers. */
export function getApiClient(variant: ClientVariant = {}): ApiClient {
  return variantOf(variant).typed;
}

/** The same configuration, for requests whose path is already filled in (the generated endpoints). */
export function getFilledInClient(variant: ClientVariant = {}): FilledInClient {
  const found = variantOf(variant);
  found.filledIn ??= createClientOf(found.options);
  return found.filledIn;
}

/** The configured options (base URL, token, handlers), for transfers the typed client cannot make (upload progress). */
export function getApiOptions(): ApiOptions {
  return currentConfiguration().options;
}
