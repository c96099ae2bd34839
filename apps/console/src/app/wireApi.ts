import { configureApi, type HostConfig } from '@om/api';
import { loginRedirect, resetToken, selectToken } from '@om/auth';
import type { I18n } from '@om/i18n';
import { describeFailure, showError } from '@om/ui';
import type { AppStore } from './store';

export interface ApiWiring {
  host: HostConfig;
  store: AppStore;
  i18n: I18n;
  /** In-app navigation; the router exists only after the API is configured. */
  navigate(path: string): void;
}

/** The one API client of the console, with the error catalogue's effects bound to this app. */
export function wireApi({ host, store, i18n, navigate }: ApiWiring): void {
  configureApi({
    baseUrl: host.uri,
    getToken: () => selectToken(store.getState()),
    navigate,
    toast: (notice) => showError(describeFailure(i18n.t, notice), notice.durationMs),
    onSessionOver: () => {
      resetToken(store.dispatch);
      if (window.location.pathname !== '/login') window.location.assign(loginRedirect(window.location));
    },
  });
}
