import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type RoleRecord = Schemas['Role'];
export type RoleCreate = Schemas['RoleCreate'];
export type RoleUpdate = Schemas['RoleUpdate'];
export type PermissionGroupRecord = Schemas['PermissionGroup'];
export type RoleListQuery = QueryOf<'listRoles'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const rolesApi = api.enhanceEndpoints({ addTagTypes: ['Role', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query({
      queryFn: (query: RoleListQuery) => settle((client) => client.GET('/api/roles', { params: { query } })),
      providesTags: (result) => [{ type: 'Role', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Role' as const, id }))],
    }),
    getRole: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/roles/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
    /** The permission vocabulary grouped by module (for the permission editor). */
    listPermissions: build.query({
      queryFn: (_: void) => settle((client) => client.GET('/api/permissions')),
    }),
    createRole: build.mutation({
      queryFn: (body: RoleCreate) => settle((client) => client.POST('/api/roles', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }, 'Audit'],
    }),
    updateRole: build.mutation({
      queryFn: ({ id, body }: { id: number; body: RoleUpdate }) =>
        settle((client) => client.PUT('/api/roles/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Role', id }, { type: 'Role', id: 'LIST' }, 'Audit'],
    }),
    deleteRole: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/roles/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'Role', id: 'LIST' }, 'Audit'],
    }),
    importRolesCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/roles/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'Role', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListRolesQuery,
  useGetRoleQuery,
  useListPermissionsQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useImportRolesCsvMutation,
} = rolesApi;

/** Every role matching the filters, as CSV (all pages). */
export const exportRolesCsv = (query: QueryOf<'exportRolesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/roles/export', { params: { query }, parseAs: 'stream', signal }), options);
