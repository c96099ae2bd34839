import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { RolesCacheTags } from '../generated/endpoints/roles';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type RoleRecord = Schemas['Role'];
export type RoleCreate = Schemas['RoleCreate'];
export type RoleUpdate = Schemas['RoleUpdate'];
export type PermissionGroupRecord = Schemas['PermissionGroup'];
export type RoleListQuery = QueryOf<'listRoles'>;

export const rolesTags: RolesCacheTags = {
  listRoles: {
    providesTags: (result) => [{ type: 'Role', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Role' as const, id }))],
  },
  getRole: {
    providesTags: (_result, _error, id) => [{ type: 'Role', id }],
  },
  createRole: {
    invalidatesTags: [{ type: 'Role', id: 'LIST' }, 'Audit'],
  },
  updateRole: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Role', id }, { type: 'Role', id: 'LIST' }, 'Audit'],
  },
  deleteRole: {
    invalidatesTags: [{ type: 'Role', id: 'LIST' }, 'Audit'],
  },
  importRolesCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'Role', id: 'LIST' }, 'Audit'] : []),
  },
};

/** Every role matching the filters, as CSV (all pages). */
export const exportRolesCsv = (query: QueryOf<'exportRolesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/roles/export', { params: { query }, parseAs: 'stream', signal }), options);
