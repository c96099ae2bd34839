import { ApiError } from '../http/envelope';

/**
 * A fixed-window counter per key, in process memory. The window opens at a key's first hit; once the
 * count reaches the limit the key is blocked until the window closes.
 */
export class WindowCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may act again; 0 when it is below the limit. */
  blockedFor(key: string): number {
    const window = this.live(key);
    return window && window.count >= this.limit ? (window.resetAt - this.now()) / 1000 : 0;
  }

  hit(key: string): void {
    const window = this.live(key);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size > 100_000) this.sweep();
    this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  /** Takes back one hit (an attempt counted up front that turned out to succeed). */
  undo(key: string): void {
    const window = this.live(key);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private live(key: string): { count: number; resetAt: number } | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface LoginLimits {
  /** Failed sign-ins per username (lower-cased) and client address per window: the usual lock. */
  failuresPerUserAddress: WindowCounter;
  /** Failed sign-ins per username from every address together: a higher ceiling. */
  failuresPerUser: WindowCounter;
  /** Sign-in attempts, good or bad, per client address per window. */
  attemptsPerAddress: WindowCounter;
}

export function createLoginLimits(config: {
  loginMaxFailuresPerUserAddress: number;
  loginMaxFailuresPerUser: number;
  loginFailureWindowSeconds: number;
  loginMaxAttemptsPerAddress: number;
  loginAttemptWindowSeconds: number;
}): LoginLimits {
  return {
    failuresPerUserAddress: new WindowCounter(config.loginMaxFailuresPerUserAddress, config.loginFailureWindowSeconds * 1000),
    failuresPerUser: new WindowCounter(config.loginMaxFailuresPerUser, config.loginFailureWindowSeconds * 1000),
    attemptsPerAddress: new WindowCounter(config.loginMaxAttemptsPerAddress, config.loginAttemptWindowSeconds * 1000),
  };
}

/**
 * Counts a sign-in attempt before the slow password check, so that concurrent attempts cannot all
 * pass the limit: every attempt is a failure until it succeeds. Throws 429 when a limit is reached;
 * answers the function that forgives the attempt once the password proved right.
 */
export function admitSignIn(limits: LoginLimits, username: string, ip: string): { succeeded(): void } {
  const userKey = username.toLowerCase();
  const pairKey = `${userKey}\n${ip}`;
  const wait = Math.max(limits.attemptsPerAddress.blockedFor(ip), limits.failuresPerUserAddress.blockedFor(pairKey), limits.failuresPerUser.blockedFor(userKey));
  if (wait > 0) throw ApiError.tooManyRequests(wait);
  limits.attemptsPerAddress.hit(ip);
  limits.failuresPerUserAddress.hit(pairKey);
  limits.failuresPerUser.hit(userKey);
  return {
    succeeded() {
      limits.failuresPerUserAddress.reset(pairKey);
      limits.failuresPerUser.undo(userKey);
    },
  };
}
