import { Client } from 'pg';

/** The channel the triggers of migration `*_change_notify` send on. */
export const CHANGES_CHANNEL = 'om_changes';

/**
 * A change of a cached table, as the triggers send it: `companies`, `regions`, `device_types`,
 * `host_configs` (the whole table), `users:<id>`, `roles:<id>`, `sessions:<user id>`; or `*` when
 * changes may have been missed (the listening connection was lost) and every cache must forget.
 */
export type ChangeListener = (change: string) => void;

export interface ChangeFeed {
  /** True while notifications arrive. While false, caches keep what they load for at most a second. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every change committed before the call has reached the listeners (a marker sent
   * through the database comes back after them). Write requests wait for it, so the next request of
   * the same client never sees a cache older than its own write.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database opened by openDatabase; undefined for a transaction (caches read through). */
export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

export function attachChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

class Listeners {
  private readonly listeners = new Set<ChangeListener>();
  add(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(change: string): void {
    for (const listener of this.listeners) listener(change);
  }
}

interface PgliteNotifications {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/**
 * PGlite delivers a notification while it parses the answer to the committing statement, before that
 * statement's promise resolves: a write is seen by every cache before the writer goes on.
 */
export async function pgliteChangeFeed(client: PgliteNotifications): Promise<ChangeFeed> {
  const listeners = new Listeners();
  await client.listen(CHANGES_CHANNEL, (payload) => listeners.emit(payload));
  return {
    live: true,
    subscribe: (listener) => listeners.add(listener),
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

export interface PostgresFeedOptions {
  onError?: (error: unknown) => void;
  /** Waiting before reconnecting a lost listening connection. */
  retryMs?: number;
}

const SYNC_PREFIX = 'sync:';
const SYNC_TIMEOUT_MS = 1_000;

/**
 * PostgreSQL: one dedicated connection LISTENs (every API process has its own). When it is lost, the
 * feed says `*` (caches forget everything), is not live until it listens again, and says `*` again
 * then (what changed in between was not heard).
 */
export async function postgresChangeFeed(connectionString: string, options: PostgresFeedOptions = {}): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const pendingSyncs = new Map<string, () => void>();
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let syncCounter = 0;
  const marker = `${process.pid}.${Math.random().toString(36).slice(2)}`;

  const release = () => {
    for (const resolve of pendingSyncs.values()) resolve();
    pendingSyncs.clear();
  };

  const lost = (error?: unknown) => {
    if (error) options.onError?.(error);
    if (!live && !client) return;
    live = false;
    const dead = client;
    client = undefined;
    dead?.end().catch(() => undefined);
    listeners.emit('*');
    release();
    if (!closed) retry = setTimeout(() => void connect(), options.retryMs ?? 1_000);
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString, keepAlive: true });
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (payload.startsWith(SYNC_PREFIX)) {
        const resolve = pendingSyncs.get(payload);
        pendingSyncs.delete(payload);
        resolve?.();
        return;
      }
      listeners.emit(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      options.onError?.(error);
      await next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), options.retryMs ?? 1_000);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    live = true;
    listeners.emit('*');
  };

  await connect();

  return {
    get live() {
      return live;
    },
    subscribe: (listener) => listeners.add(listener),
    sync() {
      const current = client;
      if (!live || !current) return Promise.resolve();
      const payload = `${SYNC_PREFIX}${marker}.${++syncCounter}`;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pendingSyncs.delete(payload);
          resolve();
        }, SYNC_TIMEOUT_MS);
        pendingSyncs.set(payload, () => {
          clearTimeout(timer);
          resolve();
        });
        current.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, payload]).catch(() => {
          clearTimeout(timer);
          pendingSyncs.delete(payload);
          resolve();
        });
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      release();
      const last = client;
      client = undefined;
      live = false;
      await last?.end().catch(() => undefined);
    },
  };
}
