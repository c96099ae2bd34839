import { and, asc, count, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { purchaseOrders, purchaseReceipts, purchaseRequests, purchasingSettings, suppliers } from '../db/purchasing-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, type Visibility, visibleCompanies } from '../org/company-scope';
import { writeIn } from '../resource/write-context';
import { appendAudit } from '../audit/audit-log';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { currencyOf, DEFAULT_CURRENCY, numberOf } from './common';
import { sumAmounts } from './decimal';
import type { SupplierResource } from './partners';
import { receiptsOf } from './purchase-orders';

const MAX_CALENDAR_DAYS = 62;

function companiesOf(visibility: Visibility, auth: AuthContext, requested: number | undefined): number[] | undefined {
  if (requested !== undefined && requested > 0) {
    if (!canSee(visibility, requested)) throw ApiError.referenceNotFound('company_id');
    return [requested];
  }
  return visibility.all ? undefined : [...visibility.ids, auth.companyId];
}

/** One company: the requested one (visible) or the caller's. */
function oneCompany(visibility: Visibility, auth: AuthContext, requested: number | undefined): number {
  if (requested !== undefined && requested > 0) {
    if (!canSee(visibility, requested)) throw ApiError.referenceNotFound('company_id');
    return requested;
  }
  return auth.companyId;
}

export function overviewHandlers(services: Services, supplierResource: SupplierResource): Pick<ServiceHandlers, 'getPurchasingCalendar' | 'getPurchasingSettings' | 'updatePurchasingSettings' | 'getSupplierPerformance'> {
  return {
    async getPurchasingCalendar(request) {
      const auth = signedIn(request);
      const { from, to, company_id: companyId } = request.query;
      if (from > to) throw ApiError.field('from', 'validation.invalid');
      const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
      if (days > MAX_CALENDAR_DAYS) throw ApiError.field('to', 'validation.maximum', { limit: `${from} + ${MAX_CALENDAR_DAYS}` });
      const companies = companiesOf(await visibleCompanies(services.db, auth, true), auth, companyId);
      const [orders, requests] = await Promise.all([
        services.db
          .select({ order: purchaseOrders, supplierName: suppliers.name })
          .from(purchaseOrders)
          .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
          .where(and(companies ? inArray(purchaseOrders.companyId, companies) : undefined, gte(purchaseOrders.expectedDate, from), lte(purchaseOrders.expectedDate, to), notInArray(purchaseOrders.status, ['cancelled'])))
          .orderBy(asc(purchaseOrders.expectedDate), asc(purchaseOrders.id))
          .limit(500),
        services.db
          .select()
          .from(purchaseRequests)
          .where(and(companies ? inArray(purchaseRequests.companyId, companies) : undefined, gte(purchaseRequests.neededBy, from), lte(purchaseRequests.neededBy, to), notInArray(purchaseRequests.status, ['cancelled'])))
          .orderBy(asc(purchaseRequests.neededBy), asc(purchaseRequests.id))
          .limit(500),
      ]);
      const items: Schemas['PurchasingCalendarEntry'][] = [
        ...orders.map(({ order, supplierName }) => ({ kind: 'delivery' as const, id: order.id, number: numberOf('PO', order), title: supplierName, date: order.expectedDate ?? from, status: order.status })),
        ...requests.map((row) => ({ kind: 'request' as const, id: row.id, number: numberOf('PR', row), title: row.title, date: row.neededBy ?? from, status: row.status })),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
      return ok({ items });
    },

    async getPurchasingSettings(request) {
      const auth = signedIn(request);
      const companyId = oneCompany(await visibleCompanies(services.db, auth, true), auth, request.query.company_id);
      const [row] = await services.db.select().from(purchasingSettings).where(eq(purchasingSettings.companyId, companyId));
      return ok({ company_id: companyId, currency: row?.currency ?? DEFAULT_CURRENCY, version: row?.version ?? 0 });
    },

    async updatePurchasingSettings(request) {
      const body = request.body;
      const row = await writeIn(services, request, async (ctx) => {
        const companyId = oneCompany(await visibleCompanies(ctx.tx, ctx.auth, true), ctx.auth, body.company_id);
        const [before] = await ctx.tx.select().from(purchasingSettings).where(eq(purchasingSettings.companyId, companyId)).for('update');
        if ((before?.version ?? 0) !== body.version) throw ApiError.staleVersion();
        const [after] = before
          ? await ctx.tx
              .update(purchasingSettings)
              .set({ currency: body.currency, version: sql`${purchasingSettings.version} + 1`, updatedAt: new Date() })
              .where(eq(purchasingSettings.companyId, companyId))
              .returning()
          : await ctx.tx.insert(purchasingSettings).values({ companyId, currency: body.currency }).onConflictDoNothing().returning();
        if (!after) throw ApiError.staleVersion();
        await appendAudit(ctx.tx, {
          companyId,
          userId: ctx.auth.userId,
          action: 'purchasing_settings.update',
          entity: 'purchasing_settings',
          entityId: companyId,
          before: { currency: before?.currency ?? DEFAULT_CURRENCY },
          after: { currency: after.currency },
          ip: ctx.ip,
        });
        return after;
      });
      return ok({ company_id: row.companyId, currency: row.currency, version: row.version });
    },

    async getSupplierPerformance(request) {
      const supplier = await supplierResource.findVisible(services.db, signedIn(request), request.params.id);
      if (!supplier) throw ApiError.notFound();
      const orders = await services.db
        .select({ status: purchaseOrders.status, expectedDate: purchaseOrders.expectedDate, receivedAt: purchaseOrders.receivedAt, totalAmount: purchaseOrders.totalAmount, receipts: count(purchaseReceipts.id) })
        .from(purchaseOrders)
        .leftJoin(purchaseReceipts, eq(purchaseReceipts.orderId, purchaseOrders.id))
        .where(and(eq(purchaseOrders.supplierId, supplier.id), notInArray(purchaseOrders.status, ['draft', 'cancelled'])))
        .groupBy(purchaseOrders.id);
      const delivered = orders.filter((order) => order.receivedAt !== null);
      const onTime = delivered.filter((order) => order.expectedDate === null || (order.receivedAt?.toISOString().slice(0, 10) ?? '') <= order.expectedDate);
      return ok({
        supplier_id: supplier.id,
        order_count: orders.length,
        open_count: orders.filter((order) => order.status === 'ordered' || order.status === 'partly_received').length,
        delivered_count: delivered.length,
        on_time_count: onTime.length,
        on_time_rate: delivered.length ? Math.round((onTime.length / delivered.length) * 1000) / 1000 : null,
        ordered_amount: sumAmounts(orders.map((order) => order.totalAmount)),
        currency: await currencyOf(services.db, supplier.companyId),
        deliveries: await receiptsOf(services.db, { supplierId: supplier.id }, 20),
      });
    },
  };
}
