import { api } from '@om/api';
import { addMiddlewareTo, rootReducerOf, type AppStore } from './store';

export { sessionApi } from '@om/api';

const mounted = new WeakSet<AppStore>();

/** Mounts RTK Query in the store (its state and middleware), once per store. */
export function injectApi(store: AppStore): void {
  const reducer = rootReducerOf(store);
  if (!reducer || mounted.has(store)) return;
  mounted.add(store);
  reducer.inject(api);
  addMiddlewareTo(store, api.middleware);
  // The API's state exists from the next action on; this one creates it before the first request.
  store.dispatch({ type: 'api/mounted' });
}
