import type { FailureReason } from './catalogue';

/** A rejected request. `notified` is true when the user has already been told (toast or /401). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly reason: FailureReason | 'forbidden' | 'session-over',
    readonly notified: boolean,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The serialisable form kept by RTK Query. */
export interface ApiFailure {
  message: string;
  reason: ApiError['reason'];
  notified: boolean;
  code?: number;
  status?: number;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const { message, reason, notified, code, status } = error;
    return { message, reason, notified, code, status };
  }
  return { message: error instanceof Error ? error.message : String(error), reason: 'network', notified: false };
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'message' in value && 'reason' in value && 'notified' in value;
}
