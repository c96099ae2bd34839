import { redirect, type RouteObject } from 'react-router';
import type { PageLoader } from '@om/auth';
import type { RouteHandle } from '../shared/routing/routeHandle';
import { WALLBOARD_PATH } from '../shared/routing/external';
import { lazyPage } from './lazyPage';

function standalone(path: string, title: string, load: PageLoader): RouteObject {
  const handle: RouteHandle = { title, fullPath: path, activeMenu: path, linkable: true };
  return { path, handle, lazy: lazyPage(load) };
}

const loginPage: PageLoader = () => import('../features/auth/pages/LoginPage').then((m) => m.LoginPage);
const notFoundPage: PageLoader = () => import('../features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage);
const noPermissionPage: PageLoader = () => import('../features/errors/pages/NoPermissionPage').then((m) => m.NoPermissionPage);
// The page with every module's print types (registered as they load).
const printPage: PageLoader = () => Promise.all([import('../features/print/pages/PrintPage'), import('./printTypes')]).then(([m]) => m.PrintPage);

function toWallboard(path: string): RouteObject {
  return {
    path,
    loader: () => {
      window.location.replace(WALLBOARD_PATH);
      return null;
    },
    Component: () => null,
  };
}

/**
 * Routes outside the menu and the permission filter (docs/product.md "Routes"). `prepare` runs before
 * a page that needs more than the boot texts (the print page) shows.
 */
export function createPublicRoutes(prepare: () => Promise<unknown>): RouteObject[] {
  return [
    standalone('/login', 'login', loginPage),
    standalone('/404', 'notFound', notFoundPage),
    standalone('/401', 'noPermission', noPermissionPage),
    // The wallboard serves the big-screen views; the console's old addresses of them lead there.
    ...['/kanBan', '/contrast', '/realTime', '/analysis', '/cickpit', '/pupmPage'].map(toWallboard),
    // Reloads a page's view: /redirect/device/list?x=1 → /device/list?x=1.
    { path: '/redirect/*', loader: ({ params, request }) => redirect(`/${params['*'] ?? ''}${new URL(request.url).search}`) },
    // Public in the spec's list, but like every page but /login it needs a session (the guard sees to it).
    standalone('/print/:type/:ids', 'print', () => Promise.all([printPage(), prepare()]).then(([page]) => page)),
  ];
}
