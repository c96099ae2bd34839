import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { spareLedger, spareStockDays } from '../db/spare-schema';

/**
 * The stored balances behind the stock report: `spare_stock_days` holds the closing balance (quantity
 * and value, cumulative) of each part × warehouse at the end of every UTC day it moved. Days are UTC
 * days, computed the same way here, in the backfill of migration 0023 and in the report, so the figures
 * never depend on the time zone of the server or of the database session. A report at an instant reads
 * one stored row per part and warehouse (the last day before the instant's UTC day) plus the ledger rows
 * of that UTC day up to the instant.
 */

/** The UTC day of an instant, as a `date` ('YYYY-MM-DD'). */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The instant the UTC day of `at` starts. */
export function utcDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The SQL day key of a ledger row (the same as utcDayOf). */
export const ledgerDay = sql`(${spareLedger.at} at time zone 'UTC')::date`;

/** The advisory lock space of the balances (two-key form: this key and a hash of part/warehouse). */
const LOCK_SPACE = sql`hashtext('spare_stock_days')`;

const idArray = (ids: readonly number[]) => sql.raw(`array[${ids.map((id) => String(Math.trunc(id))).join(',')}]::bigint[]`);

/**
 * Adds ledger rows (by id, just written in the caller's transaction) to the stored closing balances.
 * Per part × warehouse an advisory transaction lock (taken in key order, after the stock rows, so
 * concurrent documents never deadlock) serialises the writers of one balance: a document that wrote its
 * ledger rows just before midnight and commits after a later one still lands in both days' rows. For
 * each UTC day of the rows (one for a document): the day's row is created from the closing balance of
 * the day before, then it and every later row (back-dated rows) grow by the day's movement.
 */
export async function addLedgerRowsToBalances(db: Database, ledgerIds: readonly number[]): Promise<void> {
  if (ledgerIds.length === 0) return;
  const ids = idArray(ledgerIds);
  await db.execute(sql`
    select pg_advisory_xact_lock(${LOCK_SPACE}, slot.key) from (
      select distinct hashtext(${spareLedger.partId} || '/' || ${spareLedger.warehouseId}) as key from ${spareLedger} where ${spareLedger.id} = any(${ids}) order by key
    ) slot`);
  const days = await executeRows(db, sql`select distinct ${ledgerDay}::text as day from ${spareLedger} where ${spareLedger.id} = any(${ids}) order by 1`);
  for (const row of days) {
    const day = String(row['day']);
    const delta = sql`select ${spareLedger.companyId} as company_id, ${spareLedger.partId} as part_id, ${spareLedger.warehouseId} as warehouse_id,
        sum(${spareLedger.quantity}) as quantity, sum(${spareLedger.quantity} * ${spareLedger.unitPrice}) as value, count(*)::int as movements
      from ${spareLedger} where ${spareLedger.id} = any(${ids}) and ${ledgerDay} = ${day}::date group by 1, 2, 3`;
    await db.execute(sql`
      insert into ${spareStockDays} (company_id, part_id, warehouse_id, day, quantity, value, movements, updated_at)
      select delta.company_id, delta.part_id, delta.warehouse_id, ${day}::date, coalesce(before.quantity, 0), coalesce(before.value, 0), 0, now()
      from (${delta}) delta
      left join lateral (
        select ${spareStockDays.quantity} as quantity, ${spareStockDays.value} as value from ${spareStockDays}
        where ${spareStockDays.partId} = delta.part_id and ${spareStockDays.warehouseId} = delta.warehouse_id and ${spareStockDays.day} < ${day}::date
        order by ${spareStockDays.day} desc limit 1
      ) before on true
      order by 2, 3
      on conflict (part_id, warehouse_id, day) do nothing`);
    await db.execute(sql`
      update ${spareStockDays} set
        quantity = ${spareStockDays.quantity} + delta.quantity,
        value = ${spareStockDays.value} + delta.value,
        movements = ${spareStockDays.movements} + case when ${spareStockDays.day} = ${day}::date then delta.movements else 0 end,
        updated_at = now()
      from (${delta}) delta
      where ${spareStockDays.partId} = delta.part_id and ${spareStockDays.warehouseId} = delta.warehouse_id and ${spareStockDays.day} >= ${day}::date`);
  }
}

/** The statement that computes the day balances of the ledger rows matching `where` (also the backfill of migration 0023). */
const balancesFromLedger = (where: SQL) => sql`
  insert into ${spareStockDays} (company_id, part_id, warehouse_id, day, quantity, value, movements, updated_at)
  select company_id, part_id, warehouse_id, day, sum(quantity) over slot, sum(value) over slot, movements, now()
  from (
    select ${spareLedger.companyId} as company_id, ${spareLedger.partId} as part_id, ${spareLedger.warehouseId} as warehouse_id, ${ledgerDay} as day,
      sum(${spareLedger.quantity}) as quantity, sum(${spareLedger.quantity} * ${spareLedger.unitPrice}) as value, count(*)::int as movements
    from ${spareLedger} where ${where} group by 1, 2, 3, 4
  ) per_day
  window slot as (partition by part_id, warehouse_id order by day)`;

/**
 * Recomputes the day balances of one company from its ledger (bulk writers: the demo seed and
 * `spare:generate-ledger`, which insert many back-dated ledger rows at once). In the caller's
 * transaction when given one.
 */
export async function rebuildStockBalances(db: Database, companyId: number): Promise<void> {
  await db.execute(sql`delete from ${spareStockDays} where ${spareStockDays.companyId} = ${companyId}`);
  await db.execute(balancesFromLedger(sql`${spareLedger.companyId} = ${companyId}`));
}
