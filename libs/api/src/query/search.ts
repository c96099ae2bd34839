import type { CacheTags } from './cacheTags';

export const searchTags: CacheTags = {
  // Quiet: the header search shows a failure under its results instead of a toast per keystroke.
  searchRecords: {
    extraOptions: { quiet: true },
    keepUnusedDataFor: 30,
  },
};
