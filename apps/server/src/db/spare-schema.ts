import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigserial, boolean, check, date, doublePrecision, jsonb, index, integer, numeric, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { approvals, companies, deviceSensors, recordStatus, regions, users } from './schema';

/**
 * The spare-parts stores (src/spare). Quantities are numeric(14,3) read as numbers; on-hand stock is one
 * row per part × warehouse × location × batch whose quantity a CHECK keeps ≥ 0 (the conditional update
 * in src/spare/stock.ts refuses first, with a message naming the part).
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const spareDocumentKind = pgEnum('spare_document_kind', ['in', 'out', 'supply']);
export const spareDocumentReason = pgEnum('spare_document_reason', [
  'purchase', 'work_order_return', 'stocktake_surplus', 'transfer_in', 'work_order', 'device', 'consumption', 'scrap', 'transfer_out', 'supply', 'stocktake_loss',
]);
export const spareDocumentStatus = pgEnum('spare_document_status', ['draft', 'confirmed']);
export const sparePickStatus = pgEnum('spare_pick_status', ['pending', 'approved', 'rejected', 'fulfilled', 'cancelled']);

export const spareWarehouses = pgTable(
  'spare_warehouses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    stationId: integer('station_id').references(() => regions.id),
    keeperId: integer('keeper_id').references(() => users.id),
    address: text('address').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('spare_warehouses_company_code_key').on(table.companyId, table.code),
    index('spare_warehouses_company_name_idx').on(table.companyId, table.name, table.id),
    index('spare_warehouses_company_created_idx').on(table.companyId, table.createdAt, table.id),
  ],
);

/** Areas (parent_id null) and the locations within them, per warehouse. */
export const spareLocations = pgTable(
  'spare_locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    parentId: integer('parent_id').references((): AnyPgColumn => spareLocations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('spare_locations_warehouse_code_key').on(table.warehouseId, table.code),
    index('spare_locations_company_code_idx').on(table.companyId, table.code, table.id),
    index('spare_locations_parent_idx').on(table.parentId),
  ],
);

export const spareCategories = pgTable(
  'spare_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => spareCategories.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('spare_categories_company_code_key').on(table.companyId, table.code),
    index('spare_categories_company_name_idx').on(table.companyId, table.name, table.id),
    index('spare_categories_parent_idx').on(table.parentId),
  ],
);

export const spareParts = pgTable(
  'spare_parts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull().references(() => spareCategories.id),
    specification: text('specification').notNull().default(''),
    unit: text('unit').notNull(),
    manufacturer: text('manufacturer').notNull().default(''),
    deviceTypeIds: integer('device_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    unitPrice: money('unit_price').notNull().default(0),
    remark: text('remark').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('spare_parts_company_code_key').on(table.companyId, table.code),
    index('spare_parts_company_name_idx').on(table.companyId, table.name, table.id),
    index('spare_parts_company_price_idx').on(table.companyId, table.unitPrice, table.id),
    index('spare_parts_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('spare_parts_category_idx').on(table.categoryId),
    index('spare_parts_device_types_idx').using('gin', table.deviceTypeIds),
  ],
);

/**
 * Minimum / maximum stock of a part in a warehouse (max 0 = none). `below_min` remembers that the
 * storekeepers were told about the current shortage (one message per crossing, not per movement).
 */
export const spareLimits = pgTable(
  'spare_limits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    partId: integer('part_id').notNull().references(() => spareParts.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    minQuantity: quantity('min_quantity').notNull().default(0),
    maxQuantity: quantity('max_quantity').notNull().default(0),
    belowMin: boolean('below_min').notNull().default(false),
  },
  (table) => [
    uniqueIndex('spare_limits_part_warehouse_key').on(table.partId, table.warehouseId),
    index('spare_limits_company_idx').on(table.companyId, table.warehouseId),
  ],
);

export const spareStock = pgTable(
  'spare_stock',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    partId: integer('part_id').notNull().references(() => spareParts.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    locationId: integer('location_id').notNull().references(() => spareLocations.id),
    batch: text('batch').notNull().default(''),
    quantity: quantity('quantity').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('spare_stock_slot_key').on(table.partId, table.warehouseId, table.locationId, table.batch),
    index('spare_stock_company_part_idx').on(table.companyId, table.partId),
    index('spare_stock_warehouse_idx').on(table.warehouseId, table.partId),
    index('spare_stock_location_idx').on(table.locationId),
    check('spare_stock_quantity_nonnegative', sql`${table.quantity} >= 0`),
  ],
);

