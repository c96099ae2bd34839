import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { detail, group, page } from '../../shared/routing/define';
import { CHECK_PATH, faultQueueMeta, repairOrdersMeta } from './meta';

const REPAIR = '/repair';

export const repairRoutes: RouteRecord[] = [
  group({
    path: REPAIR,
    sk: 'repair',
    title: 'repair.title',
    icon: 'repair',
    children: [
      ...resourceRoutes(faultQueueMeta, REPAIR, {
        list: () => import('./faults/FaultsPage').then((m) => m.FaultQueuePage),
        details: () => import('./faults/FaultDetailPage').then((m) => m.FaultQueueDetailPage),
      }),
      ...resourceRoutes(repairOrdersMeta, REPAIR, {
        list: () => import('./orders/OrdersPage').then((m) => m.OrdersPage),
        details: () => import('./orders/OrderDetailPage').then((m) => m.OrderDetailPage),
      }),
      detail({
        path: CHECK_PATH.slice(REPAIR.length + 1),
        title: 'repair.checkDetails',
        roles: ['repairList'],
        activeMenu: '/repair/index',
        page: () => import('./orders/CheckPage').then((m) => m.CheckPage),
      }),
      page({ path: 'serviceCalendar', title: 'repair.serviceCalendar', roles: ['calendarService'], page: () => import('./calendar/ServiceCalendarPage').then((m) => m.ServiceCalendarPage) }),
    ],
  }),
];
