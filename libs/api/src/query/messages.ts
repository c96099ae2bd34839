import type { components } from '../generated/schema';
import type { MessagesCacheTags } from '../generated/endpoints/messages';
import { rootApi } from './root';

export type MessageReadRequest = components['schemas']['MessageReadRequest'];
export type MessageBroadcast = components['schemas']['MessageBroadcast'];

export const messagesTags: MessagesCacheTags = {
  listMessages: {
    providesTags: ['Message'],
  },
  /** Marks some (`ids`) or all (`all: true`) of the caller's messages read. Toasted on failure. */
  markMessagesRead: {
    extraOptions: { quiet: false },
    invalidatesTags: ['Message', 'Notification'],
  },
  /** An administrator's announcement to every active user of a company (optionally of one role). */
  broadcastMessage: {
    invalidatesTags: ['Message', 'Notification'],
  },
  listNotifications: {
    providesTags: ['Notification'],
  },
  // Quiet: a background poll that fails is tried again 10 s later instead of toasting each time.
  pollMessages: {
    extraOptions: { quiet: true },
  },
};

/**
 * Written by hand (tools/api/endpoints.mjs leaves it out): the id travels in the path and, as the
 * original console sent it, once more in the query, which a generated argument cannot say.
 */
export const messageDeleteApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMessage: build.mutation<null, number>({
      query: (id) => ({
        url: `/admin/message_delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        params: { id },
      }),
      extraOptions: { quiet: false },
      invalidatesTags: ['Message', 'Notification'],
    }),
  }),
});

export const { useDeleteMessageMutation } = messageDeleteApi;
