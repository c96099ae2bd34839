import type { SearchCacheTags } from '../generated/endpoints/search';

export const searchTags: SearchCacheTags = {
  // Quiet: the header search shows a failure under its results instead of a toast per keystroke.
  searchRecords: {
    extraOptions: { quiet: true },
    keepUnusedDataFor: 30,
  },
};
