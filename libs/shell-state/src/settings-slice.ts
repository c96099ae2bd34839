import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COLOR_MODES, DEFAULT_SETTINGS, toThemeColour, type SettingChange, type UiSettings } from '@om/ui';
import type { KeyValueStorage } from './storage';
import { readJson, writeJson } from './storage';
import { isRecord } from '@om/core';
import { asBoolean, oneOf } from './validate';

export const SETTINGS_STORAGE_KEY = 'settings';

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
