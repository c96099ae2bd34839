import { and, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { approvals, corrections } from '../db/schema';
import { allows } from '../http/access-control';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { type ApprovalEffect, submitApproval } from './approvals';

type Row = typeof corrections.$inferSelect;
type Insert = typeof corrections.$inferInsert;
type Entity = Schemas['CorrectionEntity'];

/** Which fields of which records a correction may change (everything else answers 400 naming field). */
export const CORRECTABLE_FIELDS: Record<Entity, readonly string[]> = {
  company: ['name', 'abbreviation', 'contact', 'phone', 'address'],
  user: ['name', 'phone', 'email'],
  region: ['title'],
  department: ['name'],
};

/** Filing a correction needs read access to the record: the access of its detail operation. */
const READ_OPERATION: Record<Entity, string> = { company: 'getCompany', user: 'getUser', region: 'getRegion', department: 'getDepartment' };

/** The record resources corrections reach: find a visible row, read it as its DTO, run its update pipeline. */
export interface CorrectableResource {
  /** The visible row as its DTO (field → value), or undefined. */
  read(db: WriteContext['tx'], auth: AuthContext, id: number): Promise<Record<string, unknown> | undefined>;
  updateRow(ctx: WriteContext, id: number, body: unknown, action: string): Promise<unknown>;
}

export function correctable<Row, Dto extends object>(resource: Resource<Row, Dto>): CorrectableResource {
  return {
    async read(db, auth, id) {
      const row = await resource.findVisible(db, auth, id);
      return row === undefined ? undefined : Object.fromEntries(Object.entries(resource.toDto(row)));
    },
    updateRow: (ctx, id, body, action) => resource.updateRow(ctx, id, body, action),
  };
}

export function toCorrection(row: Row): Schemas['Correction'] {
  const entity: Entity = row.entity === 'company' || row.entity === 'user' || row.entity === 'region' ? row.entity : 'department';
  return {
    id: row.id,
    company_id: row.companyId,
    requester_id: row.requesterId,
    entity,
    entity_id: row.entityId,
    field: row.field,
    old_value: row.oldValue,
    new_value: row.newValue,
    reason: row.reason,
    status: row.status,
    approval_id: row.approvalId ?? 0,
    applied_at: row.appliedAt ? row.appliedAt.toISOString() : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const CORRECTION_OPERATIONS = { list: 'listCorrections', get: 'getCorrection' } satisfies ResourceOperationIds;

export function correctionResource(services: Services): Resource<Row, Schemas['Correction'], typeof CORRECTION_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['Correction'], never, { version: number }, typeof CORRECTION_OPERATIONS>(services, {
    entity: 'correction',
    operationIds: CORRECTION_OPERATIONS,
    store: {
      table: corrections,
      id: corrections.id,
      version: corrections.version,
      select: (db, q) => db.select({ ...getTableColumns(corrections), listTotal: q.total }).from(corrections).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    },
    scope: { column: corrections.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: corrections.id, created_at: corrections.createdAt },
      defaultSort: '-created_at',
      filters: { status: { column: corrections.status }, entity: { column: corrections.entity } },
      search: [corrections.reason, corrections.newValue],
    },
    toDto: toCorrection,
    present: (ctx, items) => withReadableValues(services, ctx.db, ctx.auth, items),
  });
}

/**
 * A correction's values are data of its record: old_value and new_value are shown to readers of that
 * record, to the requester and to the approvers of its approval; anyone else gets them empty.
 */
async function withReadableValues(services: Services, db: Database, auth: AuthContext, items: Schemas['Correction'][]): Promise<Schemas['Correction'][]> {
  const approvalIds = items.map((item) => item.approval_id).filter((id) => id > 0);
  const steps = approvalIds.length ? await db.select({ id: approvals.id, steps: approvals.steps }).from(approvals).where(inArray(approvals.id, approvalIds)) : [];
  const approverOf = new Map(steps.map((row) => [row.id, new Set(row.steps.map((step) => step.approver_id))]));
  return items.map((item) => {
    const readable =
      item.requester_id === auth.userId ||
      approverOf.get(item.approval_id)?.has(auth.userId) === true ||
      allows(services.contract.accessOf(READ_OPERATION[item.entity]), auth);
    return readable ? item : { ...item, old_value: '', new_value: '' };
  });
}

async function setStatus(ctx: WriteContext, before: Row, values: Partial<Insert>, action: string): Promise<Row> {
  const [after] = await ctx.tx
    .update(corrections)
    .set({ ...values, version: sql`${corrections.version} + 1`, updatedAt: new Date() })
    .where(eq(corrections.id, before.id))
    .returning();
  if (!after) throw new Error('correction update returned no row');
  await appendAudit(ctx.tx, {
    companyId: after.companyId,
    userId: ctx.auth.userId,
    action: `correction.${action}`,
    entity: 'correction',
    entityId: after.id,
    before: toCorrection(before),
    after: toCorrection(after),
    ip: ctx.ip,
  });
  return after;
}

/**
 * When the approval of a correction is approved, the change is applied through the record's own
 * update pipeline (its checks, version bump and audit entry, action `<entity>.correct`) in the same
 * transaction as the decision. A record that changed since the request answers 409 and nothing is decided.
 */
export function correctionEffect(targets: Record<Entity, CorrectableResource>): ApprovalEffect {
  const correctionOf = async (ctx: WriteContext, approvalId: number) => {
    const [row] = await ctx.tx.select().from(corrections).where(and(eq(corrections.approvalId, approvalId), eq(corrections.status, 'pending')));
    return row;
  };
  return {
    async onApproved(ctx, approval) {
      const correction = await correctionOf(ctx, approval.id);
      if (!correction) return;
      const entity = toCorrection(correction).entity;
      const target = targets[entity];
      const dto = await target.read(ctx.tx, ctx.auth, correction.entityId);
      if (!dto) throw ApiError.referenceNotFound('entity_id');
      if (text(dto[correction.field]) !== correction.oldValue) throw new ApiError(409, 40900, 'error.recordChanged');
      await target.updateRow(ctx, correction.entityId, { version: dto['version'], [correction.field]: correction.newValue }, 'correct');
      await setStatus(ctx, correction, { status: 'applied', appliedAt: new Date() }, 'apply');
    },
    async onClosed(ctx, approval, status) {
      const correction = await correctionOf(ctx, approval.id);
      if (correction) await setStatus(ctx, correction, { status }, status === 'rejected' ? 'reject' : 'withdraw');
    },
  };
}

export function correctionHandlers(services: Services, targets: Record<Entity, CorrectableResource>): Pick<ServiceHandlers, 'createCorrection'> {
  return {
    async createCorrection(request) {
      const body = request.body;
      const allowed = CORRECTABLE_FIELDS[body.entity];
      if (!allowed.includes(body.field)) throw ApiError.field('field', 'validation.notCorrectable', { values: allowed.join(', ') });
      // Someone who may not read the record learns nothing of it, not even that it exists.
      if (!allows(services.contract.accessOf(READ_OPERATION[body.entity]), signedIn(request))) throw ApiError.referenceNotFound('entity_id');
      const row = await writeIn(services, request, async (ctx) => {
        const target = targets[body.entity];
        const dto = await target.read(ctx.tx, ctx.auth, body.entity_id);
        if (!dto) throw ApiError.referenceNotFound('entity_id');
        const [created] = await ctx.tx
          .insert(corrections)
          .values({
            companyId: ctx.auth.companyId,
            requesterId: ctx.auth.userId,
            entity: body.entity,
            entityId: body.entity_id,
            field: body.field,
            oldValue: text(dto[body.field]),
            newValue: body.new_value,
            reason: body.reason.trim(),
          })
          .returning();
        if (!created) throw new Error('correction insert returned no row');
        const approval = await submitApproval(ctx, {
          kind: 'correction',
          subject: `更正 ${body.entity} #${body.entity_id} ${body.field}`,
          payload: { correction_id: created.id, entity: body.entity, entity_id: body.entity_id, field: body.field, old_value: created.oldValue, new_value: body.new_value },
          approverIds: body.approver_ids,
        });
        const [linked] = await ctx.tx.update(corrections).set({ approvalId: approval.id }).where(eq(corrections.id, created.id)).returning();
        if (!linked) throw new Error('correction update returned no row');
        await appendAudit(ctx.tx, {
          companyId: linked.companyId,
          userId: ctx.auth.userId,
          action: 'correction.create',
          entity: 'correction',
          entityId: linked.id,
          after: toCorrection(linked),
          ip: ctx.ip,
        });
        return linked;
      });
      return ok(toCorrection(row));
    },
  };
}
