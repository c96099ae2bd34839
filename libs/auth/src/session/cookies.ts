export const TOKEN_COOKIE = 'Admin-Token';
/** Set by the original sign-in flow; cleared on log-out. */
export const LOGIN_COOKIE = 'login';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** A session cookie for the whole site, so the wallboard under /wallboard/ sees it too. */
export function writeCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
}

export const getToken = (): string | undefined => readCookie(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => writeCookie(TOKEN_COOKIE, token);
export const removeToken = (): void => removeCookie(TOKEN_COOKIE);
export const removeLoginCookie = (): void => removeCookie(LOGIN_COOKIE);
