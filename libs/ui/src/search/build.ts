import { createMenuSearchIndex, type MenuSearchIndex } from './menu-search';
import { toPinyinKeys } from './pinyin';
import type { MenuSearchEntry, MenuSearchOptions } from './types';

/**
 * Builds the header menu search: fuzzy (fuse.js, threshold 0.4) over title (weighted higher) and
 * path; with `pinyin`, the title's full pinyin, spaced pinyin and initials are keys too, so
 * `shebei` and `sbtz` find 设备台账. Importing this module bundles pinyin-pro's dictionary
 * (~141 kB gzip); `loadMenuSearchIndex` fetches it only when `pinyin` is true.
 */
export function buildMenuSearchIndex<E extends MenuSearchEntry>(
  entries: readonly E[],
  { pinyin }: MenuSearchOptions,
): MenuSearchIndex<E> {
  return createMenuSearchIndex(entries, pinyin ? toPinyinKeys : null);
}
