/**
 * Per user, the creation time (ms) of their newest message, so that a poll with nothing new is
 * answered from memory. Messages created in this process update it directly; `maxAgeMs` bounds how
 * long an entry is trusted when other processes may write (PostgreSQL shared by several servers).
 */
export class LatestMessageCache {
  private readonly latest = new Map<number, { at: number; checkedAt: number }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: number): number | undefined {
    const entry = this.latest.get(userId);
    if (!entry) return undefined;
    if (this.now() - entry.checkedAt > this.maxAgeMs) {
      this.latest.delete(userId);
      return undefined;
    }
    return entry.at;
  }

  /** Records what the database said (0 = no message). */
  set(userId: number, at: number): void {
    this.latest.set(userId, { at, checkedAt: this.now() });
  }

  /** A message for this user was just committed. */
  noteNew(userId: number, at: number): void {
    const entry = this.latest.get(userId);
    if (entry) entry.at = Math.max(entry.at, at);
  }

  forget(userId: number): void {
    this.latest.delete(userId);
  }
}
