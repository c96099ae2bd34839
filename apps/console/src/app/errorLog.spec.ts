import { configureStore } from '@reduxjs/toolkit';
import { errorLogSlice, initialErrorLog, selectErrorLogs } from '@om/shell-state';
import { createErrorCollector } from './errorLog';

function setup(production: boolean) {
  const store = configureStore({
    reducer: { errorLog: errorLogSlice.reducer },
    preloadedState: { errorLog: initialErrorLog(production ? 'production' : 'development') },
  });
  const log = jest.fn();
  const collector = createErrorCollector({ production, dispatch: store.dispatch, href: () => 'http://localhost/device/list', now: () => 1000, log });
  return { store, log, collector };
}

describe('the error collector', () => {
  it('collects uncaught and caught React errors with the component stack in production', () => {
    const { store, log, collector } = setup(true);
    collector.onUncaughtError(new Error('boom'), { componentStack: '\n    at DevicePage' });
    collector.onCaughtError('bad value', { componentStack: null });
    expect(selectErrorLogs(store.getState())).toEqual([
      { err: { message: 'boom', stack: expect.any(String) }, vm: '\n    at DevicePage', info: 'uncaught', url: 'http://localhost/device/list', time: 1000 },
      { err: { message: 'bad value' }, vm: '', info: 'caught', url: 'http://localhost/device/list', time: 1000 },
    ]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('collects the window’s error and unhandledrejection events', () => {
    const { store, collector } = setup(true);
    const stop = collector.listen(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('script failed'), message: 'script failed', filename: 'app.js', lineno: 3, colno: 7 }));
    const rejection = new Event('unhandledrejection');
    Object.defineProperty(rejection, 'reason', { value: new Error('request lost') });
    window.dispatchEvent(rejection);
    const remove = jest.spyOn(window, 'removeEventListener');
    stop();
    expect(remove.mock.calls.map(([type]) => type)).toEqual(['error', 'unhandledrejection']);
    expect(selectErrorLogs(store.getState()).map((entry) => [entry.err.message, entry.info, entry.vm])).toEqual([
      ['script failed', 'window.onerror', 'app.js:3:7'],
      ['request lost', 'unhandledrejection', ''],
    ]);
  });

  it('only logs to the console in development', () => {
    const { store, log, collector } = setup(false);
    collector.onUncaughtError(new Error('boom'), {});
    expect(log).toHaveBeenCalledWith(expect.any(Error));
    expect(selectErrorLogs(store.getState())).toEqual([]);
  });
});
