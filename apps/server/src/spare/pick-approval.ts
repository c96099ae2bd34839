import { and, eq } from 'drizzle-orm';
import type { ApprovalEffect } from '../admin/approvals';
import { sparePicks } from '../db/spare-schema';
import { ApiError } from '../http/envelope';
import { movePick } from './picks';

type ApprovalRow = Parameters<NonNullable<ApprovalEffect['onApproved']>>[1];

/** The last decided step: who decided, and why. */
const lastDecision = (approval: ApprovalRow) => [...approval.steps].reverse().find((step) => step.decision === 'approved' || step.decision === 'rejected');

/**
 * Approvals of kind `spare_pick` decided on /system/approve move the pending pick request they were
 * filed for, in the decision's transaction (the approval flow messages the requester): approved →
 * approved (the stores may fulfil it); rejected → rejected, which needs the approver's reason
 * (400 naming `comment` otherwise, and nothing is decided); withdrawn by the requester → cancelled.
 */
export const sparePickApprovalEffect: ApprovalEffect = {
  async onApproved(ctx, approval) {
    const [pick] = await ctx.tx.select().from(sparePicks).where(and(eq(sparePicks.approvalId, approval.id), eq(sparePicks.status, 'pending'))).for('update');
    if (!pick) return;
    const decision = lastDecision(approval);
    await movePick(ctx, pick, 'approve', 'approved', { decidedBy: decision?.approver_id ?? ctx.auth.userId, decidedAt: new Date(), decisionComment: decision?.comment.trim() ?? '' });
  },
  async onClosed(ctx, approval, status) {
    const [pick] = await ctx.tx.select().from(sparePicks).where(and(eq(sparePicks.approvalId, approval.id), eq(sparePicks.status, 'pending'))).for('update');
    if (!pick) return;
    if (status === 'withdrawn') {
      await movePick(ctx, pick, 'cancel', 'cancelled');
      return;
    }
    const decision = lastDecision(approval);
    const reason = decision?.comment.trim() ?? '';
    if (!reason) throw ApiError.field('comment', 'validation.required');
    await movePick(ctx, pick, 'reject', 'rejected', { decidedBy: decision?.approver_id ?? ctx.auth.userId, decidedAt: new Date(), decisionComment: reason });
  },
};
