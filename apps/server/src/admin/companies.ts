import { and, count, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import { companies, regions, roles, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee, withSubsidiaries } from '../org/company-scope';
import { effectiveTimeZone, isTimeZone } from '../org/time-zone';
import { defineResource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle } from './tree';
import { COMPANY_SHEET } from './admin-sheets';

type Row = typeof companies.$inferSelect;
type Insert = typeof companies.$inferInsert;

export function toCompanyRecord(row: Row): Schemas['CompanyRecord'] {
  return {
    id: row.id,
    name: row.name,
    abbreviation: row.abbreviation,
    logo: row.logo,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    parent_id: row.parentId ?? 0,
    status: row.status,
    time_zone: effectiveTimeZone(row.timeZone),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Enterprise management. The platform administrator manages every company; a company administrator
 * (companyList) sees their own company and its subsidiaries, creates subsidiaries below them and never
 * creates, moves or makes a top-level company (400 naming parent_id).
 */
const COMPANY_OPERATIONS = { list: 'listCompanyRecords', get: 'getCompany', create: 'createCompany', update: 'updateCompany', delete: 'deleteCompany', export: 'exportCompaniesCsv', import: 'importCompaniesCsv' } satisfies ResourceOperationIds;

export function companyResource(services: Services) {
  return defineResource<Row, Insert, Schemas['CompanyRecord'], Schemas['CompanyCreate'], Schemas['CompanyUpdate'], typeof COMPANY_OPERATIONS>(services, {
    entity: 'company',
    operationIds: COMPANY_OPERATIONS,
    store: {
      table: companies,
      id: companies.id,
      version: companies.version,
      select: (db, q) => db.select({ ...getTableColumns(companies), listTotal: q.total }).from(companies).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(companies).values(values).returning(),
      update: (db, values, where) =>
        db.update(companies).set({ ...values, version: sql`${companies.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(companies).where(where).returning(),
    },
    // A company "belongs" to its parent (a subsidiary is created and managed from above); top-level ones to themselves.
    scope: { column: companies.id, subsidiaries: true, companyOf: (row) => row.parentId ?? row.id, auditCompanyOf: (row) => row.id },
    list: {
      sortable: { id: companies.id, name: companies.name, created_at: companies.createdAt },
      defaultSort: '+id',
      filters: { status: { column: companies.status }, parent_id: { column: companies.parentId, zeroIsNull: true } },
      search: [companies.name, companies.abbreviation, companies.contact],
      companyParam: false,
    },
    toDto: toCompanyRecord,
    csv: COMPANY_SHEET,
    create: {
      schema: 'CompanyCreate',
      toValues: (input) => ({
        name: input.name.trim(),
        abbreviation: input.abbreviation ?? '',
        logo: input.logo ?? '',
        contact: input.contact ?? '',
        phone: input.phone ?? '',
        address: input.address ?? '',
        parentId: input.parent_id ? input.parent_id : null,
        status: input.status ?? 'active',
        timeZone: input.time_zone ?? null,
      }),
    },
    update: {
      schema: 'CompanyUpdate',
      toValues: (input) => ({
        name: input.name?.trim(),
        abbreviation: input.abbreviation,
        logo: input.logo,
        contact: input.contact,
        phone: input.phone,
        address: input.address,
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        status: input.status,
        timeZone: input.time_zone,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      // The server's time-zone database decides (the contract's pattern only shapes the name).
      if (typeof values.timeZone === 'string' && !isTimeZone(values.timeZone)) throw ApiError.field('time_zone', 'validation.format');
      const parentId = values.parentId;
      if (parentId !== undefined) {
        const moving = change.kind === 'create' || parentId !== change.before.parentId;
        if (moving && !ctx.auth.platformAdmin) {
          if (parentId === null) throw ApiError.field('parent_id', 'validation.topLevel');
          // A company administrator does not move their own company.
          if (change.kind === 'update' && change.before.id === ctx.auth.companyId) throw ApiError.field('parent_id', 'validation.ownAccount');
        }
        if (moving && parentId !== null) {
          if (!canSee(ctx.visibility, parentId)) throw ApiError.referenceNotFound('parent_id');
          const [parent] = await ctx.tx.select({ id: companies.id }).from(companies).where(eq(companies.id, parentId));
          if (!parent) throw ApiError.referenceNotFound('parent_id');
          if (change.kind === 'update') {
            const all = await ctx.tx.select({ id: companies.id, parentId: companies.parentId }).from(companies);
            assertNoCycle(all, change.before.id, parentId);
          }
        }
      }
      if (values.name !== undefined) {
        const [taken] = await ctx.tx.select({ id: companies.id }).from(companies).where(eq(companies.name, values.name));
        if (taken && (change.kind === 'create' || taken.id !== change.before.id)) throw ApiError.field('name', 'validation.taken');
      }
      if (change.kind === 'update' && change.before.id === ctx.auth.companyId && values.status === 'disabled') {
        throw ApiError.field('status', 'validation.ownAccount');
      }
    },
    async afterWrite(ctx, change) {
      if (change.kind !== 'update' || change.before?.status !== 'active' || change.after?.status !== 'disabled') return;
      // The accounts of the company and of its subsidiaries are shut out at once, not at their next sign-in.
      const all = await ctx.tx.select({ id: companies.id, parentId: companies.parentId }).from(companies);
      const shut = [...withSubsidiaries(all, change.after.id)];
      const members = await ctx.tx.select({ id: users.id }).from(users).where(inArray(users.companyId, shut));
      const ids = members.map((member) => member.id);
      await ctx.services.sessions.revokeAllOfUsers(ctx.tx, ids);
      ctx.afterCommit(() => ctx.services.sessions.forgetUsers(ids));
    },
    async beforeDelete(ctx, row) {
      if (row.id === ctx.auth.companyId) throw ApiError.field('id', 'validation.ownAccount');
      const [children] = await ctx.tx.select({ n: count() }).from(companies).where(eq(companies.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw ApiError.field('id', 'validation.hasChildren');
      const [members] = await ctx.tx.select({ username: users.username }).from(users).where(eq(users.companyId, row.id)).limit(5);
      if (members) throw ApiError.field('id', 'validation.inUse', { values: 'users' });
      const [region] = await ctx.tx.select({ id: regions.id }).from(regions).where(eq(regions.companyId, row.id)).limit(1);
      if (region) throw ApiError.field('id', 'validation.inUse', { values: 'regions' });
      // Roles without members go with the company.
      await ctx.tx.delete(roles).where(and(eq(roles.companyId, row.id), eq(roles.builtIn, false)));
      const [role] = await ctx.tx.select({ id: roles.id }).from(roles).where(eq(roles.companyId, row.id)).limit(1);
      if (role) throw ApiError.field('id', 'validation.inUse', { values: 'roles' });
    },
  });
}
