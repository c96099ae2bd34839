import type { components } from '../generated/schema';
import type { ApprovalsCacheTags } from '../generated/endpoints/approvals';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type ApprovalRecord = Schemas['Approval'];
export type ApprovalStepRecord = Schemas['ApprovalStep'];
export type ApprovalCreate = Schemas['ApprovalCreate'];
export type ApprovalListQuery = QueryOf<'listApprovals'>;

export const approvalsTags: ApprovalsCacheTags = {
  listApprovals: {
    providesTags: (result) => [{ type: 'Approval', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Approval' as const, id }))],
  },
  getApproval: {
    providesTags: (_result, _error, id) => [{ type: 'Approval', id }],
  },
  createApproval: {
    invalidatesTags: [{ type: 'Approval', id: 'LIST' }, 'Audit'],
  },
  decideApproval: {
    // A decided correction request applies (or drops) the correction; a decided pick request moves the pick.
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Approval', id }, { type: 'Approval', id: 'LIST' }, 'Correction', 'SparePick', 'Audit'],
  },
  withdrawApproval: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Approval', id }, { type: 'Approval', id: 'LIST' }, 'Correction', 'SparePick', 'Audit'],
  },
};
