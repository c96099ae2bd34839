import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { HostConfig } from '@om/api';
import { I18nextProvider, type I18n } from '@om/i18n';
import { UiProvider } from '@om/ui';
import { HostProvider } from '../shared/host/HostContext';
import type { AppRouter } from './router';
import type { RouteSource } from './routeSource';
import { RoutesProvider } from './RoutesContext';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  router: AppRouter;
  i18n: I18n;
  host: HostConfig;
  /** The declarations the router is built from. */
  routes: RouteSource;
}

export function App({ store, router, i18n, host, routes }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HostProvider config={host}>
          <RoutesProvider source={routes}>
            <UiProvider>
              <RouterProvider router={router} />
            </UiProvider>
          </RoutesProvider>
        </HostProvider>
      </I18nextProvider>
    </Provider>
  );
}
