import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_BRAND } from '../theme/brand';
import type { KeyValueStorage } from './storage';
import { readJson, writeJson } from './storage';
import { asBoolean, isRecord, oneOf } from './validate';

/** The theme picker's colours (docs/product.md "Constants"). */
export const THEME_COLOURS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const SETTINGS_STORAGE_KEY = 'settings';

export interface UiSettings {
  theme: ThemeColour;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  colorMode: ColorMode;
}

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

const SETTING_PARSERS: { [K in keyof UiSettings]: (value: unknown) => UiSettings[K] | undefined } = {
  theme: toThemeColour,
  showSettings: asBoolean,
  tagsView: asBoolean,
  fixedHeader: asBoolean,
  sidebarLogo: asBoolean,
  supportPinyinSearch: asBoolean,
  colorMode: oneOf(COLOR_MODES),
};

const isSettingKey = (key: unknown): key is keyof UiSettings => typeof key === 'string' && Object.hasOwn(SETTING_PARSERS, key);

const SETTING_KEYS = Object.keys(SETTING_PARSERS).filter(isSettingKey);

/** One setting and a value of its type, e.g. `{ key: 'tagsView', value: false }`. */
export type SettingChange = { [K in keyof UiSettings]: { key: K; value: UiSettings[K] } }[keyof UiSettings];

/** Sets `key` when `value` is valid for it; returns whether it did. */
function applySetting<K extends keyof UiSettings>(settings: UiSettings, key: K, value: unknown): boolean {
  // Actions may come from untyped code (devtools replay): the key is checked too.
  if (!isSettingKey(key)) return false;
  const parsed = SETTING_PARSERS[key](value);
  if (parsed === undefined) return false;
  settings[key] = parsed;
  return true;
}

/** The saved settings; a missing, unknown or wrongly typed value takes its default. */
export function loadSettings(storage: KeyValueStorage): UiSettings {
  const saved = readJson(storage, SETTINGS_STORAGE_KEY);
  const settings = { ...DEFAULT_SETTINGS };
  if (!isRecord(saved)) return settings;
  for (const key of SETTING_KEYS) applySetting(settings, key, saved[key]);
  return settings;
}

export function saveSettings(storage: KeyValueStorage, settings: UiSettings): void {
  writeJson(storage, SETTINGS_STORAGE_KEY, settings);
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    /** An invalid value (a colour not in the picker, a wrong type) leaves the setting as it was. */
    changeSetting(state, action: PayloadAction<SettingChange>) {
      applySetting(state, action.payload.key, action.payload.value);
    },
  },
  selectors: {
    selectSettings: (state) => state,
    selectThemeColour: (state) => state.theme,
    selectColorMode: (state) => state.colorMode,
  },
});

export const { changeSetting } = settingsSlice.actions;
export const { selectSettings, selectThemeColour, selectColorMode } = settingsSlice.selectors;
