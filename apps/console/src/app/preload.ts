import { loadLanguage, type Language } from '@om/i18n';

/**
 * With a session, starts loading the signed-in part's code together with the boot's own requests (the
 * host's configuration and the texts, bootstrap.ts) instead of after them, one step of the chain at a
 * time: the module declarations the router patches in, the request machinery the guard asks the
 * session with, the shell and its texts, and as soon as the declarations are in, the page at the
 * address with the texts it waits for (routeObjects.ts). The router's own loads then find these
 * modules loaded; a failure here is left to those loads to report. Not on /login, which needs none of it.
 */
export function preloadSignedIn(pathname: string, signedIn: boolean, language: Language): void {
  if (!signedIn || pathname === '/login') return;
  const page = import('./loadedRoutes').then(({ pageRecordAt }) => {
    const record = pageRecordAt(pathname);
    return Promise.all([record?.page?.(), record && !record.shellTexts ? loadLanguage(language, 'all') : undefined]);
  });
  void Promise.all([page, import('./apiState'), import('./layout/Shell'), loadLanguage(language, 'signedIn')]).catch(() => undefined);
}
