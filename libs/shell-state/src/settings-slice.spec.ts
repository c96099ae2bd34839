import { DEFAULT_SETTINGS, THEME_COLOURS, toThemeColour, type SettingChange } from '@om/ui';
import {
  changeSetting, loadSettings, saveSettings, SETTINGS_STORAGE_KEY, settingsSlice,
} from './settings-slice';
import { memoryStorage } from './storage';

const reduce = (...changes: SettingChange[]) =>
  changes.reduce((state, change) => settingsSlice.reducer(state, changeSetting(change)), DEFAULT_SETTINGS);

describe('settings', () => {
  it('starts with the defaults of docs/product.md Constants', () => {
    expect(settingsSlice.getInitialState()).toEqual({
      theme: '#1890ff',
      showSettings: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      supportPinyinSearch: true,
      colorMode: 'light',
    });
  });

  it('offers the picker colours of docs/product.md Constants, the default among them', () => {
    expect(THEME_COLOURS).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']);
    expect(THEME_COLOURS).toContain(DEFAULT_SETTINGS.theme);
  });

  it('changes one setting at a time', () => {
    expect(reduce({ key: 'tagsView', value: false }, { key: 'colorMode', value: 'dark' })).toEqual({
      ...DEFAULT_SETTINGS,
      tagsView: false,
      colorMode: 'dark',
    });
  });

  it('accepts a picker colour in any case, stored as the picker spells it', () => {
    expect(reduce({ key: 'theme', value: '#f5222d' }).theme).toBe('#f5222d');
    expect(toThemeColour('#409eff')).toBe('#409EFF');
  });

  it('rejects a colour that is not in the picker, and values of the wrong type', () => {
    const unsafe = (change: unknown) => settingsSlice.reducer(DEFAULT_SETTINGS, { type: changeSetting.type, payload: change });
    expect(unsafe({ key: 'theme', value: '#123456' })).toEqual(DEFAULT_SETTINGS);
    expect(unsafe({ key: 'tagsView', value: 'no' })).toEqual(DEFAULT_SETTINGS);
    expect(unsafe({ key: 'colorMode', value: 'sepia' })).toEqual(DEFAULT_SETTINGS);
    expect(unsafe({ key: 'unknown', value: true })).toEqual(DEFAULT_SETTINGS);
    expect(unsafe({ key: 'toString', value: true })).toEqual(DEFAULT_SETTINGS);
  });

  describe('in localStorage', () => {
    it('round-trips', () => {
      const storage = memoryStorage();
      const changed = reduce({ key: 'theme', value: '#304156' }, { key: 'sidebarLogo', value: false });
      saveSettings(storage, changed);
      expect(JSON.parse(storage.getItem(SETTINGS_STORAGE_KEY) ?? '')).toEqual(changed);
      expect(loadSettings(storage)).toEqual(changed);
    });

    it('gives the defaults when nothing or no JSON object is saved', () => {
      expect(loadSettings(memoryStorage())).toEqual(DEFAULT_SETTINGS);
      expect(loadSettings(memoryStorage({ settings: '{not json' }))).toEqual(DEFAULT_SETTINGS);
      expect(loadSettings(memoryStorage({ settings: '[1,2]' }))).toEqual(DEFAULT_SETTINGS);
      expect(loadSettings(memoryStorage({ settings: 'null' }))).toEqual(DEFAULT_SETTINGS);
    });

    it('keeps the valid values and defaults the unknown or wrongly typed ones', () => {
      const saved = { theme: '#bada55', tagsView: false, fixedHeader: 'yes', colorMode: 'dark', extra: 1 };
      expect(loadSettings(memoryStorage({ settings: JSON.stringify(saved) }))).toEqual({
        ...DEFAULT_SETTINGS,
        tagsView: false,
        colorMode: 'dark',
      });
    });
  });
});
