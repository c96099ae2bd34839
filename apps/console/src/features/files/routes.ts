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
      ...resourceRoutes(categoriesMeta, FILES),
      ...resourceRoutes(documentsMeta, FILES),
      // /files/experience and /files/expDetails/:id
      ...resourceRoutes(experienceMeta, FILES),
      // /files/learning and /files/learnDetails/:id
      ...resourceRoutes(learningMeta, FILES),
      ...resourceRoutes(proceduresMeta, FILES),
    ],
  }),
];
