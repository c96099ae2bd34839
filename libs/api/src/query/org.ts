import { settle } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

export const orgApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanies: build.query({
      queryFn: (query: QueryOf<'listCompanies'>) => settle((client) => client.GET('/api/get_company', { params: { query } })),
    }),
    listRegions: build.query({
      queryFn: (query: QueryOf<'listRegions'>) => settle((client) => client.GET('/api/get_region', { params: { query } })),
    }),
  }),
});

export const { useListCompaniesQuery, useListRegionsQuery } = orgApi;
