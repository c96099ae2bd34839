import type { components } from '../generated/schema';
import { settle } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type CorrectionRecord = Schemas['Correction'];
export type CorrectionCreate = Schemas['CorrectionCreate'];
export type CorrectionListQuery = QueryOf<'listCorrections'>;

// Writes are `quiet`: the form that sent them shows the server's message (on the field it names).
export const correctionsApi = api.enhanceEndpoints({ addTagTypes: ['Correction', 'Approval', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listCorrections: build.query({
      queryFn: (query: CorrectionListQuery) => settle((client) => client.GET('/api/corrections', { params: { query } })),
      providesTags: ['Correction'],
    }),
    getCorrection: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/corrections/{id}', { params: { path: { id } } })),
      providesTags: ['Correction'],
    }),
    createCorrection: build.mutation({
      queryFn: (body: CorrectionCreate) => settle((client) => client.POST('/api/corrections', { body }), { quiet: true }),
      invalidatesTags: ['Correction', { type: 'Approval', id: 'LIST' }, 'Audit'],
    }),
  }),
});

export const { useListCorrectionsQuery, useGetCorrectionQuery, useCreateCorrectionMutation } = correctionsApi;
