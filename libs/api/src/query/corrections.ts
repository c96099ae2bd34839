import type { components } from '../generated/schema';
import type { CorrectionsCacheTags } from '../generated/endpoints/corrections';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type CorrectionRecord = Schemas['Correction'];
export type CorrectionCreate = Schemas['CorrectionCreate'];
export type CorrectionListQuery = QueryOf<'listCorrections'>;

export const correctionsTags: CorrectionsCacheTags = {
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
