import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { detail, group } from '../../shared/routing/define';
import {
  categoriesMeta, consumeMeta, consumptionMeta, partsMeta, picksMeta, stockInMeta, stockOutMeta, stockReportMeta, stocktakesMeta, supplyOutMeta, warehousesMeta, warningsMeta,
} from './meta';

const SPARE = '/spare';

export const spareRoutes: RouteRecord[] = [
  group({
    path: SPARE,
    sk: 'spare',
    title: 'spare.title',
    icon: 'spare',
    children: [
      ...resourceRoutes(warehousesMeta, SPARE, { list: () => import('./warehouses/WarehousesPage').then((m) => m.WarehousesPage) }),
      // The environment of a warehouse (the parameter is the warehouse's id): its bound sensors and their readings.
      detail({
        path: 'warehouse/watch/:sensor',
        title: 'spare.warehouseWatch',
        roles: ['spareWarehouseList'],
        activeMenu: '/spare/warehouse',
        page: () => import('./watch/WarehouseWatchPage').then((m) => m.WarehouseWatchPage),
      }),
      ...resourceRoutes(categoriesMeta, SPARE, { list: () => import('./categories/CategoriesPage').then((m) => m.CategoriesPage) }),
      ...resourceRoutes(partsMeta, SPARE, {
        list: () => import('./parts/PartsPage').then((m) => m.PartsPage),
        details: () => import('./parts/PartDetailPage').then((m) => m.PartDetailPage),
      }),
      ...resourceRoutes(picksMeta, SPARE, {
        list: () => import('./picks/PicksPage').then((m) => m.PicksPage),
        details: () => import('./picks/PickDetailPage').then((m) => m.PickDetailPage),
      }),
      ...resourceRoutes(warningsMeta, SPARE, {
        list: () => import('./warnings/WarningsPage').then((m) => m.WarningsPage),
        details: () => import('./warnings/WarningsPage').then((m) => m.WarningDetailPage),
      }),
      ...resourceRoutes(stockInMeta, SPARE, {
        list: () => import('./documents/DocumentPages').then((m) => m.StockInPage),
        details: () => import('./documents/DocumentPages').then((m) => m.StockInDetailPage),
      }),
      ...resourceRoutes(stockOutMeta, SPARE, {
        list: () => import('./documents/DocumentPages').then((m) => m.StockOutPage),
        details: () => import('./documents/DocumentPages').then((m) => m.StockOutDetailPage),
      }),
      ...resourceRoutes(supplyOutMeta, SPARE, {
        list: () => import('./documents/DocumentPages').then((m) => m.SupplyOutPage),
        details: () => import('./documents/DocumentPages').then((m) => m.SupplyOutDetailPage),
      }),
      ...resourceRoutes(stocktakesMeta, SPARE, {
        list: () => import('./stocktakes/StocktakePages').then((m) => m.StocktakesPage),
        details: () => import('./stocktakes/StocktakePages').then((m) => m.StocktakeDetailPage),
      }),
      ...resourceRoutes(stockReportMeta, SPARE, { list: () => import('./reports/StockReportPage').then((m) => m.StockReportPage) }),
      ...resourceRoutes(consumeMeta, SPARE, { list: () => import('./reports/ConsumePage').then((m) => m.ConsumePage) }),
      ...resourceRoutes(consumptionMeta, SPARE, { list: () => import('./reports/ConsumptionPage').then((m) => m.ConsumptionPage) }),
    ],
  }),
];
