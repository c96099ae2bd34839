export const BRAND_VAR = '--om-brand';
export const DEFAULT_BRAND = '#1890ff';

/** Menu colours of the spec (§9). */
export const MENU_COLOURS = {
  text: '#bfcbd9',
  active: '#409eff',
  background: '#304156',
  submenuBackground: '#1f2d3d',
  hover: '#263445',
} as const;

export const SIDEBAR_WIDTH = '210px';
export const SIDEBAR_COLLAPSED_WIDTH = '54px';
/** Below this width the layout is mobile (spec §9). */
export const MOBILE_BREAKPOINT_PX = 992;

/** Applies the host's theme colour to everything drawn with `colorPalette="brand"`. */
export function applyBrandColour(colour: string | undefined): void {
  if (typeof document === 'undefined' || !colour || !/^#[0-9a-f]{3,8}$/i.test(colour)) return;
  document.documentElement.style.setProperty(BRAND_VAR, colour);
}
