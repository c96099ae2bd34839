/** The message poll's period (docs/product.md "Constants"). */
export const POLL_INTERVAL_MS = 10_000;

/** Whether the page is visible, and news of it changing (the browser's `document`, or a fake). */
export interface Visibility {
  isHidden(): boolean;
  subscribe(onChange: () => void): () => void;
}

export interface PollerOptions {
  /** One poll; the next tick is skipped while it runs, so requests never stack. */
  poll(): Promise<unknown>;
  intervalMs?: number;
  visibility?: Visibility;
}

export const documentVisibility: Visibility = {
  isHidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(onChange) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/**
 * Polls at once and then every `intervalMs`: a tick while a poll is still running is skipped, the
 * timer pauses while the page is hidden and a poll runs as soon as it shows again. Returns stop.
 */
export function startPoller({ poll, intervalMs = POLL_INTERVAL_MS, visibility = documentVisibility }: PollerOptions): () => void {
  let inFlight = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    if (stopped || inFlight || visibility.isHidden()) return;
    inFlight = true;
    void poll()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  const resume = () => {
    if (timer !== undefined || stopped) return;
    tick();
    timer = setInterval(tick, intervalMs);
  };
  const pause = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };

  const unsubscribe = visibility.subscribe(() => (visibility.isHidden() ? pause() : resume()));
  if (!visibility.isHidden()) resume();
  return () => {
    stopped = true;
    pause();
    unsubscribe();
  };
}
