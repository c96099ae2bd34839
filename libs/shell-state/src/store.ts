import { LANGUAGE_COOKIE } from '@om/i18n';
import { appSlice, loadAppState, sidebarStatusValue, SIDEBAR_STATUS_COOKIE, SIZE_COOKIE, type AppState } from './app-slice';
import { browserCookies, ONE_YEAR_SECONDS, type CookieJar } from './cookies';
import { errorLogSlice, initialErrorLog, type ErrorLogState } from './error-log-slice';
import type { UiSettings } from '@om/ui';
import { loadSettings, saveSettings, settingsSlice } from './settings-slice';
import { browserLocalStorage, browserSessionStorage, type KeyValueStorage } from './storage';
import { tagsViewSlice, type TagsViewState } from './tags-view-slice';
import { loadTagsView, saveTagsView } from './tags-view-storage';

/** Combine into the app's root reducer: `reducer: { ...shellReducers, ... }`. */
export const shellReducers = {
  [settingsSlice.reducerPath]: settingsSlice.reducer,
  [appSlice.reducerPath]: appSlice.reducer,
  [tagsViewSlice.reducerPath]: tagsViewSlice.reducer,
  [errorLogSlice.reducerPath]: errorLogSlice.reducer,
};

/** The part of an app's root state the shell owns. */
export interface ShellState {
  settings: UiSettings;
  app: AppState;
  tagsView: TagsViewState;
  errorLog: ErrorLogState;
}

/** Where the shell keeps what outlives the page; tests pass in-memory fakes. */
export interface ShellStorage {
  cookies: CookieJar;
  local: KeyValueStorage;
  session: KeyValueStorage;
}

export function browserShellStorage(): ShellStorage {
  return { cookies: browserCookies, local: browserLocalStorage(), session: browserSessionStorage() };
}

export interface ShellStartOptions {
  storage?: ShellStorage;
  /** The build mode (`import.meta.env.MODE`); errors are collected in 'production' only. */
  mode: string | undefined;
  width?: number;
  navigatorLanguages?: readonly string[];
}

/** The shell's `preloadedState` for a fresh page: settings, tabs and preferences as saved. */
export function loadShellState({ storage = browserShellStorage(), mode, width, navigatorLanguages }: ShellStartOptions): ShellState {
  return {
    settings: loadSettings(storage.local),
    app: loadAppState({ cookies: storage.cookies, width, navigatorLanguages }),
    tagsView: loadTagsView(storage.session),
    errorLog: initialErrorLog(mode),
  };
}

export interface ShellStore {
  getState(): ShellState;
  subscribe(listener: () => void): () => void;
}

function persistApp(cookies: CookieJar, previous: AppState, next: AppState): void {
  if (next.sidebar.opened !== previous.sidebar.opened) cookies.set(SIDEBAR_STATUS_COOKIE, sidebarStatusValue(next.sidebar), { maxAgeSeconds: ONE_YEAR_SECONDS });
  if (next.language !== previous.language) cookies.set(LANGUAGE_COOKIE, next.language, { maxAgeSeconds: ONE_YEAR_SECONDS });
  if (next.size !== previous.size) cookies.set(SIZE_COOKIE, next.size, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/**
 * Writes each part of the shell state to its storage when it changes: settings to localStorage,
 * tabs to sessionStorage, sidebar/language/size to cookies. Returns the unsubscribe function.
 */
export function persistShellState(store: ShellStore, storage: ShellStorage = browserShellStorage()): () => void {
  let previous = store.getState();
  return store.subscribe(() => {
    const next = store.getState();
    if (next.settings !== previous.settings) saveSettings(storage.local, next.settings);
    if (next.tagsView.visitedViews !== previous.tagsView.visitedViews) saveTagsView(storage.session, next.tagsView);
    if (next.app !== previous.app) persistApp(storage.cookies, previous.app, next.app);
    previous = next;
  });
}
