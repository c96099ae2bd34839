import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const deviceRoutes: RouteRecord[] = [
  group({
    path: '/device',
    sk: 'device',
    title: 'device.title',
    icon: 'device',
    children: [
      page({ path: 'list', title: 'device.list', roles: ['deviceList'] }),
      detail({ path: 'details/:id', title: 'device.details', roles: ['deviceDetails'], activeMenu: '/device/list' }),
      page({ path: 'type', title: 'device.type', roles: ['deviceTypeList'] }),
      page({ path: 'special', title: 'device.special', roles: ['deviceSensorList'] }),
    ],
  }),
];
