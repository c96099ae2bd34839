import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
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

/** The effective zone of one company. */
export async function companyTimeZone(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return effectiveTimeZone(row?.timeZone);
}
