import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { RegionsCacheTags } from '../generated/endpoints/regions';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type RegionRecord = Schemas['RegionRecord'];
export type RegionTreeNode = Schemas['RegionTreeNode'];
export type RegionCreate = Schemas['RegionCreate'];
export type RegionUpdate = Schemas['RegionUpdate'];
export type RegionListQuery = QueryOf<'listRegionRecords'>;

export const regionsTags: RegionsCacheTags = {
  listRegionRecords: {
    providesTags: [{ type: 'Region', id: 'LIST' }],
  },
  getRegionTree: {
    providesTags: [{ type: 'Region', id: 'LIST' }],
  },
  getRegion: {
    providesTags: (_result, _error, id) => [{ type: 'Region', id }],
  },
  createRegion: {
    invalidatesTags: [{ type: 'Region', id: 'LIST' }, 'Audit'],
  },
  updateRegion: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Region', id }, { type: 'Region', id: 'LIST' }, 'Audit'],
  },
  deleteRegion: {
    invalidatesTags: [{ type: 'Region', id: 'LIST' }, 'Audit'],
  },
  importRegionsCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'Region', id: 'LIST' }, 'Audit'] : []),
  },
};

/** Every region matching the filters, as CSV (all pages). */
export const exportRegionsCsv = (query: QueryOf<'exportRegionsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/regions/export', { params: { query }, parseAs: 'stream', signal }), options);
