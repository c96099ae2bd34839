import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const diagnRoutes: RouteRecord[] = [
  group({
    path: '/diagn',
    sk: 'diagn',
    title: 'diagn.title',
    icon: 'diagn',
    children: [
      page({ path: 'diagn', title: 'diagn.diagn', roles: ['diagnList'] }),
      page({ path: 'data', title: 'diagn.data', roles: ['diagnList'], hidden: true, activeMenu: '/diagn/diagn' }),
      page({ path: 'dict', title: 'diagn.dict', roles: ['diagnList'] }),
      detail({ path: 'diagn/detail/:id', title: 'diagn.diagnDetails', roles: ['diagnList'], activeMenu: '/diagn/diagn' }),
      detail({ path: 'dict/detail/:id', title: 'diagn.dictDetails', roles: ['diagnList'], activeMenu: '/diagn/dict' }),
      detail({ path: 'data/detail/:id', title: 'diagn.dataDetails', roles: ['diagnList'], activeMenu: '/diagn/diagn' }),
    ],
  }),
];
