import { applyThemeColour } from '../theme-color/apply';

/** @deprecated kept for callers of the first release; the theme colour lives in the brand variables. */
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

/** Applies a theme colour to everything drawn with `colorPalette="brand"` (see theme-color/apply). */
export function applyBrandColour(colour: string | undefined): void {
  applyThemeColour(colour);
}
