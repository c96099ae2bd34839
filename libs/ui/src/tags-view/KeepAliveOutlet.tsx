import { Activity, useContext, useEffect, useLayoutEffect, useRef, type ContextType, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useOutlet } from 'react-router';
import { nextKeptPages, restoredScroll, type KeptPage } from './keep-alive';

type LocationValue = ContextType<typeof UNSAFE_LocationContext>;
const LocationProvider = UNSAFE_LocationContext.Provider;

interface PageView {
  element: ReactNode;
  /** The location the page last rendered at; a hidden page keeps seeing it. */
  location: LocationValue;
}

export interface KeepAliveOutletProps {
  /** Paths whose pages stay alive while another page shows (the open tabs without `noCache`). */
  cachedKeys: readonly string[];
  /** A page whose generation changes is mounted afresh (the tabs' "refresh"). */
  generations?: Readonly<Record<string, number>>;
}

/**
 * `<Outlet />` that keeps the pages of open tabs alive (vue's keep-alive for react-router): each kept
 * page renders in its own React `<Activity>`, hidden while another page shows, so its state (filters,
 * form input, scroll position) survives switching tabs. Hidden pages see the location they were
 * left at, and their effects are paused until they show again.
 */
export function KeepAliveOutlet({ cachedKeys, generations = {} }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const key = location.location.pathname;
  const kept = useRef<KeptPage<PageView>[]>([]);
  kept.current = nextKeptPages(kept.current, { key, value: { element: outlet, location } }, cachedKeys);

  const scroll = useRef(new Map<string, number>());
  const currentKey = useRef(key);
  useEffect(() => {
    const remember = () => scroll.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  useLayoutEffect(() => {
    currentKey.current = key;
    // jsdom has no scrolling.
    if (typeof window.scrollTo === 'function' && !/jsdom/.test(navigator.userAgent)) {
      window.scrollTo(0, restoredScroll(scroll.current, key, cachedKeys));
    }
    // Restore on arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return kept.current.map((page) => (
    <Activity key={`${page.key}#${generations[page.key] ?? 0}`} mode={page.key === key ? 'visible' : 'hidden'} name={page.key}>
      <LocationProvider value={page.value.location}>{page.value.element}</LocationProvider>
    </Activity>
  ));
}
