import { parseArgs } from 'node:util';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { companies, users } from '../db/schema';
import { spareDocuments, spareLedger, spareLocations, spareParts, spareStock } from '../db/spare-schema';
import { ensureDefaultHostConfigs } from '../host-config/default-host-configs';
import { isDatabaseEmpty, seedDemoData } from '../seed/seed-demo';
import { rebuildStockBalances } from '../spare/stock-balances';

const USAGE = 'usage: spare:generate-ledger [--rows 1000000] [--company ID] [--batch 100000]';

function integerOption(value: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  return parsed;
}

const intArray = (values: readonly number[]) => sql.raw(`array[${values.map((value) => String(Math.trunc(value))).join(', ')}]::int[]`);
const numArray = (values: readonly number[]) => sql.raw(`array[${values.map((value) => String(Number(value))).join(', ')}]::numeric[]`);

/**
 * Adds `rows` stock movements to one company's ledger (for the stock-report benchmark), in batches of
 * INSERT … SELECT generate_series, spread evenly over the last two years: the company's parts over its
 * locations, every slot receiving 2 three times and giving 1 once per round (so no slot goes below
 * zero), each batch owned by one confirmed document. Then the stock rows are set to the ledger's sums
 * and the stored day balances of the stock report recomputed from the ledger (one transaction), and the
 * tables analysed. On an empty database it first seeds the demo tenant.
 */
export async function generateLedger(
  db: Database,
  options: { rows: number; companyId?: number; batch: number },
  progress: (line: string) => void,
): Promise<{ companyId: number; rows: number; ms: number }> {
  const started = Date.now();
  const companyId =
    options.companyId ?? (await db.select({ id: companies.id }).from(companies).where(isNull(companies.parentId)).orderBy(asc(companies.id)).limit(1))[0]?.id;
  if (companyId === undefined) throw new Error('no company: start the server once (demo data) or run admin:create first');
  const parts = await db.select({ id: spareParts.id, price: spareParts.unitPrice }).from(spareParts).where(eq(spareParts.companyId, companyId)).orderBy(asc(spareParts.id));
  const slots = await db
    .select({ id: spareLocations.id, warehouseId: spareLocations.warehouseId })
    .from(spareLocations)
    .where(and(eq(spareLocations.companyId, companyId), isNotNull(spareLocations.parentId)))
    .orderBy(asc(spareLocations.id));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1);
  const firstSlot = slots[0];
  if (parts.length === 0 || !firstSlot || !user) throw new Error(`company ${companyId} has no spare parts, locations or users: seed the demo tenant first`);
  const spacingSeconds = Math.max(1, Math.floor((730 * 86_400) / options.rows));
  const round = parts.length * slots.length;
  progress(`Generating ${options.rows.toLocaleString('en-US')} ledger rows for company ${companyId} over ${parts.length} parts and ${slots.length} locations…`);
  for (let from = 1; from <= options.rows; from += options.batch) {
    const to = Math.min(options.rows, from + options.batch - 1);
    await db.transaction(async (tx) => {
      const [document] = await tx
        .insert(spareDocuments)
        .values({
          companyId,
          kind: 'in',
          reason: 'stocktake_surplus',
          status: 'confirmed',
          warehouseId: firstSlot.warehouseId,
          remark: `bench: generated ledger rows ${from}–${to}`,
          createdBy: user.id,
          confirmedBy: user.id,
          confirmedAt: new Date(),
        })
        .returning({ id: spareDocuments.id });
      if (!document) throw new Error('spare:generate-ledger: document insert returned no row');
      const out = sql`((g - 1) / ${round}) % 4 = 3`;
      await tx.execute(sql`
        insert into ${spareLedger} (company_id, part_id, warehouse_id, location_id, batch, quantity, balance_after, unit_price, document_id, kind, reason, user_id, at)
        select ${companyId}, (${intArray(parts.map((part) => part.id))})[1 + (g - 1) % ${parts.length}],
          (${intArray(slots.map((slot) => slot.warehouseId))})[1 + ((g - 1) / ${parts.length}) % ${slots.length}],
          (${intArray(slots.map((slot) => slot.id))})[1 + ((g - 1) / ${parts.length}) % ${slots.length}],
          '', case when ${out} then -1 else 2 end, 0, (${numArray(parts.map((part) => part.price))})[1 + (g - 1) % ${parts.length}],
          ${document.id}, case when ${out} then 'out' else 'in' end::spare_document_kind,
          case when ${out} then 'consumption' else 'purchase' end::spare_document_reason, ${user.id},
          now() - make_interval(secs => (${options.rows} - g)::double precision * ${spacingSeconds})
        from generate_series(${from}::int, ${to}::int) g`);
    });
    progress(`  ${to.toLocaleString('en-US')} / ${options.rows.toLocaleString('en-US')}`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
    insert into ${spareStock} (company_id, part_id, warehouse_id, location_id, batch, quantity, updated_at)
    select company_id, part_id, warehouse_id, location_id, batch, sum(quantity), now() from ${spareLedger} where company_id = ${companyId}
    group by company_id, part_id, warehouse_id, location_id, batch having sum(quantity) > 0
    on conflict (part_id, warehouse_id, location_id, batch) do update set quantity = excluded.quantity, updated_at = excluded.updated_at`);
    await rebuildStockBalances(tx, companyId);
  });
  await db.execute(sql`vacuum analyze spare_ledger`);
  await db.execute(sql`vacuum analyze spare_stock`);
  await db.execute(sql`vacuum analyze spare_stock_days`);
  return { companyId, rows: options.rows, ms: Date.now() - started };
}

export async function runGenerateLedger(argv: string[]): Promise<number> {
  let options: { rows: number; companyId?: number; batch: number };
  try {
    const { values } = parseArgs({ args: argv, options: { rows: { type: 'string' }, company: { type: 'string' }, batch: { type: 'string' } }, strict: true });
    options = {
      rows: integerOption(values.rows, 'rows', 1_000_000, 1, 20_000_000),
      companyId: values.company === undefined ? undefined : integerOption(values.company, 'company', 1, 1, 2 ** 31 - 1),
      batch: integerOption(values.batch, 'batch', 100_000, 100, 1_000_000),
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync, inline: !config.pgliteWorker }, {
    error: (details, message) => console.error(message, details),
  });
  try {
    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      console.log('The database is empty: seeding the demo tenant first…');
      await seedDemoData(database.db);
    }
    const result = await generateLedger(database.db, options, (line) => console.log(line));
    console.log(`Generated ${result.rows.toLocaleString('en-US')} ledger rows for company ${result.companyId} in ${(result.ms / 1000).toFixed(1)} s.`);
    return 0;
  } catch (error) {
    console.error(`spare:generate-ledger: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
