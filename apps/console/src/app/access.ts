import { matchPath } from 'react-router';
import { filterRoutesByModules, filterRoutesByRoles, flattenRoutes, type FlatRoute, type RouteRecord } from '@om/auth';

/** Route parameter rules of the spec: ids are digits, sensors word characters, `sn` any text. */
const PARAM_RULES: Record<string, RegExp> = { id: /^\d+$/, sensor: /^\w+$/ };

export function paramsValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => !PARAM_RULES[name] || PARAM_RULES[name].test(value ?? ''));
}

/** The first declared route at `pathname`, as the guard reads the address, with its parameters. */
export function declaredRouteAt(declared: readonly FlatRoute<RouteRecord>[], pathname: string) {
  for (const entry of declared) {
    const match = matchPath({ path: entry.fullPath, end: true }, pathname);
    if (match) return { entry, match };
  }
  return undefined;
}

/** What the host enables and the roles allow: the tree the sidebar and the guard work from. */
export function visibleRoutes(routes: readonly RouteRecord[], enabledSks: readonly string[], roles: readonly string[]): RouteRecord[] {
  return filterRoutesByRoles(filterRoutesByModules(routes, enabledSks), roles);
}

/**
 * The guard's question: may these roles open this path? Paths that are no declared route pass (the
 * router shows /404 for them); a declared route with a malformed parameter or outside the visible
 * tree does not.
 */
export function createCanVisit(routes: readonly RouteRecord[], enabledSks: readonly string[]) {
  const declared = flattenRoutes(routes);
  return (pathname: string, roles: readonly string[]): boolean => {
    const hit = declaredRouteAt(declared, pathname);
    if (!hit) return true;
    if (!paramsValid(hit.match.params)) return false;
    return flattenRoutes(visibleRoutes(routes, enabledSks, roles)).some((entry) => entry.fullPath === hit.entry.fullPath);
  };
}
