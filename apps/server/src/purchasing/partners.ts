import { and, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { type ContactPerson, customers, purchaseOrders, supplierParts, suppliers, supplyOrders } from '../db/purchasing-schema';
import { spareParts } from '../db/spare-schema';
import { releaseFiles } from '../files/stored-files';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { keepingTotal } from '../resource/list-query';
import type { Services } from '../services';
import { codeTaken, uniqueCode } from '../spare/common';
import { normalPrice } from './decimal';
import { CUSTOMER_SHEET, SUPPLIER_SHEET } from './partner-sheets';

type SupplierBase = typeof suppliers.$inferSelect;
type OfferValue = { partId: number; unitPrice: string; leadDays: number };
type SupplierRow = SupplierBase & { parts: Schemas['SupplierPart'][] };
type SupplierInsert = typeof suppliers.$inferInsert & { parts?: OfferValue[] };
type CustomerRow = typeof customers.$inferSelect;
type CustomerInsert = typeof customers.$inferInsert;
export type SupplierResource = Resource<SupplierRow, Schemas['Supplier'], typeof SUPPLIER_OPERATIONS>;
export type CustomerResource = Resource<CustomerRow, Schemas['Customer'], typeof CUSTOMER_OPERATIONS>;

const contactsOf = (input: Schemas['SupplierCreate']['contacts']): ContactPerson[] | undefined =>
  input?.map((contact) => ({ name: contact.name.trim(), phone: contact.phone?.trim() ?? '', email: contact.email?.trim() ?? '', role: contact.role?.trim() ?? '' }));

const offersOf = (input: Schemas['SupplierCreate']['parts']): OfferValue[] | undefined =>
  input?.map((offer) => ({ partId: offer.part_id, unitPrice: normalPrice(offer.unit_price ?? '0'), leadDays: offer.lead_days ?? 0 }));

/** The offered parts of a page of suppliers (one query). */
async function withParts(db: Database, rows: SupplierBase[]): Promise<SupplierRow[]> {
  if (rows.length === 0) return [];
  const offers = await db
    .select({ offer: supplierParts, code: spareParts.code, name: spareParts.name, unit: spareParts.unit })
    .from(supplierParts)
    .innerJoin(spareParts, eq(spareParts.id, supplierParts.partId))
    .where(inArray(supplierParts.supplierId, rows.map((row) => row.id)))
    .orderBy(spareParts.code);
  return rows.map((row) => ({
    ...row,
    parts: offers
      .filter(({ offer }) => offer.supplierId === row.id)
      .map(({ offer, code, name, unit }) => ({ part_id: offer.partId, part_code: code, part_name: name, unit, unit_price: offer.unitPrice, lead_days: offer.leadDays })),
  }));
}

async function writeOffers(db: Database, supplier: SupplierBase, offers: OfferValue[] | undefined): Promise<void> {
  if (offers === undefined) return;
  await db.delete(supplierParts).where(eq(supplierParts.supplierId, supplier.id));
  if (offers.length) await db.insert(supplierParts).values(offers.map((offer) => ({ companyId: supplier.companyId, supplierId: supplier.id, ...offer })));
}

async function checkCode(ctx: ResourceWriteContext, table: typeof suppliers | typeof customers, companyId: number, code: string | undefined, before: string | undefined) {
  if (code === undefined || code === before) return;
  const [taken] = await ctx.tx.select({ id: table.id }).from(table).where(and(eq(table.companyId, companyId), eq(table.code, code)));
  if (taken) throw codeTaken();
}

export function toSupplier(row: SupplierRow): Schemas['Supplier'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    contacts: row.contacts,
    phone: row.phone,
    email: row.email,
    address: row.address,
    tax_id: row.taxId,
    bank: row.bank,
    rating: row.rating,
    status: row.status,
    remark: row.remark,
    parts: row.parts,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Suppliers: code unique per company; the offered parts are parts of the supplier's company, each once. */
const SUPPLIER_OPERATIONS = { list: 'listSuppliers', get: 'getSupplier', create: 'createSupplier', update: 'updateSupplier', delete: 'deleteSupplier', export: 'exportSuppliersCsv', import: 'importSuppliersCsv' } satisfies ResourceOperationIds;

export function supplierResource(services: Services): SupplierResource {
  return defineResource<SupplierRow, SupplierInsert, Schemas['Supplier'], Schemas['SupplierCreate'], Schemas['SupplierUpdate'], typeof SUPPLIER_OPERATIONS>(services, {
    entity: 'supplier',
    operationIds: SUPPLIER_OPERATIONS,
    store: {
      table: suppliers,
      id: suppliers.id,
      version: suppliers.version,
      select: async (db, q) => keepingTotal(await db.select({ ...getTableColumns(suppliers), listTotal: q.total }).from(suppliers).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset), (rows) => withParts(db, rows)),
      insert: async (db, { parts, ...values }) => {
        const rows = await uniqueCode(() => db.insert(suppliers).values(values).returning());
        for (const row of rows) await writeOffers(db, row, parts);
        return withParts(db, rows);
      },
      update: async (db, { parts, ...values }, where) => {
        const rows = await uniqueCode(() => db.update(suppliers).set({ ...values, version: sql`${suppliers.version} + 1`, updatedAt: new Date() }).where(where).returning());
        for (const row of rows) await writeOffers(db, row, parts);
        return withParts(db, rows);
      },
      remove: async (db, where) => withParts(db, await db.delete(suppliers).where(where).returning()),
    },
    scope: { column: suppliers.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: suppliers.id, code: suppliers.code, name: suppliers.name, rating: suppliers.rating, created_at: suppliers.createdAt },
      defaultSort: '+code',
      filters: {
        status: { column: suppliers.status },
        part_id: (value) => (typeof value === 'number' && value > 0 ? inArray(suppliers.id, services.db.select({ id: supplierParts.supplierId }).from(supplierParts).where(eq(supplierParts.partId, value))) : undefined),
      },
      search: [suppliers.code, suppliers.name, suppliers.phone, suppliers.taxId],
    },
    toDto: toSupplier,
    csv: SUPPLIER_SHEET,
    create: {
      schema: 'SupplierCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        contacts: contactsOf(input.contacts) ?? [],
        phone: input.phone?.trim() ?? '',
        email: input.email?.trim() ?? '',
        address: input.address?.trim() ?? '',
        taxId: input.tax_id?.trim() ?? '',
        bank: input.bank?.trim() ?? '',
        rating: input.rating ?? 3,
        status: input.status ?? 'active',
        remark: input.remark ?? '',
        parts: offersOf(input.parts) ?? [],
      }),
    },
    update: {
      schema: 'SupplierUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        contacts: contactsOf(input.contacts),
        phone: input.phone?.trim(),
        email: input.email?.trim(),
        address: input.address?.trim(),
        taxId: input.tax_id?.trim(),
        bank: input.bank?.trim(),
        rating: input.rating,
        status: input.status,
        remark: input.remark,
        parts: offersOf(input.parts),
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const { values } = change;
      const companyId = before?.companyId ?? values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      await checkCode(ctx, suppliers, companyId, values.code, before?.code);
      const offers = values.parts ?? [];
      const partIds = offers.map((offer) => offer.partId);
      const found = partIds.length ? await ctx.tx.select({ id: spareParts.id }).from(spareParts).where(and(inArray(spareParts.id, partIds), eq(spareParts.companyId, companyId))) : [];
      const known = new Set(found.map((row) => row.id));
      offers.forEach((offer, index) => {
        if (!known.has(offer.partId)) throw ApiError.referenceNotFound(`parts[${index}].part_id`);
        if (partIds.indexOf(offer.partId) !== index) throw ApiError.field(`parts[${index}].part_id`, 'spare.duplicate', { values: offer.partId });
      });
    },
    async beforeDelete(ctx, row) {
      const [order] = await ctx.tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, row.id)).limit(1);
      if (order) throw ApiError.field('id', 'validation.inUse', { values: 'purchase orders' });
      await releaseFiles(ctx, 'supplier', row.id);
    },
  });
}

