export { browserCookies, memoryCookies, type CookieJar, type CookieOptions } from './cookies';
export { browserLocalStorage, browserSessionStorage, memoryStorage, type KeyValueStorage } from './storage';
export {
  SETTINGS_STORAGE_KEY, settingsSlice, changeSetting, loadSettings, saveSettings, selectSettings, selectThemeColour, selectColorMode,
} from './settings-slice';
export {
  MOBILE_BREAKPOINT, SIDEBAR_STATUS_COOKIE, SIZE_COOKIE, DEVICES, DEFAULT_APP_STATE,
  appSlice, toggleSidebar, closeSidebar, toggleDevice, setLanguage, setSize, deviceForWidth, loadAppState,
  selectSidebar, selectDevice, selectLanguage, selectSize, selectChakraSize,
  type AppState, type SidebarState, type Device, type AppStateSources,
} from './app-slice';
export { NO_NAME_TITLE, cacheKeyOf, toVisitedView, type VisitedView, type ViewInput } from './visited-view';
export {
  tagsViewSlice, addView, addAffixViews, addCachedView, delView, delCachedView, delOthersViews, delAllViews,
  updateVisitedView, clearAllViews, selectVisitedViews, selectCachedViews, type TagsViewState,
} from './tags-view-slice';
export { affixViewsFromRoutes, type TabRouteRecord } from './tags-view-routes';
export { TAGS_VIEW_STORAGE_KEY, loadTagsView, saveTagsView } from './tags-view-storage';
export {
  ERROR_LOG_LIMIT, errorLogSlice, addErrorLog, clearErrorLog, selectErrorLogs, shouldCollectErrors, initialErrorLog,
  toErrorLogEntry, type ErrorLogState, type CaughtError,
} from './error-log-slice';
export {
  readCockpitSelection, writeCockpitSelection, readMenuType, writeMenuType, scopeQuery, type ScopeQuery,
} from './cockpit-storage';
export { MESSAGE_CURSOR_COOKIE, DEFAULT_MESSAGE_CURSOR, readMessageCursor, writeMessageCursor } from './message-cursor';
export {
  shellReducers, loadShellState, persistShellState, browserShellStorage,
  type ShellState, type ShellStorage, type ShellStore, type ShellStartOptions,
} from './store';
export { THEME_CACHE_KEY, rememberThemeVariables, applyRememberedThemeColour } from './theme-cache';
