import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { page } from '../../shared/routing/define';
import { customersMeta, purchaseOrdersMeta, purchaseRequestsMeta, suppliersMeta, supplyOrdersMeta } from './meta';

// The purchasing pages inside the spec's menu groups (/supplier, /custom, /office), in the spec's order.

export const supplierPages: RouteRecord[] = [
  ...resourceRoutes(suppliersMeta, '/supplier', {
    list: () => import('./pages').then((m) => m.SuppliersPage),
    details: () => import('./PartnerDetailPages').then((m) => m.SupplierDetailPage),
  }),
  ...resourceRoutes(purchaseOrdersMeta, '/supplier', {
    list: () => import('./pages').then((m) => m.OrdersPage),
    details: () => import('./OrderDetailPage').then((m) => m.OrderDetailPage),
  }),
];

export const customPages: RouteRecord[] = [
  ...resourceRoutes(customersMeta, '/custom', {
    list: () => import('./pages').then((m) => m.CustomersPage),
    details: () => import('./PartnerDetailPages').then((m) => m.CustomerDetailPage),
  }),
  ...resourceRoutes(supplyOrdersMeta, '/custom', {
    list: () => import('./pages').then((m) => m.SupplyOrdersPage),
    details: () => import('./SupplyDetailPage').then((m) => m.SupplyDetailPage),
  }),
];

export const officePurchasingPages: RouteRecord[] = resourceRoutes(purchaseRequestsMeta, '/office', {
  list: () => import('./pages').then((m) => m.RequestsPage),
  details: () => import('./RequestDetailPage').then((m) => m.RequestDetailPage),
});

export const officePurchasingCalendar: RouteRecord = page({
  path: 'purchasingCalendar',
  title: 'office.purchasingCalendar',
  roles: ['purchasingList'],
  page: () => import('./CalendarPage').then((m) => m.PurchasingCalendarPage),
});
