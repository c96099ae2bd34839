import { and, eq, inArray, isNull } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { changeFeedOf } from '../db/change-feed';
import type { Database } from '../db/client';
import { BLIND_MAX_AGE_MS, LIVE_MAX_AGE_MS } from '../db/database-cache';
import { roles, sessions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { companyActive } from '../org/company-scope';
import { type AuthContext, grantsOf, rolesOf } from './auth-context';
import { hashToken, newSessionToken } from './tokens';

type CacheEntry =
  | { state: 'live'; auth: AuthContext; expiresAt: number; fetchedAt: number }
  | { state: 'ended'; userId: number; fetchedAt: number };

export interface SessionServiceOptions {
  ttlHours: number;
  /** How long a looked-up session is trusted without asking the database again while the change feed is live. */
  cacheTtlMs?: number;
  maxCachedSessions?: number;
  onBackgroundError?: (error: unknown) => void;
  now?: () => number;
}

// last_seen_at is bookkeeping for "who is online", refreshed at most this often per session.
const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Sessions live in the database (so several API processes can share them); every process keeps a
 * cache of token hash → session, so an authenticated request costs no statement for its session.
 * The change feed (triggers → LISTEN om_changes, src/db/change-feed.ts) drops entries at once when a
 * session is revoked, a user changes (status, role, company) or a role's grants change, in every
 * process; the company chain is checked on every request against the company directory (also kept
 * current by the feed). While the feed is not live an entry is trusted for at most a second.
 */
export class SessionService {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly cacheTtlMs: number;
  private readonly maxCached: number;
  private readonly now: () => number;
  /** Bumped by every change that may make a cached entry wrong; a load started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly options: SessionServiceOptions,
  ) {
    this.cacheTtlMs = options.cacheTtlMs ?? LIVE_MAX_AGE_MS;
    this.maxCached = options.maxCachedSessions ?? 50_000;
    this.now = options.now ?? Date.now;
    changeFeedOf(db)?.subscribe((change) => this.onChange(change));
  }

  private onChange(change: string): void {
    const [table, id] = change.split(':');
    const key = Number(id);
    const mine = table === 'sessions' || table === 'users' || table === 'roles';
    if (change === '*' || (mine && id === undefined)) {
      this.generation += 1;
      this.cache.clear();
    } else if ((table === 'sessions' || table === 'users') && Number.isInteger(key)) {
      this.forgetUser(key);
    } else if (table === 'roles' && Number.isInteger(key)) {
      this.generation += 1;
      for (const [hash, entry] of this.cache) if (entry.state === 'live' && entry.auth.roleId === key) this.cache.delete(hash);
    }
  }

  private trustedFor(): number {
    return changeFeedOf(this.db)?.live ? this.cacheTtlMs : Math.min(this.cacheTtlMs, BLIND_MAX_AGE_MS);
  }

  /** Opens a session inside the caller's transaction (the sign-in writes its audit entry there too). */
  async open(tx: Database, userId: number, client: { ip: string; userAgent: string }): Promise<{ token: string; sessionId: number }> {
    const token = newSessionToken();
    const now = this.now();
    const [row] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId,
        createdAt: new Date(now),
        lastSeenAt: new Date(now),
        expiresAt: new Date(now + this.options.ttlHours * 3_600_000),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 512),
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('session insert returned no row');
    return { token, sessionId: row.id };
  }

  /** Resolves a bearer token: 50008 when unknown, 50012 when expired, revoked or the user is disabled. */
  async authenticate(token: string): Promise<AuthContext> {
    const tokenHash = hashToken(token);
    const now = this.now();
    let entry = this.cache.get(tokenHash);
    if (!entry || now - entry.fetchedAt > this.trustedFor()) {
      const generation = this.generation;
      entry = await this.load(tokenHash, now);
      if (!entry) throw ApiError.notSignedIn();
      if (generation === this.generation) this.remember(tokenHash, entry);
    }
    if (entry.state === 'ended' || entry.expiresAt <= now) throw ApiError.sessionEnded();
    // The company chain from the directory on every request: disabling a company (or one above it) takes effect at once.
    if (!(await companyActive(this.db, entry.auth.companyId))) throw ApiError.sessionEnded();
    return entry.auth;
  }

  private async load(tokenHash: string, now: number): Promise<CacheEntry | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        username: users.username,
        userStatus: users.status,
        companyId: users.companyId,
        roleId: roles.id,
        permissions: roles.permissions,
        platformAdmin: roles.platformAdmin,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return undefined;
    if (row.revokedAt !== null || row.expiresAt.getTime() <= now || row.userStatus !== 'active') {
      return { state: 'ended', userId: row.userId, fetchedAt: now };
    }
    if (now - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) this.touch(row.sessionId, now);
    return {
      state: 'live',
      fetchedAt: now,
      expiresAt: row.expiresAt.getTime(),
      auth: {
        sessionId: row.sessionId,
        tokenHash,
        userId: row.userId,
        username: row.username,
        companyId: row.companyId,
        roleId: row.roleId,
        roles: rolesOf(row),
        grants: grantsOf(row),
        platformAdmin: row.platformAdmin,
      },
    };
  }

  private touch(sessionId: number, now: number): void {
    this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId))
      .then(
        () => undefined,
        (error: unknown) => this.options.onBackgroundError?.(error),
      );
  }

  private remember(tokenHash: string, entry: CacheEntry): void {
    if (this.cache.size >= this.maxCached) {
      // Drop the oldest tenth; Map iterates in insertion order.
      let toDrop = Math.ceil(this.maxCached / 10);
      for (const key of this.cache.keys()) {
        this.cache.delete(key);
        if (--toDrop <= 0) break;
      }
    }
    this.cache.delete(tokenHash);
    this.cache.set(tokenHash, entry);
  }

  /** Ends the session of the caller (logout), with its audit entry, in one transaction. */
  async revoke(auth: AuthContext, ip: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: new Date(this.now()) })
        .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await appendAudit(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        action: 'session.sign_out',
        entity: 'session',
        entityId: auth.sessionId,
        after: { revoked: ended.length > 0 },
        ip,
      });
    });
    this.cache.set(auth.tokenHash, { state: 'ended', userId: auth.userId, fetchedAt: this.now() });
  }

  /** Revokes every open session of a user inside the caller's transaction; call forgetUser after commit. */
  async revokeAllOfUser(tx: Database, userId: number): Promise<number> {
    return this.revokeAllOfUsers(tx, [userId]);
  }

  /** The same for many users (a disabled company's accounts); call forgetUsers after commit. */
  async revokeAllOfUsers(tx: Database, userIds: readonly number[]): Promise<number> {
    if (userIds.length === 0) return 0;
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(this.now()) })
      .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /** Drops the cached sessions of a user (disabled, password changed, role changed). */
  forgetUser(userId: number): void {
    this.forgetUsers([userId]);
  }

  forgetUsers(userIds: readonly number[]): void {
    this.generation += 1;
    const forgotten = new Set(userIds);
    for (const [key, entry] of this.cache) {
      const owner = entry.state === 'live' ? entry.auth.userId : entry.userId;
      if (forgotten.has(owner)) this.cache.delete(key);
    }
  }
}
