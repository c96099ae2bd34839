import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

export type MessageReadRequest = components['schemas']['MessageReadRequest'];
export type MessageBroadcast = components['schemas']['MessageBroadcast'];

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMessages: build.query({
      queryFn: (query: QueryOf<'listMessages'>) => settle((client) => client.GET('/admin/message_index', { params: { query } })),
      providesTags: ['Message'],
    }),
    getMessageOptions: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/admin/message_option')),
    }),
    deleteMessage: build.mutation({
      // The id travels in the path and, as the original console sent it, once more in the query.
      queryFn: (id: number) =>
        settleEmpty((client) => client.DELETE('/admin/message_delete/{id}', { params: { path: { id }, query: { id } } })),
      invalidatesTags: ['Message', 'Notification'],
    }),
    /** Marks some (`ids`) or all (`all: true`) of the caller's messages read. */
    markMessagesRead: build.mutation({
      queryFn: (body: MessageReadRequest) => settle((client) => client.POST('/admin/message_read', { body })),
      invalidatesTags: ['Message', 'Notification'],
    }),
    /** An administrator's announcement to every active user of a company (optionally of one role). */
    broadcastMessage: build.mutation({
      queryFn: (body: MessageBroadcast) => settle((client) => client.POST('/admin/message_broadcast', { body }), { quiet: true }),
      invalidatesTags: ['Message', 'Notification'],
    }),
    listNotifications: build.query({
      queryFn: (query: QueryOf<'listNotifications'>) => settle((client) => client.GET('/api/notification', { params: { query } })),
      providesTags: ['Notification'],
    }),
    // Quiet: a background poll that fails is tried again 10 s later instead of toasting each time.
    pollMessages: build.query({
      queryFn: (query: QueryOf<'pollMessages'>) => settle((client) => client.GET('/api/message/poll', { params: { query } }), { quiet: true }),
    }),
  }),
});

export const {
  useListMessagesQuery,
  useGetMessageOptionsQuery,
  useDeleteMessageMutation,
  useMarkMessagesReadMutation,
  useBroadcastMessageMutation,
  useListNotificationsQuery,
  usePollMessagesQuery,
  useLazyPollMessagesQuery,
} = messagesApi;
