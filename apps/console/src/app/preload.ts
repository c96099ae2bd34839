/**
 * With a session, starts loading the signed-in part's code together with the boot's own requests (the
 * host's configuration and the texts, bootstrap.ts) instead of after them, one step of the chain at a
 * time: the module declarations the router patches in, the request machinery the guard asks the
 * session with, and the shell. The router's own loads then find these modules loaded; a failure here
 * is left to those loads to report. Not on /login, which needs none of it.
 */
export function preloadSignedIn(pathname: string, signedIn: boolean): void {
  if (!signedIn || pathname === '/login') return;
  void Promise.all([import('./loadedRoutes'), import('./apiState'), import('./layout/Shell')]).catch(() => undefined);
}
