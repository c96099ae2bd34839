import type { Schemas } from '../contract/handler-types';
import { changeFeedOf } from '../db/change-feed';
import type { Database } from '../db/client';
import { BLIND_MAX_AGE_MS, LIVE_MAX_AGE_MS } from '../db/database-cache';

type Profile = Schemas['Profile'];

interface Entry {
  profile: Profile;
  roleId: number;
  loadedAt: number;
}

/**
 * GET /user/user_info from memory: the profile of each user (name, avatar, company, role, grants),
 * dropped when the change feed reports a change of the user, their role, or any company; bounded in
 * size (the oldest tenth goes when it is full). Keyed by user id only: the caller's own profile.
 */
export class ProfileCache {
  private readonly entries = new Map<number, Entry>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly load: (userId: number) => Promise<{ profile: Profile; roleId: number } | undefined>,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {
    changeFeedOf(db)?.subscribe((change) => this.onChange(change));
  }

  async get(userId: number): Promise<Profile | undefined> {
    const maxAge = changeFeedOf(this.db)?.live ? LIVE_MAX_AGE_MS : BLIND_MAX_AGE_MS;
    const cached = this.entries.get(userId);
    if (cached && this.now() - cached.loadedAt < maxAge) return cached.profile;
    const generation = this.generation;
    const loadedAt = this.now();
    const loaded = await this.load(userId);
    if (!loaded) return undefined;
    if (generation === this.generation) this.remember(userId, { ...loaded, loadedAt });
    return loaded.profile;
  }

  get size(): number {
    return this.entries.size;
  }

  private remember(userId: number, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      let toDrop = Math.ceil(this.maxEntries / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--toDrop <= 0) break;
      }
    }
    this.entries.delete(userId);
    this.entries.set(userId, entry);
  }

  private onChange(change: string): void {
    const [table, id] = change.split(':');
    const key = Number(id);
    if (table === 'users' && id !== undefined && Number.isInteger(key)) {
      this.generation += 1;
      this.entries.delete(key);
    } else if (table === 'roles' && id !== undefined && Number.isInteger(key)) {
      this.generation += 1;
      for (const [userId, entry] of this.entries) if (entry.roleId === key) this.entries.delete(userId);
    } else if (change === '*' || table === 'companies' || table === 'users' || table === 'roles') {
      this.generation += 1;
      this.entries.clear();
    }
  }
}
