import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { canSee, companyDirectory, type Visibility } from './company-scope';
import { serverTimeZone } from '../util/time-zones';

export { isTimeZone, serverTimeZone } from '../util/time-zones';

/**
 * Company time zones. A company may set an IANA zone (companies.time_zone); until it does, its clock is
 * the server's configured zone (TZ). Due dates of scheduled work, "today" and calendars are wall-clock
 * times of the company's zone; instants (created_at, completed_at …) stay UTC timestamps.
 */

/** The effective zone of a company row's setting. */
export function effectiveTimeZone(stored: string | null | undefined): string {
  return stored || serverTimeZone();
}

/** SQL: the effective zone of the company whose id is in `companyId` (for per-row "now" in a query). */
export function companyTimeZoneSql(companyId: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`coalesce((select ${companies.timeZone} from ${companies} where ${companies.id} = ${companyId}), ${serverTimeZone()})`;
}

/** SQL: the company's local wall clock now (timestamp without time zone), to compare with due times. */
export function companyNowSql(companyId: AnyPgColumn | SQL): SQL {
  return sql`(now() at time zone ${companyTimeZoneSql(companyId)})`;
}

/**
 * SQL: `condition(now)` on the rows of the companies a caller sees, `now` being each company's local wall
 * clock, as one `(company_id in (…) and condition(now))` per time zone (just `condition(now)` when every
 * visible company keeps the same clock). Unlike companyNowSql per row, each `now` is a constant of the
 * statement, so a range on a due time is an index range instead of a filter on every row of the table.
 * The companies come from the in-memory directory, like the caller's scope.
 */
export async function byCompanyClock(db: Database, companyId: AnyPgColumn, visibility: Visibility, condition: (now: SQL) => SQL): Promise<SQL> {
  const zones = new Map<string, number[]>();
  for (const company of (await companyDirectory(db)).rows) {
    if (!canSee(visibility, company.id)) continue;
    const zone = effectiveTimeZone(company.timeZone);
    zones.set(zone, [...(zones.get(zone) ?? []), company.id]);
  }
  const nowIn = (zone: string) => sql`(now() at time zone ${zone})`;
  const groups = [...zones];
  const [only] = groups;
  if (only === undefined) return sql`false`;
  if (groups.length === 1) return condition(nowIn(only[0]));
  return or(...groups.map(([zone, ids]) => sql`(${inArray(companyId, ids)} and ${condition(nowIn(zone))})`)) ?? sql`false`;
}

/** The effective zone of one company. */
export async function companyTimeZone(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return effectiveTimeZone(row?.timeZone);
}
