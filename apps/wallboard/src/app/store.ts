import { configureStore } from '@reduxjs/toolkit';
import { api } from '@om/api';

export function createWallboardStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type WallboardStore = ReturnType<typeof createWallboardStore>;
