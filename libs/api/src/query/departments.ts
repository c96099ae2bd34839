import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DepartmentRecord = Schemas['Department'];
export type DepartmentNode = Schemas['DepartmentNode'];
export type DepartmentCreate = Schemas['DepartmentCreate'];
export type DepartmentUpdate = Schemas['DepartmentUpdate'];
export type DepartmentListQuery = QueryOf<'listDepartments'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const departmentsApi = api.enhanceEndpoints({ addTagTypes: ['Department', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query({
      queryFn: (query: DepartmentListQuery) => settle((client) => client.GET('/api/departments', { params: { query } })),
      providesTags: [{ type: 'Department', id: 'LIST' }],
    }),
    getDepartmentTree: build.query({
      queryFn: (query: QueryOf<'getDepartmentTree'>) => settle((client) => client.GET('/api/departments/tree', { params: { query } })),
      providesTags: [{ type: 'Department', id: 'LIST' }],
    }),
    getDepartment: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/departments/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Department', id }],
    }),
    createDepartment: build.mutation({
      queryFn: (body: DepartmentCreate) => settle((client) => client.POST('/api/departments', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Department', id: 'LIST' }, 'Audit'],
    }),
    updateDepartment: build.mutation({
      queryFn: ({ id, body }: { id: number; body: DepartmentUpdate }) =>
        settle((client) => client.PUT('/api/departments/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Department', id }, { type: 'Department', id: 'LIST' }, 'Audit'],
    }),
    deleteDepartment: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/departments/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'Department', id: 'LIST' }, 'Audit'],
    }),
    importDepartmentsCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/departments/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'Department', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListDepartmentsQuery,
  useGetDepartmentTreeQuery,
  useGetDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
  useImportDepartmentsCsvMutation,
} = departmentsApi;

/** Every department matching the filters, as CSV (all pages). */
export const exportDepartmentsCsv = (query: QueryOf<'exportDepartmentsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/departments/export', { params: { query }, parseAs: 'stream', signal }), options);
