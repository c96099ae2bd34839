import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { spareDocumentLines, spareDocuments, spareLedger, spareLocations, spareParts, spareStock, spareStocktakeLines, spareStocktakes, spareWarehouses } from '../db/spare-schema';

type Slot = typeof spareStock.$inferSelect & { unitPrice: number };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The on-hand slots of a warehouse (optionally of one area's locations), in location and part order. */
async function slotsOf(tx: Database, warehouseId: number, areaId?: number): Promise<Slot[]> {
  const locations = areaId ? (await tx.select({ id: spareLocations.id }).from(spareLocations).where(eq(spareLocations.parentId, areaId))).map((row) => row.id) : undefined;
  const rows = await tx
    .select({ stock: spareStock, unitPrice: spareParts.unitPrice })
    .from(spareStock)
    .innerJoin(spareParts, eq(spareParts.id, spareStock.partId))
    .where(and(eq(spareStock.warehouseId, warehouseId), gt(spareStock.quantity, 0)))
    .orderBy(asc(spareStock.locationId), asc(spareStock.partId));
  return rows.filter((row) => !locations || locations.includes(row.stock.locationId)).map((row) => ({ ...row.stock, unitPrice: row.unitPrice }));
}

/** A confirmed document of one stock-take difference kind, its lines, ledger rows and stock update. */
async function bookDifferences(tx: Database, slot: { companyId: number; warehouseId: number; keeper: number; at: Date }, kind: 'in' | 'out', lines: { slot: Slot; quantity: number }[]): Promise<number | null> {
  if (lines.length === 0) return null;
  const reason = kind === 'in' ? 'stocktake_surplus' : 'stocktake_loss';
  const [document] = await tx
    .insert(spareDocuments)
    .values({
      companyId: slot.companyId,
      kind,
      reason,
      status: 'confirmed',
      warehouseId: slot.warehouseId,
      remark: '月度盘点',
      lineCount: lines.length,
      totalQuantity: round3(lines.reduce((total, line) => total + line.quantity, 0)),
      totalAmount: Math.round(lines.reduce((total, line) => total + line.quantity * line.slot.unitPrice, 0) * 100) / 100,
      createdBy: slot.keeper,
      confirmedBy: slot.keeper,
      confirmedAt: slot.at,
      createdAt: slot.at,
      updatedAt: slot.at,
      version: 2,
    })
    .returning({ id: spareDocuments.id });
  if (!document) return null;
  const sign = kind === 'in' ? 1 : -1;
  for (const [index, line] of lines.entries()) {
    const balance = round3(line.slot.quantity + sign * line.quantity);
    await tx.insert(spareDocumentLines).values({ companyId: slot.companyId, documentId: document.id, lineNo: index + 1, partId: line.slot.partId, locationId: line.slot.locationId, batch: line.slot.batch, quantity: line.quantity, unitPrice: line.slot.unitPrice });
    await tx.insert(spareLedger).values({
      companyId: slot.companyId,
      partId: line.slot.partId,
      warehouseId: slot.warehouseId,
      locationId: line.slot.locationId,
      batch: line.slot.batch,
      quantity: sign * line.quantity,
      balanceAfter: balance,
      unitPrice: line.slot.unitPrice,
      documentId: document.id,
      kind,
      reason,
      userId: slot.keeper,
      at: slot.at,
    });
    await tx.update(spareStock).set({ quantity: balance, updatedAt: slot.at }).where(eq(spareStock.id, line.slot.id));
  }
  return document.id;
}

/**
 * Demo stock-takes of a company (after its stock and purchasing are seeded): a confirmed count of the
 * second warehouse an hour ago (one surplus and one loss booked as linked documents) and an open
 * count of the central store's first area with half of its lines counted.
 */
export async function seedDemoStocktakes(tx: Database, companyId: number, keeper: number, now: number): Promise<void> {
  const warehouses = await tx.select({ id: spareWarehouses.id }).from(spareWarehouses).where(eq(spareWarehouses.companyId, companyId)).orderBy(asc(spareWarehouses.id));
  const [central, station] = warehouses;
  if (!central || !station) return;

  const at = new Date(now - 3_600_000);
  const counted = (await slotsOf(tx, station.id)).slice(0, 12);
  if (counted.length >= 2) {
    const [take] = await tx
      .insert(spareStocktakes)
      .values({ companyId, warehouseId: station.id, status: 'confirmed', remark: '月度盘点', lineCount: counted.length, countedCount: counted.length, createdBy: keeper, confirmedBy: keeper, confirmedAt: at, createdAt: new Date(now - 7_200_000), updatedAt: at, version: 3 })
      .returning({ id: spareStocktakes.id });
    if (take) {
      const difference = (index: number) => (index === 0 ? 1 : index === 1 ? -1 : 0);
      await tx.insert(spareStocktakeLines).values(
        counted.map((slot, index) => ({ companyId, stocktakeId: take.id, partId: slot.partId, locationId: slot.locationId, batch: slot.batch, expected: slot.quantity, counted: round3(slot.quantity + difference(index)), onHandAtConfirm: slot.quantity, booked: difference(index) })),
      );
      const context = { companyId, warehouseId: station.id, keeper, at };
      const inId = await bookDifferences(tx, context, 'in', counted.slice(0, 1).map((slot) => ({ slot, quantity: 1 })));
      const outId = await bookDifferences(tx, context, 'out', counted.slice(1, 2).map((slot) => ({ slot, quantity: 1 })));
      await tx.update(spareStocktakes).set({ inDocumentId: inId, outDocumentId: outId }).where(eq(spareStocktakes.id, take.id));
    }
  }

  const [firstArea] = await tx.select({ id: spareLocations.id }).from(spareLocations).where(and(eq(spareLocations.warehouseId, central.id), eq(spareLocations.code, 'A')));
  const open = await slotsOf(tx, central.id, firstArea?.id);
  if (open.length === 0) return;
  const half = Math.ceil(open.length / 2);
  const [take] = await tx
    .insert(spareStocktakes)
    .values({ companyId, warehouseId: central.id, locationId: firstArea?.id ?? null, remark: 'A 区季度盘点', lineCount: open.length, countedCount: half, createdBy: keeper, createdAt: new Date(now - 1_800_000), updatedAt: new Date(now - 1_800_000) })
    .returning({ id: spareStocktakes.id });
  if (!take) return;
  await tx.insert(spareStocktakeLines).values(
    open.map((slot, index) => ({ companyId, stocktakeId: take.id, partId: slot.partId, locationId: slot.locationId, batch: slot.batch, expected: slot.quantity, counted: index < half ? slot.quantity : null })),
  );
}
