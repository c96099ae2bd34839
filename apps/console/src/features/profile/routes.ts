import type { RouteRecord } from '@om/auth';

export const profileRoutes: RouteRecord[] = [
  {
    path: '/profile',
    title: 'profile',
    hidden: true,
    children: [
      {
        path: 'index',
        title: 'profile',
        icon: 'profile',
        noCache: true,
        page: () => import('./pages/ProfilePage').then((m) => m.ProfilePage),
      },
    ],
  },
];
