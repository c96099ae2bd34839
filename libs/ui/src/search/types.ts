/** One permitted, visible route of the menu, its title already translated. */
export interface MenuSearchEntry {
  path: string;
  title: string;
  /** The titles of the menu levels leading to the entry, for display next to the result. */
  breadcrumb: string[];
}

export interface MenuSearchOptions {
  /** Add pinyin keys; the caller passes true only for Chinese with the pinyin setting on. */
  pinyin: boolean;
}

/** The pinyin forms of a title that a query can match. */
export interface PinyinKeys {
  /** 设备台账 → 'shebeitaizhang' */
  full: string;
  /** 设备台账 → 'she bei tai zhang' */
  spaced: string;
  /** 设备台账 → 'sbtz' */
  initials: string;
}

export type ToPinyinKeys = (text: string) => PinyinKeys | null;

/** A record found by the server's search, with the address of its page. */
export interface RecordSearchHit {
  key: string;
  title: string;
  subtitle: string;
  path: string;
}

/** The records of one kind ("Devices"), its label translated. */
export interface RecordSearchGroup {
  kind: string;
  label: string;
  items: readonly RecordSearchHit[];
}

/** Asks the server for records matching a query (the header search calls it as the user types). */
export type RecordSearch = (query: string) => Promise<readonly RecordSearchGroup[]>;
