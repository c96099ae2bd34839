import './polyfills';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { DEFAULT_HOST_CONFIG, type HostConfig } from '@om/api';
import { MODULE_KEYS, removeToken, setToken } from '@om/auth';
import { createI18n, loadLanguage, type Language } from '@om/i18n';
import { App } from '../app/App';
import { createAppRouter, RouterProvider, type AppRouter, type Routing } from '../app/router';
import { loadedRoutesFor } from '../app/loadedRoutes';
import { completeLanguage } from '../app/pageTexts';
import { staticRouteSource } from '../app/routeSource';
import { createAppStore } from '../app/store';
import { wireApi } from '../app/wireApi';

export const testHost: HostConfig = {
  ...DEFAULT_HOST_CONFIG,
  domain: 'localhost',
  uri: 'http://api.test',
  name_ii: 'O&M Cloud',
  modules: MODULE_KEYS.map((sk) => ({ sk })),
};

// Pages load their chunks on first visit; on a busy machine that takes longer than the default second
// (tools/jest/setup-dom.cjs sets the same for every jsdom project).
configure({ asyncUtilTimeout: 20_000 });

/** Each test starts from a clean browser: no saved settings, tabs, scope or preference cookies. */
function clearBrowserState() {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
afterEach(clearBrowserState);

export interface RenderAppOptions {
  token?: string;
  host?: HostConfig;
  /** The build mode the store starts in ('production' collects UI errors). */
  mode?: string;
  language?: Language;
  /** Start like the real console: only the boot namespaces, the rest loaded with the shell. */
  bootTexts?: boolean;
}

/**
 * The console started as on /login without a session (app/SignInFirst.tsx): no router until signed in,
 * then a browser router (jsdom's history) at the address the sign-in page left.
 */
export async function renderSignInFirst(path: string, { host = testHost, language = 'en' }: Pick<RenderAppOptions, 'host' | 'language'> = {}) {
  removeToken();
  window.history.replaceState(null, '', path);
  const i18n = createI18n(language, await loadLanguage(language, 'all'));
  const store = createAppStore(undefined);
  const late: { router?: AppRouter } = {};
  wireApi({ host, store, i18n, navigate: (to) => void late.router?.navigate(to) });
  const routes = staticRouteSource(loadedRoutesFor(host, { preparePage: () => completeLanguage(i18n) }));
  const startRouting = async (): Promise<Routing> => {
    late.router ??= createAppRouter({ store, i18n, routes });
    return { router: late.router, RouterProvider };
  };
  const view = render(<App store={store} i18n={i18n} host={host} routes={routes} startRouting={startRouting} />);
  return { ...view, store, i18n, router: () => late.router };
}

/** The whole console (store, i18n (English unless told), router, guard) at `path`, against the mocked global fetch. */
export async function renderApp(path: string, { token, host = testHost, mode, language = 'en', bootTexts = false }: RenderAppOptions = {}) {
  if (token) setToken(token);
  else removeToken();
  const i18n = createI18n(language, await loadLanguage(language, bootTexts ? 'boot' : 'all'));
  const store = createAppStore(token, { mode });
  const late: { router?: AppRouter } = {};
  wireApi({ host, store, i18n, navigate: (to) => void late.router?.navigate(to) });
  const routes = staticRouteSource(loadedRoutesFor(host, { preparePage: () => completeLanguage(i18n) }));
  const router = createAppRouter({
    store,
    i18n,
    routes,
    create: (routeObjects, options) => createMemoryRouter(routeObjects, { ...options, initialEntries: [path] }),
  });
  late.router = router;
  const routing: Routing = { router, RouterProvider };
  const view = render(<App store={store} routing={routing} startRouting={async () => routing} i18n={i18n} host={host} routes={routes} />);
  return { ...view, store, router, i18n };
}
