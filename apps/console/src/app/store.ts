import { combineSlices, configureStore, type CombinedSliceReducer } from '@reduxjs/toolkit';
import { api } from '@om/api';
import { initialSession, sessionSlice } from '@om/auth';
import { DEFAULT_LANGUAGE } from '@om/i18n';
import { type UiSettings } from '@om/ui';
import { browserLocalStorage, errorLogSlice, initialErrorLog, loadSettings, settingsSlice, type AppState, type TagsViewState } from '@om/shell-state';

/** The shell's state that only the signed-in layout uses: injected when the shell loads (see shellState.ts). */
export interface LazyShellState {
  app: AppState;
  tagsView: TagsViewState;
}

export interface StoreOptions {
  /** The build mode; UI errors are collected in 'production' only. */
  mode?: string;
  /** The settings to start with; default: as saved in this browser. */
  settings?: UiSettings;
}

/**
 * The slices every page has, by name: the declaration output then refers to the API's state instead of
 * spelling out every generated endpoint (which grew past what the compiler serializes).
 */
interface StaticState {
  session: ReturnType<typeof sessionSlice.reducer>;
  api: ReturnType<typeof api.reducer>;
  settings: ReturnType<typeof settingsSlice.reducer>;
  errorLog: ReturnType<typeof errorLogSlice.reducer>;
}

export type RootReducer = CombinedSliceReducer<StaticState, StaticState & Partial<LazyShellState>, Partial<StaticState & LazyShellState>>;

function createRootReducer(): RootReducer {
  return combineSlices(sessionSlice, api, settingsSlice, errorLogSlice).withLazyLoadedSlices<LazyShellState>();
}

const reducers = new WeakMap<object, RootReducer>();

export function createAppStore(token: string | undefined, { mode, settings }: StoreOptions = {}) {
  const reducer = createRootReducer();
  const store = configureStore({
    reducer,
    preloadedState: {
      session: initialSession(token),
      // The settings panel starts closed whatever was saved (docs/product.md "Constants": settings drawer closed).
      settings: { ...(settings ?? loadSettings(browserLocalStorage())), showSettings: false },
      errorLog: initialErrorLog(mode),
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  reducers.set(store, reducer);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** The root reducer of a store, for injecting the shell's state. */
export function rootReducerOf(store: AppStore): RootReducer | undefined {
  return reducers.get(store);
}

const NO_TABS: TagsViewState = { visitedViews: [], cachedViews: [] };
// shell-state's DEFAULT_APP_STATE, restated so the first page does not load the app slice.
const NO_PREFERENCES: AppState = { sidebar: { opened: true, withoutAnimation: false }, device: 'desktop', language: DEFAULT_LANGUAGE, size: 'medium' };

/** The preferences (sidebar, device, language, size); their defaults until the shell injected them. */
export const appStateOf = (state: RootState): AppState => state.app ?? NO_PREFERENCES;
/** The open tabs; none until the shell injected them. */
export const tagsViewOf = (state: RootState): TagsViewState => state.tagsView ?? NO_TABS;
