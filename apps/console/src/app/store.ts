import { configureStore } from '@reduxjs/toolkit';
import { api } from '@om/api';
import { initialSession, sessionSlice } from '@om/auth';

export function createAppStore(token: string | undefined) {
  return configureStore({
    reducer: {
      [sessionSlice.reducerPath]: sessionSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { session: initialSession(token) },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
