import { gte, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListFilter } from './resource-types';

/** A `YYYY-MM-DD` query value as the start of that day (server time), or undefined for anything else. */
export function dayStart(value: unknown): Date | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : undefined;
}

function nextDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
}

/**
 * The list filters `from` and `to` (days, both included) on a timestamp column: `from` is the start
 * of its day, `to` runs to the end of its day. A value that is not a day filters nothing.
 */
export function dayRange(column: PgColumn): { from: ListFilter; to: ListFilter } {
  return {
    from: (value) => {
      const from = dayStart(value);
      return from ? gte(column, from) : undefined;
    },
    to: (value) => {
      const to = dayStart(value);
      return to ? lt(column, nextDay(to)) : undefined;
    },
  };
}
