import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { DepartmentsCacheTags } from '../generated/endpoints/departments';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DepartmentRecord = Schemas['Department'];
export type DepartmentNode = Schemas['DepartmentNode'];
export type DepartmentCreate = Schemas['DepartmentCreate'];
export type DepartmentUpdate = Schemas['DepartmentUpdate'];
export type DepartmentListQuery = QueryOf<'listDepartments'>;

export const departmentsTags: DepartmentsCacheTags = {
  listDepartments: {
    providesTags: [{ type: 'Department', id: 'LIST' }],
  },
  getDepartmentTree: {
    providesTags: [{ type: 'Department', id: 'LIST' }],
  },
  getDepartment: {
    providesTags: (_result, _error, id) => [{ type: 'Department', id }],
  },
  createDepartment: {
    invalidatesTags: [{ type: 'Department', id: 'LIST' }, 'Audit'],
  },
  updateDepartment: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Department', id }, { type: 'Department', id: 'LIST' }, 'Audit'],
  },
  deleteDepartment: {
    invalidatesTags: [{ type: 'Department', id: 'LIST' }, 'Audit'],
  },
  importDepartmentsCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'Department', id: 'LIST' }, 'Audit'] : []),
  },
};

/** Every department matching the filters, as CSV (all pages). */
export const exportDepartmentsCsv = (query: QueryOf<'exportDepartmentsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/departments/export', { params: { query }, parseAs: 'stream', signal }), options);
