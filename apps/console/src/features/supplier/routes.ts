import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const supplierRoutes: RouteRecord[] = [
  group({
    path: '/supplier',
    sk: 'supplier',
    title: 'supplier.title',
    icon: 'supplier',
    children: [
      page({ path: 'supplier', title: 'supplier.supplier', roles: ['supplierSupplier'] }),
      detail({ path: 'supplierDetails/:id', title: 'supplier.details', roles: ['supplierSupplier'], activeMenu: '/supplier/supplier' }),
      page({ path: 'purchase', title: 'supplier.purchase', roles: ['supplierPickOrderList'] }),
    ],
  }),
];
