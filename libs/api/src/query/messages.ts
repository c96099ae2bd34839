import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

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
    listNotifications: build.query({
      queryFn: (query: QueryOf<'listNotifications'>) => settle((client) => client.GET('/api/notification', { params: { query } })),
      providesTags: ['Notification'],
    }),
    pollMessages: build.query({
      queryFn: (query: QueryOf<'pollMessages'>) => settle((client) => client.GET('/api/message/poll', { params: { query } })),
    }),
  }),
});

export const {
  useListMessagesQuery,
  useGetMessageOptionsQuery,
  useDeleteMessageMutation,
  useListNotificationsQuery,
  usePollMessagesQuery,
  useLazyPollMessagesQuery,
} = messagesApi;
