import { isRecord } from '@om/core';
import type { HostConfig } from '../schemas';

export const DEFAULT_PLATFORM_NAME = '管理系统';

/** What a host gets when /c.bin has no entry for it (or misses a field). */
export const DEFAULT_HOST_CONFIG: HostConfig = {
  domain: '',
  uri: '',
  code: '',
  name_ii: DEFAULT_PLATFORM_NAME,
  icon: '/logo.svg',
  lpic: '/login-bg.svg',
  theme: '#1890ff',
  attach: '',
  release: '',
  modules: [],
  encrypt: false,
  customer_mode: false,
};

/**
 * The per-host configurations from the page's own origin. A plain list, not enveloped; an
 * unreachable or malformed list counts as empty so the console still starts with its defaults.
 * A plain fetch (the contract's `GET /c.bin`): the first page does not wait for the API client's code.
 */
export async function loadHostConfigs(
  origin: string = typeof location === 'undefined' ? '' : location.origin,
  fetchImpl: (request: Request) => Promise<Response> = (request) => fetch(request),
): Promise<HostConfig[]> {
  try {
    const response = await fetchImpl(new Request(`${origin}/c.bin`, { headers: { Accept: 'application/json' } }));
    if (!response.ok) return [];
    const data: unknown = await response.json();
    return Array.isArray(data) ? data.filter(isHostEntry) : [];
  } catch {
    return [];
  }
}

/** An entry pickHostConfig can read: an object with a string `domain` (its other fields get defaults). */
function isHostEntry(value: unknown): value is HostConfig {
  return isRecord(value) && typeof value['domain'] === 'string';
}

function orDefault(value: string | undefined, fallback: string): string {
  return value && value.trim() ? value : fallback;
}

/** The entry whose domain is the host name (else a `*` entry), with defaults for blank fields. */
export function pickHostConfig(list: readonly HostConfig[], hostname: string): HostConfig {
  const entry = list.find((item) => item.domain === hostname) ?? list.find((item) => item.domain === '*');
  if (!entry) return { ...DEFAULT_HOST_CONFIG, domain: hostname };
  return {
    ...DEFAULT_HOST_CONFIG,
    ...entry,
    name_ii: orDefault(entry.name_ii, DEFAULT_PLATFORM_NAME),
    icon: orDefault(entry.icon, DEFAULT_HOST_CONFIG.icon),
    lpic: orDefault(entry.lpic, DEFAULT_HOST_CONFIG.lpic),
    theme: orDefault(entry.theme, DEFAULT_HOST_CONFIG.theme),
    modules: Array.isArray(entry.modules) ? entry.modules : [],
  };
}

/** The platform name in a language: the host's name for it, else `name_ii`. */
export function platformName(config: HostConfig, language: string): string {
  const names = config.names;
  const named = names && (language === 'zh' || language === 'en' || language === 'es' || language === 'ja') ? names[language] : undefined;
  return named?.trim() ? named : config.name_ii;
}
