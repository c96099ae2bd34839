import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { sessionApi } from '@om/api';
import { logout } from './signOut';
import { selectToken, type SessionRootState } from './sessionSlice';

/** The "Log out" action of the user menu. */
export function useLogout(): () => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<SessionRootState, unknown, UnknownAction>>();
  const store = useStore<SessionRootState>();
  return useCallback(() => {
    const token = selectToken(store.getState()) ?? undefined;
    return logout({
      endServerSession: () => dispatch(sessionApi.endpoints.logout.initiate({ token })).unwrap(),
      dispatch,
      location: window.location,
    });
  }, [dispatch, store]);
}
