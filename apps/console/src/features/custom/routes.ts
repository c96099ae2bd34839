import type { RouteRecord } from '@om/auth';
import { group } from '../../shared/routing/define';
import { customPages } from '../purchasing';

export const customRoutes: RouteRecord[] = [
  group({
    path: '/custom',
    sk: 'custom',
    title: 'custom.title',
    icon: 'custom',
    children: customPages,
  }),
];
