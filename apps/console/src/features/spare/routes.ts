import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const spareRoutes: RouteRecord[] = [
  group({
    path: '/spare',
    sk: 'spare',
    title: 'spare.title',
    icon: 'spare',
    children: [
      page({ path: 'warehouse', title: 'spare.warehouse', roles: ['spareWarehouseList'] }),
      detail({ path: 'warehouse/watch/:sensor', title: 'spare.warehouseWatch', roles: ['spareWarehouseList'], activeMenu: '/spare/warehouse' }),
      page({ path: 'category', title: 'spare.category', roles: ['spareTypeList'] }),
      page({ path: 'spareList', title: 'spare.spareList', roles: ['spareList'] }),
      page({ path: 'pick', title: 'spare.pick', roles: ['sparePickList'] }),
      page({ path: 'InWarning', title: 'spare.inWarning', roles: ['spareWaring'] }),
      page({ path: 'inStock', title: 'spare.inStock', roles: ['spareInStockList'] }),
      page({ path: 'outStock', title: 'spare.outStock', roles: ['spareOutStockList'] }),
      page({ path: 'outSupply', title: 'spare.outSupply', roles: ['spareOutSupplyList'] }),
      page({ path: 'reportSurfac', title: 'spare.report', roles: ['spareList'] }),
      page({ path: 'consume', title: 'spare.consume', roles: ['spareOutStockList'] }),
      page({ path: 'consumption', title: 'spare.consumption', roles: ['spareList'] }),
      detail({ path: 'details/:id', title: 'spare.details', roles: ['spareDetails'], activeMenu: '/spare/spareList' }),
      detail({ path: 'waringDetails/:id', title: 'spare.warningDetails', roles: ['spareWaring'], activeMenu: '/spare/InWarning' }),
      detail({ path: 'orderDetails/:id', title: 'spare.orderDetails', roles: ['sparePickList'], activeMenu: '/spare/pick' }),
      detail({ path: 'inDetails/:id', title: 'spare.inDetails', roles: ['spareInStockList'], activeMenu: '/spare/inStock' }),
      detail({ path: 'outDetails/:id', title: 'spare.outDetails', roles: ['spareOutStockList'], activeMenu: '/spare/outStock' }),
      detail({ path: 'outSupplyDetails/:id', title: 'spare.outSupplyDetails', roles: ['spareOutSupplyList'], activeMenu: '/spare/outSupply' }),
    ],
  }),
];
