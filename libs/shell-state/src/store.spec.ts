import { configureStore } from '@reduxjs/toolkit';
import { closeSidebar, selectSidebar, setLanguage, setSize, toggleDevice, toggleSidebar } from './app-slice';
import { memoryCookies } from './cookies';
import { addErrorLog, selectErrorLogs } from './error-log-slice';
import { DEFAULT_SETTINGS } from '@om/ui';
import { changeSetting, selectThemeColour } from './settings-slice';
import { memoryStorage } from './storage';
import { loadShellState, persistShellState, shellReducers, type ShellStorage } from './store';
import { addView, clearAllViews, selectVisitedViews } from './tags-view-slice';

function fakeStorage(cookies: Record<string, string> = {}, local: Record<string, string> = {}, session: Record<string, string> = {}): ShellStorage {
  return { cookies: memoryCookies(cookies), local: memoryStorage(local), session: memoryStorage(session) };
}

function startShell(storage: ShellStorage, mode = 'production') {
  const store = configureStore({ reducer: shellReducers, preloadedState: loadShellState({ storage, mode, width: 1280 }) });
  const stop = persistShellState(store, storage);
  return { store, stop };
}

describe('shell store', () => {
  it('starts from the defaults on a first visit', () => {
    const { store } = startShell(fakeStorage());
    expect(store.getState()).toEqual({
      settings: DEFAULT_SETTINGS,
      app: { sidebar: { opened: true, withoutAnimation: false }, device: 'desktop', language: 'en', size: 'medium' },
      tagsView: { visitedViews: [], cachedViews: [] },
      errorLog: { enabled: true, logs: [] },
    });
  });

  it('selects from the root state', () => {
    const { store } = startShell(fakeStorage({ sidebarStatus: '0' }, { settings: '{"theme":"#f5222d"}' }));
    expect(selectThemeColour(store.getState())).toBe('#f5222d');
    expect(selectSidebar(store.getState()).opened).toBe(false);
  });

  it('writes the sidebar status cookie as 1 or 0', () => {
    const storage = fakeStorage();
    const { store } = startShell(storage);
    store.dispatch(toggleSidebar());
    expect(storage.cookies.get('sidebarStatus')).toBe('0');
    store.dispatch(toggleSidebar());
    expect(storage.cookies.get('sidebarStatus')).toBe('1');
    store.dispatch(closeSidebar({ withoutAnimation: true }));
    expect(storage.cookies.get('sidebarStatus')).toBe('0');
  });

  it('writes language and size cookies, and nothing for the device', () => {
    const storage = fakeStorage();
    const { store } = startShell(storage);
    store.dispatch(toggleDevice('mobile'));
    expect(storage.cookies.get('language')).toBeUndefined();
    store.dispatch(setLanguage('zh'));
    store.dispatch(setSize('small'));
    expect([storage.cookies.get('language'), storage.cookies.get('size')]).toEqual(['zh', 'small']);
  });

  it('carries settings and tabs over to the next page', () => {
    const storage = fakeStorage();
    const first = startShell(storage);
    first.store.dispatch(changeSetting({ key: 'fixedHeader', value: false }));
    first.store.dispatch(addView({ path: '/device/list', name: 'DeviceList', title: 'device.list' }));
    first.store.dispatch(toggleSidebar());
    first.stop();

    const { store } = startShell(storage);
    expect(store.getState().settings.fixedHeader).toBe(false);
    expect(selectVisitedViews(store.getState()).map((view) => view.path)).toEqual(['/device/list']);
    expect(store.getState().tagsView.cachedViews).toEqual(['DeviceList']);
    expect(store.getState().app.sidebar.opened).toBe(false);
  });

  it('starts from the defaults when the saved state is corrupt', () => {
    const { store } = startShell(fakeStorage({ sidebarStatus: '?', size: '{' }, { settings: '{"theme":' }, { tagsView: '[{"path":' }));
    expect(store.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(store.getState().tagsView.visitedViews).toEqual([]);
    expect(store.getState().app).toMatchObject({ sidebar: { opened: true }, size: 'medium' });
  });

  it('removes the saved tabs on log-out', () => {
    const storage = fakeStorage();
    const { store } = startShell(storage);
    store.dispatch(addView({ path: '/a', title: 'a' }));
    expect(storage.session.getItem('tagsView')).not.toBeNull();
    store.dispatch(clearAllViews());
    expect(storage.session.getItem('tagsView')).toBeNull();
  });

  it('writes nothing for actions that change nothing it keeps, and stops when asked', () => {
    const storage = fakeStorage();
    const local = jest.spyOn(storage.local, 'setItem');
    const { store, stop } = startShell(storage);
    store.dispatch({ type: 'unrelated' });
    store.dispatch(changeSetting({ key: 'theme', value: '#000000' as never }));
    expect(local).not.toHaveBeenCalled();
    stop();
    store.dispatch(changeSetting({ key: 'tagsView', value: false }));
    expect(local).not.toHaveBeenCalled();
  });

  it('logs errors in production only', () => {
    const error = { err: { message: 'x' }, vm: '', info: '', url: '/', time: 1 };
    const production = startShell(fakeStorage()).store;
    production.dispatch(addErrorLog(error));
    expect(selectErrorLogs(production.getState())).toEqual([error]);
    const development = startShell(fakeStorage(), 'development').store;
    development.dispatch(addErrorLog(error));
    expect(selectErrorLogs(development.getState())).toEqual([]);
  });
});
