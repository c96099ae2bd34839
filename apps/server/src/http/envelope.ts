import type { MessageKey, MessageParams } from '../i18n/catalog';

/** The success envelope of every JSON answer except /c.bin. */
export interface OkEnvelope<T> {
  code: 20000;
  message: string;
  data: T;
}

export function ok<T>(data: T): OkEnvelope<T> {
  return { code: 20000, message: '', data };
}

export const FORBIDDEN_MESSAGE = '用户未授权'; // protocol: the console matches this exact text

/** A failure the client is meant to see: HTTP status, envelope code and a localised message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly messageKey: MessageKey | null,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
    /** Used as is, untranslated, when messageKey is null. */
    readonly literal = '',
  ) {
    super(messageKey ?? literal);
    this.name = 'ApiError';
  }

  static badRequest(messageKey: MessageKey, params: MessageParams = {}): ApiError {
    return new ApiError(400, 40000, messageKey, params);
  }
  static wrongCredentials(): ApiError {
    return new ApiError(401, 40100, 'auth.wrongCredentials');
  }
  static notSignedIn(): ApiError {
    return new ApiError(401, 50008, 'auth.notSignedIn');
  }
  static sessionEnded(): ApiError {
    return new ApiError(401, 50012, 'auth.sessionEnded');
  }
  static forbidden(): ApiError {
    return new ApiError(403, 50000, null, {}, {}, FORBIDDEN_MESSAGE);
  }
  static notFound(): ApiError {
    return new ApiError(404, 40400, 'error.notFound');
  }
  static conflict(): ApiError {
    return new ApiError(409, 40900, 'error.conflict');
  }
  /** The row's version is not the one the client read: someone else changed it. */
  static staleVersion(): ApiError {
    return new ApiError(409, 40900, 'error.staleVersion');
  }
  /** A domain check failed on one field: 400 naming it. */
  static field(field: string, messageKey: MessageKey = 'validation.invalid', params: MessageParams = {}): ApiError {
    return new ApiError(400, 40000, messageKey, { ...params, field });
  }
  /** A referenced row does not exist or is not visible to the caller (same answer for both). */
  static referenceNotFound(field: string): ApiError {
    return new ApiError(404, 40400, 'validation.notFound', { field });
  }
  static tooManyRequests(retryAfterSeconds: number): ApiError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiError(429, 42900, 'auth.tooManyAttempts', { seconds }, { 'retry-after': String(seconds) });
  }
}
