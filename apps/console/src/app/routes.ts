import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { RouteRecord } from '@om/auth';
import { BootFallback } from './BootFallback';
import { publicRoutes } from './publicRoutes';
import { RootFrame } from './RootFrame';
import { RouteError } from './RouteError';
import { toRouteObjects } from './routeObjects';

/** Routes that only redirect render nothing (and keep the router from warning about it). */
const Nothing = () => null;

/** The whole route tree: the guard at the root, public pages, then the signed-in shell. */
export function createRoutes(records: readonly RouteRecord[], guard: LoaderFunction): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteError,
      loader: guard,
      // The guard runs on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      children: [
        { index: true, loader: () => redirect('/dashboard'), Component: Nothing },
        ...publicRoutes,
        {
          lazy: async () => ({ Component: (await import('./layout/Shell')).Shell }),
          children: toRouteObjects(records),
        },
        { path: '*', loader: () => redirect('/404'), Component: Nothing },
      ],
    },
  ];
}
