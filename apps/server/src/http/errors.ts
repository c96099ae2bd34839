import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/catalog';
import { detectLanguage } from '../i18n/language';
import { ApiError } from './envelope';
import { validationMessage } from './validation-message';

const API_PREFIXES = ['/api/', '/admin/', '/user/'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1)) || path === '/c.bin';
}

function sendError(reply: FastifyReply, status: number, code: number, message: string, headers: Record<string, string> = {}): FastifyReply {
  return reply.status(status).headers(headers).send({ code, message, data: null });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// Connection-level failures (pg error classes 08 and 57P, socket errors): the database, not the request.
function isDatabaseUnavailable(error: unknown): boolean {
  if (!isRecord(error)) return false;
  const code = error['code'];
  if (typeof code === 'string' && (/^08/.test(code) || /^57P0[1-3]$/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT'].includes(code))) {
    return true;
  }
  return isDatabaseUnavailable(error['cause']);
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
