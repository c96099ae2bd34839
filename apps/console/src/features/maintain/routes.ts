import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const maintainRoutes: RouteRecord[] = [
  group({
    path: '/maintain',
    sk: 'maintain',
    title: 'maintain.title',
    icon: 'maintain',
    children: [
      page({ path: 'maintainPlan', title: 'maintain.plan', roles: ['maintainList'] }),
      page({ path: 'maintainTask', title: 'maintain.task', roles: ['maintainTaskList'] }),
      page({ path: 'maintainStandard', title: 'maintain.standard', roles: ['maintainStandardList'] }),
      page({ path: 'maintainDoc', title: 'maintain.doc', roles: ['maintainList'] }),
      page({ path: 'maintainCalendar', title: 'maintain.calendar', roles: ['maintainTaskList'] }),
      detail({ path: 'standardDetails/:id', title: 'maintain.standardDetails', roles: ['maintainStandardList'], activeMenu: '/maintain/maintainStandard' }),
      detail({ path: 'planDetails/:id', title: 'maintain.planDetails', roles: ['maintainList'], activeMenu: '/maintain/maintainPlan' }),
      detail({ path: 'taskDetails/:id', title: 'maintain.taskDetails', roles: ['maintainTaskList'], activeMenu: '/maintain/maintainTask' }),
      detail({ path: 'checkDetails/:id', title: 'maintain.checkDetails', roles: ['maintainTaskList'], activeMenu: '/maintain/maintainTask' }),
    ],
  }),
];
