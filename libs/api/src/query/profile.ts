import type { components } from '../generated/schema';
import type { SessionCacheTags } from '../generated/endpoints/session';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type PasswordChange = components['schemas']['PasswordChange'];

/**
 * The signed-in user's own account. Quiet: the profile page shows a refusal under its form (a
 * wrong current password, a picture the server does not take) instead of a toast.
 */
export const profileTags: SessionCacheTags = {
  updateProfile: {
    invalidatesTags: ['Profile'],
  },
  uploadAvatar: {
    invalidatesTags: ['Profile'],
  },
};
