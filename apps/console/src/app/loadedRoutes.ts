import type { HostConfig } from '@om/api';
import type { RouteRecord } from '@om/auth';
import { enabledModules } from '../shared/host/HostContext';
import { createCanVisit } from './access';
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
