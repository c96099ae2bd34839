import type { RouteRecord } from '@om/auth';
import { group } from '../../shared/routing/define';
import { supplierPages } from '../purchasing';

export const supplierRoutes: RouteRecord[] = [
  group({
    path: '/supplier',
    sk: 'supplier',
    title: 'supplier.title',
    icon: 'supplier',
    children: supplierPages,
  }),
];
