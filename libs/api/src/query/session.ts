import type { CacheTags } from './cacheTags';

// Signing in and out toast their failures (the login form has no field to put them under).
export const sessionTags: CacheTags = {
  login: {
    extraOptions: { quiet: false },
  },
  getUserInfo: {
    providesTags: ['Profile'],
  },
  logout: {
    extraOptions: { quiet: false },
  },
};
