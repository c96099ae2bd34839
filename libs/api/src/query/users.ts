import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type UserRecord = Schemas['User'];
export type UserCreate = Schemas['UserCreate'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserListQuery = QueryOf<'listUsers'>;
export type Person = Schemas['Person'];
export type PeopleQuery = QueryOf<'listPeople'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message (on the field it names).
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query({
      queryFn: (query: UserListQuery) => settle((client) => client.GET('/api/users', { params: { query } })),
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'User' as const, id }))],
    }),
    // The directory every signed-in user may read: names next to records, people pickers.
    listPeople: build.query({
      queryFn: (query: PeopleQuery) => settle((client) => client.GET('/api/people', { params: { query } })),
      providesTags: [{ type: 'User', id: 'LIST' }],
      keepUnusedDataFor: 300,
    }),
    getUser: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/users/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    createUser: build.mutation({
      queryFn: (body: UserCreate) => settle((client) => client.POST('/api/users', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
    }),
    updateUser: build.mutation({
      queryFn: ({ id, body }: { id: number; body: UserUpdate }) =>
        settle((client) => client.PUT('/api/users/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, { type: 'User', id: 'LIST' }, 'Audit'],
    }),
    deleteUser: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/users/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
    }),
    importUsersCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/users/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'User', id: 'LIST' }, 'Audit'] : []),
    }),
    resetUserPassword: build.mutation({
      queryFn: ({ id, password }: { id: number; password: string }) =>
        settleEmpty((client) => client.POST('/api/users/{id}/reset_password', { params: { path: { id } }, body: { password } }), { quiet: true }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const {
  useListUsersQuery,
  useListPeopleQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useImportUsersCsvMutation,
  useResetUserPasswordMutation,
} = usersApi;

/** Every user matching the filters, as CSV (all pages). */
export const exportUsersCsv = (query: QueryOf<'exportUsersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/users/export', { params: { query }, parseAs: 'stream', signal }), options);
