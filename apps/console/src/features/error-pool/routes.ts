import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const errorPoolRoutes: RouteRecord[] = [
  group({
    path: '/errorPool',
    sk: 'errorPool',
    title: 'errorPool.title',
    icon: 'errorPool',
    children: [
      page({ path: 'errorList', title: 'errorPool.errorList', roles: ['errorPoolList'] }),
      detail({ path: 'details/:id', title: 'errorPool.details', roles: ['errorPoolList'], activeMenu: '/errorPool/errorList' }),
    ],
  }),
];
