import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { group } from '../../shared/routing/define';
import { faultPoolMeta } from '../repair/meta';

export const errorPoolRoutes: RouteRecord[] = [
  group({
    path: '/errorPool',
    sk: 'errorPool',
    title: 'errorPool.title',
    icon: 'errorPool',
    children: [...resourceRoutes(faultPoolMeta, '/errorPool')],
  }),
];
