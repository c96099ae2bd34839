import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const customRoutes: RouteRecord[] = [
  group({
    path: '/custom',
    sk: 'custom',
    title: 'custom.title',
    icon: 'custom',
    children: [
      page({ path: 'custom', title: 'custom.custom', roles: ['custom'] }),
      detail({ path: 'customDetails/:id', title: 'custom.details', roles: ['custom'], activeMenu: '/custom/custom' }),
      page({ path: 'supply', title: 'custom.supply', roles: ['sparecustomIndex'] }),
    ],
  }),
];
