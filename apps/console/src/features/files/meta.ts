import { resourceMeta } from '../../shared/resource/meta';

// The documents-and-knowledge group's resources: names, paths and permissions (the page loaders are in routes.ts).

export const categoriesMeta = resourceMeta({
  name: 'categories',
  ns: 'files',
  routes: { list: '/files/category' },
  titles: { list: 'files.category' },
  permissions: { list: ['dataCategoryList'] },
  writes: ['createDocumentCategory'],
});

export const documentsMeta = resourceMeta({
  name: 'documents',
  ns: 'files',
  routes: { list: '/files/filesList' },
  titles: { list: 'files.filesList' },
  permissions: { list: ['dataFilesList'] },
  writes: ['createDocument'],
});

export const experienceMeta = resourceMeta({
  name: 'experience',
  ns: 'files',
  routes: { list: '/files/experience', details: '/files/expDetails/:id' },
  titles: { list: 'files.experience', details: 'files.experienceDetails' },
  permissions: { list: ['dataExperienceList'] },
  writes: ['createExperience'],
});

export const learningMeta = resourceMeta({
  name: 'learning',
  ns: 'files',
  routes: { list: '/files/learning', details: '/files/learnDetails/:id' },
  titles: { list: 'files.learning', details: 'files.learningDetails' },
  permissions: { list: ['dataLearningList'] },
  writes: ['createLearningItem'],
});

export const proceduresMeta = resourceMeta({
  name: 'procedures',
  ns: 'files',
  routes: { list: '/files/operationList' },
  titles: { list: 'files.operationList' },
  permissions: { list: ['dataOperationList'] },
  writes: ['createProcedure'],
});
