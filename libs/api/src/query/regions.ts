import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type RegionRecord = Schemas['RegionRecord'];
export type RegionTreeNode = Schemas['RegionTreeNode'];
export type RegionCreate = Schemas['RegionCreate'];
export type RegionUpdate = Schemas['RegionUpdate'];
export type RegionListQuery = QueryOf<'listRegionRecords'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const regionsApi = api.enhanceEndpoints({ addTagTypes: ['Region', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listRegionRecords: build.query({
      queryFn: (query: RegionListQuery) => settle((client) => client.GET('/api/regions', { params: { query } })),
      providesTags: [{ type: 'Region', id: 'LIST' }],
    }),
    getRegionTree: build.query({
      queryFn: (query: QueryOf<'getRegionTree'>) => settle((client) => client.GET('/api/regions/tree', { params: { query } })),
      providesTags: [{ type: 'Region', id: 'LIST' }],
    }),
    getRegion: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/regions/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Region', id }],
    }),
    createRegion: build.mutation({
      queryFn: (body: RegionCreate) => settle((client) => client.POST('/api/regions', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Region', id: 'LIST' }, 'Audit'],
    }),
    updateRegion: build.mutation({
      queryFn: ({ id, body }: { id: number; body: RegionUpdate }) =>
        settle((client) => client.PUT('/api/regions/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Region', id }, { type: 'Region', id: 'LIST' }, 'Audit'],
    }),
    deleteRegion: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/regions/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'Region', id: 'LIST' }, 'Audit'],
    }),
    importRegionsCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/regions/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'Region', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListRegionRecordsQuery,
  useGetRegionTreeQuery,
  useGetRegionQuery,
  useCreateRegionMutation,
  useUpdateRegionMutation,
  useDeleteRegionMutation,
  useImportRegionsCsvMutation,
} = regionsApi;

/** Every region matching the filters, as CSV (all pages). */
export const exportRegionsCsv = (query: QueryOf<'exportRegionsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/regions/export', { params: { query }, parseAs: 'stream', signal }), options);
