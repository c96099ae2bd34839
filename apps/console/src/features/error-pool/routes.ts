import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { group } from '../../shared/routing/define';
import { faultCodePages, faultCodesMeta, faultPoolMeta, faultPoolPages } from '../repair';

export const errorPoolRoutes: RouteRecord[] = [
  group({
    path: '/errorPool',
    sk: 'errorPool',
    title: 'errorPool.title',
    icon: 'errorPool',
    children: [...resourceRoutes(faultPoolMeta, '/errorPool', faultPoolPages), ...resourceRoutes(faultCodesMeta, '/errorPool', faultCodePages)],
  }),
];
