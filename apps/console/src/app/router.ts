import { createBrowserRouter, type DOMRouterOpts } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ensureLanguage, type I18n } from '@om/i18n';
import { createAppGuard } from './guard';
import { loadApi } from './loadApi';
import { completeLanguage, currentLanguage } from './pageTexts';
import { createRoutes, SHELL_ROUTE_ID } from './routes';
import type { RouteSource } from './routeSource';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A router and the component that shows it, from this module: loaded with the first page, or after the
 * sign-in page when the console starts on /login without a session (bootstrap.ts).
 */
export interface Routing {
  router: AppRouter;
  RouterProvider: typeof RouterProvider;
}

export { RouterProvider };

type RouterOptions = Pick<DOMRouterOpts, 'patchRoutesOnNavigation'>;

export interface RouterDeps {
  store: AppStore;
  i18n: I18n;
  routes: RouteSource;
  create?: (routes: ReturnType<typeof createRoutes>, options: RouterOptions) => AppRouter;
}

export function createAppRouter({ store, i18n, routes, create = createBrowserRouter }: RouterDeps): AppRouter {
  const guard = createAppGuard({ store, routes, t: i18n.t });
  // The first page loads the boot texts only; the shell adds its own texts (the modules' load with their
  // first page, see pageTexts.ts), its preferences and tabs, and the request machinery (loadApi.ts);
  // the print page needs every namespace.
  const shellState = () => import('./shellState').then(({ injectShellState }) => injectShellState(store));
  const prepareShell = () => Promise.all([ensureLanguage(i18n, currentLanguage(i18n), 'signedIn'), shellState(), loadApi(store)]);
  const preparePrint = () => Promise.all([completeLanguage(i18n), shellState(), loadApi(store)]);
  let patched = false;
  return create(createRoutes(guard, prepareShell, preparePrint), {
    // The modules' pages join the router on the first navigation that is not a public page.
    async patchRoutesOnNavigation({ patch }) {
      if (patched) return;
      const loaded = await routes.load();
      if (patched) return;
      patch(SHELL_ROUTE_ID, loaded.routeObjects);
      patched = true;
    },
  });
}
