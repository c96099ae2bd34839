import type { RouteObject } from 'react-router';
import type { RouteRecord } from '@om/auth';

/** What the signed-in part of the router is built from, once loaded. */
export interface LoadedRoutes {
  /** The declarations as this host shows them (menu, search, tabs). */
  records: readonly RouteRecord[];
  /** The router entries under the shell. */
  routeObjects: RouteObject[];
  /** The guard's question: may these roles open this path? */
  canVisit(pathname: string, roles: readonly string[]): boolean;
}

/**
 * The route declarations of every module, loaded on the first navigation that needs them (not on
 * /login): the first page does not carry every module's routes.
 */
export interface RouteSource {
  load(): Promise<LoadedRoutes>;
  /** Undefined until loaded. */
  current(): LoadedRoutes | undefined;
}

export function createRouteSource(load: () => Promise<LoadedRoutes>): RouteSource {
  let loaded: LoadedRoutes | undefined;
  let loading: Promise<LoadedRoutes> | undefined;
  return {
    load() {
      loading ??= load().then(
        (routes) => (loaded = routes),
        (error: unknown) => {
          // A failed chunk load may succeed on the next navigation.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
  };
}

/** A source of routes already at hand (tests). */
export function staticRouteSource(routes: LoadedRoutes): RouteSource {
  return { load: async () => routes, current: () => routes };
}
