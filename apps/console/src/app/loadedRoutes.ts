import type { HostConfig } from '@om/api';
import type { RouteRecord } from '@om/auth';
import { enabledModules } from '../shared/host/HostContext';
import { createCanVisit } from './access';
import { routesForHost } from './hostRoutes';
import { toRouteObjects } from './routeObjects';
import { appRoutes } from './routeRecords';
import type { LoadedRoutes } from './routeSource';

/** Every module's routes as a host shows them, ready for the router, the guard and the shell. */
export function loadedRoutesFor(host: HostConfig, records: readonly RouteRecord[] = appRoutes): LoadedRoutes {
  const hostRecords = routesForHost(records, host);
  return { records: hostRecords, routeObjects: toRouteObjects(hostRecords), canVisit: createCanVisit(hostRecords, enabledModules(host)) };
}
