import type { RouteRecord } from '@om/auth';
import { builtRoutes } from '../shared/routing/define';
import { dashboardRoutes } from '../features/dashboard/routes';
import { companyRoutes } from '../features/company/routes';
import { systemRoutes } from '../features/system/routes';
import { deviceRoutes } from '../features/device/routes';
import { remoteRoutes } from '../features/remote/routes';
import { spareRoutes } from '../features/spare/routes';
import { filesRoutes } from '../features/files/routes';
import { errorPoolRoutes } from '../features/error-pool/routes';
import { inspectionRoutes } from '../features/inspection/routes';
import { maintainRoutes } from '../features/maintain/routes';
import { overhaulRoutes } from '../features/overhaul/routes';
import { repairRoutes } from '../features/repair/routes';
import { diagnRoutes } from '../features/diagn/routes';
import { supplierRoutes } from '../features/supplier/routes';
import { customRoutes } from '../features/custom/routes';
import { officeRoutes } from '../features/office/routes';
import { profileRoutes } from '../features/profile/routes';

/** Every declared signed-in route, in sidebar order. A new module adds its `routes.ts` here. */
export const declaredRoutes: readonly RouteRecord[] = [
  ...dashboardRoutes,
  ...companyRoutes,
  ...systemRoutes,
  ...deviceRoutes,
  ...remoteRoutes,
  ...spareRoutes,
  ...filesRoutes,
  ...errorPoolRoutes,
  ...inspectionRoutes,
  ...maintainRoutes,
  ...overhaulRoutes,
  ...repairRoutes,
  ...diagnRoutes,
  ...supplierRoutes,
  ...customRoutes,
  ...officeRoutes,
  ...profileRoutes,
];

/** The declared routes whose pages exist: the router, menu, search and breadcrumbs see only these. */
export const appRoutes: readonly RouteRecord[] = builtRoutes(declaredRoutes);
