import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const filesRoutes: RouteRecord[] = [
  group({
    path: '/files',
    sk: 'files',
    title: 'files.title',
    icon: 'files',
    children: [
      page({ path: 'category', title: 'files.category', roles: ['dataCategoryList'] }),
      page({ path: 'filesList', title: 'files.filesList', roles: ['dataFilesList'] }),
      page({ path: 'experience', title: 'files.experience', roles: ['dataExperienceList'] }),
      page({ path: 'learning', title: 'files.learning', roles: ['dataLearningList'] }),
      page({ path: 'operationList', title: 'files.operationList', roles: ['dataOperationList'] }),
      detail({ path: 'expDetails/:id', title: 'files.experienceDetails', roles: ['dataExperienceList'], activeMenu: '/files/experience' }),
      detail({ path: 'learnDetails/:id', title: 'files.learningDetails', roles: ['dataLearningList'], activeMenu: '/files/learning' }),
    ],
  }),
];
