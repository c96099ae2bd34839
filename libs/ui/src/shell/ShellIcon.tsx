import { OutlineIcon } from '../icons/Icon';

/** Outline icons of the shell's controls, on the same 24×24 grid and 2px stroke as icons/paths. */
export const SHELL_ICON_PATHS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  close: 'M6 6l12 12M18 6L6 18',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  filter: 'M3 4h18l-7 8v6l-4 2v-8z',
  cockpit: 'M12 13l4-4M4 18a9 9 0 1 1 16 0zM12 13a1 1 0 1 0 0 .01',
  compare: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4',
  size: 'M4 7V4h16v3M9 20h6M12 4v16',
  bug: 'M8 8V6a4 4 0 0 1 8 0v2M6 10h12v5a6 6 0 0 1-12 0zM12 10v11M3 13h3M18 13h3M4 19l2.5-1.5M20 19l-2.5-1.5M4 7l2.5 2M20 7l-2.5 2',
  more: 'M6 9l6 6 6-6',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  printer: 'M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
} as const;

export type ShellIconName = keyof typeof SHELL_ICON_PATHS;

/** A decorative icon; the control it sits in carries the accessible name. */
export function ShellIcon({ name, size = '1em' }: { name: ShellIconName; size?: string }) {
  return <OutlineIcon path={SHELL_ICON_PATHS[name]} size={size} />;
}
