import type { Schemas } from '../contract/handler-types';
import { attachChangeFeed, type ChangeFeed, type ChangeListener } from '../db/change-feed';
import type { Database } from '../db/client';
import { ProfileCache } from './profile-cache';

/** A change feed under the test's control (the real ones: src/db/change-feed.ts). */
function fakeFeed(): ChangeFeed & { emit(change: string): void } {
  const listeners = new Set<ChangeListener>();
  return {
    live: true,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync: () => Promise.resolve(),
    close: () => Promise.resolve(),
    emit: (change) => listeners.forEach((listener) => listener(change)),
  };
}

const profile = (id: number, name: string) => ({ id, name }) as unknown as Schemas['Profile'];

describe('the user_info cache', () => {
  function setUp(maxEntries = 100) {
    const db = {} as Database;
    const feed = fakeFeed();
    attachChangeFeed(db, feed);
    const loads: number[] = [];
    const names = new Map<number, string>();
    let gate: Promise<void> | undefined;
    const cache = new ProfileCache(
      db,
      async (userId) => {
        loads.push(userId);
        // What the database answered (its snapshot), delivered later.
        const answer = { profile: profile(userId, names.get(userId) ?? `user ${userId}`), roleId: userId % 2 };
        if (gate) await gate;
        return answer;
      },
      maxEntries,
    );
    return { cache, feed, loads, names, hold: (until: Promise<void>) => (gate = until) };
  }

  it('loads a profile once and answers from memory until the user, their role or a company changes', async () => {
    const { cache, feed, loads, names } = setUp();
    await cache.get(3);
    await cache.get(3);
    expect(loads).toEqual([3]);
    names.set(3, 'renamed');
    feed.emit('users:3');
    expect((await cache.get(3))?.name).toBe('renamed');
    feed.emit('roles:1'); // user 3's role (3 % 2)
    await cache.get(3);
    await cache.get(4); // role 0: not affected
    feed.emit('roles:1');
    await cache.get(4);
    expect(loads).toEqual([3, 3, 3, 4]);
    feed.emit('companies');
    await cache.get(4);
    expect(loads).toEqual([3, 3, 3, 4, 4]);
  });

  it('does not keep a load that a change overtook', async () => {
    const { cache, feed, loads, names, hold } = setUp();
    let release = () => undefined as void;
    hold(new Promise<void>((resolve) => (release = resolve)));
    const pending = cache.get(5);
    names.set(5, 'new name');
    feed.emit('users:5');
    release();
    expect((await pending)?.name).toBe('user 5');
    hold(Promise.resolve());
    expect((await cache.get(5))?.name).toBe('new name');
    expect(loads).toEqual([5, 5]);
  });

  it('stays within its bound however many users ask', async () => {
    const { cache } = setUp(10);
    for (let id = 1; id <= 1000; id += 1) await cache.get(id);
    expect(cache.size).toBeLessThanOrEqual(10);
  });
});
