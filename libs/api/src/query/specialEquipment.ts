import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { SpecialEquipmentCacheTags } from '../generated/endpoints/specialEquipment';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type SpecialEquipmentRecord = Schemas['SpecialEquipment'];
export type SpecialEquipmentCreate = Schemas['SpecialEquipmentCreate'];
export type SpecialEquipmentUpdate = Schemas['SpecialEquipmentUpdate'];
export type SpecialEquipmentCategory = Schemas['SpecialEquipmentCategory'];
export type DueState = Schemas['DueState'];
export type SpecialEquipmentListQuery = QueryOf<'listSpecialEquipment'>;

export const specialEquipmentTags: SpecialEquipmentCacheTags = {
  listSpecialEquipment: {
    providesTags: (result) => [{ type: 'SpecialEquipment', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'SpecialEquipment' as const, id }))],
  },
  getSpecialEquipment: {
    providesTags: (_result, _error, id) => [{ type: 'SpecialEquipment', id }],
  },
  createSpecialEquipment: {
    invalidatesTags: [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
  },
  updateSpecialEquipment: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'SpecialEquipment', id }, { type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
  },
  deleteSpecialEquipment: {
    invalidatesTags: [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'],
  },
  importSpecialEquipmentCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'SpecialEquipment', id: 'LIST' }, 'Audit'] : []),
  },
};

/** Every special-equipment row matching the filters, as CSV (all pages). */
export const exportSpecialEquipmentCsv = (query: QueryOf<'exportSpecialEquipmentCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/special_equipment/export', { params: { query }, parseAs: 'stream', signal }), options);
