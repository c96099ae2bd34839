import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { spareDocuments, spareLedger, spareLocations, spareParts, spareStock, spareStocktakeLines, spareStocktakes } from '../db/spare-schema';
import { iso, namesOf, round3 } from './common';
import { documentNumber } from './documents';

export type StocktakeRow = typeof spareStocktakes.$inferSelect;
type NamedRow = StocktakeRow & {
  warehouseName: string;
  locationName: string;
  categoryName: string;
  createdByName: string;
  confirmedByName: string;
  inNumber: string;
  outNumber: string;
  stockMoved: boolean;
};

const day = (date: Date) => `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
export const stocktakeNumber = (row: { id: number; createdAt: Date }) => `PD${day(row.createdAt)}-${String(row.id).padStart(6, '0')}`;

/**
 * Open counts whose slots moved after they were created (a ledger row of one of their part ×
 * location × batch slots, later than the count): one query for a page of counts.
 */
async function movedSince(db: Database, rows: readonly StocktakeRow[]): Promise<Set<number>> {
  const open = rows.filter((row) => row.status === 'draft').map((row) => row.id);
  if (open.length === 0) return new Set();
  const moved = await db
    .selectDistinct({ id: spareStocktakeLines.stocktakeId })
    .from(spareStocktakeLines)
    .innerJoin(spareStocktakes, eq(spareStocktakes.id, spareStocktakeLines.stocktakeId))
    .innerJoin(
      spareLedger,
      and(
        eq(spareLedger.partId, spareStocktakeLines.partId),
        eq(spareLedger.locationId, spareStocktakeLines.locationId),
        eq(spareLedger.batch, spareStocktakeLines.batch),
        gt(spareLedger.at, spareStocktakes.createdAt),
      ),
    )
    .where(inArray(spareStocktakeLines.stocktakeId, open));
  return new Set(moved.map((row) => row.id));
}

async function documentNumbers(db: Database, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const list = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (list.length === 0) return new Map();
  const rows = await db.select({ id: spareDocuments.id, kind: spareDocuments.kind, createdAt: spareDocuments.createdAt }).from(spareDocuments).where(inArray(spareDocuments.id, list));
  return new Map(rows.map((row) => [row.id, documentNumber(row)]));
}

export async function withNames(db: Database, rows: StocktakeRow[]): Promise<NamedRow[]> {
  const [warehouses, locations, categories, people, documents, moved] = await Promise.all([
    namesOf(db, 'warehouses', rows.map((row) => row.warehouseId)),
    namesOf(db, 'locations', rows.map((row) => row.locationId)),
    namesOf(db, 'categories', rows.map((row) => row.categoryId)),
    namesOf(db, 'users', rows.flatMap((row) => [row.createdBy, row.confirmedBy])),
    documentNumbers(db, rows.flatMap((row) => [row.inDocumentId, row.outDocumentId])),
    movedSince(db, rows),
  ]);
  return rows.map((row) => ({
    ...row,
    warehouseName: warehouses.get(row.warehouseId) ?? '',
    locationName: row.locationId ? (locations.get(row.locationId) ?? '') : '',
    categoryName: row.categoryId ? (categories.get(row.categoryId) ?? '') : '',
    createdByName: people.get(row.createdBy) ?? '',
    confirmedByName: row.confirmedBy ? (people.get(row.confirmedBy) ?? '') : '',
    inNumber: row.inDocumentId ? (documents.get(row.inDocumentId) ?? '') : '',
    outNumber: row.outDocumentId ? (documents.get(row.outDocumentId) ?? '') : '',
    stockMoved: moved.has(row.id),
  }));
}

export function toStocktake(row: NamedRow, lines?: Schemas['SpareStocktakeLine'][]): Schemas['SpareStocktake'] {
  return {
    id: row.id,
    company_id: row.companyId,
    number: stocktakeNumber(row),
    status: row.status,
    warehouse_id: row.warehouseId,
    warehouse_name: row.warehouseName,
    location_id: row.locationId ?? 0,
    location_name: row.locationName,
    category_id: row.categoryId ?? 0,
    category_name: row.categoryName,
    remark: row.remark,
    line_count: row.lineCount,
    counted_count: row.countedCount,
    stock_moved: row.stockMoved,
    in_document_id: row.inDocumentId ?? 0,
    in_document_number: row.inNumber,
    out_document_id: row.outDocumentId ?? 0,
    out_document_number: row.outNumber,
    created_by: row.createdBy,
    created_by_name: row.createdByName,
    confirmed_by: row.confirmedBy ?? 0,
    confirmed_by_name: row.confirmedByName,
    confirmed_at: iso(row.confirmedAt),
    ...(lines ? { lines } : {}),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The lines of a count with names; on hand is the slot's quantity now while open, the booked basis once confirmed. */
export async function stocktakeLines(db: Database, row: StocktakeRow): Promise<Schemas['SpareStocktakeLine'][]> {
  const rows = await db
    .select({
      line: spareStocktakeLines,
      partCode: spareParts.code,
      partName: spareParts.name,
      unit: spareParts.unit,
      locationCode: spareLocations.code,
      locationName: spareLocations.name,
      now: spareStock.quantity,
    })
    .from(spareStocktakeLines)
    .innerJoin(spareParts, eq(spareParts.id, spareStocktakeLines.partId))
    .innerJoin(spareLocations, eq(spareLocations.id, spareStocktakeLines.locationId))
    .leftJoin(
      spareStock,
      and(
        eq(spareStock.partId, spareStocktakeLines.partId),
        eq(spareStock.warehouseId, row.warehouseId),
        eq(spareStock.locationId, spareStocktakeLines.locationId),
        eq(spareStock.batch, spareStocktakeLines.batch),
      ),
    )
    .where(eq(spareStocktakeLines.stocktakeId, row.id))
    .orderBy(asc(spareLocations.code), asc(spareParts.code), asc(spareStocktakeLines.batch), asc(spareStocktakeLines.id));
  return rows.map(({ line, ...named }) => {
    const onHand = row.status === 'confirmed' ? (line.onHandAtConfirm ?? 0) : (named.now ?? 0);
    return {
      id: line.id,
      part_id: line.partId,
      part_code: named.partCode,
      part_name: named.partName,
      unit: named.unit,
      location_id: line.locationId,
      location_name: named.locationName,
      batch: line.batch,
      expected: line.expected,
      counted: line.counted,
      on_hand: onHand,
      difference: line.counted === null ? null : round3(line.counted - onHand),
      booked: line.booked,
    };
  });
}

export async function stocktakeDto(db: Database, row: StocktakeRow, withLines = true): Promise<Schemas['SpareStocktake']> {
  const [named] = await withNames(db, [row]);
  if (!named) throw new Error('spare stocktake: no row');
  return toStocktake(named, withLines ? await stocktakeLines(db, row) : undefined);
}

/** Lines with a count, for the header's counter. */
export async function countedCount(db: Database, stocktakeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(spareStocktakeLines)
    .where(and(eq(spareStocktakeLines.stocktakeId, stocktakeId), sql`${spareStocktakeLines.counted} is not null`));
  return row?.n ?? 0;
}
