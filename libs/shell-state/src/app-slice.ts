import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, detectLanguage, isLanguage, type Language } from '@om/i18n';
import { CHAKRA_SIZES, DEFAULT_SIZE, MOBILE_BREAKPOINT_PX, SIZES, type Size } from '@om/ui';
import type { CookieJar } from './cookies';
import { oneOf } from './validate';

export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

/** Below this width the layout is mobile (docs/product.md "Constants"). */
export const MOBILE_BREAKPOINT = MOBILE_BREAKPOINT_PX;

export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

export interface SidebarState {
  opened: boolean;
  withoutAnimation: boolean;
}

export interface AppState {
  sidebar: SidebarState;
  device: Device;
  language: Language;
  size: Size;
}

export const toDevice = oneOf(DEVICES);
export const toSize = oneOf(SIZES);

export function deviceForWidth(width: number): Device {
  return width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
}

export const DEFAULT_APP_STATE: AppState = {
  sidebar: { opened: true, withoutAnimation: false },
  device: 'desktop',
  language: DEFAULT_LANGUAGE,
  size: DEFAULT_SIZE,
};

export interface AppStateSources {
  cookies: CookieJar;
  /** The viewport width; omitted: desktop. */
  width?: number;
  /** `navigator.languages`, used when the `language` cookie holds no language the console has. */
  navigatorLanguages?: readonly string[];
}

/** The preferences a page starts with: sidebar, language and size from their cookies. */
export function loadAppState({ cookies, width, navigatorLanguages = [] }: AppStateSources): AppState {
  return {
    sidebar: { opened: cookies.get(SIDEBAR_STATUS_COOKIE) !== '0', withoutAnimation: false },
    device: width === undefined ? DEFAULT_APP_STATE.device : deviceForWidth(width),
    language: detectLanguage(cookies.get(LANGUAGE_COOKIE), navigatorLanguages),
    size: toSize(cookies.get(SIZE_COOKIE)) ?? DEFAULT_SIZE,
  };
}

export const sidebarStatusValue = (sidebar: SidebarState): '1' | '0' => (sidebar.opened ? '1' : '0');

export const appSlice = createSlice({
  name: 'app',
  initialState: DEFAULT_APP_STATE,
  reducers: {
    toggleSidebar(state) {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
    },
    closeSidebar(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
    },
    toggleDevice(state, action: PayloadAction<Device>) {
      state.device = toDevice(action.payload) ?? state.device;
    },
    setLanguage(state, action: PayloadAction<Language>) {
      if (isLanguage(action.payload)) state.language = action.payload;
    },
    setSize(state, action: PayloadAction<Size>) {
      state.size = toSize(action.payload) ?? state.size;
    },
  },
  selectors: {
    selectSidebar: (state) => state.sidebar,
    selectDevice: (state) => state.device,
    selectLanguage: (state) => state.language,
    selectSize: (state) => state.size,
    selectChakraSize: (state) => CHAKRA_SIZES[state.size],
  },
});

export const { toggleSidebar, closeSidebar, toggleDevice, setLanguage, setSize } = appSlice.actions;
export const { selectSidebar, selectDevice, selectLanguage, selectSize, selectChakraSize } = appSlice.selectors;
