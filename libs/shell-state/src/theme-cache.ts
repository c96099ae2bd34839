import type { KeyValueStorage } from './storage';

/** Where the variables of the last applied theme colour are kept, so a page can start in it without the palette code. */
export const THEME_CACHE_KEY = 'themeVariables';

interface CachedTheme {
  colour: string;
  variables: Record<string, string>;
}

function isCachedTheme(value: unknown): value is CachedTheme {
  if (typeof value !== 'object' || value === null || !('colour' in value) || !('variables' in value)) return false;
  const { colour, variables } = value;
  return typeof colour === 'string' && typeof variables === 'object' && variables !== null
    && Object.entries(variables).every(([name, text]) => name.startsWith('--') && typeof text === 'string' && /^#[0-9a-f]{6}$/i.test(text));
}

export function rememberThemeVariables(storage: KeyValueStorage, colour: string, variables: Record<string, string>): void {
  storage.setItem(THEME_CACHE_KEY, JSON.stringify({ colour: colour.toLowerCase(), variables }));
}

/**
 * Applies the remembered variables when they belong to `colour`; returns whether it did (else the
 * caller computes them with `applyThemeColour`).
 */
export function applyRememberedThemeColour(
  storage: KeyValueStorage,
  colour: string,
  root: HTMLElement | undefined = globalThis.document?.documentElement,
): boolean {
  let cached: unknown;
  try {
    cached = JSON.parse(storage.getItem(THEME_CACHE_KEY) ?? 'null');
  } catch {
    return false;
  }
  if (!root || !isCachedTheme(cached) || cached.colour !== colour.toLowerCase()) return false;
  for (const [name, value] of Object.entries(cached.variables)) root.style.setProperty(name, value);
  return true;
}
