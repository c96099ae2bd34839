import type { RouteRecord } from '@om/auth';

export const dashboardRoutes: RouteRecord[] = [
  {
    path: '/dashboard',
    title: 'dashboard',
    icon: 'dashboard',
    affix: true,
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
  },
];
