import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, deviceTypes, regions } from '../db/schema';
import { spareCategories, spareLedger, spareLimits, spareParts, spareStock, spareStockDays, spareWarehouses } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { formatOf, rowsStream, SHEET_TYPES } from '../resource/sheets/sheet-export';
import { consoleText } from '../resource/sheets/labels';
import { detectLanguage } from '../i18n/language';
import type { Services } from '../services';
import { round2, round3 } from './common';
import { utcDayOf, utcDayStart } from './stock-balances';
import { companyWhere, dateRange, dayAfter, keywordOnPart, oneCompany, orderBy, spareRead, type SpareRead, today } from './reading';

const onHand = sql<number>`coalesce((select sum(${spareStock.quantity}) from ${spareStock} where ${spareStock.partId} = ${spareLimits.partId} and ${spareStock.warehouseId} = ${spareLimits.warehouseId}), 0)`.mapWith(Number);
const low = sql`${onHand} < ${spareLimits.minQuantity}`;
const high = sql`${spareLimits.maxQuantity} > 0 and ${onHand} > ${spareLimits.maxQuantity}`;

function stateWhere(state: Schemas['SpareWarningState'] | undefined): SQL {
  if (state === 'low') return low;
  if (state === 'high') return high;
  if (state === 'normal') return sql`not (${low}) and not (${high})`;
  // Parenthesised: drizzle's and() joins its parts without wrapping them, so a bare or would escape the company filter.
  return sql`((${low}) or (${high}))`;
}

function warningSelect(db: Database) {
  return db
    .select({
      limit: spareLimits,
      onHand,
      partCode: spareParts.code,
      partName: spareParts.name,
      unit: spareParts.unit,
      categoryName: spareCategories.name,
      warehouseName: spareWarehouses.name,
    })
    .from(spareLimits)
    .innerJoin(spareParts, eq(spareParts.id, spareLimits.partId))
    .innerJoin(spareCategories, eq(spareCategories.id, spareParts.categoryId))
    .innerJoin(spareWarehouses, eq(spareWarehouses.id, spareLimits.warehouseId));
}

type WarningRow = Awaited<ReturnType<ReturnType<typeof warningSelect>['where']>>[number];

function toWarning(row: WarningRow): Schemas['SpareWarning'] {
  const { limit } = row;
  const state = row.onHand < limit.minQuantity ? 'low' : limit.maxQuantity > 0 && row.onHand > limit.maxQuantity ? 'high' : 'normal';
  const target = limit.maxQuantity > 0 ? limit.maxQuantity : limit.minQuantity;
  return {
    id: limit.id,
    part_id: limit.partId,
    part_code: row.partCode,
    part_name: row.partName,
    category_name: row.categoryName,
    unit: row.unit,
    warehouse_id: limit.warehouseId,
    warehouse_name: row.warehouseName,
    on_hand: row.onHand,
    min_quantity: limit.minQuantity,
    max_quantity: limit.maxQuantity,
    state,
    suggested_quantity: state === 'low' ? round3(target - row.onHand) : 0,
  };
}

export interface LowStock {
  warningId: number;
  partId: number;
  partCode: string;
  partName: string;
  unitPrice: number;
  suggestedQuantity: number;
}

/**
 * For other modules (purchase requests from the warnings list): the parts of a warehouse below their
 * minimum with the quantity the warnings list suggests ordering, optionally only these warnings.
 */
export async function lowStockOf(db: Database, warehouseId: number, warningIds?: readonly number[]): Promise<LowStock[]> {
  const rows = await warningSelect(db)
    .where(and(eq(spareLimits.warehouseId, warehouseId), low, warningIds ? inArray(spareLimits.id, [...warningIds]) : undefined))
    .orderBy(asc(spareParts.code));
  const prices = new Map((await db.select({ id: spareParts.id, unitPrice: spareParts.unitPrice }).from(spareParts).where(inArray(spareParts.id, rows.length ? rows.map((row) => row.limit.partId) : [0]))).map((row) => [row.id, row.unitPrice]));
  return rows.map((row) => {
    const warning = toWarning(row);
    return { warningId: warning.id, partId: warning.part_id, partCode: warning.part_code, partName: warning.part_name, unitPrice: prices.get(warning.part_id) ?? 0, suggestedQuantity: warning.suggested_quantity };
  });
}

const CONSUMED = ['work_order', 'device', 'consumption'] as const;

/**
 * On-hand per part and warehouse at the instant `end` (exclusive): for every slot of the company's stock,
 * the stored closing balance of its last day before the UTC day of `end` (one index probe), plus the
 * ledger rows of that UTC day up to `end` (none for today's report on a UTC server; at most one day of
 * rows otherwise), whatever the length of the history.
 */
