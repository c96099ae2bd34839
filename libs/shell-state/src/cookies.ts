export interface CookieOptions {
  /** Omitted: a session cookie, gone when the browser closes. */
  maxAgeSeconds?: number;
}

/** Cookies by name; tests pass `memoryCookies()`. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function memoryCookies(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

function cookieDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `document.cookie`, site-wide (path=/) so the wallboard under /wallboard/ reads the same values. */
export const browserCookies: CookieJar = {
  get(name) {
    const doc = cookieDocument();
    if (!doc) return undefined;
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decode(entry.slice(prefix.length));
  },
  set(name, value, options = {}) {
    const doc = cookieDocument();
    if (!doc) return;
    const maxAge = options.maxAgeSeconds === undefined ? '' : `; max-age=${options.maxAgeSeconds}`;
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/${maxAge}; SameSite=Lax`;
  },
  remove(name) {
    const doc = cookieDocument();
    if (!doc) return;
    doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
  },
};
