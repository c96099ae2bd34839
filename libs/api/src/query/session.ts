import type { Credentials } from '../schemas';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation({
      queryFn: (credentials: Credentials) => settle((client) => client.POST('/user/admin', { body: credentials })),
    }),
    getUserInfo: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/user/user_info')),
      providesTags: ['Profile'],
    }),
    logout: build.mutation({
      queryFn: (token: string | undefined) => settleEmpty((client) => client.POST('/user/logout', { body: { token } })),
    }),
  }),
});

export const { useLoginMutation, useGetUserInfoQuery, useLogoutMutation } = sessionApi;