function onHandAt(companyId: number, end: Date, warehouseId: number | undefined): SQL {
  const dayStart = utcDayStart(end);
  const stockWarehouse = warehouseId ? sql`and ${spareStock.warehouseId} = ${warehouseId}` : sql``;
  const ledgerWarehouse = warehouseId ? sql`and ${spareLedger.warehouseId} = ${warehouseId}` : sql``;
  return sql`(
    select part_id, warehouse_id, sum(quantity) as quantity, sum(value) as value from (
      select slot.part_id, slot.warehouse_id, closing.quantity, closing.value
      from (select distinct ${spareStock.partId} as part_id, ${spareStock.warehouseId} as warehouse_id from ${spareStock} where ${spareStock.companyId} = ${companyId} ${stockWarehouse}) slot
      cross join lateral (
        select ${spareStockDays.quantity} as quantity, ${spareStockDays.value} as value from ${spareStockDays}
        where ${spareStockDays.partId} = slot.part_id and ${spareStockDays.warehouseId} = slot.warehouse_id and ${spareStockDays.day} < ${utcDayOf(dayStart)}::date
        order by ${spareStockDays.day} desc limit 1
      ) closing
      union all
      select ${spareLedger.partId}, ${spareLedger.warehouseId}, ${spareLedger.quantity}, ${spareLedger.quantity} * ${spareLedger.unitPrice}
      from ${spareLedger}
      where ${spareLedger.companyId} = ${companyId} and ${spareLedger.at} >= ${dayStart} and ${spareLedger.at} < ${end} ${ledgerWarehouse}
    ) movements
    group by part_id, warehouse_id
  ) as per_part`;
}

async function stockReport(read: SpareRead, query: { company_id?: number; as_of?: string; warehouse_id?: number }): Promise<Schemas['SpareStockReport']> {
  const companyId = oneCompany(read, query.company_id);
  const asOf = query.as_of ?? today();
  // One statement: the stored balances and the ledger rows of the partial day, summed per part and
  // warehouse first, then named and grouped per warehouse and category.
  const perPart = onHandAt(companyId, dayAfter(asOf), query.warehouse_id);
  const rows = await read.db
    .select({
      warehouseId: spareWarehouses.id,
      warehouseName: spareWarehouses.name,
      categoryId: spareParts.categoryId,
      categoryName: spareCategories.name,
      quantity: sql<number>`sum(per_part.quantity)`.mapWith(Number),
      value: sql<number>`sum(per_part.value)`.mapWith(Number),
    })
    .from(perPart)
    .innerJoin(spareParts, sql`${spareParts.id} = per_part.part_id`)
    .innerJoin(spareCategories, eq(spareCategories.id, spareParts.categoryId))
    .innerJoin(spareWarehouses, sql`${spareWarehouses.id} = per_part.warehouse_id`)
    .groupBy(spareWarehouses.id, spareWarehouses.name, spareParts.categoryId, spareCategories.name)
    .having(sql`sum(per_part.quantity) <> 0`)
    .orderBy(asc(spareWarehouses.name), asc(spareCategories.name), asc(spareWarehouses.id), asc(spareParts.categoryId));
  const report = rows.map((row) => ({
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    category_id: row.categoryId,
    category_name: row.categoryName,
    quantity: round3(row.quantity),
    value: round2(row.value),
  }));
  return {
    as_of: asOf,
    rows: report,
    total_quantity: round3(report.reduce((total, row) => total + row.quantity, 0)),
    total_value: round2(report.reduce((total, row) => total + row.value, 0)),
  };
}

function consumptionKey(group: Schemas['SpareConsumptionGroup']): { key: SQL; label: SQL } {
  switch (group) {
    case 'part':
      return { key: sql`${spareLedger.partId}::text`, label: sql`min(${spareParts.code} || ' ' || ${spareParts.name})` };
    case 'category':
      return { key: sql`${spareParts.categoryId}::text`, label: sql`min(${spareCategories.name})` };
    case 'device':
      return { key: sql`coalesce(${spareLedger.deviceId}, 0)::text`, label: sql`coalesce(min(${devices.code} || ' ' || ${devices.name}), '')` };
    case 'device_type':
      return { key: sql`coalesce(${devices.typeId}, 0)::text`, label: sql`coalesce(min(${deviceTypes.name}), '')` };
    case 'station':
      return { key: sql`coalesce(${devices.stationId}, 0)::text`, label: sql`coalesce(min(${regions.title}), '')` };
    case 'month':
      return { key: sql`to_char(${spareLedger.at}, 'YYYY-MM')`, label: sql`to_char(${spareLedger.at}, 'YYYY-MM')` };
  }
}

