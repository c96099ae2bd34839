import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/catalog';
import { detectLanguage } from '../i18n/language';
import { isRecord } from '@om/core';
import { ApiError } from './envelope';
import { applySecurityHeaders } from './security-headers';
import { validationMessage } from './validation-message';

const API_PREFIXES = ['/api/', '/admin/', '/user/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)) || path === '/c.bin';
}

function sendError(reply: FastifyReply, status: number, code: number, message: string, headers: Record<string, string> = {}): FastifyReply {
  return reply.status(status).headers(headers).send({ code, message, data: null });
}

// node-postgres' own time limits (connectionTimeoutMillis, query_timeout) carry no code, only these texts.
const CLIENT_TIMEOUTS = ['timeout exceeded when trying to connect', 'Query read timeout', 'Connection terminated due to connection timeout'];

/**
 * Connection-level failures (pg error classes 08 and 57P, a statement cancelled by statement_timeout,
 * socket errors, the client's time limits): the database, not the request.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const code = error['code'];
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || ['57014', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT'].includes(code))) {
    return true;
  }
  if (error instanceof Error && CLIENT_TIMEOUTS.includes(error.message)) return true;
  return isDatabaseUnavailable(error['cause']);
}

// Data exceptions (class 22: invalid text such as 22021 / 22P05, values out of range or too long):
// input the checks before the database let through. A safety net: 400 rather than 500.
function isDataException(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const code = error['code'];
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  return isDataException(error['cause']);
}

// Unique or foreign-key violation, serialization failure or deadlock: the data changed under the request.
function isConflict(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const code = error['code'];
  if (typeof code === 'string' && ['23505', '23503', '40001', '40P01'].includes(code)) return true;
  return isConflict(error['cause']);
}

function frameworkClientError(error: FastifyError): { key: 'validation.invalidJson' | 'validation.unsupportedType' | 'validation.tooLarge' | 'error.badRequest' | 'validation.required' } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { key: 'validation.invalidJson' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { key: 'validation.required' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { key: 'validation.unsupportedType' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { key: 'validation.tooLarge' };
    default:
      if (error instanceof SyntaxError) return { key: 'validation.invalidJson' };
      return error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? { key: 'error.badRequest' } : undefined;
  }
}

/** Every failure leaves as the contract's error envelope; internals stay in the log. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const language = detectLanguage(request.headers);
  if (error instanceof ApiError) {
    const message = error.messageKey ? translate(language, error.messageKey, error.params) : error.literal;
    return sendError(reply, error.status, error.code, message, error.headers);
  }
  if (error.validation) {
    return sendError(reply, 400, 40000, validationMessage(error.validation, error.validationContext, language));
  }
  const clientError = frameworkClientError(error);
  if (clientError) {
    request.log.info({ err: error }, 'rejected request');
    return sendError(reply, 400, 40000, translate(language, clientError.key, { field: 'body' }));
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'data exception from the database');
    return sendError(reply, 400, 40000, translate(language, 'error.badRequest'));
  }
  if (isConflict(error)) {
    request.log.info({ err: error }, 'conflict');
    return sendError(reply, 409, 40900, translate(language, 'error.conflict'));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return sendError(reply, 503, 50300, translate(language, 'error.databaseUnavailable'));
  }
  request.log.error({ err: error }, 'internal error');
  return sendError(reply, 500, 50100, translate(language, 'error.internal'));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 40400, translate(detectLanguage(request.headers), 'error.notFound'));
}

/** Fastify's own early failures (FST_ERR_BAD_URL, …): the envelope, with the security headers. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(request, reply);
  handleError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
