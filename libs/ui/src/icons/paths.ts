/** Outline icons on a 24×24 grid, drawn with a 2px stroke; one entry per menu module plus shell controls. */
export const ICON_PATHS = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  company: 'M4 21V5l8-3v19M12 8h8v13M8 7v.01M8 11v.01M8 15v.01M16 12v.01M16 16v.01M2 21h20',
  system: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  device: 'M6 6h12v12H6zM9 9h6v6H9zM9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4',
  remote: 'M12 20v-6M8.5 10.5a5 5 0 0 1 7 0M5 7a10 10 0 0 1 14 0M12 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  spare: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10',
  files: 'M4 4h6l2 2h8v14H4zM8 12h8M8 16h5',
  errorPool: 'M12 3l10 18H2zM12 10v4M12 17v.01',
  inspection: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M9 14l2 2 4-4',
  maintain: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  overhaul: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  repair: 'M15 4l5 5-3 3-5-5zM12 7l-9 9 5 5 9-9',
  diagn: 'M3 12h4l3-7 4 14 3-7h4',
  supplier: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  custom: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M22 21a7 7 0 0 0-4-6.3',
  office: 'M3 8h18v12H3zM8 8V5h8v3M3 13h18',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  menu: 'M3 6h18M3 12h18M3 18h18',
  chevronDown: 'M6 9l6 6 6-6',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  language: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  message: 'M4 5h16v11H8l-4 4z',
} as const;

export type IconName = keyof typeof ICON_PATHS;

export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && name in ICON_PATHS;
}