async function consumption(read: SpareRead, query: { company_id?: number; from?: string; to?: string; group_by?: Schemas['SpareConsumptionGroup']; warehouse_id?: number; part_id?: number; device_id?: number }): Promise<Schemas['SpareConsumption']> {
  const companyId = oneCompany(read, query.company_id);
  const to = query.to ?? today();
  const from = query.from ?? (() => {
    const date = new Date(`${to}T00:00:00`);
    date.setFullYear(date.getFullYear() - 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  })();
  if (from > to) throw ApiError.field('from', 'validation.invalid');
  const group = query.group_by ?? 'part';
  const { key, label } = consumptionKey(group);
  const rows = await read.db
    .select({
      key: sql<string>`${key}`,
      label: sql<string>`${label}`,
      quantity: sql<number>`-sum(${spareLedger.quantity})`.mapWith(Number),
      amount: sql<number>`-sum(${spareLedger.quantity} * ${spareLedger.unitPrice})`.mapWith(Number),
    })
    .from(spareLedger)
    .innerJoin(spareParts, eq(spareParts.id, spareLedger.partId))
    .innerJoin(spareCategories, eq(spareCategories.id, spareParts.categoryId))
    .leftJoin(devices, eq(devices.id, spareLedger.deviceId))
    .leftJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .leftJoin(regions, eq(regions.id, devices.stationId))
    .where(
      and(
        eq(spareLedger.companyId, companyId),
        eq(spareLedger.kind, 'out'),
        inArray(spareLedger.reason, [...CONSUMED]),
        ...dateRange(spareLedger.at, from, to),
        query.warehouse_id ? eq(spareLedger.warehouseId, query.warehouse_id) : undefined,
        query.part_id ? eq(spareLedger.partId, query.part_id) : undefined,
        query.device_id ? eq(spareLedger.deviceId, query.device_id) : undefined,
      ),
    )
    .groupBy(key)
    .orderBy(group === 'month' ? sql`1` : sql`4 desc`, sql`1`)
    .limit(50);
  const result = rows.map((row) => ({ key: row.key, label: row.label, quantity: round3(row.quantity), amount: round2(row.amount) }));
  return {
    group_by: group,
    from,
    to,
    rows: result,
    total_quantity: round3(result.reduce((total, row) => total + row.quantity, 0)),
    total_amount: round2(result.reduce((total, row) => total + row.amount, 0)),
  };
}

export function reportHandlers(
  services: Services,
): Pick<ServiceHandlers, 'listSpareWarnings' | 'getSpareWarning' | 'getSpareStockReport' | 'exportSpareStockReportCsv' | 'getSpareConsumption'> {
  const { db } = services;
  return {
    async listSpareWarnings(request) {
      const q = request.query;
      const read = await spareRead(db, request, q);
      const where = and(companyWhere(read, spareLimits.companyId, q.company_id), q.warehouse_id ? eq(spareLimits.warehouseId, q.warehouse_id) : undefined, stateWhere(q.state), keywordOnPart(q.keyword));
      const [rows, [total]] = await Promise.all([
        warningSelect(db).where(where).orderBy(...orderBy(q.sort, { part_code: spareParts.code, on_hand: onHand }, '+part_code', spareLimits.id)).limit(read.limit).offset((read.page - 1) * read.limit),
        db.select({ n: count() }).from(spareLimits).innerJoin(spareParts, eq(spareParts.id, spareLimits.partId)).where(where),
      ]);
      return ok({ items: rows.map(toWarning), total: total?.n ?? 0 });
    },
    async getSpareWarning(request) {
      const read = await spareRead(db, request, {});
      const [row] = await warningSelect(db).where(and(eq(spareLimits.id, request.params.id), companyWhere(read, spareLimits.companyId, undefined)));
      if (!row) throw ApiError.notFound();
      return ok(toWarning(row));
    },
    async getSpareStockReport(request) {
      return ok(await stockReport(await spareRead(db, request, {}), request.query));
    },
    async exportSpareStockReportCsv(request, reply) {
      const report = await stockReport(await spareRead(db, request, {}), request.query);
      // Labelled like every export: the report's own column labels (spare:reports), names instead of ids.
      const columns = ['warehouse_name', 'category_name', 'quantity', 'value'] as const;
      const language = detectLanguage(request.headers);
      const format = formatOf(request.query);
      const total = consoleText(language, 'spare:reports.total') ?? 'total';
      const rows = [...report.rows.map((row) => columns.map((column) => row[column])), [total, '', report.total_quantity, report.total_value]];
      return reply
        .type(SHEET_TYPES[format])
        .header('content-disposition', `attachment; filename="spare-stock-${report.as_of}.${format}"`)
        .header('cache-control', 'no-store')
        .send(rowsStream(format, 'spare-stock', { language, labels: 'spare:reports', keys: ['warehouse', 'category', 'quantity', 'value'] }, rows));
    },
    async getSpareConsumption(request) {
      return ok(await consumption(await spareRead(db, request, {}), request.query));
    },
  };
}
