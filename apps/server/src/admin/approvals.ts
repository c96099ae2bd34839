import { holdsAction } from '@om/auth/core';
import { and, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { type ApprovalStep, approvals, roles, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { insertMessages } from '../messages/message-store';
import { canSee, visibleCompanies } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';

type Row = typeof approvals.$inferSelect;
type Insert = typeof approvals.$inferInsert;
export type ApprovalKind = Schemas['ApprovalKind'];

export function toApproval(row: Row): Schemas['Approval'] {
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    applicant_id: row.applicantId,
    subject: row.subject,
    payload: row.payload,
    status: row.status,
    steps: row.steps,
    current_step: row.currentStep,
    current_approver_id: row.currentApproverId ?? 0,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a later module does when its request is decided (in the decision's transaction). */
export interface ApprovalEffect {
  onApproved?(ctx: WriteContext, approval: Row): Promise<void>;
  onClosed?(ctx: WriteContext, approval: Row, status: 'rejected' | 'withdrawn'): Promise<void>;
}
export type ApprovalEffects = Partial<Record<ApprovalKind, ApprovalEffect>>;

const APPROVER_PAGES = ['approveProcess', 'approveList'];

export interface ApprovalSubmission {
  kind: ApprovalKind;
  subject: string;
  payload: Record<string, unknown>;
  approverIds: readonly number[];
}

/**
 * Files a request on behalf of ctx.auth (the applicant) inside the caller's transaction: checks the
 * approvers (active users of companies the applicant may see, holding the approve action of approveProcess or approveList),
 * audits it and messages the first approver. For later modules (transfers, purchases, corrections).
 */
export async function submitApproval(ctx: WriteContext, submission: ApprovalSubmission): Promise<Row> {
  const visibility = await visibleCompanies(ctx.tx, ctx.auth, true);
  const approvers = await ctx.tx
    .select({ id: users.id, username: users.username, companyId: users.companyId, status: users.status, permissions: roles.permissions, platformAdmin: roles.platformAdmin })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, [...submission.approverIds]));
  for (const id of submission.approverIds) {
    const approver = approvers.find((candidate) => candidate.id === id);
    if (!approver || !canSee(visibility, approver.companyId)) throw ApiError.referenceNotFound('approver_ids');
    const mayApprove = approver.platformAdmin || holdsAction(approver.permissions, APPROVER_PAGES, 'approve');
    if (approver.status !== 'active' || !mayApprove) throw ApiError.field('approver_ids', 'validation.notApprover', { values: approver.username });
  }
  const steps: ApprovalStep[] = submission.approverIds.map((approverId, index) => ({
    step: index + 1,
    approver_id: approverId,
    decision: 'pending',
    comment: '',
    decided_at: null,
  }));
  const first = steps[0];
  if (!first) throw ApiError.field('approver_ids', 'validation.required');
  const values: Insert = {
    companyId: ctx.auth.companyId,
    kind: submission.kind,
    applicantId: ctx.auth.userId,
    subject: submission.subject,
    payload: submission.payload,
    steps,
    currentStep: 1,
    currentApproverId: first.approver_id,
  };
  const [row] = await ctx.tx.insert(approvals).values(values).returning();
  if (!row) throw new Error('approval insert returned no row');
  await appendAudit(ctx.tx, {
    companyId: row.companyId,
    userId: ctx.auth.userId,
    action: 'approval.submit',
    entity: 'approval',
    entityId: row.id,
    after: toApproval(row),
    ip: ctx.ip,
  });
  await notify(ctx, row, first.approver_id, `待审批：${row.subject}`, `您有一条新的审批（${row.kind}）等待处理。`);
  return row;
}

async function notify(ctx: WriteContext, row: Row, userId: number, title: string, content: string): Promise<void> {
  const [recipient] = await ctx.tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!recipient) return;
  await insertMessages(ctx, [{ companyId: recipient.companyId, userId, title, content: `${content}（#${row.id}）`, type: 'approval' }]);
}

/** Saves a transition of an approval (version checked and incremented) with its audit entry. */
async function save(ctx: WriteContext, before: Row, values: Partial<Insert>, action: string): Promise<Row> {
  const [after] = await ctx.tx
    .update(approvals)
    .set({ ...values, version: sql`${approvals.version} + 1`, updatedAt: new Date() })
    .where(and(eq(approvals.id, before.id), eq(approvals.version, before.version)))
    .returning();
  if (!after) throw ApiError.staleVersion();
  await appendAudit(ctx.tx, {
    companyId: after.companyId,
    userId: ctx.auth.userId,
    action: `approval.${action}`,
    entity: 'approval',
    entityId: after.id,
    before: toApproval(before),
    after: toApproval(after),
    ip: ctx.ip,
  });
  return after;
}

/**
 * Withdraws a pending approval inside the caller's transaction, for a module cancelling the record it
 * filed the approval for (the module moves its own record; no effect runs): audited as
 * `approval.withdraw`, the current approver messaged with the reason. Answers undefined when the
 * approval is no longer pending (decided or withdrawn already).
 */
export async function withdrawApprovalIn(ctx: WriteContext, approvalId: number, reason: string): Promise<Row | undefined> {
  const [before] = await ctx.tx.select().from(approvals).where(eq(approvals.id, approvalId)).for('update');
  if (!before || before.status !== 'pending') return undefined;
  const after = await save(ctx, before, { status: 'withdrawn', currentApproverId: null, decidedAt: new Date() }, 'withdraw');
  if (before.currentApproverId) await notify(ctx, after, before.currentApproverId, `审批已撤回：${after.subject}`, reason ? `申请已取消：${reason}` : '申请人已撤回该申请。');
  return after;
}

const APPROVAL_OPERATIONS = { list: 'listApprovals', get: 'getApproval' } satisfies ResourceOperationIds;

export function approvalResource(services: Services): Resource<Row, Schemas['Approval'], typeof APPROVAL_OPERATIONS> {
  return defineResource<Row, Insert, Schemas['Approval'], never, { version: number }, typeof APPROVAL_OPERATIONS>(services, {
    entity: 'approval',
    operationIds: APPROVAL_OPERATIONS,
    store: {
      table: approvals,
      id: approvals.id,
      version: approvals.version,
      select: (db, q) => db.select({ ...getTableColumns(approvals), listTotal: q.total }).from(approvals).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    },
    scope: { column: approvals.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: approvals.id, created_at: approvals.createdAt },
      defaultSort: '-created_at',
      filters: {
        status: { column: approvals.status },
        kind: { column: approvals.kind },
        mine: (value, ctx) => (value === true ? eq(approvals.applicantId, ctx.auth.userId) : undefined),
        todo: (value, ctx) => (value === true ? and(eq(approvals.currentApproverId, ctx.auth.userId), eq(approvals.status, 'pending')) : undefined),
      },
      search: [approvals.subject],
    },
    toDto: toApproval,
  });
}

