import { combineSlices, configureStore, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import type { api } from '@om/api';
import { initialSession, sessionSlice } from '@om/auth';
import { DEFAULT_LANGUAGE } from '@om/i18n';
import { type UiSettings } from '@om/ui';
import { browserLocalStorage, errorLogSlice, initialErrorLog, loadSettings, settingsSlice, type AppState, type TagsViewState } from '@om/shell-state';

/** The shell's state that only the signed-in layout uses: injected when the shell loads (see shellState.ts). */
export interface LazyShellState {
  app: AppState;
  tagsView: TagsViewState;
}

/**
 * RTK Query's state: injected with its middleware by the first request (apiState.ts), so the sign-in
 * page does not load the request machinery before the user signs in.
 */
export interface LazyApiState {
  api: ReturnType<(typeof api)['reducer']>;
}

export interface StoreOptions {
  /** The build mode; UI errors are collected in 'production' only. */
  mode?: string;
  /** The settings to start with; default: as saved in this browser. */
  settings?: UiSettings;
}

function createRootReducer() {
  return combineSlices(sessionSlice, settingsSlice, errorLogSlice).withLazyLoadedSlices<LazyShellState & LazyApiState>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;

const reducers = new WeakMap<object, RootReducer>();
const lateMiddleware = new WeakMap<object, (middleware: Middleware) => void>();

export function createAppStore(token: string | undefined, { mode, settings }: StoreOptions = {}) {
  const reducer = createRootReducer();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: {
      session: initialSession(token),
      // The settings panel starts closed whatever was saved (docs/product.md "Constants": settings drawer closed).
      settings: { ...(settings ?? loadSettings(browserLocalStorage())), showSettings: false },
      errorLog: initialErrorLog(mode),
    },
    middleware: (getDefault) => getDefault().concat(dynamic.middleware),
  });
  reducers.set(store, reducer);
  lateMiddleware.set(store, (middleware) => dynamic.addMiddleware(middleware));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppStore = useStore.withTypes<AppStore>();

/** The root reducer of a store, for injecting the shell's state and the API's. */
export function rootReducerOf(store: AppStore): RootReducer | undefined {
  return reducers.get(store);
}

/** Adds a middleware to a running store (the API's, see apiState.ts). */
export function addMiddlewareTo(store: AppStore, middleware: Middleware): void {
  lateMiddleware.get(store)?.(middleware);
}

const NO_TABS: TagsViewState = { visitedViews: [], cachedViews: [] };
// shell-state's DEFAULT_APP_STATE, restated so the first page does not load the app slice.
const NO_PREFERENCES: AppState = { sidebar: { opened: true, withoutAnimation: false }, device: 'desktop', language: DEFAULT_LANGUAGE, size: 'medium' };

/** The preferences (sidebar, device, language, size); their defaults until the shell injected them. */
export const appStateOf = (state: RootState): AppState => state.app ?? NO_PREFERENCES;
/** The open tabs; none until the shell injected them. */
export const tagsViewOf = (state: RootState): TagsViewState => state.tagsView ?? NO_TABS;
