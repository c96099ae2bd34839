import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DocumentCategoryRecord = Schemas['DocumentCategory'];
export type DocumentCategoryNode = Schemas['DocumentCategoryNode'];
export type DocumentCategoryCreate = Schemas['DocumentCategoryCreate'];
export type DocumentCategoryUpdate = Schemas['DocumentCategoryUpdate'];
export type DocumentCategoryListQuery = QueryOf<'listDocumentCategories'>;
export type DocumentRecord = Schemas['Document'];
export type DocumentCreate = Schemas['DocumentCreate'];
export type DocumentUpdate = Schemas['DocumentUpdate'];
export type DocumentVersionRecord = Schemas['DocumentVersion'];
export type DocumentVersionCreate = Schemas['DocumentVersionCreate'];
export type DocumentListQuery = QueryOf<'listDocuments'>;
export type DocumentVisibility = Schemas['DocumentVisibility'];
export type ExperienceRecord = Schemas['Experience'];
export type ExperienceCreate = Schemas['ExperienceCreate'];
export type ExperienceUpdate = Schemas['ExperienceUpdate'];
export type ExperienceListQuery = QueryOf<'listExperiences'>;
export type LearningItemRecord = Schemas['LearningItem'];
export type LearningItemCreate = Schemas['LearningItemCreate'];
export type LearningItemUpdate = Schemas['LearningItemUpdate'];
export type LearningListQuery = QueryOf<'listLearningItems'>;
export type LearningKind = Schemas['LearningKind'];
export type LearningReader = Schemas['LearningReader'];
export type LearningReadersQuery = QueryOf<'listLearningReaders'>;
export type ProcedureRecord = Schemas['Procedure'];
export type ProcedureCreate = Schemas['ProcedureCreate'];
export type ProcedureUpdate = Schemas['ProcedureUpdate'];
export type ProcedureVersionRecord = Schemas['ProcedureVersion'];
export type ProcedureVersionCreate = Schemas['ProcedureVersionCreate'];
export type ProcedureListQuery = QueryOf<'listProcedures'>;
export type ProcedureKind = Schemas['ProcedureKind'];

