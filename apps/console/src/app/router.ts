import { createBrowserRouter } from 'react-router';
import type { RouteRecord } from '@om/auth';
import type { I18n } from '@om/i18n';
import { createAppGuard } from './guard';
import { createRoutes } from './routes';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface RouterDeps {
  store: AppStore;
  i18n: I18n;
  routes: readonly RouteRecord[];
  enabledSks: readonly string[];
  create?: (routes: ReturnType<typeof createRoutes>) => AppRouter;
}

export function createAppRouter({ store, i18n, routes, enabledSks, create = createBrowserRouter }: RouterDeps): AppRouter {
  const guard = createAppGuard({ store, routes, enabledSks, t: i18n.t });
  return create(createRoutes(routes, guard));
}
