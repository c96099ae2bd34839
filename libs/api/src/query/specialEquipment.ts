import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type SpecialEquipmentRecord = Schemas['SpecialEquipment'];
export type SpecialEquipmentCreate = Schemas['SpecialEquipmentCreate'];
export type SpecialEquipmentUpdate = Schemas['SpecialEquipmentUpdate'];
export type SpecialEquipmentCategory = Schemas['SpecialEquipmentCategory'];
export type DueState = Schemas['DueState'];
export type SpecialEquipmentListQuery = QueryOf<'listSpecialEquipment'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const specialEquipmentApi = api.enhanceEndpoints({ addTagTypes: ['SpecialEquipment', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listSpecialEquipment: build.query({
      queryFn: (query: SpecialEquipmentListQuery) => settle((client) => client.GET('/api/special_equipment', { params: { query } })),
      providesTags: (result) => [
        { type: 'SpecialEquipment', id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'SpecialEquipment' as const, id })),
      ],
    }),
    getSpecialEquipment: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/special_equipment/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SpecialEquipment', id }],
    }),
    createSpecialEquipment: build.mutation({
      queryFn: (body: SpecialEquipmentCreate) => settle((client) => client.POST('/api/special_equipment', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
    }),
    updateSpecialEquipment: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SpecialEquipmentUpdate }) =>
        settle((client) => client.PUT('/api/special_equipment/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpecialEquipment', id }, { type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
    }),
    deleteSpecialEquipment: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/special_equipment/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
    }),
    importSpecialEquipmentCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/special_equipment/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListSpecialEquipmentQuery,
  useGetSpecialEquipmentQuery,
  useCreateSpecialEquipmentMutation,
  useUpdateSpecialEquipmentMutation,
  useDeleteSpecialEquipmentMutation,
  useImportSpecialEquipmentCsvMutation,
} = specialEquipmentApi;

/** Every special-equipment row matching the filters, as CSV (all pages). */
export const exportSpecialEquipmentCsv = (query: QueryOf<'exportSpecialEquipmentCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/special_equipment/export', { params: { query }, parseAs: 'stream', signal }), options);
