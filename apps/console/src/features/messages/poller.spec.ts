import { POLL_INTERVAL_MS, startPoller, type Visibility } from './poller';

function fakeVisibility(hidden = false) {
  const listeners = new Set<() => void>();
  const visibility: Visibility & { set(hidden: boolean): void } = {
    isHidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      hidden = next;
      listeners.forEach((listener) => listener());
    },
  };
  return visibility;
}

/** A poll that stays in flight until released. */
function controlledPoll() {
  const releases: (() => void)[] = [];
  const poll = jest.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  const release = async () => {
    releases.shift()?.();
    // Lets the poller's finally() run.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { poll, release };
}

describe('the message poller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls at once, then every 10 s', async () => {
    const { poll, release } = controlledPoll();
    const stop = startPoller({ poll, visibility: fakeVisibility() });
    expect(POLL_INTERVAL_MS).toBe(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
    await release();
    jest.advanceTimersByTime(9_999);
    expect(poll).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('skips a tick while a poll is still running, so requests never stack', async () => {
    const { poll, release } = controlledPoll();
    const stop = startPoller({ poll, visibility: fakeVisibility() });
    jest.advanceTimersByTime(30_000);
    expect(poll).toHaveBeenCalledTimes(1);
    await release();
    jest.advanceTimersByTime(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });

  it('pauses while the page is hidden and polls as soon as it shows again', async () => {
    const { poll, release } = controlledPoll();
    const visibility = fakeVisibility();
    const stop = startPoller({ poll, visibility });
    await release();
    visibility.set(true);
    jest.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    visibility.set(false);
    expect(poll).toHaveBeenCalledTimes(2);
    await release();
    jest.advanceTimersByTime(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it('does not start on a hidden page until it shows', () => {
    const { poll } = controlledPoll();
    const visibility = fakeVisibility(true);
    const stop = startPoller({ poll, visibility });
    jest.advanceTimersByTime(20_000);
    expect(poll).not.toHaveBeenCalled();
    visibility.set(false);
    expect(poll).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops for good (log-out)', async () => {
    const { poll, release } = controlledPoll();
    const visibility = fakeVisibility();
    const stop = startPoller({ poll, visibility });
    await release();
    stop();
    jest.advanceTimersByTime(60_000);
    visibility.set(true);
    visibility.set(false);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed poll', async () => {
    const poll = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const stop = startPoller({ poll, visibility: fakeVisibility() });
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(10_000);
    expect(poll).toHaveBeenCalledTimes(2);
    stop();
  });
});
