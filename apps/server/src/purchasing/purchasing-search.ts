import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customers, purchaseOrders, purchaseRequests, suppliers } from '../db/purchasing-schema';
import { anywhereOf, codeRank, prefixOf, type SearchKind, type SearchKindName } from '../search/search-kind';
import { pinyinMatch } from '../search/pinyin-index';
import { idInNumber } from './common';

/** The server's own time zone: numbers carry the creation day as the server writes it (common.ts `numberOf`). */
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** PO20261125-000042 in SQL, as `numberOf` writes it. */
function numberSql(prefix: 'PO' | 'PR', id: PgColumn, createdAt: PgColumn): SQL<string> {
  return sql<string>`${prefix} || to_char(${createdAt} at time zone ${ZONE}, 'YYYYMMDD') || '-' || lpad(${id}::text, 6, '0')`;
}

/** The id a typed number names (PO20261125-000042, 000042 or 42), as a condition; undefined when the text is no number. */
function byNumber(prefix: 'PO' | 'PR', id: PgColumn, text: string): SQL | undefined {
  const value = idInNumber(prefix, text);
  return value === undefined || value > 2_147_483_647 ? undefined : eq(id, value);
}

function partnerSearch(kind: SearchKindName, page: 'supplierSupplier' | 'custom', table: typeof suppliers | typeof customers, source: 'suppliers' | 'customers'): SearchKind {
  return {
    kind,
    pages: [page],
    query: ({ db, text, limit, companies }) =>
      db
        .select({ id: table.id, title: table.name, subtitle: table.code })
        .from(table)
        .where(and(companies(table.companyId), or(sql`lower(${table.code}) like ${prefixOf(text)}`, sql`lower(${table.name}) like ${anywhereOf(text)}`, pinyinMatch(source, table.id, text))))
        .orderBy(codeRank(table.code, text), asc(table.name), asc(table.id))
        .limit(limit)
        .getSQL(),
  };
}

/** Suppliers and customers by code (prefix, exact first) or name (anywhere, or its pinyin). */
export const supplierSearch = partnerSearch('supplier', 'supplierSupplier', suppliers, 'suppliers');
export const customerSearch = partnerSearch('customer', 'custom', customers, 'customers');

/** Purchase orders by number (or its id part) or the supplier's name (or its pinyin) or the remark, newest first; the number is the subtitle. */
export const purchaseOrderSearch: SearchKind = {
  kind: 'purchase_order',
  pages: ['supplierPickOrderList'],
  query: ({ db, text, limit, companies }) =>
    db
      .select({ id: purchaseOrders.id, title: suppliers.name, subtitle: numberSql('PO', purchaseOrders.id, purchaseOrders.createdAt) })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(
        and(
          companies(purchaseOrders.companyId),
          or(byNumber('PO', purchaseOrders.id, text), sql`lower(${suppliers.name}) like ${anywhereOf(text)}`, pinyinMatch('suppliers', suppliers.id, text), sql`lower(${purchaseOrders.remark}) like ${anywhereOf(text)}`),
        ),
      )
      .orderBy(desc(purchaseOrders.id))
      .limit(limit)
      .getSQL(),
};

/** Purchase requests by number (or its id part) or title (or its pinyin), newest first; the number is the subtitle. */
export const purchaseRequestSearch: SearchKind = {
  kind: 'purchase_request',
  pages: ['purchasingList'],
  query: ({ db, text, limit, companies }) =>
    db
      .select({ id: purchaseRequests.id, title: purchaseRequests.title, subtitle: numberSql('PR', purchaseRequests.id, purchaseRequests.createdAt) })
      .from(purchaseRequests)
      .where(and(companies(purchaseRequests.companyId), or(byNumber('PR', purchaseRequests.id, text), sql`lower(${purchaseRequests.title}) like ${anywhereOf(text)}`, pinyinMatch('purchase_requests', purchaseRequests.id, text))))
      .orderBy(desc(purchaseRequests.id))
      .limit(limit)
      .getSQL(),
};
