import type { AppStore } from './store';

/**
 * The request machinery (RTK Query and the session endpoints), loaded and mounted in the store on
 * first use: by the guard (a session's profile), the shell, the print page, or the sign-in form's submit.
 */
export async function loadApi(store: AppStore) {
  const apiState = await import('./apiState');
  apiState.injectApi(store);
  return apiState;
}
