import { resourceMeta } from '../../shared/resource/meta';

// The documents-and-knowledge group's resources as the router sees them; each page loads on first visit.

export const categoriesMeta = resourceMeta({
  name: 'categories',
  ns: 'files',
  routes: { list: '/files/category' },
  titles: { list: 'files.category' },
  permissions: { list: ['dataCategoryList'], write: ['dataCategoryList'] },
  pages: { list: () => import('./categories/CategoriesPage').then((m) => m.CategoriesPage) },
});

export const documentsMeta = resourceMeta({
  name: 'documents',
  ns: 'files',
  routes: { list: '/files/filesList' },
  titles: { list: 'files.filesList' },
  permissions: { list: ['dataFilesList'], write: ['dataFilesList'] },
  pages: { list: () => import('./documents/DocumentsPage').then((m) => m.DocumentsPage) },
});

export const experienceMeta = resourceMeta({
  name: 'experience',
  ns: 'files',
  routes: { list: '/files/experience', details: '/files/expDetails/:id' },
  titles: { list: 'files.experience', details: 'files.experienceDetails' },
  permissions: { list: ['dataExperienceList'], write: ['dataExperienceList'] },
  pages: {
    list: () => import('./experience/ExperiencePage').then((m) => m.ExperiencePage),
    details: () => import('./experience/ExperienceDetailPage').then((m) => m.ExperienceDetailPage),
  },
});

export const learningMeta = resourceMeta({
  name: 'learning',
  ns: 'files',
  routes: { list: '/files/learning', details: '/files/learnDetails/:id' },
  titles: { list: 'files.learning', details: 'files.learningDetails' },
  permissions: { list: ['dataLearningList'], write: ['dataLearningList'] },
  pages: {
    list: () => import('./learning/LearningPage').then((m) => m.LearningPage),
    details: () => import('./learning/LearningDetailPage').then((m) => m.LearningDetailPage),
  },
});

export const proceduresMeta = resourceMeta({
  name: 'procedures',
  ns: 'files',
  routes: { list: '/files/operationList' },
  titles: { list: 'files.operationList' },
  permissions: { list: ['dataOperationList'], write: ['dataOperationList'] },
  pages: { list: () => import('./procedures/ProceduresPage').then((m) => m.ProceduresPage) },
});
