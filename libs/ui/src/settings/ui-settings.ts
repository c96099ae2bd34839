import { DEFAULT_BRAND } from '../theme/brand';

/** The theme picker's colours (docs/product.md "Constants"). */
export const THEME_COLOURS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What the settings drawer shows and changes. */
export interface UiSettings {
  theme: ThemeColour;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  colorMode: ColorMode;
}

/** One setting and a value of its type, e.g. `{ key: 'tagsView', value: false }`. */
export type SettingChange = { [K in keyof UiSettings]: { key: K; value: UiSettings[K] } }[keyof UiSettings];

/** The picker's own spelling of a colour, whatever its case; undefined for a colour not offered. */
export function toThemeColour(value: unknown): ThemeColour | undefined {
  if (typeof value !== 'string') return undefined;
  return THEME_COLOURS.find((colour) => colour.toLowerCase() === value.toLowerCase());
}

export const DEFAULT_SETTINGS: UiSettings = {
  theme: toThemeColour(DEFAULT_BRAND) ?? '#1890ff',
  showSettings: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  supportPinyinSearch: true,
  colorMode: 'light',
};
