import type { components } from '../generated/schema';
import { settle } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type ApprovalRecord = Schemas['Approval'];
export type ApprovalStepRecord = Schemas['ApprovalStep'];
export type ApprovalCreate = Schemas['ApprovalCreate'];
export type ApprovalListQuery = QueryOf<'listApprovals'>;

// Writes are `quiet`: the dialog that sent them shows the server's message.
export const approvalsApi = api.enhanceEndpoints({ addTagTypes: ['Approval', 'Correction', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listApprovals: build.query({
      queryFn: (query: ApprovalListQuery) => settle((client) => client.GET('/api/approvals', { params: { query } })),
      providesTags: (result) => [{ type: 'Approval', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Approval' as const, id }))],
    }),
    getApproval: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/approvals/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Approval', id }],
    }),
    createApproval: build.mutation({
      queryFn: (body: ApprovalCreate) => settle((client) => client.POST('/api/approvals', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Approval', id: 'LIST' }, 'Audit'],
    }),
    decideApproval: build.mutation({
      queryFn: ({ id, body }: { id: number; body: Schemas['ApprovalDecision'] }) =>
        settle((client) => client.POST('/api/approvals/{id}/decide', { params: { path: { id } }, body }), { quiet: true }),
      // A decided correction request applies (or drops) the correction.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Approval', id }, { type: 'Approval', id: 'LIST' }, 'Correction', 'Audit'],
    }),
    withdrawApproval: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settle((client) => client.POST('/api/approvals/{id}/withdraw', { params: { path: { id } }, body: { version } }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Approval', id }, { type: 'Approval', id: 'LIST' }, 'Correction', 'Audit'],
    }),
  }),
});

export const {
  useListApprovalsQuery,
  useGetApprovalQuery,
  useCreateApprovalMutation,
  useDecideApprovalMutation,
  useWithdrawApprovalMutation,
} = approvalsApi;
