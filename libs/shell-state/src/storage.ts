/** The part of the Web Storage API the shell uses; tests pass `memoryStorage()`. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * Wraps a browser storage that may be missing (server rendering) or throw (private mode, quota,
 * blocked third-party storage): reads then give null and writes are dropped.
 */
function guarded(resolve: () => Storage | undefined): KeyValueStorage {
  const attempt = <T>(operation: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = resolve();
      return storage ? operation(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

export const browserLocalStorage = (): KeyValueStorage =>
  guarded(() => (typeof window === 'undefined' ? undefined : window.localStorage));

export const browserSessionStorage = (): KeyValueStorage =>
  guarded(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/** The parsed JSON under `key`, or undefined when it is absent or not JSON. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
