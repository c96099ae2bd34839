import { and, eq, isNull, or, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import { deviceTypes, faultCodes, faults } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';

type FaultCodeRow = typeof faultCodes.$inferSelect;
type FaultCodeInsert = typeof faultCodes.$inferInsert;

export function toFaultCode(row: FaultCodeRow): Schemas['FaultCode'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    device_type_id: row.deviceTypeId ?? 0,
    severity: row.severity,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function checkDeviceType(ctx: ResourceWriteContext, companyId: number, typeId: number | null | undefined): Promise<void> {
  if (!typeId) return;
  const [type] = await ctx.tx.select({ companyId: deviceTypes.companyId }).from(deviceTypes).where(eq(deviceTypes.id, typeId));
  if (!type || !canSee(ctx.visibility, type.companyId)) throw ApiError.referenceNotFound('device_type_id');
  if (type.companyId !== companyId) throw ApiError.field('device_type_id', 'validation.sameCompany');
}

/** The fault-code dictionary: per company, unique codes, optionally for one device type. */
const FAULT_CODE_OPERATIONS = { list: 'listFaultCodes', get: 'getFaultCode', create: 'createFaultCode', update: 'updateFaultCode', delete: 'deleteFaultCode' } satisfies ResourceOperationIds;

export function faultCodeResource(services: Services) {
  return defineResource<FaultCodeRow, FaultCodeInsert, Schemas['FaultCode'], Schemas['FaultCodeCreate'], Schemas['FaultCodeUpdate'], typeof FAULT_CODE_OPERATIONS>(services, {
    entity: 'fault_code',
    operationIds: FAULT_CODE_OPERATIONS,
    store: {
      table: faultCodes,
      id: faultCodes.id,
      version: faultCodes.version,
      select: (db, q) => db.select({ ...getTableColumns(faultCodes), listTotal: q.total }).from(faultCodes).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(faultCodes).values(values).returning(),
      update: (db, values, where) => db.update(faultCodes).set({ ...values, version: sql`${faultCodes.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(faultCodes).where(where).returning(),
    },
    scope: { column: faultCodes.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: faultCodes.id, code: faultCodes.code, name: faultCodes.name, created_at: faultCodes.createdAt },
      defaultSort: '+code',
      filters: {
        // A device type's codes include those for every type.
        device_type_id: (value) => (typeof value === 'number' && value > 0 ? or(eq(faultCodes.deviceTypeId, value), isNull(faultCodes.deviceTypeId)) : isNull(faultCodes.deviceTypeId)),
      },
      search: [faultCodes.code, faultCodes.name],
    },
    toDto: toFaultCode,
    create: {
      schema: 'FaultCodeCreate',
      toValues: (input, ctx) => ({
        companyId: ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        deviceTypeId: input.device_type_id || null,
        severity: input.severity ?? 'medium',
        remark: input.remark?.trim() ?? '',
      }),
    },
    update: {
      schema: 'FaultCodeUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        deviceTypeId: input.device_type_id === undefined ? undefined : input.device_type_id || null,
        severity: input.severity,
        remark: input.remark?.trim(),
      }),
    },
    async validate(ctx, change) {
      const companyId = change.kind === 'update' ? change.before.companyId : change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const { code, name } = change.values;
      if (code !== undefined && code === '') throw ApiError.field('code', 'validation.empty');
      if (name !== undefined && name === '') throw ApiError.field('name', 'validation.empty');
      await checkDeviceType(ctx, companyId, change.values.deviceTypeId);
      if (code === undefined || (change.kind === 'update' && code === change.before.code)) return;
      // Serialise creates of one company's codes: two concurrent identical codes → one 40900 naming code, not a 500.
      await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtext('fault_codes'), ${companyId})`);
      const [taken] = await ctx.tx.select({ id: faultCodes.id }).from(faultCodes).where(and(eq(faultCodes.companyId, companyId), eq(faultCodes.code, code)));
      if (taken) throw new ApiError(409, 40900, 'validation.taken', { field: 'code' });
    },
    async beforeDelete(ctx, row) {
      const [used] = await ctx.tx.select({ id: faults.id }).from(faults).where(eq(faults.faultCodeId, row.id)).limit(1);
      if (used) throw ApiError.field('id', 'validation.inUse', { values: 'faults' });
    },
  });
}
