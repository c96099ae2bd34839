/** The wallboard refreshes every 30 s and must show, unattended, how old its figures are. */
export const REFRESH_MS = 30_000;
/** Two missed refreshes: the figures are stale even if no error was reported (a hanging request). */
export const STALE_AFTER_MS = 2 * REFRESH_MS + 5_000;

export type Freshness = 'loading' | 'fresh' | 'stale';

export function freshness(now: number, lastSuccessAt: number | undefined, lastRefreshFailed: boolean): Freshness {
  if (lastSuccessAt === undefined) return lastRefreshFailed ? 'stale' : 'loading';
  if (lastRefreshFailed) return 'stale';
  return now - lastSuccessAt > STALE_AFTER_MS ? 'stale' : 'fresh';
}

export type Age = { unit: 'seconds' | 'minutes' | 'hours'; value: number };

/** Whole seconds under a minute, whole minutes under an hour, then hours. */
export function ageOf(now: number, since: number): Age {
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  if (seconds < 60) return { unit: 'seconds', value: seconds };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  return { unit: 'hours', value: Math.floor(seconds / 3600) };
}
