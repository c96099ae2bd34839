import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { group } from '../../shared/routing/define';
import { categoriesMeta, documentsMeta, experienceMeta, learningMeta, proceduresMeta } from './meta';

const FILES = '/files';

export const filesRoutes: RouteRecord[] = [
  group({
    path: FILES,
    sk: 'files',
    title: 'files.title',
    icon: 'files',
    children: [
      ...resourceRoutes(categoriesMeta, FILES, { list: () => import('./categories/CategoriesPage').then((m) => m.CategoriesPage) }),
      ...resourceRoutes(documentsMeta, FILES, { list: () => import('./documents/DocumentsPage').then((m) => m.DocumentsPage) }),
      // /files/experience and /files/expDetails/:id
      ...resourceRoutes(experienceMeta, FILES, {
        list: () => import('./experience/ExperiencePage').then((m) => m.ExperiencePage),
        details: () => import('./experience/ExperienceDetailPage').then((m) => m.ExperienceDetailPage),
      }),
      // /files/learning and /files/learnDetails/:id
      ...resourceRoutes(learningMeta, FILES, {
        list: () => import('./learning/LearningPage').then((m) => m.LearningPage),
        details: () => import('./learning/LearningDetailPage').then((m) => m.LearningDetailPage),
      }),
      ...resourceRoutes(proceduresMeta, FILES, { list: () => import('./procedures/ProceduresPage').then((m) => m.ProceduresPage) }),
    ],
  }),
];
