import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { faultCodes, faults } from '../db/schema';
import { devicesByIds } from '../devices/device-rows';
import { ApiError, ok } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { ACTIVE_FAULT_STATUSES, FAULT_SORTABLE, faultKeyword, type FaultRow, faultsByIds, selectFaults, toFault, waitingCondition } from './fault-rows';
import { PHOTOS_PER_RECORD, takePhoto } from './photos';
import { raiseFault } from './raise-fault';
import { scopedWrite } from './scoped-write';
import { FAULT_SHEET } from './repair-sheets';

type FaultInsert = typeof faults.$inferInsert;
export type FaultResource = Resource<FaultRow, Schemas['Fault'], typeof FAULT_OPERATIONS>;

/** The pool's reads: list (filter box, filters, keyword), one fault, CSV export. */
const FAULT_OPERATIONS = { list: 'listFaults', get: 'getFault', export: 'exportFaultsCsv' } satisfies ResourceOperationIds;

export function faultResource(services: Services): FaultResource {
  return defineResource<FaultRow, FaultInsert, Schemas['Fault'], never, { version: number }, typeof FAULT_OPERATIONS>(services, {
    entity: 'fault',
    operationIds: FAULT_OPERATIONS,
    store: {
      table: faults,
      id: faults.id,
      version: faults.version,
      select: (db, q) => selectFaults(db, q.total).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    },
    scope: { column: faults.companyId, subsidiaries: true, companyOf: (row) => row.fault.companyId },
    list: {
      sortable: FAULT_SORTABLE,
      defaultSort: '-last_seen_at',
      filters: {
        status: { column: faults.status },
        severity: { column: faults.severity },
        source: { column: faults.source },
        device_id: { column: faults.deviceId },
        fault_code_id: { column: faults.faultCodeId },
        waiting: waitingCondition,
      },
      keyword: faultKeyword,
      scopeParams: { region_id: faults.regionId, partner_id: faults.unitId, station_id: faults.stationId },
    },
    toDto: toFault,
    csv: FAULT_SHEET,
  });
}

/** The fault locked for a write: 404 when missing or another company's; 409 when the version is stale. */
export async function lockFault(ctx: ResourceWriteContext, id: number, version: number | undefined): Promise<FaultRow> {
  await ctx.tx.select({ id: faults.id }).from(faults).where(eq(faults.id, id)).for('update');
  const [row] = await faultsByIds(ctx.tx, [id]);
  if (!row || !canSee(ctx.visibility, row.fault.companyId)) throw ApiError.notFound();
  if (version !== undefined && row.fault.version !== version) throw ApiError.staleVersion();
  return row;
}

async function auditFault(ctx: ResourceWriteContext, action: string, before: FaultRow | undefined, after: FaultRow, extra: Record<string, unknown> = {}): Promise<void> {
  await appendAudit(ctx.tx, {
    companyId: after.fault.companyId,
    userId: ctx.auth.userId,
    action: `fault.${action}`,
    entity: 'fault',
    entityId: after.fault.id,
    before: before ? toFault(before) : undefined,
    after: { ...toFault(after), ...extra },
    ip: ctx.ip,
  });
}

async function reload(db: Database, id: number): Promise<FaultRow> {
  const [row] = await faultsByIds(db, [id]);
  if (!row) throw ApiError.notFound();
  return row;
}

/** A fault code for `companyId` (404 naming fault_code_id otherwise); 0 clears it. */
async function checkedCode(ctx: ResourceWriteContext, companyId: number, codeId: number): Promise<number | null> {
  if (codeId === 0) return null;
  const [code] = await ctx.tx.select({ companyId: faultCodes.companyId }).from(faultCodes).where(eq(faultCodes.id, codeId));
  if (!code || code.companyId !== companyId) throw ApiError.referenceNotFound('fault_code_id');
  return codeId;
}

