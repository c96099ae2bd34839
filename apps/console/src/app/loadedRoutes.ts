import type { HostConfig } from '@om/api';
import { flattenRoutes, type RouteRecord } from '@om/auth';
import { enabledModules } from '../shared/host/HostContext';
import { createCanVisit, declaredRouteAt } from './access';
import { routesForHost } from './hostRoutes';
import { toRouteObjects, type PreparePage } from './routeObjects';
import { appRoutes } from './routeRecords';
import type { LoadedRoutes } from './routeSource';

export interface LoadedRoutesOptions {
  records?: readonly RouteRecord[];
  /** What every page but those with `shellTexts` waits for besides its code (the language's every namespace). */
  preparePage?: PreparePage;
}

/** Every module's routes as a host shows them, ready for the router, the guard and the shell. */
export function loadedRoutesFor(host: HostConfig, { records = appRoutes, preparePage }: LoadedRoutesOptions = {}): LoadedRoutes {
  const hostRecords = routesForHost(records, host);
  return { records: hostRecords, routeObjects: toRouteObjects(hostRecords, '', preparePage), canVisit: createCanVisit(hostRecords, enabledModules(host)) };
}

/** The declared page at `pathname` (the route the guard finds there, when it has a page), if any. */
export function pageRecordAt(pathname: string, records: readonly RouteRecord[] = appRoutes): RouteRecord | undefined {
  const route = declaredRouteAt(flattenRoutes(records), pathname)?.entry.route;
  return route?.page ? route : undefined;
}
