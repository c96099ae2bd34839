import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_HOST_CONFIG, platformName, type HostConfig } from '@om/api';
import { useTranslation } from '@om/i18n';

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

/** The platform name in the current language (the host's name for it, else `name_ii`). */
export function usePlatformName(): string {
  const { i18n } = useTranslation();
  return platformName(useContext(HostContext), i18n.language);
}
