import { fieldMessage, isApiFailure, isStaleVersion } from '@om/api';

/** What a failed save means for the form that sent it. */
export type SaveFailure =
  /** The server named one of the form's fields: show the text under it. */
  | { kind: 'field'; field: string; text: string }
  /** Someone else changed the row since it was read (409 / 40900). */
  | { kind: 'conflict' }
  /** Anything else: show the message above the form. */
  | { kind: 'form'; message: string };

/**
 * Maps a failed write onto the form: `username: is already taken` goes under Username; a stale
 * version becomes the conflict notice; a field the form does not show keeps its whole message.
 */
export function toSaveFailure(error: unknown, fields: readonly string[], fallback: string): SaveFailure {
  if (!isApiFailure(error)) return { kind: 'form', message: fallback };
  if (isStaleVersion(error)) return { kind: 'conflict' };
  const named = fieldMessage(error.message);
  if (named && fields.includes(named.field)) return { kind: 'field', field: named.field, text: named.text };
  return { kind: 'form', message: error.message && error.message !== 'Error' ? error.message : fallback };
}

/** The message of a failed call for a dialog, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiFailure(error) && error.message && error.message !== 'Error' ? error.message : fallback;
}

function isDefined<T>(value: T | undefined): value is Exclude<T, undefined> {
  return value !== undefined;
}

/** The result of an RTK Query trigger (or a `Settled`): its data, or its error. */
export function settled<T>(result: { data?: T; error?: unknown }): { ok: true; data: Exclude<T, undefined> } | { ok: false; error: unknown } {
  if (result.error !== undefined) return { ok: false, error: result.error };
  if (isDefined(result.data)) return { ok: true, data: result.data };
  return { ok: false, error: undefined };
}
