import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { LOGIN_PATH } from '@om/auth';
import { loadApi } from './loadApi';
import { useAppStore, type AppDispatch, type RootState } from './store';

/**
 * Polls for new messages on every page but /login while signed in (docs/product.md "Server calls"); stops on log-out. The
 * polling code loads only then, so the sign-in page does not carry it.
 */
export function useMessagePolling(): void {
  const dispatch = useDispatch<AppDispatch>();
  const store = useAppStore();
  const token = useSelector((state: RootState) => state.session.token);
  const { pathname } = useLocation();
  const active = Boolean(token) && pathname !== LOGIN_PATH;
  useEffect(() => {
    if (!active) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('../features/messages/polling'), loadApi(store)]).then(([{ startMessagePolling }]) => {
      if (!cancelled) stop = startMessagePolling(dispatch);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, dispatch, store]);
}
