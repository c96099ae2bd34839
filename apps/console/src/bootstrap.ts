import { loadHostConfigs, pickHostConfig, type HostConfig } from '@om/api';
import { getToken, type RouteRecord } from '@om/auth';
import { applyDocumentLanguage, createI18n, detectLanguage, loadLanguage, readLanguageCookie, type I18n } from '@om/i18n';
import { applyBrandColour } from '@om/ui';
import { createAppRouter, type AppRouter } from './app/router';
import { routesForHost } from './app/hostRoutes';
import { appRoutes } from './app/routeRecords';
import { createAppStore, type AppStore } from './app/store';
import { wireApi } from './app/wireApi';
import { enabledModules } from './shared/host/HostContext';

export interface Boot {
  host: HostConfig;
  i18n: I18n;
  store: AppStore;
  router: AppRouter;
  routes: RouteRecord[];
}

/** Everything the first render needs: the host's configuration (/c.bin) and the language's texts. */
export async function bootstrap(): Promise<Boot> {
  const language = detectLanguage(readLanguageCookie(), navigator.languages);
  const [configs, resources] = await Promise.all([loadHostConfigs(), loadLanguage(language)]);
  const host = pickHostConfig(configs, window.location.hostname);
  const i18n = createI18n(language, resources);
  applyDocumentLanguage(language);
  applyBrandColour(host.theme);

  const store = createAppStore(getToken());
  // The API needs navigation and the router's guard needs the API: the router is bound late.
  const late: { router?: AppRouter } = {};
  wireApi({ host, store, i18n, navigate: (path) => void late.router?.navigate(path) });
  const routes = routesForHost(appRoutes, host);
  const router = createAppRouter({ store, i18n, routes, enabledSks: enabledModules(host) });
  late.router = router;
  return { host, i18n, store, router, routes };
}
