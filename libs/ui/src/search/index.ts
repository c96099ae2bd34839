export type { MenuSearchEntry, MenuSearchOptions, PinyinKeys } from './types';
export {
  MENU_SEARCH_THRESHOLD,
  searchMenu,
  type MenuSearchIndex,
} from './menu-search';
export { buildMenuSearchIndex } from './build';
export { loadMenuSearchIndex } from './load';
export { toPinyinKeys } from './pinyin';
