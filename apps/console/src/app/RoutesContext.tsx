import { createContext, useContext, type ReactNode } from 'react';
import type { RouteRecord } from '@om/auth';
import type { RouteSource } from './routeSource';

const RoutesContext = createContext<RouteSource | undefined>(undefined);

/** The route declarations the router was built from; the shell's menu reads the same. */
export function RoutesProvider({ source, children }: { source: RouteSource; children: ReactNode }) {
  return <RoutesContext.Provider value={source}>{children}</RoutesContext.Provider>;
}

/** The declarations (loaded before any page of the shell renders). */
export function useAppRoutes(): readonly RouteRecord[] {
  return useContext(RoutesContext)?.current()?.records ?? [];
}
