import { applyThemeColour, brandVariables } from '@om/ui';
import { browserLocalStorage, rememberThemeVariables } from '@om/shell-state';

/**
 * Applies a theme colour (the brand scale's CSS variables, no style sheet fetched) and remembers its
 * variables, so the next page load starts in it without loading this code. Loaded on demand.
 */
export function applyAndRememberThemeColour(colour: string): boolean {
  const variables = brandVariables(colour);
  if (!variables || !applyThemeColour(colour)) return false;
  rememberThemeVariables(browserLocalStorage(), colour, variables);
  return true;
}