export function approvalHandlers(
  services: Services,
  resource: Resource<Row, Schemas['Approval']>,
  effects: ApprovalEffects,
): Pick<ServiceHandlers, 'createApproval' | 'decideApproval' | 'withdrawApproval'> {
  return {
    async createApproval(request) {
      const body = request.body;
      const row = await writeIn(services, request, (ctx) =>
        submitApproval(ctx, { kind: body.kind, subject: body.subject.trim(), payload: body.payload ?? {}, approverIds: body.approver_ids }),
      );
      return ok(toApproval(row));
    },

    async decideApproval(request) {
      const { decision, comment = '', version } = request.body;
      const row = await writeIn(services, request, async (ctx) => {
        const before = await resource.findVisible(ctx.tx, ctx.auth, request.params.id);
        if (!before) throw ApiError.notFound();
        if (before.version !== version) throw ApiError.staleVersion();
        if (before.status !== 'pending') throw new ApiError(409, 40900, 'error.notPending');
        if (before.currentApproverId !== ctx.auth.userId && !ctx.auth.platformAdmin) throw ApiError.forbidden();
        const now = new Date();
        const steps = before.steps.map((step): ApprovalStep => {
          if (step.step === before.currentStep) return { ...step, approver_id: step.approver_id, decision, comment, decided_at: now.toISOString() };
          if (decision === 'rejected' && step.step > before.currentStep) return { ...step, decision: 'skipped' };
          return step;
        });
        const next = steps.find((step) => step.step === before.currentStep + 1);
        if (decision === 'approved' && next) {
          const after = await save(ctx, before, { steps, currentStep: next.step, currentApproverId: next.approver_id }, 'approve_step');
          await notify(ctx, after, next.approver_id, `待审批：${after.subject}`, `上一级已同意，等待您的审批。`);
          return after;
        }
        const status = decision === 'approved' ? 'approved' : 'rejected';
        const after = await save(ctx, before, { steps, status, currentApproverId: null, decidedAt: now }, status === 'approved' ? 'approve' : 'reject');
        if (status === 'approved') await effects[after.kind]?.onApproved?.(ctx, after);
        else await effects[after.kind]?.onClosed?.(ctx, after, 'rejected');
        await notify(ctx, after, after.applicantId, `审批${status === 'approved' ? '已通过' : '被驳回'}：${after.subject}`, comment ? `意见：${comment}` : '');
        return after;
      });
      return ok(toApproval(row));
    },

    async withdrawApproval(request) {
      const row = await writeIn(services, request, async (ctx) => {
        const [before] = await ctx.tx
          .select()
          .from(approvals)
          .where(and(eq(approvals.id, request.params.id), eq(approvals.applicantId, ctx.auth.userId)));
        if (!before) throw ApiError.notFound();
        if (before.version !== request.body.version) throw ApiError.staleVersion();
        if (before.status !== 'pending') throw new ApiError(409, 40900, 'error.notPending');
        const after = await save(ctx, before, { status: 'withdrawn', currentApproverId: null, decidedAt: new Date() }, 'withdraw');
        await effects[after.kind]?.onClosed?.(ctx, after, 'withdrawn');
        if (before.currentApproverId) await notify(ctx, after, before.currentApproverId, `审批已撤回：${after.subject}`, '申请人已撤回该申请。');
        return after;
      });
      return ok(toApproval(row));
    },
  };
}
