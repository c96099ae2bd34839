import type { components } from '../generated/schema';
import type { DocumentsCacheTags } from '../generated/endpoints/documents';
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

const DOCUMENT = (id: number) => [{ type: 'Document' as const, id }, { type: 'Document' as const, id: 'LIST' }, { type: 'DocumentCategory' as const, id: 'LIST' }, 'Audit' as const];
const rowTags = <T extends 'Experience' | 'Learning' | 'Procedure'>(type: T) => ({
  list: (result: { items: { id: number }[] } | undefined) => [{ type, id: 'LIST' as const }, ...(result?.items ?? []).map(({ id }) => ({ type, id }))],
  one: (id: number) => [{ type, id }],
  created: [{ type, id: 'LIST' as const }, 'Audit' as const],
  changed: (id: number) => [{ type, id }, { type, id: 'LIST' as const }, 'Audit' as const],
});
const experience = rowTags('Experience');
const learning = rowTags('Learning');
const procedure = rowTags('Procedure');

// The generated endpoints' cache tags (writes are quiet by default: the form shows the server's message).
export const documentsTags: DocumentsCacheTags = {
  getDocumentCategoryTree: { providesTags: [{ type: 'DocumentCategory', id: 'LIST' }] },
  listDocumentCategories: { providesTags: [{ type: 'DocumentCategory', id: 'LIST' }] },
  getDocumentCategory: { providesTags: (_result, _error, id) => [{ type: 'DocumentCategory', id }] },
  createDocumentCategory: { invalidatesTags: [{ type: 'DocumentCategory', id: 'LIST' }, 'Audit'] },
  updateDocumentCategory: { invalidatesTags: (_result, _error, { id }) => [{ type: 'DocumentCategory', id }, { type: 'DocumentCategory', id: 'LIST' }, { type: 'Document', id: 'LIST' }, 'Audit'] },
  deleteDocumentCategory: { invalidatesTags: [{ type: 'DocumentCategory', id: 'LIST' }, 'Audit'] },
  listDocuments: { providesTags: (result) => [{ type: 'Document', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Document' as const, id }))] },
  getDocument: { providesTags: (_result, _error, id) => [{ type: 'Document', id }] },
  createDocument: { invalidatesTags: [{ type: 'Document', id: 'LIST' }, { type: 'DocumentCategory', id: 'LIST' }, 'Audit'] },
  updateDocument: { invalidatesTags: (_result, _error, { id }) => DOCUMENT(id) },
  deleteDocument: { invalidatesTags: [{ type: 'Document', id: 'LIST' }, { type: 'DocumentCategory', id: 'LIST' }, 'Audit'] },
  listDocumentVersions: { providesTags: (_result, _error, id) => [{ type: 'Document', id }] },
  addDocumentVersion: { invalidatesTags: (_result, _error, { id }) => DOCUMENT(id) },
  listExperiences: { providesTags: (result) => experience.list(result) },
  getExperience: { providesTags: (_result, _error, id) => experience.one(id) },
  createExperience: { invalidatesTags: experience.created },
  createExperienceFromRepair: { invalidatesTags: experience.created },
  updateExperience: { invalidatesTags: (_result, _error, { id }) => experience.changed(id) },
  deleteExperience: { invalidatesTags: experience.created },
  listLearningItems: { providesTags: (result) => learning.list(result) },
  getLearningItem: { providesTags: (_result, _error, id) => learning.one(id) },
  createLearningItem: { invalidatesTags: learning.created },
  updateLearningItem: { invalidatesTags: (_result, _error, { id }) => learning.changed(id) },
  deleteLearningItem: { invalidatesTags: learning.created },
  recordLearningProgress: { invalidatesTags: (_result, _error, { id }) => learning.changed(id) },
  listLearningReaders: { providesTags: (_result, _error, { id }) => learning.one(id) },
  listProcedures: { providesTags: (result) => procedure.list(result) },
  getProcedure: { providesTags: (_result, _error, id) => procedure.one(id) },
  createProcedure: { invalidatesTags: procedure.created },
  updateProcedure: { invalidatesTags: (_result, _error, { id }) => procedure.changed(id) },
  deleteProcedure: { invalidatesTags: procedure.created },
  listProcedureVersions: { providesTags: (_result, _error, id) => procedure.one(id) },
  addProcedureVersion: { invalidatesTags: (_result, _error, { id }) => procedure.changed(id) },
};
