import type { OrgCacheTags } from '../generated/endpoints/org';

export const orgTags: OrgCacheTags = {};
