import { useState } from 'react';
import { Provider } from 'react-redux';
import type { HostConfig } from '@om/api';
import { I18nextProvider, type I18n } from '@om/i18n';
import { UiProvider } from '@om/ui';
import { HostProvider } from '../shared/host/HostContext';
import type { Routing } from './router';
import type { RouteSource } from './routeSource';
import { RoutesProvider } from './RoutesContext';
import { SignInFirst } from './SignInFirst';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  host: HostConfig;
  /** The declarations the router is built from. */
  routes: RouteSource;
  /** The router; none when the console starts on /login without a session (SignInFirst shows until then). */
  routing?: Routing;
  /** Loads and starts the router at the current address (once signed in on SignInFirst). */
  startRouting(): Promise<Routing>;
}

export function App({ store, i18n, host, routes, routing, startRouting }: AppProps) {
  const [started, setStarted] = useState(routing);
  // A router that fails to load (a stale chunk after a deploy) is loaded by opening the page anew.
  const start = () => void startRouting().then(setStarted, () => window.location.reload());
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HostProvider config={host}>
          <RoutesProvider source={routes}>
            <UiProvider>{started ? <started.RouterProvider router={started.router} /> : <SignInFirst onSignedIn={start} />}</UiProvider>
          </RoutesProvider>
        </HostProvider>
      </I18nextProvider>
    </Provider>
  );
}
