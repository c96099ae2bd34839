import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_HOST_CONFIG, type HostConfig } from '@om/api';

const HostContext = createContext<HostConfig>(DEFAULT_HOST_CONFIG);

/** The host configuration picked at start (branding, API address, enabled modules). */
export function HostProvider({ config, children }: { config: HostConfig; children: ReactNode }) {
  return <HostContext.Provider value={config}>{children}</HostContext.Provider>;
}

export function useHost(): HostConfig {
  return useContext(HostContext);
}

export function enabledModules(config: HostConfig): string[] {
  return config.modules.map((module) => module.sk);
}
