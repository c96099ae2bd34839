import { and, arrayOverlaps, eq, inArray, sql, sum } from 'drizzle-orm';
import { roles, users } from '../db/schema';
import { spareLedger, spareLimits, spareParts, spareStock, spareWarehouses } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import { translate } from '../i18n/catalog';
import { insertMessages } from '../messages/message-store';
import type { WriteContext } from '../resource/write-context';
import { NOTICE_LANGUAGE } from '../devices/special-equipment';
import { round3 } from './common';
import { addLedgerRowsToBalances } from './stock-balances';

type DocumentRow = {
  id: number;
  companyId: number;
  kind: 'in' | 'out' | 'supply';
  reason: (typeof spareLedger.$inferInsert)['reason'];
  warehouseId: number;
  deviceId: number | null;
  workOrderId: number | null;
};
type LineRow = { id: number; lineNo: number; partId: number; locationId: number; batch: string; quantity: number; unitPrice: number };

/** Who hears about shortages: active users of the company whose role holds spareWaring (page or page:action). */
async function storekeepers(ctx: WriteContext, companyId: number): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), arrayOverlaps(roles.permissions, ['spareWaring', 'spareWaring:view'])));
  return rows.map((row) => row.id);
}

/**
 * Applies the lines of a document to the stock, in one transaction (the caller's), and writes one
 * ledger row per line. A stock-out takes stock with a conditional update (`quantity >= asked`), so
 * concurrent confirmations wait for the row lock and re-check the quantity after it: stock never goes
 * below zero, and the loser answers 400 naming the line, the part and what is left. Stock rows are
 * touched in one order (part, location, batch) so that two multi-line documents cannot deadlock; the
 * stored day balances of the stock report (stock-balances.ts) are added after all of them, in part
 * order, from the ledger rows just written.
 */
export async function applyDocument(ctx: WriteContext, document: DocumentRow, lines: readonly LineRow[]): Promise<void> {
  const sign = document.kind === 'in' ? 1 : -1;
  const ordered = [...lines].sort((a, b) => a.partId - b.partId || a.locationId - b.locationId || a.batch.localeCompare(b.batch) || a.lineNo - b.lineNo);
  const now = new Date();
  const ledgerIds: number[] = [];
  for (const line of ordered) {
    const slot = and(
      eq(spareStock.partId, line.partId),
      eq(spareStock.warehouseId, document.warehouseId),
      eq(spareStock.locationId, line.locationId),
      eq(spareStock.batch, line.batch),
    );
    let balance: number;
    if (sign > 0) {
      const [row] = await ctx.tx
        .insert(spareStock)
        .values({ companyId: document.companyId, partId: line.partId, warehouseId: document.warehouseId, locationId: line.locationId, batch: line.batch, quantity: line.quantity, updatedAt: now })
        .onConflictDoUpdate({
          target: [spareStock.partId, spareStock.warehouseId, spareStock.locationId, spareStock.batch],
          set: { quantity: sql`${spareStock.quantity} + excluded.quantity`, updatedAt: now },
        })
        .returning({ quantity: spareStock.quantity });
      balance = row?.quantity ?? line.quantity;
    } else {
      const [row] = await ctx.tx
        .update(spareStock)
        .set({ quantity: sql`${spareStock.quantity} - ${line.quantity}`, updatedAt: now })
        .where(and(slot, sql`${spareStock.quantity} >= ${line.quantity}`))
        .returning({ quantity: spareStock.quantity });
      if (!row) {
        const [[current], [part]] = await Promise.all([
          ctx.tx.select({ quantity: spareStock.quantity }).from(spareStock).where(slot),
          ctx.tx.select({ code: spareParts.code, name: spareParts.name }).from(spareParts).where(eq(spareParts.id, line.partId)),
        ]);
        throw ApiError.field(`lines[${line.lineNo - 1}].quantity`, 'spare.insufficient', { values: part ? `${part.code} ${part.name}` : String(line.partId), limit: current?.quantity ?? 0 });
      }
      balance = row.quantity;
    }
    const [written] = await ctx.tx.insert(spareLedger).values({
      companyId: document.companyId,
      partId: line.partId,
      warehouseId: document.warehouseId,
      locationId: line.locationId,
      batch: line.batch,
      quantity: round3(sign * line.quantity),
      balanceAfter: balance,
      unitPrice: line.unitPrice,
      documentId: document.id,
      kind: document.kind,
      reason: document.reason,
      userId: ctx.auth.userId,
      deviceId: document.deviceId,
      workOrderId: document.workOrderId,
      at: now,
    }).returning({ id: spareLedger.id });
    if (!written) throw new Error('spare ledger: insert returned no row');
    ledgerIds.push(written.id);
  }
  await addLedgerRowsToBalances(ctx.tx, ledgerIds);
  await checkLimits(ctx, document.companyId, document.warehouseId, [...new Set(lines.map((line) => line.partId))]);
}

/**
 * After a movement: a part that fell below its minimum in the warehouse raises one message to the
 * storekeepers (claimed with a conditional update of `below_min`, so concurrent movements send it
 * once); back at or above the minimum re-arms it.
 */
async function checkLimits(ctx: WriteContext, companyId: number, warehouseId: number, partIds: number[]): Promise<void> {
  if (partIds.length === 0) return;
  const limits = await ctx.tx.select().from(spareLimits).where(and(eq(spareLimits.warehouseId, warehouseId), inArray(spareLimits.partId, partIds)));
  if (limits.length === 0) return;
  const totals = await ctx.tx
    .select({ partId: spareStock.partId, total: sum(spareStock.quantity).mapWith(Number) })
    .from(spareStock)
    .where(and(eq(spareStock.warehouseId, warehouseId), inArray(spareStock.partId, limits.map((limit) => limit.partId))))
    .groupBy(spareStock.partId);
  const onHand = new Map(totals.map((row) => [row.partId, row.total]));
  const crossed: { partId: number; onHand: number; min: number }[] = [];
  for (const limit of limits) {
    const quantity = onHand.get(limit.partId) ?? 0;
    const below = quantity < limit.minQuantity;
    if (below === limit.belowMin) continue;
    const [changed] = await ctx.tx
      .update(spareLimits)
      .set({ belowMin: below })
      .where(and(eq(spareLimits.id, limit.id), eq(spareLimits.belowMin, !below)))
      .returning({ id: spareLimits.id });
    if (changed && below) crossed.push({ partId: limit.partId, onHand: quantity, min: limit.minQuantity });
  }
  if (crossed.length === 0) return;
  const [recipients, parts, [warehouse]] = await Promise.all([
    storekeepers(ctx, companyId),
    ctx.tx.select({ id: spareParts.id, code: spareParts.code, name: spareParts.name, unit: spareParts.unit }).from(spareParts).where(inArray(spareParts.id, crossed.map((entry) => entry.partId))),
    ctx.tx.select({ name: spareWarehouses.name }).from(spareWarehouses).where(eq(spareWarehouses.id, warehouseId)),
  ]);
  const byId = new Map(parts.map((part) => [part.id, part]));
  const messages = crossed.flatMap((entry) => {
    const part = byId.get(entry.partId);
    const label = part ? `${part.code} ${part.name}` : String(entry.partId);
    const title = translate(NOTICE_LANGUAGE, 'notice.spareLow', { values: label });
    const content = `${warehouse?.name ?? ''}：${entry.onHand} / ${entry.min} ${part?.unit ?? ''}`.trim();
    return recipients.map((userId) => ({ companyId, userId, title, content, type: 'system' as const }));
  });
  await insertMessages(ctx, messages);
}
