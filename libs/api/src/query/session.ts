import type { SessionCacheTags } from '../generated/endpoints/session';

// Signing in and out toast their failures (the login form has no field to put them under).
export const sessionTags: SessionCacheTags = {
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
