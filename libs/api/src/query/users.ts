import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { UsersCacheTags } from '../generated/endpoints/users';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type UserRecord = Schemas['User'];
export type UserCreate = Schemas['UserCreate'];
export type UserUpdate = Schemas['UserUpdate'];
export type UserListQuery = QueryOf<'listUsers'>;
export type Person = Schemas['Person'];
export type PeopleQuery = QueryOf<'listPeople'>;

export const usersTags: UsersCacheTags = {
  listUsers: {
    providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'User' as const, id }))],
  },
  // The directory every signed-in user may read: names next to records, people pickers.
  listPeople: {
    providesTags: [{ type: 'User', id: 'LIST' }],
    keepUnusedDataFor: 300,
  },
  getUser: {
    providesTags: (_result, _error, id) => [{ type: 'User', id }],
  },
  createUser: {
    invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
  },
  updateUser: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }, { type: 'User', id: 'LIST' }, 'Audit'],
  },
  deleteUser: {
    invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
  },
  importUsersCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'User', id: 'LIST' }, 'Audit'] : []),
  },
  resetUserPassword: {
    invalidatesTags: ['Audit'],
  },
};

/** Every user matching the filters, as CSV (all pages). */
export const exportUsersCsv = (query: QueryOf<'exportUsersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/users/export', { params: { query }, parseAs: 'stream', signal }), options);
