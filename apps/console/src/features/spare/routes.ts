import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { detail, group } from '../../shared/routing/define';
import {
  categoriesMeta, consumeMeta, consumptionMeta, partsMeta, picksMeta, stockInMeta, stockOutMeta, stockReportMeta, supplyOutMeta, warehousesMeta, warningsMeta,
} from './meta';

const SPARE = '/spare';

export const spareRoutes: RouteRecord[] = [
  group({
    path: SPARE,
    sk: 'spare',
    title: 'spare.title',
    icon: 'spare',
    children: [
      ...resourceRoutes(warehousesMeta, SPARE),
      // The environment of a warehouse from its bound sensors: not in this release (see the module's README).
      detail({ path: 'warehouse/watch/:sensor', title: 'spare.warehouseWatch', roles: ['spareWarehouseList'], activeMenu: '/spare/warehouse' }),
      ...resourceRoutes(categoriesMeta, SPARE),
      ...resourceRoutes(partsMeta, SPARE),
      ...resourceRoutes(picksMeta, SPARE),
      ...resourceRoutes(warningsMeta, SPARE),
      ...resourceRoutes(stockInMeta, SPARE),
      ...resourceRoutes(stockOutMeta, SPARE),
      ...resourceRoutes(supplyOutMeta, SPARE),
      ...resourceRoutes(stockReportMeta, SPARE),
      ...resourceRoutes(consumeMeta, SPARE),
      ...resourceRoutes(consumptionMeta, SPARE),
    ],
  }),
];
