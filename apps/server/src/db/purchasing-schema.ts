import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgEnum, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { approvals, companies, recordStatus, users } from './schema';
import { spareDocuments, spareLocations, spareParts, spareWarehouses } from './spare-schema';

/**
 * Suppliers, customers and purchasing (src/purchasing). Money is numeric read as strings (exact
 * decimals, never floats): unit prices numeric(14,4), amounts numeric(16,2); quantities numeric(14,3)
 * as in the spare-parts stores. Every transition of a request or order is a row of purchase_transitions
 * (who, when, from, to, why) beside its audit entry.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const price = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'string' });
const amount = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'string' });
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
const day = (name: string) => date(name, { mode: 'string' });

/** The columns every line table has: company, line number, part, quantity, unit price and amount. */
const lineColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: companyId(),
  lineNo: integer('line_no').notNull(),
  partId: integer('part_id')
    .notNull()
    .references(() => spareParts.id),
  quantity: quantity('quantity').notNull(),
  unitPrice: price('unit_price').notNull().default('0'),
  amount: amount('amount').notNull().default('0'),
});

export const purchaseOrderStatus = pgEnum('purchase_order_status', ['draft', 'submitted', 'approved', 'ordered', 'partly_received', 'received', 'closed', 'cancelled']);
export const purchaseRequestStatus = pgEnum('purchase_request_status', ['draft', 'submitted', 'approved', 'rejected', 'converted', 'cancelled']);
export const purchaseRequestSource = pgEnum('purchase_request_source', ['manual', 'warning']);
export const supplyOrderStatus = pgEnum('supply_order_status', ['draft', 'fulfilled', 'cancelled']);
export const purchaseEntity = pgEnum('purchase_entity', ['purchase_order', 'purchase_request', 'supply_order']);

export interface ContactPerson {
  name: string;
  phone: string;
  email: string;
  role: string;
}

export const purchasingSettings = pgTable('purchasing_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  currency: text('currency').notNull().default('CNY'),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

const partnerColumns = () => ({
  id: serial('id').primaryKey(),
  companyId: companyId(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  contacts: jsonb('contacts').$type<ContactPerson[]>().notNull().default([]),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  remark: text('remark').notNull().default(''),
  status: recordStatus('status').notNull().default('active'),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

export const suppliers = pgTable(
  'suppliers',
  { ...partnerColumns(), bank: text('bank').notNull().default(''), rating: smallint('rating').notNull().default(3) },
  (table) => [
    uniqueIndex('suppliers_company_code_key').on(table.companyId, table.code),
    index('suppliers_company_name_idx').on(table.companyId, table.name, table.id),
    index('suppliers_company_rating_idx').on(table.companyId, table.rating, table.id),
    check('suppliers_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/** The parts a supplier offers, with its price and lead time. */
export const supplierParts = pgTable(
  'supplier_parts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => spareParts.id),
    unitPrice: price('unit_price').notNull().default('0'),
    leadDays: integer('lead_days').notNull().default(0),
  },
  (table) => [uniqueIndex('supplier_parts_supplier_part_key').on(table.supplierId, table.partId), index('supplier_parts_part_idx').on(table.partId)],
);

export const customers = pgTable(
  'customers',
  partnerColumns(),
  (table) => [uniqueIndex('customers_company_code_key').on(table.companyId, table.code), index('customers_company_name_idx').on(table.companyId, table.name, table.id)],
);

export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    title: text('title').notNull(),
    status: purchaseRequestStatus('status').notNull().default('draft'),
    source: purchaseRequestSource('source').notNull().default('manual'),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => spareWarehouses.id),
    neededBy: day('needed_by'),
    approvalId: integer('approval_id').references(() => approvals.id),
    currency: text('currency').notNull(),
    totalAmount: amount('total_amount').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('purchase_requests_company_status_idx').on(table.companyId, table.status, table.id),
    index('purchase_requests_company_needed_idx').on(table.companyId, table.neededBy),
    index('purchase_requests_approval_idx').on(table.approvalId),
  ],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => spareWarehouses.id),
    requestId: integer('request_id').references(() => purchaseRequests.id),
    status: purchaseOrderStatus('status').notNull().default('draft'),
    expectedDate: day('expected_date'),
    orderedAt: at('ordered_at'),
    receivedAt: at('received_at'),
    approvalId: integer('approval_id').references(() => approvals.id),
    currency: text('currency').notNull(),
    totalAmount: amount('total_amount').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('purchase_orders_company_status_idx').on(table.companyId, table.status, table.id),
    index('purchase_orders_company_supplier_idx').on(table.companyId, table.supplierId, table.id),
    index('purchase_orders_company_expected_idx').on(table.companyId, table.expectedDate),
    index('purchase_orders_company_amount_idx').on(table.companyId, table.totalAmount, table.id),
    index('purchase_orders_request_idx').on(table.requestId),
    index('purchase_orders_approval_idx').on(table.approvalId),
  ],
);

/** Lines of requests and orders: a request line may name a supplier (0 = the part's cheapest). */
export const purchaseRequestLines = pgTable(
  'purchase_request_lines',
  {
    ...lineColumns(),
    requestId: integer('request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    orderId: integer('order_id').references(() => purchaseOrders.id),
  },
  (table) => [index('purchase_request_lines_request_idx').on(table.requestId, table.lineNo), check('purchase_request_lines_quantity_positive', sql`${table.quantity} > 0`)],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...lineColumns(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    receivedQuantity: quantity('received_quantity').notNull().default(0),
  },
  (table) => [
    index('purchase_order_lines_order_idx').on(table.orderId, table.lineNo),
    index('purchase_order_lines_part_idx').on(table.partId),
    check('purchase_order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('purchase_order_lines_received_nonnegative', sql`${table.receivedQuantity} >= 0`),
  ],
);

/** One receipt of an order: the confirmed stock-in document of the spare-parts stores it created. */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => spareDocuments.id),
    overReceipt: text('over_receipt').notNull().default(''),
    totalQuantity: quantity('total_quantity').notNull(),
    totalAmount: amount('total_amount').notNull(),
    receivedBy: integer('received_by')
      .notNull()
      .references(() => users.id),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('purchase_receipts_order_idx').on(table.orderId, table.id), index('purchase_receipts_company_at_idx').on(table.companyId, table.receivedAt)],
);

export const supplyOrders = pgTable(
  'supply_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => spareWarehouses.id),
    status: supplyOrderStatus('status').notNull().default('draft'),
    expectedDate: day('expected_date'),
    documentId: integer('document_id').references(() => spareDocuments.id),
    currency: text('currency').notNull(),
    totalAmount: amount('total_amount').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('supply_orders_company_status_idx').on(table.companyId, table.status, table.id),
    index('supply_orders_company_customer_idx').on(table.companyId, table.customerId, table.id),
    index('supply_orders_company_expected_idx').on(table.companyId, table.expectedDate),
  ],
);

export const supplyOrderLines = pgTable(
  'supply_order_lines',
  {
    ...lineColumns(),
    orderId: integer('order_id')
      .notNull()
      .references(() => supplyOrders.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => spareLocations.id),
  },
  (table) => [index('supply_order_lines_order_idx').on(table.orderId, table.lineNo), check('supply_order_lines_quantity_positive', sql`${table.quantity} > 0`)],
);

/** Who moved a request or order from which status to which, when and why. */
export const purchaseTransitions = pgTable(
  'purchase_transitions',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    entity: purchaseEntity('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('purchase_transitions_entity_idx').on(table.entity, table.entityId, table.id)],
);
