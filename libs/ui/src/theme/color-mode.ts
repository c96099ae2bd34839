export type UiColorMode = 'light' | 'dark';

/**
 * Chakra v3 draws its semantic tokens for dark mode under the `dark` class of the root element;
 * `color-scheme` makes the browser's own controls (scroll bars, native selects) follow.
 */
export function applyColorMode(mode: UiColorMode, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}
