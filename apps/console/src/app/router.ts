import { createBrowserRouter, type DOMRouterOpts } from 'react-router';
import { DEFAULT_LANGUAGE, ensureLanguage, toLanguage, type I18n } from '@om/i18n';
import { createAppGuard } from './guard';
import { createRoutes, SHELL_ROUTE_ID } from './routes';
import type { RouteSource } from './routeSource';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterOptions = Pick<DOMRouterOpts, 'patchRoutesOnNavigation'>;

export interface RouterDeps {
  store: AppStore;
  i18n: I18n;
  routes: RouteSource;
  create?: (routes: ReturnType<typeof createRoutes>, options: RouterOptions) => AppRouter;
}

export function createAppRouter({ store, i18n, routes, create = createBrowserRouter }: RouterDeps): AppRouter {
  const guard = createAppGuard({ store, routes, t: i18n.t });
  // The first page loads the boot texts only; the shell and the print page need every namespace, and
  // the shell its preferences and tabs.
  const prepareShell = () =>
    Promise.all([
      ensureLanguage(i18n, toLanguage(i18n.language) ?? DEFAULT_LANGUAGE),
      import('./shellState').then(({ injectShellState }) => injectShellState(store)),
    ]);
  let patched = false;
  return create(createRoutes(guard, prepareShell), {
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
