import type { CacheTags } from './cacheTags';

export const dashboardTags: CacheTags = {};
