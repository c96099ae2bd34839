import { and, eq } from 'drizzle-orm';
import type { ApprovalEffect } from '../admin/approvals';
import { purchaseOrders, purchaseRequests } from '../db/purchasing-schema';
import { moveOrder } from './purchase-orders';
import { moveRequest } from './purchase-requests';

type ApprovalRow = Parameters<NonNullable<ApprovalEffect['onApproved']>>[1];

/** The decider's comment of the last decided step: the "why" of the transition. */
const commentOf = (approval: ApprovalRow) => [...approval.steps].reverse().find((step) => step.decision !== 'pending' && step.decision !== 'skipped')?.comment ?? '';

/**
 * Approvals of kind `purchase` decided on /system/approve move the submitted purchase order or request
 * they were filed for (in the decision's transaction, recorded as the decider's transition): approved →
 * approved; rejected → the order back to draft, the request to rejected; withdrawn → back to draft.
 */
export const purchaseApprovalEffect: ApprovalEffect = {
  async onApproved(ctx, approval) {
    const [order] = await ctx.tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.approvalId, approval.id), eq(purchaseOrders.status, 'submitted'))).for('update');
    if (order) await moveOrder(ctx, order, 'approve', 'approved', commentOf(approval));
    const [request] = await ctx.tx.select().from(purchaseRequests).where(and(eq(purchaseRequests.approvalId, approval.id), eq(purchaseRequests.status, 'submitted'))).for('update');
    if (request) await moveRequest(ctx, request, 'approve', 'approved', commentOf(approval));
  },
  async onClosed(ctx, approval, status) {
    const action = status === 'rejected' ? 'reject' : 'withdraw';
    const [order] = await ctx.tx.select().from(purchaseOrders).where(and(eq(purchaseOrders.approvalId, approval.id), eq(purchaseOrders.status, 'submitted'))).for('update');
    if (order) await moveOrder(ctx, order, action, 'draft', commentOf(approval));
    const [request] = await ctx.tx.select().from(purchaseRequests).where(and(eq(purchaseRequests.approvalId, approval.id), eq(purchaseRequests.status, 'submitted'))).for('update');
    if (request) await moveRequest(ctx, request, action, status === 'rejected' ? 'rejected' : 'draft', commentOf(approval));
  },
};
