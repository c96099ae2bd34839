import { toVisitedView, type VisitedView } from './visited-view';

/**
 * The fields of a route record the tabs bar reads. The console's records carry them at the top level;
 * `meta` is read too for records written the vue-router way.
 */
export interface TabRouteRecord {
  path: string;
  name?: string;
  title?: string;
  affix?: boolean;
  noCache?: boolean;
  meta?: { title?: string; affix?: boolean; noCache?: boolean };
  children?: readonly TabRouteRecord[];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  if (!path) return parent || '/';
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** The pinned tabs declared anywhere in the route tree, parents before children. */
export function affixViewsFromRoutes(routes: readonly TabRouteRecord[], parentPath = ''): VisitedView[] {
  return routes.flatMap((route) => {
    const path = joinPath(parentPath, route.path);
    const affix = route.affix ?? route.meta?.affix;
    const own = affix
      ? [toVisitedView({
          path,
          name: route.name,
          title: route.title ?? route.meta?.title,
          affix: true,
          noCache: route.noCache ?? route.meta?.noCache,
        })]
      : [];
    return [...own, ...affixViewsFromRoutes(route.children ?? [], path)];
  });
}
