import { browserCookies, type CookieJar } from './cookies';
import { asId } from './validate';

/** The time stamp of the newest message seen; the poll sends it as `t` (docs/product.md "Server calls"). */
export const MESSAGE_CURSOR_COOKIE = 'untime';
export const DEFAULT_MESSAGE_CURSOR = 0;

export function readMessageCursor(cookies: CookieJar = browserCookies): number {
  return asId(cookies.get(MESSAGE_CURSOR_COOKIE)) ?? DEFAULT_MESSAGE_CURSOR;
}

/**
 * Remembers the cursor of a poll reply (a non-negative integer, or its digits); anything else is
 * ignored so a malformed reply cannot rewind the cursor. Returns whether it was written.
 */
export function writeMessageCursor(value: unknown, cookies: CookieJar = browserCookies): boolean {
  const cursor = asId(value);
  if (cursor === undefined) return false;
  cookies.set(MESSAGE_CURSOR_COOKIE, String(cursor));
  return true;
}
