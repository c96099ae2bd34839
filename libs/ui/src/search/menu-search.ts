import Fuse, { type FuseOptionKey, type IFuseOptions } from 'fuse.js';
import type { MenuSearchEntry, ToPinyinKeys } from './types';

/** Fuzzy threshold of the header menu search (docs/product.md "Constants"). */
export const MENU_SEARCH_THRESHOLD = 0.4;

/** What the index stores per entry: the entry and the strings it is searched by. */
export interface Indexed<E extends MenuSearchEntry> {
  entry: E;
  title: string;
  path: string;
  pinyinFull?: string;
  pinyinSpaced?: string;
  pinyinInitials?: string;
}

/** A built menu search; pass it to `searchMenu`. Rebuild it when the menu or the language changes. */
export interface MenuSearchIndex<E extends MenuSearchEntry = MenuSearchEntry> {
  /** Whether the index carries pinyin keys. */
  readonly pinyin: boolean;
  readonly size: number;
  readonly fuse: Fuse<Indexed<E>>;
}

// The title outweighs the path; the pinyin forms stand in for the title, so they weigh as much.
const TITLE_KEYS: FuseOptionKey<Indexed<MenuSearchEntry>>[] = [
  { name: 'title', weight: 0.7 },
  { name: 'path', weight: 0.3 },
];
const PINYIN_KEYS: FuseOptionKey<Indexed<MenuSearchEntry>>[] = [
  { name: 'pinyinFull', weight: 0.7 },
  { name: 'pinyinSpaced', weight: 0.7 },
  { name: 'pinyinInitials', weight: 0.7 },
];

/**
 * Builds the index with the given pinyin converter, or none. `buildMenuSearchIndex` (sync, pinyin
 * bundled) and `loadMenuSearchIndex` (pinyin loaded on demand) are the public entry points.
 */
export function createMenuSearchIndex<E extends MenuSearchEntry>(
  entries: readonly E[],
  toPinyinKeys: ToPinyinKeys | null,
): MenuSearchIndex<E> {
  const docs = entries.map((entry): Indexed<E> => {
    const doc: Indexed<E> = { entry, title: entry.title, path: entry.path };
    const keys = toPinyinKeys?.(entry.title);
    if (keys) {
      doc.pinyinFull = keys.full;
      doc.pinyinSpaced = keys.spaced;
      doc.pinyinInitials = keys.initials;
    }
    return doc;
  });
  const options: IFuseOptions<Indexed<E>> = {
    keys: toPinyinKeys ? [...TITLE_KEYS, ...PINYIN_KEYS] : TITLE_KEYS,
    threshold: MENU_SEARCH_THRESHOLD,
    shouldSort: true,
    isCaseSensitive: false,
    minMatchCharLength: 1,
  };
  return {
    pinyin: toPinyinKeys !== null,
    size: docs.length,
    fuse: new Fuse(docs, options),
  };
}

/**
 * The entries matching a query, best first; [] for an empty or blank query.
 * `limit` caps the number of results.
 */
export function searchMenu<E extends MenuSearchEntry>(
  index: MenuSearchIndex<E>,
  query: string,
  limit?: number,
): E[] {
  const text = query.trim();
  if (text === '') return [];
  const results =
    limit === undefined
      ? index.fuse.search(text)
      : index.fuse.search(text, { limit });
  return results.map((result) => result.item.entry);
}
