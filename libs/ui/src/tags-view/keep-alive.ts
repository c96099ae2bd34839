/** One page kept alive: what it last rendered and where it was. */
export interface KeptPage<V> {
  key: string;
  value: V;
}

/**
 * The pages to keep rendered after a navigation, in the order they were first opened: the current
 * page (always, cached or not) with its latest value, and every earlier page whose key is still
 * cached. A page that left the cache (its tab closed, or refreshed) is dropped, and so unmounted.
 */
export function nextKeptPages<V>(previous: readonly KeptPage<V>[], current: KeptPage<V>, cachedKeys: readonly string[]): KeptPage<V>[] {
  const cached = new Set(cachedKeys);
  const kept = previous
    .filter((page) => page.key === current.key || cached.has(page.key))
    .map((page) => (page.key === current.key ? current : page));
  return kept.some((page) => page.key === current.key) ? kept : [...kept, current];
}

/** The scroll position to restore for a page: where it was left, or the top for a page new to the view. */
export function restoredScroll(positions: ReadonlyMap<string, number>, key: string, cachedKeys: readonly string[]): number {
  return cachedKeys.includes(key) ? (positions.get(key) ?? 0) : 0;
}
