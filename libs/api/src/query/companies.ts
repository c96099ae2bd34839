import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type CompanyRecord = Schemas['CompanyRecord'];
export type CompanyCreate = Schemas['CompanyCreate'];
export type CompanyUpdate = Schemas['CompanyUpdate'];
export type CompanyListQuery = QueryOf<'listCompanyRecords'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const companiesApi = api.enhanceEndpoints({ addTagTypes: ['Company', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listCompanyRecords: build.query({
      queryFn: (query: CompanyListQuery) => settle((client) => client.GET('/api/companies', { params: { query } })),
      providesTags: (result) => [{ type: 'Company', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Company' as const, id }))],
    }),
    getCompany: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/companies/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    createCompany: build.mutation({
      queryFn: (body: CompanyCreate) => settle((client) => client.POST('/api/companies', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Company', id: 'LIST' }, 'Audit'],
    }),
    updateCompany: build.mutation({
      queryFn: ({ id, body }: { id: number; body: CompanyUpdate }) =>
        settle((client) => client.PUT('/api/companies/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }, { type: 'Company', id: 'LIST' }, 'Audit'],
    }),
    deleteCompany: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/companies/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'Company', id: 'LIST' }, 'Audit'],
    }),
    importCompaniesCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/companies/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'Company', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListCompanyRecordsQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useImportCompaniesCsvMutation,
} = companiesApi;

/** Every company matching the filters, as CSV (all pages). */
export const exportCompaniesCsv = (query: QueryOf<'exportCompaniesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/companies/export', { params: { query }, parseAs: 'stream', signal }), options);
