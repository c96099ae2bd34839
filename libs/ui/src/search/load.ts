import { createMenuSearchIndex, type MenuSearchIndex } from './menu-search';
import type { MenuSearchEntry, MenuSearchOptions } from './types';

/**
 * `buildMenuSearchIndex` for a lazily loaded header search: pinyin-pro (~141 kB gzip) is
 * fetched as its own chunk only when `pinyin` is true, so non-Chinese users load fuse.js alone.
 */
export async function loadMenuSearchIndex<E extends MenuSearchEntry>(
  entries: readonly E[],
  { pinyin }: MenuSearchOptions,
): Promise<MenuSearchIndex<E>> {
  const toPinyinKeys = pinyin ? (await import('./pinyin')).toPinyinKeys : null;
  return createMenuSearchIndex(entries, toPinyinKeys);
}
