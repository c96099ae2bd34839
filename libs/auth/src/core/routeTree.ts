/**
 * Pure operations on route trees, generic over the record type so the server can reuse them.
 * A record belongs to a module (`sk`) and may require one of several permission names (`roles`).
 */
import { ADMIN_ROLE } from './permissions';

export interface RouteNode<T> {
  path: string;
  sk?: string;
  roles?: readonly string[];
  children?: readonly T[];
}

function prune<T extends RouteNode<T>>(routes: readonly T[], keep: (route: T) => boolean): T[] {
  return routes.flatMap((route) => {
    if (!keep(route)) return [];
    if (!route.children?.length) return [route];
    const children = prune(route.children, keep);
    // A group whose every child was removed is removed too.
    return children.length ? [{ ...route, children }] : [];
  });
}

/** Keeps the routes of the modules the host enables; routes without a module key always stay. */
export function filterRoutesByModules<T extends RouteNode<T>>(routes: readonly T[], enabledSks: readonly string[]): T[] {
  return prune(routes, (route) => route.sk === undefined || enabledSks.includes(route.sk));
}

/** True when a route without roles, or one listing any of `roles`, is open to the holder. */
export function routeAllows(route: { roles?: readonly string[] }, roles: readonly string[]): boolean {
  if (roles.includes(ADMIN_ROLE)) return true;
  if (!route.roles?.length) return true;
  return route.roles.some((role) => roles.includes(role));
}

/** Keeps what the roles may see: admin sees everything (already filtered by modules), others by route roles. */
export function filterRoutesByRoles<T extends RouteNode<T>>(routes: readonly T[], roles: readonly string[]): T[] {
  if (roles.includes(ADMIN_ROLE)) return [...routes];
  return prune(routes, (route) => routeAllows(route, roles));
}

/** Absolute path of a child: `/device` + `details/:id` → `/device/details/:id`. */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (!path) return parent || '/';
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

export interface FlatRoute<T> {
  fullPath: string;
  route: T;
  /** Ancestors, outermost first. */
  parents: T[];
}

/** Every record of the tree with its absolute path, parents before children. */
export function flattenRoutes<T extends RouteNode<T>>(routes: readonly T[], parentPath = '', parents: T[] = []): FlatRoute<T>[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parentPath, route.path);
    const self: FlatRoute<T> = { fullPath, route, parents };
    return [self, ...flattenRoutes(route.children ?? [], fullPath, [...parents, route])];
  });
}
