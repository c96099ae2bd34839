import type { Dispatch } from '@reduxjs/toolkit';
import { addErrorLog, toErrorLogEntry } from '@om/shell-state';

export interface ErrorCollectorOptions {
  /** Production builds collect; development only logs to the console (docs/product.md "Errors"). */
  production: boolean;
  dispatch: Dispatch;
  /** The page the error happened on. */
  href(): string;
  now?(): number;
  log?(...data: unknown[]): void;
}

interface ReactErrorInfo {
  componentStack?: string | null;
}

/**
 * Unhandled UI errors: React's root callbacks (`onUncaughtError`, `onCaughtError`) and the window's
 * 'error' and 'unhandledrejection' events. Each is logged to the console; in production it is also
 * added to the error log (err, vm = the component stack, info = what caught it, url).
 */
export function createErrorCollector({ production, dispatch, href, now = Date.now, log = console.error }: ErrorCollectorOptions) {
  const collect = (error: unknown, info: string, vm = '') => {
    log(error);
    if (production) dispatch(addErrorLog(toErrorLogEntry({ error, vm, info, url: href(), time: now() })));
  };
  return {
    collect,
    onUncaughtError: (error: unknown, errorInfo: ReactErrorInfo) => collect(error, 'uncaught', errorInfo.componentStack ?? ''),
    onCaughtError: (error: unknown, errorInfo: ReactErrorInfo) => collect(error, 'caught', errorInfo.componentStack ?? ''),
    /** Listens to the window's error events; returns the function that stops listening. */
    listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
      const onError = (event: ErrorEvent) => collect(event.error ?? event.message, 'window.onerror', event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '');
      const onRejection = (event: PromiseRejectionEvent) => collect(event.reason, 'unhandledrejection');
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}