export const spareDocuments = pgTable(
  'spare_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: spareDocumentKind('kind').notNull(),
    reason: spareDocumentReason('reason').notNull(),
    status: spareDocumentStatus('status').notNull().default('draft'),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    workOrderId: integer('work_order_id'),
    deviceId: integer('device_id'),
    customerName: text('customer_name').notNull().default(''),
    customerContact: text('customer_contact').notNull().default(''),
    pickId: integer('pick_id'),
    remark: text('remark').notNull().default(''),
    lineCount: integer('line_count').notNull().default(0),
    totalQuantity: quantity('total_quantity').notNull().default(0),
    totalAmount: money('total_amount').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: at('confirmed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('spare_documents_company_kind_idx').on(table.companyId, table.kind, table.id),
    index('spare_documents_company_kind_created_idx').on(table.companyId, table.kind, table.createdAt, table.id),
    index('spare_documents_company_kind_confirmed_idx').on(table.companyId, table.kind, table.confirmedAt, table.id),
    index('spare_documents_company_kind_amount_idx').on(table.companyId, table.kind, table.totalAmount, table.id),
    index('spare_documents_work_order_idx').on(table.workOrderId),
    index('spare_documents_device_idx').on(table.deviceId),
  ],
);

export const spareDocumentLines = pgTable(
  'spare_document_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    documentId: integer('document_id').notNull().references(() => spareDocuments.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partId: integer('part_id').notNull().references(() => spareParts.id),
    locationId: integer('location_id').notNull().references(() => spareLocations.id),
    batch: text('batch').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    unitPrice: money('unit_price').notNull().default(0),
  },
  (table) => [
    index('spare_document_lines_document_idx').on(table.documentId, table.lineNo),
    index('spare_document_lines_part_idx').on(table.partId, table.documentId),
    check('spare_document_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every movement: one row per confirmed line (quantity signed, balance of its stock row after it). */
export const spareLedger = pgTable(
  'spare_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    partId: integer('part_id').notNull().references(() => spareParts.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    locationId: integer('location_id').notNull().references(() => spareLocations.id),
    batch: text('batch').notNull().default(''),
    quantity: quantity('quantity').notNull(),
    balanceAfter: quantity('balance_after').notNull(),
    unitPrice: money('unit_price').notNull().default(0),
    documentId: integer('document_id').notNull().references(() => spareDocuments.id),
    kind: spareDocumentKind('kind').notNull(),
    reason: spareDocumentReason('reason').notNull(),
    userId: integer('user_id').notNull(),
    deviceId: integer('device_id'),
    workOrderId: integer('work_order_id'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('spare_ledger_company_at_idx').on(table.companyId, table.at, table.id),
    index('spare_ledger_part_at_idx').on(table.partId, table.at, table.id),
    index('spare_ledger_document_idx').on(table.documentId),
    index('spare_ledger_device_idx').on(table.deviceId, table.at),
  ],
);

/**
 * The stored balances of the stock report (src/spare/stock-balances.ts): the closing balance of a part in
 * a warehouse at the end of each UTC day it moved — quantity and value (Σ quantity × the movement's unit
 * price, exact numeric), cumulative since its first movement — and that day's number of movements.
 * Written in the transaction of every ledger row. On-hand at an instant = the closing balance of the last
 * day before its UTC day + the ledger rows of its UTC day up to it.
 */
export const spareStockDays = pgTable(
  'spare_stock_days',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    partId: integer('part_id').notNull().references(() => spareParts.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    day: date('day', { mode: 'string' }).notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull().default(0),
    value: numeric('value', { mode: 'number' }).notNull().default(0),
    movements: integer('movements').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.partId, table.warehouseId, table.day] }),
    index('spare_stock_days_company_idx').on(table.companyId, table.warehouseId, table.partId),
  ],
);

export interface SparePickLineValue {
  part_id: number;
  quantity: number;
}

