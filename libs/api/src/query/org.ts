import type { CacheTags } from './cacheTags';

export const orgTags: CacheTags = {};
