import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const systemRoutes: RouteRecord[] = [
  group({
    path: '/system',
    sk: 'system',
    title: 'system.title',
    icon: 'system',
    children: [
      page({ path: 'member', title: 'system.member', roles: ['userList'] }),
      detail({ path: 'details/:id', title: 'system.userDetails', roles: ['userDetails'], activeMenu: '/system/member' }),
      page({ path: 'group', title: 'system.group', roles: ['groupList'] }),
      page({ path: 'areas', title: 'system.areas', roles: ['areaList'] }),
      page({ path: 'region', title: 'system.region', roles: ['regionList'] }),
      // Correction and rules management change platform-wide data: administrators only.
      page({ path: 'correct', title: 'system.correct', roles: ['admin'] }),
      page({ path: 'rules', title: 'system.rules', roles: ['admin'] }),
      page({ path: 'approve', title: 'system.approve', roles: ['approveList'] }),
      detail({ path: 'process/:id', title: 'system.process', roles: ['approveProcess'], activeMenu: '/system/approve' }),
      // Every signed-in user reads their own messages.
      page({ path: 'message', title: 'system.message' }),
      page({ path: 'log', title: 'system.log', roles: ['companyLogList'] }),
    ],
  }),
];
