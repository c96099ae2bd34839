import { sessionApi } from '@om/api';
import { createGuardLoader, profileLoaded, resetToken, selectRoles, selectToken, type RouteRecord } from '@om/auth';
import type { TFunction } from '@om/i18n';
import { showError } from '@om/ui';
import { describeGuardMessage } from '../shared/notices/describe';
import { createCanVisit } from './access';
import type { AppStore } from './store';

export interface GuardDeps {
  store: AppStore;
  routes: readonly RouteRecord[];
  enabledSks: readonly string[];
  t: TFunction;
}

/** The root loader: the guard of spec §2/§4 wired to the store, the API and the toaster. */
export function createAppGuard({ store, routes, enabledSks, t }: GuardDeps) {
  return createGuardLoader({
    getSession: () => ({ token: selectToken(store.getState()), roles: selectRoles(store.getState()) }),
    fetchProfile: () => store.dispatch(sessionApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap(),
    onProfile: (profile) => store.dispatch(profileLoaded(profile)),
    resetToken: () => resetToken(store.dispatch),
    canVisit: createCanVisit(routes, enabledSks),
    notify: (message) => showError(describeGuardMessage(t, message)),
  });
}
