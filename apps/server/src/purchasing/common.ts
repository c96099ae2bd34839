import { asc, and, eq, inArray } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { customers, purchaseTransitions, purchasingSettings, suppliers } from '../db/purchasing-schema';
import { users } from '../db/schema';
import { spareParts, spareWarehouses } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import { canSee, type Visibility } from '../org/company-scope';
import type { ResourceWriteContext } from '../resource/define-resource';
import type { WriteContext } from '../resource/write-context';
import { amountFits, lineAmount, normalPrice, sumAmounts } from './decimal';

export type PurchaseEntity = 'purchase_order' | 'purchase_request' | 'supply_order';

export const DEFAULT_CURRENCY = 'CNY';

/** The company's currency (settings), CNY until it was set. */
export async function currencyOf(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ currency: purchasingSettings.currency }).from(purchasingSettings).where(eq(purchasingSettings.companyId, companyId));
  return row?.currency ?? DEFAULT_CURRENCY;
}

const day = (date: Date) => `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
/** PO20261125-000042: prefix, creation day, id. */
export const numberOf = (prefix: 'PO' | 'PR' | 'SO', row: { id: number; createdAt: Date }) => `${prefix}${day(row.createdAt)}-${String(row.id).padStart(6, '0')}`;
/** The id in a number typed into the search box (PO20261125-000042, 000042 or 42). */
export const idInNumber = (prefix: string, text: string): number | undefined => {
  const id = new RegExp(`^(?:${prefix})?(?:\\d{8}-)?0*(\\d{1,9})$`, 'i').exec(text.trim())?.[1];
  return id ? Number(id) : undefined;
};

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** 409 naming action: "{action} is not possible while it is {status}". */
export function refusedTransition(action: string, status: string): ApiError {
  return new ApiError(409, 40900, 'validation.transition', { field: 'action', values: action, limit: status });
}

/** A warehouse the caller may see (404 naming the field otherwise). */
export async function warehouseOf(db: Database, visibility: Visibility, id: number, field = 'warehouse_id') {
  const [row] = await db.select().from(spareWarehouses).where(eq(spareWarehouses.id, id));
  if (!row || !canSee(visibility, row.companyId)) throw ApiError.referenceNotFound(field);
  return row;
}

/** A supplier / customer of this company (404 naming the field otherwise). */
export async function supplierOf(db: Database, companyId: number, id: number, field = 'supplier_id') {
  const [row] = await db.select().from(suppliers).where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)));
  if (!row) throw ApiError.referenceNotFound(field);
  return row;
}
export async function customerOf(db: Database, companyId: number, id: number, field = 'customer_id') {
  const [row] = await db.select().from(customers).where(and(eq(customers.id, id), eq(customers.companyId, companyId)));
  if (!row) throw ApiError.referenceNotFound(field);
  return row;
}

/** The parts of these lines, all of the company (404 naming lines[i].part_id otherwise). */
export async function partsOf(db: Database, companyId: number, lines: readonly { part_id: number }[]) {
  const ids = [...new Set(lines.map((line) => line.part_id))];
  const rows = ids.length ? await db.select().from(spareParts).where(and(inArray(spareParts.id, ids), eq(spareParts.companyId, companyId))) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  lines.forEach((line, index) => {
    if (!byId.has(line.part_id)) throw ApiError.referenceNotFound(`lines[${index}].part_id`);
  });
  return byId;
}

/** A line's price (given, else the part's price) and its exact amount; 400 naming the line when too large. */
export function pricedLine(index: number, quantity: number, given: string | undefined, fallback: number | string) {
  const unitPrice = normalPrice(given ?? String(fallback));
  const amount = lineAmount(quantity, unitPrice);
  if (!amountFits(amount)) throw ApiError.field(`lines[${index}].unit_price`, 'purchasing.amountTooLarge');
  return { unitPrice, amount };
}

export function totalOf(amounts: readonly string[]): string {
  const total = sumAmounts(amounts);
  if (!amountFits(total)) throw ApiError.field('lines', 'purchasing.amountTooLarge');
  return total;
}

/** Names of users by id (one query). */
export async function userNames(db: Database, ids: Iterable<number | null | undefined>): Promise<Map<number, string>> {
  const list = [...new Set([...ids].filter((id): id is number => typeof id === 'number' && id > 0))];
  if (list.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, list));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Records a transition (who, when, from, to, why) and its audit entry, in the caller's transaction. */
export async function recordTransition(
  ctx: WriteContext,
  entry: { companyId: number; entity: PurchaseEntity; entityId: number; action: string; from: string; to: string; reason?: string; before?: unknown; after?: unknown },
): Promise<void> {
  await ctx.tx.insert(purchaseTransitions).values({
    companyId: entry.companyId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    reason: entry.reason ?? '',
    userId: ctx.auth.userId,
  });
  await appendAudit(ctx.tx, {
    companyId: entry.companyId,
    userId: ctx.auth.userId,
    action: `${entry.entity}.${entry.action}`,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after ?? { status: entry.to, reason: entry.reason ?? '' },
    ip: ctx.ip,
  });
}

export async function transitionsOf(db: Database, entity: PurchaseEntity, entityId: number): Promise<Schemas['PurchaseTransition'][]> {
  const rows = await db
    .select({ row: purchaseTransitions, userName: users.name })
    .from(purchaseTransitions)
    .innerJoin(users, eq(users.id, purchaseTransitions.userId))
    .where(and(eq(purchaseTransitions.entity, entity), eq(purchaseTransitions.entityId, entityId)))
    .orderBy(asc(purchaseTransitions.id));
  return rows.map(({ row, userName }) => ({
    action: row.action,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    reason: row.reason,
    user_id: row.userId,
    user_name: userName,
    at: row.at.toISOString(),
  }));
}

/** Audits a create / update / delete of a document with lines. */
export async function auditWrite(ctx: ResourceWriteContext | WriteContext, entity: PurchaseEntity, action: string, companyId: number, entityId: number, before: unknown, after: unknown): Promise<void> {
  await appendAudit(ctx.tx, { companyId, userId: ctx.auth.userId, action: `${entity}.${action}`, entity, entityId, before, after, ip: ctx.ip });
}

/** A required reason (400 naming reason when blank). */
export function requiredReason(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  if (!text) throw ApiError.field('reason', 'validation.required');
  return text;
}
