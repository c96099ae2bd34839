import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const repairRoutes: RouteRecord[] = [
  group({
    path: '/repair',
    sk: 'repair',
    title: 'repair.title',
    icon: 'repair',
    children: [
      page({ path: 'errorList', title: 'repair.errorList', roles: ['repairList'] }),
      detail({ path: 'errorList/details/:id', title: 'repair.errorDetails', roles: ['repairList'], activeMenu: '/repair/errorList' }),
      page({ path: 'index', title: 'repair.orders', roles: ['repairList'] }),
      detail({ path: 'details/:id', title: 'repair.orderDetails', roles: ['repairList'], activeMenu: '/repair/index' }),
      detail({ path: 'check/details/:id', title: 'repair.checkDetails', roles: ['repairList'], activeMenu: '/repair/index' }),
      page({ path: 'serviceCalendar', title: 'repair.serviceCalendar', roles: ['calendarService'] }),
    ],
  }),
];