export const sparePicks = pgTable(
  'spare_picks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    requesterId: integer('requester_id').notNull().references(() => users.id),
    workOrderId: integer('work_order_id'),
    deviceId: integer('device_id'),
    status: sparePickStatus('status').notNull().default('pending'),
    remark: text('remark').notNull().default(''),
    lines: jsonb('lines').$type<SparePickLineValue[]>().notNull().default([]),
    decidedBy: integer('decided_by'),
    decidedAt: at('decided_at'),
    decisionComment: text('decision_comment').notNull().default(''),
    documentId: integer('document_id').references(() => spareDocuments.id),
    approvalId: integer('approval_id').references(() => approvals.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('spare_picks_approval_idx').on(table.approvalId),
    index('spare_picks_company_idx').on(table.companyId, table.id),
    index('spare_picks_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('spare_picks_company_status_idx').on(table.companyId, table.status, table.id),
  ],
);

/**
 * A stock-take of a warehouse (optionally one area or location and one category): draft = open,
 * confirmed = its differences were booked as the linked stock-in (surplus) and stock-out (loss).
 */
export const spareStocktakes = pgTable(
  'spare_stocktakes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    warehouseId: integer('warehouse_id').notNull().references(() => spareWarehouses.id),
    locationId: integer('location_id').references(() => spareLocations.id),
    categoryId: integer('category_id').references(() => spareCategories.id),
    status: spareDocumentStatus('status').notNull().default('draft'),
    remark: text('remark').notNull().default(''),
    lineCount: integer('line_count').notNull().default(0),
    countedCount: integer('counted_count').notNull().default(0),
    inDocumentId: integer('in_document_id').references(() => spareDocuments.id),
    outDocumentId: integer('out_document_id').references(() => spareDocuments.id),
    createdBy: integer('created_by').notNull(),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: at('confirmed_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('spare_stocktakes_company_idx').on(table.companyId, table.id),
    index('spare_stocktakes_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('spare_stocktakes_company_confirmed_idx').on(table.companyId, table.confirmedAt, table.id),
    index('spare_stocktakes_warehouse_idx').on(table.warehouseId, table.status),
  ],
);

/** One stock slot of a stock-take: expected at creation, counted by the storekeeper, booked at confirmation. */
export const spareStocktakeLines = pgTable(
  'spare_stocktake_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    stocktakeId: integer('stocktake_id').notNull().references(() => spareStocktakes.id, { onDelete: 'cascade' }),
    partId: integer('part_id').notNull().references(() => spareParts.id),
    locationId: integer('location_id').notNull().references(() => spareLocations.id),
    batch: text('batch').notNull().default(''),
    expected: quantity('expected').notNull(),
    counted: quantity('counted'),
    onHandAtConfirm: quantity('on_hand_at_confirm'),
    booked: quantity('booked'),
  },
  (table) => [
    uniqueIndex('spare_stocktake_lines_slot_key').on(table.stocktakeId, table.partId, table.locationId, table.batch),
    index('spare_stocktake_lines_part_idx').on(table.partId),
    check('spare_stocktake_lines_counted_nonnegative', sql`${table.counted} >= 0`),
  ],
);

/**
 * The environment of a warehouse (src/spare/watch.ts): a device sensor (temperature, humidity) bound to
 * the warehouse it watches; one warehouse per sensor.
 */
export const spareWarehouseSensors = pgTable(
  'spare_warehouse_sensors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => spareWarehouses.id, { onDelete: 'cascade' }),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => deviceSensors.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('spare_warehouse_sensors_sensor_key').on(table.sensorId), index('spare_warehouse_sensors_warehouse_idx').on(table.warehouseId, table.id)],
);

/**
 * Stored readings of device sensors (POST /api/sensors/{id}/readings; the warehouse watch charts them):
 * append-only facts, one row per value and instant, read by sensor and time range.
 */
export const sensorReadings = pgTable(
  'sensor_readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    sensorId: integer('sensor_id')
      .notNull()
      .references(() => deviceSensors.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    readAt: at('read_at').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('sensor_readings_sensor_at_idx').on(table.sensorId, table.readAt), index('sensor_readings_company_idx').on(table.companyId, table.readAt)],
);
