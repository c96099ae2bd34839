import type { RouteRecord } from '@om/auth';

export const dashboardRoutes: RouteRecord[] = [
  {
    path: '/dashboard',
    title: 'dashboard',
    icon: 'dashboard',
    affix: true,
    // The landing page after sign-in: its texts (dashboard, message, format) come with the shell's.
    shellTexts: true,
    page: () => import('./pages/DashboardPage').then((m) => m.DashboardPage),
  },
];
