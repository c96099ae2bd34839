import { createContext, useContext, type ReactNode } from 'react';
import type { RouteRecord } from '@om/auth';

const RoutesContext = createContext<readonly RouteRecord[]>([]);

/** The route declarations the router was built from; the shell's menu reads the same. */
export function RoutesProvider({ routes, children }: { routes: readonly RouteRecord[]; children: ReactNode }) {
  return <RoutesContext.Provider value={routes}>{children}</RoutesContext.Provider>;
}

export function useAppRoutes(): readonly RouteRecord[] {
  return useContext(RoutesContext);
}
