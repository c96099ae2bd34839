import { api, messagesApi, type PollItem } from '@om/api';
import { NOTIFICATION_TOAST_MS, showSuccess } from '@om/ui';
import { readMessageCursor, writeMessageCursor } from '@om/shell-state';
import type { AppDispatch } from '../../app/store';
import { startPoller, type Visibility } from './poller';

type PollDispatch = AppDispatch;

export interface MessagePollingOptions {
  notify?(item: PollItem): void;
  visibility?: Visibility;
  intervalMs?: number;
}

/**
 * One poll (docs/product.md "Server calls"): `GET /api/message/poll?t=<cookie untime, 0 by default>`; the answer's `t` goes
 * back to the cookie, each new item raises a success notification that stays 8 s, and news
 * refreshes the unread count and the message list. Failures are quiet: the next tick tries again.
 */
export async function pollMessagesOnce(dispatch: PollDispatch, notify: (item: PollItem) => void, isCurrent: () => boolean = () => true): Promise<void> {
  const request = dispatch(messagesApi.endpoints.pollMessages.initiate({ t: readMessageCursor() }, { subscribe: false, forceRefetch: true }));
  const result = await request;
  if (!result.data || !isCurrent()) return;
  writeMessageCursor(result.data.t);
  if (result.data.data.length === 0) return;
  result.data.data.forEach(notify);
  dispatch(api.util.invalidateTags(['Notification', 'Message']));
}

const toast = (item: PollItem) => showSuccess(item.flag, item.content, NOTIFICATION_TOAST_MS);

/** Starts polling for the signed-in user; returns stop (on log-out, or on /login). */
export function startMessagePolling(dispatch: PollDispatch, { notify = toast, visibility, intervalMs }: MessagePollingOptions = {}): () => void {
  let running = true;
  const stop = startPoller({ poll: () => pollMessagesOnce(dispatch, notify, () => running), visibility, intervalMs });
  return () => {
    running = false;
    stop();
  };
}
