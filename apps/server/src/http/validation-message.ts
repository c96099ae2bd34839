import type { FastifySchemaValidationError } from 'fastify';
import { translate, type Language } from '../i18n/catalog';

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).join(', ');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function fieldName(error: FastifySchemaValidationError, context: string | undefined): string {
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra =
    error.keyword === 'required' ? error.params['missingProperty'] : error.keyword === 'additionalProperties' ? error.params['additionalProperty'] : undefined;
  if (typeof extra === 'string') segments.push(extra);
  if (segments.length) return segments.join('.');
  return context === 'querystring' ? 'query' : context ?? 'request';
}

/** Turns ajv's first error into "field: readable reason" in the caller's language. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  language: Language,
): string {
  const error = errors[0];
  if (!error) return translate(language, 'error.badRequest');
  const field = fieldName(error, context);
  const limit = text(error.params['limit']);
  switch (error.keyword) {
    case 'required':
      return translate(language, 'validation.required', { field });
    case 'minLength':
      return error.params['limit'] === 1
        ? translate(language, 'validation.empty', { field })
        : translate(language, 'validation.minLength', { field, limit });
    case 'maxLength':
      return translate(language, 'validation.maxLength', { field, limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(language, 'validation.minimum', { field, limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(language, 'validation.maximum', { field, limit });
    case 'type':
      return translate(language, 'validation.type', { field, limit: text(error.params['type']) });
    case 'enum':
      return translate(language, 'validation.enum', { field, values: text(error.params['allowedValues']) });
    case 'const':
      return translate(language, 'validation.enum', { field, values: text(error.params['allowedValue']) });
    case 'format':
      return translate(language, 'validation.format', { field, limit: text(error.params['format']) });
    case 'additionalProperties':
      return translate(language, 'validation.unknownField', { field });
    default:
      return translate(language, 'validation.invalid', { field });
  }
}
