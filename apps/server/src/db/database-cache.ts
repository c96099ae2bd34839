import type { Database } from './client';
import { changeFeedOf } from './change-feed';

/** While the change feed is live a cached value is still reloaded after this long (a safety net)… */
export const LIVE_MAX_AGE_MS = 60_000;
/** …and while it is not (the listening connection is lost), after this long. */
export const BLIND_MAX_AGE_MS = 1_000;

interface Slot<T> {
  value?: { data: T; loadedAt: number };
  loading?: { promise: Promise<T>; generation: number };
  generation: number;
}

export interface DatabaseCacheOptions<T> {
  /** Whether a change from the feed (`companies`, `users:12`, …) makes the value stale. */
  affectedBy: (change: string) => boolean;
  load: (db: Database) => Promise<T>;
  now?: () => number;
}

/**
 * One value per database (a small table, or what is derived from it), loaded once and kept until the
 * change feed reports a change of its tables. Inside a transaction (a database without a feed) it
 * reads through, so a transaction sees its own writes. A load that was running when a change arrived
 * answers its caller but is not kept.
 */
export class DatabaseCache<T> {
  private readonly slots = new WeakMap<Database, Slot<T>>();
  private readonly now: () => number;

  constructor(private readonly options: DatabaseCacheOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  async get(db: Database): Promise<T> {
    const feed = changeFeedOf(db);
    if (!feed) return this.options.load(db);
    const slot = this.slotOf(db);
    const maxAge = feed.live ? LIVE_MAX_AGE_MS : BLIND_MAX_AGE_MS;
    if (slot.value && this.now() - slot.value.loadedAt < maxAge) return slot.value.data;
    if (!slot.loading || slot.loading.generation !== slot.generation) {
      const generation = slot.generation;
      const startedAt = this.now();
      const promise = this.options.load(db).then((data) => {
        if (slot.generation === generation) slot.value = { data, loadedAt: startedAt };
        return data;
      });
      slot.loading = { promise, generation };
      promise.then(
        () => this.settle(slot, promise),
        () => this.settle(slot, promise),
      );
    }
    return slot.loading.promise;
  }

  /** Forgets the value of one database (a local write that the caller knows about). */
  invalidate(db: Database): void {
    const slot = this.slots.get(db);
    if (slot) this.forget(slot);
  }

  private settle(slot: Slot<T>, promise: Promise<T>): void {
    if (slot.loading?.promise === promise) slot.loading = undefined;
  }

  private forget(slot: Slot<T>): void {
    slot.generation += 1;
    slot.value = undefined;
  }

  private slotOf(db: Database): Slot<T> {
    let slot = this.slots.get(db);
    if (slot) return slot;
    const created: Slot<T> = { generation: 0 };
    this.slots.set(db, created);
    changeFeedOf(db)?.subscribe((change) => {
      if (change === '*' || this.options.affectedBy(change)) this.forget(created);
    });
    slot = created;
    return slot;
  }
}
