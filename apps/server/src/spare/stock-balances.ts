import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { spareLedger, spareStockMonths } from '../db/spare-schema';

/**
 * The stored balances behind the stock report: `spare_stock_months` holds the net movement (quantity
 * and value) of each part × warehouse × calendar month. Months are UTC months, computed the same way
 * here, in the backfill of migration 0017 and in the report, so the figures never depend on the time
 * zone of the server or of the database session.
 */

/** The first day of the UTC month of an instant, as a `date` ('YYYY-MM-01'). */
export function monthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The instant a UTC month starts, `offset` months after the month of `at`. */
export function monthStart(at: Date, offset = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
}

/** The SQL month key of a ledger row (the same as monthOf). */
export const ledgerMonth = sql`(date_trunc('month', ${spareLedger.at} at time zone 'UTC'))::date`;

/**
 * Adds ledger rows (by id, just written in the caller's transaction) to their months: one statement,
 * the figures summed by the database from the stored rows (numeric, exact), the month rows locked in
 * part order. Called once per applied document, after its stock rows, so that concurrent documents
 * take their locks in the same order (stock rows, then month rows) and never deadlock.
 */
export async function addLedgerRowsToMonths(db: Database, ledgerIds: readonly number[]): Promise<void> {
  if (ledgerIds.length === 0) return;
  await db.execute(sql`
    insert into ${spareStockMonths} (company_id, part_id, warehouse_id, month, quantity, value, movements, updated_at)
    select ${spareLedger.companyId}, ${spareLedger.partId}, ${spareLedger.warehouseId}, ${ledgerMonth},
      sum(${spareLedger.quantity}), sum(${spareLedger.quantity} * ${spareLedger.unitPrice}), count(*)::int, now()
    from ${spareLedger}
    where ${spareLedger.id} = any(${sql.raw(`array[${ledgerIds.map((id) => String(Math.trunc(id))).join(',')}]::bigint[]`)})
    group by 1, 2, 3, 4
    order by 2, 3, 4
    on conflict (part_id, warehouse_id, month) do update set
      quantity = ${spareStockMonths.quantity} + excluded.quantity,
      value = ${spareStockMonths.value} + excluded.value,
      movements = ${spareStockMonths.movements} + excluded.movements,
      updated_at = excluded.updated_at`);
}

/**
 * Recomputes the month rows of one company from its ledger (bulk writers: the demo seed and
 * `spare:generate-ledger`, which insert many back-dated ledger rows at once). In the caller's
 * transaction when given one.
 */
export async function rebuildStockMonths(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`delete from ${spareStockMonths} where ${spareStockMonths.companyId} = ${companyId}`);
  await db.execute(sql`
    insert into ${spareStockMonths} (company_id, part_id, warehouse_id, month, quantity, value, movements, updated_at)
    select ${spareLedger.companyId}, ${spareLedger.partId}, ${spareLedger.warehouseId}, ${ledgerMonth},
      sum(${spareLedger.quantity}), sum(${spareLedger.quantity} * ${spareLedger.unitPrice}), count(*)::int, now()
    from ${spareLedger}
    where ${spareLedger.companyId} = ${companyId}
    group by 1, 2, 3, 4`);
}
