import { isApiFailure } from '@om/api';
import type { Settled } from '../../shared/resource';
import { LINES_INPUT } from './lines';

/**
 * A document form's body as the contract wants it: the lines' JSON text as `lines` (mapped by
 * `toLines`), an empty day left out on create and cleared (null) on update.
 */
export function documentBody<T extends object>(body: T, toLines: (text: unknown) => object[], dayField: string, mode: 'create' | 'update'): T {
  const out = { ...body };
  const text = Reflect.get(out, LINES_INPUT);
  Reflect.deleteProperty(out, LINES_INPUT);
  if (typeof text === 'string') Reflect.set(out, 'lines', toLines(text));
  if (Reflect.get(out, dayField) === '') {
    if (mode === 'create') Reflect.deleteProperty(out, dayField);
    else Reflect.set(out, dayField, null);
  }
  return out;
}

/** `lines[2].quantity: …` shows under the lines editor, naming the row. */
export function onLines<T>(result: { data?: T; error?: unknown }): Settled<T> {
  const { data, error } = result;
  if (error === undefined) return data === undefined ? { error: undefined } : { data };
  if (!isApiFailure(error)) return { error };
  const match = /^lines(?:\[(\d+)\])?(?:\.\w+)?: (.+)$/s.exec(error.message);
  return match ? { error: { ...error, message: `${LINES_INPUT}: ${match[1] === undefined ? '' : `#${Number(match[1]) + 1}: `}${match[2]}` } } : { error };
}
