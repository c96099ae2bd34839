import type { generatedApi } from '../generated/endpoints';

/**
 * What a module adds to its generated endpoints, by operation id: the cache tags they provide and
 * invalidate, and where needed `extraOptions` (`quiet`, see ./baseQuery.ts) or `keepUnusedDataFor`.
 * ./api.ts applies every module's object once.
 */
export type CacheTags = NonNullable<Parameters<typeof generatedApi.enhanceEndpoints<never, never>>[0]['endpoints']>;
