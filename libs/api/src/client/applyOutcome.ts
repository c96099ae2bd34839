import { ApiError } from './ApiError';
import type { FailureReason, Outcome } from './catalogue';

export const TOAST_DURATION_MS = 5000;

export interface ErrorNotice {
  message: string;
  reason: FailureReason;
  code?: number;
  status?: number;
  durationMs: number;
}

/** What the app lends the client: the token and the three ways of telling the user. */
export interface ApiHandlers {
  getToken(): string | null | undefined;
  /** In-app navigation (the /401 page). */
  navigate(path: string): void;
  /** An error toast. */
  toast(notice: ErrorNotice): void;
  /** Log out locally, go to /login and reload. */
  onSessionOver(): void;
}

export interface OutcomeOptions {
  /**
   * false: an ordinary failure is not toasted (the caller shows it, e.g. a form maps `field: message`
   * onto the field); the ApiError then says `notified: false`. /401 and the end of a session act as always.
   */
  notifyFailures?: boolean;
}

/** Carries out the catalogue's decision; throws an ApiError for everything but success. */
export function applyOutcome(outcome: Outcome, handlers: ApiHandlers, { notifyFailures = true }: OutcomeOptions = {}): void {
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'forbidden':
      handlers.navigate('/401');
      throw new ApiError(outcome.message, 'forbidden', true, outcome.code);
    case 'session-over':
      handlers.toast({ message: outcome.message, reason: 'code', code: outcome.code, durationMs: TOAST_DURATION_MS });
      handlers.onSessionOver();
      throw new ApiError(outcome.message, 'session-over', true, outcome.code);
    case 'failed': {
      const { message, reason, code, status } = outcome;
      // A request the app itself cancelled (a page left early) is nobody's error.
      if (reason === 'aborted') throw new ApiError(message, reason, true, code, status);
      if (!notifyFailures) throw new ApiError(message, reason, false, code, status);
      handlers.toast({ message, reason, code, status, durationMs: TOAST_DURATION_MS });
      throw new ApiError(message, reason, true, code, status);
    }
  }
}