const path = (id: number) => ({ params: { path: { id } } });
const quiet = { quiet: true };

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const documentsApi = api
  .enhanceEndpoints({ addTagTypes: ['DocumentCategory', 'Document', 'Experience', 'Learning', 'Procedure', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDocumentCategoryTree: build.query({
        queryFn: (query: QueryOf<'getDocumentCategoryTree'>) => settle((client) => client.GET('/api/document_categories/tree', { params: { query } })),
        providesTags: [{ type: 'DocumentCategory', id: 'LIST' }],
      }),
      listDocumentCategories: build.query({
        queryFn: (query: DocumentCategoryListQuery) => settle((client) => client.GET('/api/document_categories', { params: { query } })),
        providesTags: [{ type: 'DocumentCategory', id: 'LIST' }],
      }),
      getDocumentCategory: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/document_categories/{id}', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'DocumentCategory', id }],
      }),
      createDocumentCategory: build.mutation({
        queryFn: (body: DocumentCategoryCreate) => settle((client) => client.POST('/api/document_categories', { body }), quiet),
        invalidatesTags: [{ type: 'DocumentCategory', id: 'LIST' }, 'Audit'],
      }),
      updateDocumentCategory: build.mutation({
        queryFn: ({ id, body }: { id: number; body: DocumentCategoryUpdate }) => settle((client) => client.PUT('/api/document_categories/{id}', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'DocumentCategory', id }, { type: 'DocumentCategory', id: 'LIST' }, { type: 'Document', id: 'LIST' }, 'Audit'],
      }),
      deleteDocumentCategory: build.mutation({
        queryFn: ({ id, version }: { id: number; version: number }) =>
          settleEmpty((client) => client.DELETE('/api/document_categories/{id}', { params: { path: { id }, query: { version } } }), quiet),
        invalidatesTags: [{ type: 'DocumentCategory', id: 'LIST' }, 'Audit'],
      }),

      listDocuments: build.query({
        queryFn: (query: DocumentListQuery) => settle((client) => client.GET('/api/documents', { params: { query } })),
        providesTags: (result) => [{ type: 'Document', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Document' as const, id }))],
      }),
      getDocument: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/documents/{id}', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Document', id }],
      }),
      createDocument: build.mutation({
        queryFn: (body: DocumentCreate) => settle((client) => client.POST('/api/documents', { body }), quiet),
        invalidatesTags: [{ type: 'Document', id: 'LIST' }, { type: 'DocumentCategory', id: 'LIST' }, 'Audit'],
      }),
      updateDocument: build.mutation({
        queryFn: ({ id, body }: { id: number; body: DocumentUpdate }) => settle((client) => client.PUT('/api/documents/{id}', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Document', id }, { type: 'Document', id: 'LIST' }, { type: 'DocumentCategory', id: 'LIST' }, 'Audit'],
      }),
      deleteDocument: build.mutation({
        queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/documents/{id}', { params: { path: { id }, query: { version } } }), quiet),
        invalidatesTags: [{ type: 'Document', id: 'LIST' }, { type: 'DocumentCategory', id: 'LIST' }, 'Audit'],
      }),
      listDocumentVersions: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/documents/{id}/versions', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Document', id }],
      }),
      addDocumentVersion: build.mutation({
        queryFn: ({ id, body }: { id: number; body: DocumentVersionCreate }) => settle((client) => client.POST('/api/documents/{id}/versions', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Document', id }, { type: 'Document', id: 'LIST' }, 'Audit'],
      }),

      listExperiences: build.query({
        queryFn: (query: ExperienceListQuery) => settle((client) => client.GET('/api/experiences', { params: { query } })),
        providesTags: (result) => [{ type: 'Experience', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Experience' as const, id }))],
      }),
      getExperience: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/experiences/{id}', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Experience', id }],
      }),
      createExperience: build.mutation({
        queryFn: (body: ExperienceCreate) => settle((client) => client.POST('/api/experiences', { body }), quiet),
        invalidatesTags: [{ type: 'Experience', id: 'LIST' }, 'Audit'],
      }),
      updateExperience: build.mutation({
        queryFn: ({ id, body }: { id: number; body: ExperienceUpdate }) => settle((client) => client.PUT('/api/experiences/{id}', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Experience', id }, { type: 'Experience', id: 'LIST' }, 'Audit'],
      }),
      deleteExperience: build.mutation({
        queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/experiences/{id}', { params: { path: { id }, query: { version } } }), quiet),
        invalidatesTags: [{ type: 'Experience', id: 'LIST' }, 'Audit'],
      }),

      listLearningItems: build.query({
        queryFn: (query: LearningListQuery) => settle((client) => client.GET('/api/learning', { params: { query } })),
        providesTags: (result) => [{ type: 'Learning', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Learning' as const, id }))],
      }),
      getLearningItem: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/learning/{id}', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Learning', id }],
      }),
      createLearningItem: build.mutation({
        queryFn: (body: LearningItemCreate) => settle((client) => client.POST('/api/learning', { body }), quiet),
        invalidatesTags: [{ type: 'Learning', id: 'LIST' }, 'Audit'],
      }),
      updateLearningItem: build.mutation({
        queryFn: ({ id, body }: { id: number; body: LearningItemUpdate }) => settle((client) => client.PUT('/api/learning/{id}', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Learning', id }, { type: 'Learning', id: 'LIST' }, 'Audit'],
      }),
      deleteLearningItem: build.mutation({
        queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/learning/{id}', { params: { path: { id }, query: { version } } }), quiet),
        invalidatesTags: [{ type: 'Learning', id: 'LIST' }, 'Audit'],
      }),
      recordLearningProgress: build.mutation({
        queryFn: ({ id, state }: { id: number; state: Schemas['LearningProgress']['state'] }) =>
          settle((client) => client.POST('/api/learning/{id}/progress', { ...path(id), body: { state } }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Learning', id }, { type: 'Learning', id: 'LIST' }],
      }),
      listLearningReaders: build.query({
        queryFn: ({ id, state }: { id: number; state: NonNullable<LearningReadersQuery['state']> }) =>
          settle((client) => client.GET('/api/learning/{id}/readers', { params: { path: { id }, query: { state } } })),
        providesTags: (_result, _error, { id }) => [{ type: 'Learning', id }],
      }),

      listProcedures: build.query({
        queryFn: (query: ProcedureListQuery) => settle((client) => client.GET('/api/procedures', { params: { query } })),
        providesTags: (result) => [{ type: 'Procedure', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Procedure' as const, id }))],
      }),
      getProcedure: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/procedures/{id}', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Procedure', id }],
      }),
      createProcedure: build.mutation({
        queryFn: (body: ProcedureCreate) => settle((client) => client.POST('/api/procedures', { body }), quiet),
        invalidatesTags: [{ type: 'Procedure', id: 'LIST' }, 'Audit'],
      }),
      updateProcedure: build.mutation({
        queryFn: ({ id, body }: { id: number; body: ProcedureUpdate }) => settle((client) => client.PUT('/api/procedures/{id}', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Procedure', id }, { type: 'Procedure', id: 'LIST' }, 'Audit'],
      }),
      deleteProcedure: build.mutation({
        queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/procedures/{id}', { params: { path: { id }, query: { version } } }), quiet),
        invalidatesTags: [{ type: 'Procedure', id: 'LIST' }, 'Audit'],
      }),
      listProcedureVersions: build.query({
        queryFn: (id: number) => settle((client) => client.GET('/api/procedures/{id}/versions', path(id))),
        providesTags: (_result, _error, id) => [{ type: 'Procedure', id }],
      }),
      addProcedureVersion: build.mutation({
        queryFn: ({ id, body }: { id: number; body: ProcedureVersionCreate }) => settle((client) => client.POST('/api/procedures/{id}/versions', { ...path(id), body }), quiet),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'Procedure', id }, { type: 'Procedure', id: 'LIST' }, 'Audit'],
      }),
    }),
  });

export const {
  useGetDocumentCategoryTreeQuery, useListDocumentCategoriesQuery, useGetDocumentCategoryQuery, useCreateDocumentCategoryMutation, useUpdateDocumentCategoryMutation, useDeleteDocumentCategoryMutation,
  useListDocumentsQuery, useGetDocumentQuery, useCreateDocumentMutation, useUpdateDocumentMutation, useDeleteDocumentMutation, useListDocumentVersionsQuery, useAddDocumentVersionMutation,
  useListExperiencesQuery, useGetExperienceQuery, useCreateExperienceMutation, useUpdateExperienceMutation, useDeleteExperienceMutation,
  useListLearningItemsQuery, useGetLearningItemQuery, useCreateLearningItemMutation, useUpdateLearningItemMutation, useDeleteLearningItemMutation, useRecordLearningProgressMutation, useListLearningReadersQuery,
  useListProceduresQuery, useGetProcedureQuery, useCreateProcedureMutation, useUpdateProcedureMutation, useDeleteProcedureMutation, useListProcedureVersionsQuery, useAddProcedureVersionMutation,
} = documentsApi;
