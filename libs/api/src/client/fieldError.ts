import type { ApiFailure } from './ApiError';

/** Invalid input: the message names the field (`username: is already taken`). */
export const INVALID_INPUT_CODE = 40000;
/** A stale `version` (someone else changed the row), or a duplicate. */
export const CONFLICT_CODE = 40900;

export interface FieldMessage {
  field: string;
  /** The message without the field name. */
  text: string;
}

const FIELD_PREFIX = /^([A-Za-z_][\w.]*): (.+)$/s;

/** `username: is already taken` → { field: 'username', text: 'is already taken' }; else undefined. */
export function fieldMessage(message: string): FieldMessage | undefined {
  const match = FIELD_PREFIX.exec(message);
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : undefined;
}

/** A 409 that names no field: the row changed since it was read (a duplicate names its field). */
export function isStaleVersion(failure: ApiFailure): boolean {
  return failure.code === CONFLICT_CODE && fieldMessage(failure.message) === undefined;
}
