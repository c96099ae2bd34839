import type { ErrorObject } from 'ajv';
import type { Language } from '../i18n/catalog';
import { fieldName, validationMessage } from '../http/validation-message';

/** The field the first schema error is about (as the 400 message names it). */
export function fieldOf(errors: readonly ErrorObject[]): string {
  const first = errors[0];
  return first ? fieldName(first, 'body') : '';
}

export function schemaErrorMessage(errors: readonly ErrorObject[], language: Language): string {
  return validationMessage(errors, 'body', language);
}
