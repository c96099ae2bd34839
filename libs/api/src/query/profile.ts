import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';

export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type PasswordChange = components['schemas']['PasswordChange'];
export type AvatarUpload = components['schemas']['AvatarUpload'];

/**
 * The signed-in user's own account. Quiet: the profile page shows a refusal under its form (a
 * wrong current password, a picture the server does not take) instead of a toast.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation({
      queryFn: (body: ProfileUpdate) => settle((client) => client.PUT('/user/profile', { body }), { quiet: true }),
      invalidatesTags: ['Profile'],
    }),
    uploadAvatar: build.mutation({
      queryFn: (body: AvatarUpload) => settle((client) => client.POST('/user/avatar', { body }), { quiet: true }),
      invalidatesTags: ['Profile'],
    }),
    /** Every other session of the user ends; this one stays. */
    changePassword: build.mutation({
      queryFn: (body: PasswordChange) => settleEmpty((client) => client.POST('/user/password', { body }), { quiet: true }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadAvatarMutation, useChangePasswordMutation } = profileApi;
