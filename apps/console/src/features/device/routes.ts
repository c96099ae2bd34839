import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { group } from '../../shared/routing/define';
import { devicesMeta, deviceTypesMeta, specialEquipmentMeta } from './meta';

const DEVICE = '/device';

export const deviceRoutes: RouteRecord[] = [
  group({
    path: DEVICE,
    sk: 'device',
    title: 'device.title',
    icon: 'device',
    children: [
      // /device/list and /device/details/:id
      ...resourceRoutes(devicesMeta, DEVICE, {
        list: () => import('./ledger/DevicesPage').then((m) => m.DevicesPage),
        details: () => import('./details/DeviceDetailPage').then((m) => m.DeviceDetailPage),
      }),
      ...resourceRoutes(deviceTypesMeta, DEVICE, { list: () => import('./types/DeviceTypesPage').then((m) => m.DeviceTypesPage) }),
      ...resourceRoutes(specialEquipmentMeta, DEVICE, { list: () => import('./special/SpecialEquipmentPage').then((m) => m.SpecialEquipmentPage) }),
    ],
  }),
];
