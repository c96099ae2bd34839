import './polyfills';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_HOST_CONFIG, type HostConfig } from '@om/api';
import { MODULE_KEYS, removeToken, setToken } from '@om/auth';
import { createI18n, loadLanguage } from '@om/i18n';
import { App } from '../app/App';
import { createAppRouter, type AppRouter } from '../app/router';
import { routesForHost } from '../app/hostRoutes';
import { appRoutes } from '../app/routeRecords';
import { createAppStore } from '../app/store';
import { wireApi } from '../app/wireApi';
import { enabledModules } from '../shared/host/HostContext';

export const testHost: HostConfig = {
  ...DEFAULT_HOST_CONFIG,
  domain: 'localhost',
  uri: 'http://api.test',
  name_ii: 'O&M Cloud',
  modules: MODULE_KEYS.map((sk) => ({ sk })),
};

export interface RenderAppOptions {
  token?: string;
  host?: HostConfig;
}

/** The whole console (store, i18n in English, router, guard) at `path`, against the mocked global fetch. */
export async function renderApp(path: string, { token, host = testHost }: RenderAppOptions = {}) {
  if (token) setToken(token);
  else removeToken();
  const i18n = createI18n('en', await loadLanguage('en'));
  const store = createAppStore(token);
  const late: { router?: AppRouter } = {};
  wireApi({ host, store, i18n, navigate: (to) => void late.router?.navigate(to) });
  const routes = routesForHost(appRoutes, host);
  const router = createAppRouter({
    store,
    i18n,
    routes,
    enabledSks: enabledModules(host),
    create: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  late.router = router;
  const view = render(<App store={store} router={router} i18n={i18n} host={host} routes={routes} />);
  return { ...view, store, router, i18n };
}
