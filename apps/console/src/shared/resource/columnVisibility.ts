import { useCallback, useState } from 'react';
import { browserLocalStorage, type KeyValueStorage } from '@om/shell-state';

export const COLUMNS_STORAGE_PREFIX = 'columns:';

/** The columns a user hid in a resource's list, as saved in local storage (bad data = none hidden). */
export function readHiddenColumns(resource: string, known: readonly string[], storage: KeyValueStorage = browserLocalStorage()): Set<string> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(`${COLUMNS_STORAGE_PREFIX}${resource}`) ?? 'null');
    if (!Array.isArray(saved)) return new Set();
    return new Set(saved.filter((key): key is string => typeof key === 'string' && known.includes(key)));
  } catch {
    return new Set();
  }
}

export function writeHiddenColumns(resource: string, hidden: ReadonlySet<string>, storage: KeyValueStorage = browserLocalStorage()): void {
  storage.setItem(`${COLUMNS_STORAGE_PREFIX}${resource}`, JSON.stringify([...hidden]));
}

/**
 * Which columns of a resource's list are hidden, kept per resource in local storage. Until the user
 * chooses, the declaration's `defaultHidden` columns are hidden.
 */
export function useColumnVisibility(resource: string, columns: readonly { key: string; defaultHidden?: boolean }[], storage?: KeyValueStorage) {
  const known = columns.map((column) => column.key);
  const defaults = () => new Set(columns.filter((column) => column.defaultHidden).map((column) => column.key));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => {
    const store = storage ?? browserLocalStorage();
    return store.getItem(`${COLUMNS_STORAGE_PREFIX}${resource}`) === null ? defaults() : readHiddenColumns(resource, known, store);
  });

  const toggle = useCallback(
    (key: string, visible: boolean) =>
      setHidden((current) => {
        const next = new Set(current);
        if (visible) next.delete(key);
        else next.add(key);
        writeHiddenColumns(resource, next, storage);
        return next;
      }),
    [resource, storage],
  );
  const reset = useCallback(() => {
    writeHiddenColumns(resource, new Set(), storage);
    setHidden(new Set());
  }, [resource, storage]);

  return { hidden, toggle, reset };
}
