import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { applyColorMode } from '@om/ui';
import { selectColorMode, selectThemeColour } from '@om/shell-state';
import type { RootState } from './store';

/**
 * Applies the settings' theme colour (CSS variables of the brand scale, no style sheet fetched) and
 * colour mode as soon as they change. The start-up values are applied by the bootstrap, before the
 * first render (where a host's own theme colour may stand in until the user picks one).
 */
export function useAppearance(): void {
  const theme = useSelector((state: RootState) => selectThemeColour(state));
  const mode = useSelector((state: RootState) => selectColorMode(state));
  const initialTheme = useRef<string>(theme);
  useEffect(() => {
    if (theme === initialTheme.current) return;
    initialTheme.current = '';
    void import('./appearance').then(({ applyAndRememberThemeColour }) => applyAndRememberThemeColour(theme));
  }, [theme]);
  useEffect(() => applyColorMode(mode), [mode]);
}
