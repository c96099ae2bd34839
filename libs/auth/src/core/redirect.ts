/**
 * The guard's addresses and the sign-in page's `redirect` query: what a session that ends needs at
 * once (apps' first pages carry this module, the guard itself loads with the router).
 */

/** Pages open without a token. */
export const NO_TOKEN_PATHS: readonly string[] = ['/login', '/auth-redirect'];
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';

export interface NavigationTarget {
  pathname: string;
  search?: string;
}

export function loginRedirect(target: NavigationTarget): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${target.pathname}${target.search ?? ''}`)}`;
}

/** The `redirect` query of the login page, when it is a path inside this site. */
export function redirectTarget(search: string): string | undefined {
  const wanted = new URLSearchParams(search).get('redirect');
  // Only local paths: `//evil.example` would leave the site.
  return wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : undefined;
}
