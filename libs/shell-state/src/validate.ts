/** Small parsers for values read back from storage: each returns undefined for anything unexpected. */

export const asBoolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A non-negative safe integer, also from a digits-only string (cookies and older saved data are text). */
export function asId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** An id, or null for "none chosen"; anything else falls back to null too. */
export const asIdOrNull = (value: unknown): number | null => asId(value) ?? null;

export function oneOf<T extends string>(options: readonly T[]) {
  return (value: unknown): T | undefined => options.find((option) => option === value);
}
