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
/** Below this width the layout is mobile (docs/product.md "Constants"). */
export const MOBILE_BREAKPOINT_PX = 992;