export function faultHandlers(services: Services): Pick<ServiceHandlers, 'reportFault' | 'confirmFault' | 'rejectFault' | 'uploadFaultPhoto'> {
  const write = <T>(request: Parameters<typeof scopedWrite>[1], work: (ctx: ResourceWriteContext) => Promise<T>) => scopedWrite(services, request, work);

  return {
    async reportFault(request) {
      const body = request.body;
      const result = await write(request, async (ctx) => {
        const [device] = await devicesByIds(ctx.tx, [body.device_id]);
        if (!device || !canSee(ctx.visibility, device.companyId)) throw ApiError.referenceNotFound('device_id');
        const raised = await raiseFault(ctx.tx, {
          deviceId: device.id,
          source: 'manual',
          description: body.description,
          severity: body.severity,
          faultCodeId: body.fault_code_id,
          reporterId: ctx.auth.userId,
        });
        const after = await reload(ctx.tx, raised.id);
        await auditFault(ctx, raised.merged ? 'merge' : 'report', undefined, after, { merged: raised.merged });
        return { fault: toFault(after), merged: raised.merged };
      });
      return ok(result);
    },

    async confirmFault(request) {
      const { version, fault_code_id: codeId, severity } = request.body;
      const row = await write(request, async (ctx) => {
        const before = await lockFault(ctx, request.params.id, version);
        if (before.fault.status !== 'open') throw new ApiError(409, 40900, 'repair.faultStatus', { values: before.fault.status });
        const faultCodeId = codeId === undefined ? before.fault.faultCodeId : await checkedCode(ctx, before.fault.companyId, codeId);
        const codeKey = faultCodeId ?? 0;
        if (codeKey !== before.fault.codeKey) {
          const [twin] = await ctx.tx
            .select({ id: faults.id })
            .from(faults)
            .where(and(eq(faults.deviceId, before.fault.deviceId), eq(faults.codeKey, codeKey), inArray(faults.status, [...ACTIVE_FAULT_STATUSES]), ne(faults.id, before.fault.id)));
          if (twin) throw new ApiError(409, 40900, 'repair.duplicateFault', { field: 'fault_code_id', values: twin.id });
        }
        await ctx.tx
          .update(faults)
          .set({ status: 'confirmed', faultCodeId, codeKey, severity: severity ?? before.fault.severity, version: sql`${faults.version} + 1`, updatedAt: new Date() })
          .where(eq(faults.id, before.fault.id));
        const after = await reload(ctx.tx, before.fault.id);
        await auditFault(ctx, 'confirm', before, after);
        return after;
      });
      return ok(toFault(row));
    },

    async rejectFault(request) {
      const { version, reason } = request.body;
      const row = await write(request, async (ctx) => {
        const before = await lockFault(ctx, request.params.id, version);
        if (before.fault.status !== 'open' && before.fault.status !== 'confirmed') throw new ApiError(409, 40900, 'repair.faultStatus', { values: before.fault.status });
        const text = reason.trim();
        if (!text) throw ApiError.field('reason', 'validation.empty');
        await ctx.tx
          .update(faults)
          .set({ status: 'rejected', reason: text, resolvedAt: new Date(), version: sql`${faults.version} + 1`, updatedAt: new Date() })
          .where(eq(faults.id, before.fault.id));
        const after = await reload(ctx.tx, before.fault.id);
        await auditFault(ctx, 'reject', before, after);
        return after;
      });
      return ok(toFault(row));
    },

    async uploadFaultPhoto(request) {
      const row = await write(request, async (ctx) => {
        const before = await lockFault(ctx, request.params.id, undefined);
        if (before.fault.photos.length >= PHOTOS_PER_RECORD) throw ApiError.field('file_id', 'validation.tooMany', { limit: PHOTOS_PER_RECORD });
        const photo = await takePhoto(ctx, request.body.file_id, { kind: 'fault', id: before.fault.id, companyId: before.fault.companyId });
        await ctx.tx
          .update(faults)
          .set({ photos: [...before.fault.photos, photo], version: sql`${faults.version} + 1`, updatedAt: new Date() })
          .where(eq(faults.id, before.fault.id));
        const after = await reload(ctx.tx, before.fault.id);
        await auditFault(ctx, 'photo', before, after);
        return after;
      });
      return ok(toFault(row));
    },
  };
}
