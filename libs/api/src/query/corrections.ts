import type { components } from '../generated/schema';
import type { CacheTags } from './cacheTags';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type CorrectionRecord = Schemas['Correction'];
export type CorrectionCreate = Schemas['CorrectionCreate'];
export type CorrectionListQuery = QueryOf<'listCorrections'>;

export const correctionsTags: CacheTags = {
  listCorrections: {
    providesTags: ['Correction'],
  },
  getCorrection: {
    providesTags: ['Correction'],
  },
  createCorrection: {
    invalidatesTags: ['Correction', { type: 'Approval', id: 'LIST' }, 'Audit'],
  },
};
