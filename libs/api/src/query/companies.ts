import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { CompaniesCacheTags } from '../generated/endpoints/companies';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type CompanyRecord = Schemas['CompanyRecord'];
export type CompanyCreate = Schemas['CompanyCreate'];
export type CompanyUpdate = Schemas['CompanyUpdate'];
export type CompanyListQuery = QueryOf<'listCompanyRecords'>;

export const companiesTags: CompaniesCacheTags = {
  listCompanyRecords: {
    providesTags: (result) => [{ type: 'Company', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Company' as const, id }))],
  },
  getCompany: {
    providesTags: (_result, _error, id) => [{ type: 'Company', id }],
  },
  createCompany: {
    invalidatesTags: [{ type: 'Company', id: 'LIST' }, 'Audit'],
  },
  updateCompany: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Company', id }, { type: 'Company', id: 'LIST' }, 'Audit'],
  },
  deleteCompany: {
    invalidatesTags: [{ type: 'Company', id: 'LIST' }, 'Audit'],
  },
  importCompaniesCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'Company', id: 'LIST' }, 'Audit'] : []),
  },
};

/** Every company matching the filters, as CSV (all pages). */
export const exportCompaniesCsv = (query: QueryOf<'exportCompaniesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/companies/export', { params: { query }, parseAs: 'stream', signal }), options);
