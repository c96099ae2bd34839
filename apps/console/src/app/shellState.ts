import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { appSlice, browserShellStorage, loadShellState, persistShellState, tagsViewSlice, type ShellStorage } from '@om/shell-state';
import { appStateOf, rootReducerOf, tagsViewOf, type AppStore } from './store';

function startingAt<S>(reducer: Reducer<S, UnknownAction>, initial: S): Reducer<S, UnknownAction> {
  return (state = initial, action) => reducer(state, action);
}

const ready = new WeakSet<AppStore>();

/**
 * Adds the shell's preferences (cookies sidebarStatus, size, language) and open tabs (sessionStorage)
 * to the store as saved, and from then on saves every change (shell-state's persistence). Runs once
 * per store, when the signed-in shell loads: the sign-in page does not carry this code.
 */
export function injectShellState(store: AppStore, storage: ShellStorage = browserShellStorage()): void {
  const reducer = rootReducerOf(store);
  if (!reducer || ready.has(store)) return;
  ready.add(store);
  const saved = loadShellState({ storage, mode: undefined, width: window.innerWidth, navigatorLanguages: navigator.languages });
  reducer.inject({ reducerPath: 'app', reducer: startingAt(appSlice.reducer, saved.app) }, { overrideExisting: true });
  reducer.inject({ reducerPath: 'tagsView', reducer: startingAt(tagsViewSlice.reducer, saved.tagsView) }, { overrideExisting: true });
  store.dispatch({ type: 'shell/stateInjected' });
  persistShellState(
    {
      getState: () => {
        const state = store.getState();
        return { settings: state.settings, app: appStateOf(state), tagsView: tagsViewOf(state), errorLog: state.errorLog };
      },
      subscribe: store.subscribe,
    },
    storage,
  );
}
