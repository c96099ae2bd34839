import { sql, type SQL } from 'drizzle-orm';

/**
 * Values a statement may carry as text instead of parameters: integers the server validated and
 * constants of its own lists, never what a user typed. A hot list whose statement then has no
 * parameters keeps its plan on PGlite (plan-cache.ts).
 */

function checked(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}

export function integerLiteral(value: number): SQL {
  return sql.raw(checked(value));
}

/** `1, 2, 3` for `in (…)`; an empty list is `null`, which matches nothing. */
export function integerList(values: readonly number[]): SQL {
  return sql.raw(values.length ? values.map(checked).join(', ') : 'null');
}

/** One of `allowed` (an enum's values) as a quoted literal. */
export function constantLiteral<T extends string>(allowed: readonly T[], value: T): SQL {
  if (!allowed.includes(value) || !/^[A-Za-z0-9_]+$/.test(value)) throw new Error(`not one of the constants: ${value}`);
  return sql.raw(`'${value}'`);
}
