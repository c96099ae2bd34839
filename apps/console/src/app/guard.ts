import { createGuardLoader, profileLoaded, resetToken, selectRoles, selectToken } from '@om/auth';
import type { TFunction } from '@om/i18n';
import { showError } from '@om/ui';
import { describeGuardMessage } from '../shared/notices/describe';
import { loadApi } from './loadApi';
import type { RouteSource } from './routeSource';
import type { AppStore } from './store';

export interface GuardDeps {
  store: AppStore;
  routes: RouteSource;
  t: TFunction;
}

/** The root loader: the guard of docs/product.md "Routes" and "Session" wired to the store, the API and the toaster. */
export function createAppGuard({ store, routes, t }: GuardDeps) {
  return createGuardLoader({
    getSession: () => ({ token: selectToken(store.getState()), roles: selectRoles(store.getState()) }),
    fetchProfile: async () => {
      const { sessionApi } = await loadApi(store);
      return store.dispatch(sessionApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
    },
    onProfile: (profile) => store.dispatch(profileLoaded(profile)),
    resetToken: () => resetToken(store.dispatch),
    // Declared pages are reached through the patched routes, so their declarations are loaded by then.
    canVisit: (pathname, roles) => routes.current()?.canVisit(pathname, roles) ?? true,
    notify: (message) => showError(describeGuardMessage(t, message)),
  });
}
