import { loadHostConfigs, pickHostConfig, type HostConfig } from '@om/api';
import { getToken } from '@om/auth';
import { applyDocumentLanguage, createI18n, detectLanguage, loadLanguage, readLanguageCookie, type I18n } from '@om/i18n';
import { applyColorMode, DEFAULT_BRAND, toThemeColour } from '@om/ui';
import { applyRememberedThemeColour, browserLocalStorage, loadSettings, SETTINGS_STORAGE_KEY } from '@om/shell-state';
import { completeLanguage } from './app/pageTexts';
import type { AppRouter, Routing } from './app/router';
import { createRouteSource, type RouteSource } from './app/routeSource';
import { preloadSignInScreen } from './app/SignInFirst';
import { createAppStore, type AppStore } from './app/store';
import { wireApi } from './app/wireApi';

export interface Boot {
  host: HostConfig;
  i18n: I18n;
  store: AppStore;
  /** The router; none when the console starts on /login without a session (see `signInFirst`). */
  routing?: Routing;
  /** Loads (once) and starts the router at the current address. */
  startRouting(): Promise<Routing>;
  routes: RouteSource;
}

/**
 * A visitor without a session who opens /login gets the sign-in page before the router loads
 * (app/SignInFirst.tsx): react-router and the route tree load while they type, not before the page shows.
 */
const signInFirst = (token: string | undefined): boolean => window.location.pathname === '/login' && !token;

/** Everything the first render needs: the host's configuration (/c.bin), the language's texts, the saved shell state. */
export async function bootstrap(): Promise<Boot> {
  const language = detectLanguage(readLanguageCookie(), navigator.languages);
  const token = getToken();
  const loadRouter = () => import('./app/router');
  if (signInFirst(token)) preloadSignInScreen();
  const [configs, resources, routerModule] = await Promise.all([
    loadHostConfigs(),
    loadLanguage(language, 'boot'),
    signInFirst(token) ? undefined : loadRouter(),
  ]);
  const host = pickHostConfig(configs, window.location.hostname);
  const i18n = createI18n(language, resources);
  applyDocumentLanguage(language);

  const local = browserLocalStorage();
  let settings = loadSettings(local);
  // Until the user picks a theme colour, the host's own is the default (selected in the picker when it is one of its colours).
  const chosen = local.getItem(SETTINGS_STORAGE_KEY) !== null;
  const hostTheme = toThemeColour(host.theme);
  if (!chosen && hostTheme) settings = { ...settings, theme: hostTheme };
  const colour = chosen || !host.theme ? settings.theme : host.theme;
  // The style sheet holds the default colour's variables; another colour is applied before the first
  // render: as remembered, or computed by the (then loaded) palette code.
  if (colour.toLowerCase() !== DEFAULT_BRAND && !applyRememberedThemeColour(local, colour)) {
    const applied = await import('./app/appearance').then(({ applyAndRememberThemeColour }) => applyAndRememberThemeColour(colour));
    if (!applied && colour !== settings.theme) await import('./app/appearance').then((m) => m.applyAndRememberThemeColour(settings.theme));
  }
  applyColorMode(settings.colorMode);

  // The shell adds its preferences and tabs when it loads, and saves the shell state from then on.
  const store = createAppStore(token, { mode: import.meta.env.MODE, settings });
  // The API needs navigation and the router's guard needs the API: the router is bound late (before
  // it exists, the sign-in page is left by opening the address).
  const late: { router?: AppRouter } = {};
  wireApi({ host, store, i18n, navigate: (path) => (late.router ? void late.router.navigate(path) : window.location.assign(path)) });
  // Module pages load the language's every namespace with their code (the shell has its own only).
  const preparePage = () => completeLanguage(i18n);
  const routes = createRouteSource(() => import('./app/loadedRoutes').then((m) => m.loadedRoutesFor(host, { preparePage })));
  const startRouting = async (): Promise<Routing> => {
    const { createAppRouter, RouterProvider } = routerModule ?? (await loadRouter());
    late.router ??= createAppRouter({ store, i18n, routes });
    return { router: late.router, RouterProvider };
  };
  return { host, i18n, store, routing: routerModule ? await startRouting() : undefined, startRouting, routes };
}
