import { preloadPublicPage } from './publicRoutes';

/**
 * Starts loading the first page's code together with the boot's own requests (the host's
 * configuration and the texts, bootstrap.ts) instead of after them, one step of the chain at a time:
 * the sign-in page's code on /login; with a session, the module declarations the router patches in,
 * the request machinery the guard asks the session with, and the shell. The router's own loads then
 * find these modules loaded. A failure here is left to those loads to report.
 */
export function preloadFirstPage(pathname: string, signedIn: boolean): void {
  if (pathname === '/login') {
    preloadPublicPage(pathname);
    return;
  }
  if (!signedIn) return;
  void Promise.all([import('./loadedRoutes'), import('./apiState'), import('./layout/Shell')]).catch(() => undefined);
}
