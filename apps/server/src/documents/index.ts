import { holdsAction } from '@om/auth/core';
import type { OwnerReader } from '../files/file-handlers';
import type { Services } from '../services';
import { categoryResource, categoryTreeHandlers } from './categories';
import { documentHandlers, documentResource, mayReadDocument } from './documents';
import { experienceFromRepairHandlers } from './experience-from-repair';
import { experienceResource } from './experiences';
import { learningHandlers, learningResource } from './learning';
import { procedureHandlers, procedureResource } from './procedures';

/** The documents-and-knowledge module's resources (src/resource/define-resource.ts), declared once each. */
export function documentResources(services: Services) {
  return {
    categories: categoryResource(services),
    documents: documentResource(services),
    experiences: experienceResource(services),
    learning: learningResource(services),
    procedures: procedureResource(services),
  };
}

/** Every handler of the module (the file store's upload and download are composed in app.ts). */
export function documentModuleHandlers(services: Services) {
  const r = documentResources(services);
  return {
    ...r.categories.handlers,
    ...r.documents.handlers,
    ...r.experiences.handlers,
    ...r.learning.handlers,
    ...r.procedures.handlers,
    ...categoryTreeHandlers(services, r.categories),
    ...documentHandlers(services, r.documents),
    ...learningHandlers(services, r.learning),
    ...procedureHandlers(services, r.procedures),
    ...experienceFromRepairHandlers(services, r.experiences),
  };
}

/** Who may read the files of documents (any version), learning items and procedures (the file store asks). */
export function documentFileReaders(services: Services): Record<'document' | 'learning' | 'procedure', OwnerReader> {
  const r = documentResources(services);
  return {
    document: mayReadDocument,
    learning: async (db, auth, id) => holdsAction(auth.grants, ['dataLearningList'], 'view') && (await r.learning.findVisible(db, auth, id)) !== undefined,
    procedure: async (db, auth, id) => holdsAction(auth.grants, ['dataOperationList'], 'view') && (await r.procedures.findVisible(db, auth, id)) !== undefined,
  };
}
