import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const remoteRoutes: RouteRecord[] = [
  group({
    path: '/remote',
    sk: 'remote',
    title: 'remote.title',
    icon: 'remote',
    children: [
      // Group state, the data centre and the monitor centre are open to every signed-in user (docs/product.md "Permissions").
      page({ path: 'groupstate', title: 'remote.groupstate' }),
      page({ path: 'realtime', title: 'remote.realtime', roles: ['remoteSensorList'] }),
      detail({ path: 'realtime/details/:id', title: 'remote.realtimeDetails', roles: ['remoteSensorList'], activeMenu: '/remote/realtime' }),
      page({ path: 'datacore', title: 'remote.datacore' }),
      page({ path: 'monitor', title: 'remote.monitor' }),
      detail({ path: 'monitor/rec/:sn', title: 'remote.recording', activeMenu: '/remote/monitor', noCache: true }),
      page({ path: 'errorNotice', title: 'remote.errorNotice', roles: ['remoteSensorList'] }),
    ],
  }),
];