export function toCustomer(row: CustomerRow): Schemas['Customer'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    contacts: row.contacts,
    phone: row.phone,
    email: row.email,
    address: row.address,
    tax_id: row.taxId,
    status: row.status,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Customers: code unique per company; refused deletion while supply orders name them. */
const CUSTOMER_OPERATIONS = { list: 'listCustomers', get: 'getCustomer', create: 'createCustomer', update: 'updateCustomer', delete: 'deleteCustomer', export: 'exportCustomersCsv', import: 'importCustomersCsv' } satisfies ResourceOperationIds;

export function customerResource(services: Services): CustomerResource {
  return defineResource<CustomerRow, CustomerInsert, Schemas['Customer'], Schemas['CustomerCreate'], Schemas['CustomerUpdate'], typeof CUSTOMER_OPERATIONS>(services, {
    entity: 'customer',
    operationIds: CUSTOMER_OPERATIONS,
    store: {
      table: customers,
      id: customers.id,
      version: customers.version,
      select: (db, q) => db.select({ ...getTableColumns(customers), listTotal: q.total }).from(customers).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => uniqueCode(() => db.insert(customers).values(values).returning()),
      update: (db, values, where) => uniqueCode(() => db.update(customers).set({ ...values, version: sql`${customers.version} + 1`, updatedAt: new Date() }).where(where).returning()),
      remove: (db, where) => db.delete(customers).where(where).returning(),
    },
    scope: { column: customers.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: customers.id, code: customers.code, name: customers.name, created_at: customers.createdAt },
      defaultSort: '+code',
      filters: { status: { column: customers.status } },
      search: [customers.code, customers.name, customers.phone, customers.taxId],
    },
    toDto: toCustomer,
    csv: CUSTOMER_SHEET,
    create: {
      schema: 'CustomerCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        contacts: contactsOf(input.contacts) ?? [],
        phone: input.phone?.trim() ?? '',
        email: input.email?.trim() ?? '',
        address: input.address?.trim() ?? '',
        taxId: input.tax_id?.trim() ?? '',
        status: input.status ?? 'active',
        remark: input.remark ?? '',
      }),
    },
    update: {
      schema: 'CustomerUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        contacts: contactsOf(input.contacts),
        phone: input.phone?.trim(),
        email: input.email?.trim(),
        address: input.address?.trim(),
        taxId: input.tax_id?.trim(),
        status: input.status,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const companyId = before?.companyId ?? change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      await checkCode(ctx, customers, companyId, change.values.code, before?.code);
    },
    async beforeDelete(ctx, row) {
      const [order] = await ctx.tx.select({ id: supplyOrders.id }).from(supplyOrders).where(eq(supplyOrders.customerId, row.id)).limit(1);
      if (order) throw ApiError.field('id', 'validation.inUse', { values: 'supply orders' });
    },
  });
}
