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
      ...resourceRoutes(faultQueueMeta, REPAIR),
      ...resourceRoutes(repairOrdersMeta, REPAIR),
      detail({
        path: CHECK_PATH.slice(REPAIR.length + 1),
        title: 'repair.checkDetails',
        roles: ['repairList'],
        activeMenu: '/repair/index',
        page: () => import('./orders/CheckPage').then((m) => m.CheckPage),
      }),
      page({ path: 'serviceCalendar', title: 'repair.serviceCalendar', roles: ['calendarService'] }),
    ],
  }),
];
