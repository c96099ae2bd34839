import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import {
  QUERY_VALUES,
  useCreateApprovalMutation, useGetApprovalQuery, useListApprovalsQuery,
  type ApprovalCreate, type ApprovalListQuery, type ApprovalRecord,
} from '@om/api';
import { Tag, type Option } from '@om/ui';
import { UserName, defineResource, detailHref, filtersFor, useUserLookup, type FormValues } from '../../../shared/resource';
import { approvalsMeta } from '../meta';
import { useApprovalText } from './approvalText';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const APPROVAL_KINDS = ['transfer', 'purchase', 'vehicle', 'correction', 'other', 'spare_pick'] as const;
/** Corrections are requested on the corrections page. */
export const REQUEST_KINDS = ['transfer', 'purchase', 'vehicle', 'other'] as const;

export const kindKey = (kind: string) => `resources.approvals.kinds.${kind}`;
export const statusKey = (status: string) => `resources.approvals.statuses.${status}`;

/** The people who may approve: the users the caller can read (ids typed by hand otherwise). */
export function useApproverOptions(values: FormValues): readonly Option[] {
  void values;
  return useUserLookup().options.map((option) => ({ ...option, depth: 0 }));
}

const f = filtersFor<ApprovalListQuery>();

/** The subject in the reader's language (a correction's is made from its payload). */
function Subject({ approval }: { approval: ApprovalRecord }) {
  return <>{useApprovalText().subject(approval)}</>;
}

export const approvals = defineResource<ApprovalRecord, ApprovalListQuery, ApprovalCreate, { version: number }>({
  meta: approvalsMeta,
  rowLabel: (approval) => approval.subject,
  list: {
    useList: useListApprovalsQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listApprovals.sort,
    defaultSort: '-created_at',
    views: [
      { key: 'todo', label: 'resources.approvals.views.todo', params: { todo: true } },
      { key: 'mine', label: 'resources.approvals.views.mine', params: { mine: true } },
      { key: 'all', label: 'resources.approvals.views.all', params: {} },
    ],
    columns: [
      { key: 'id', sortable: true },
      {
        key: 'subject',
        hideable: false,
        cell: (approval) => (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={detailHref(approvalsMeta, approval.id) ?? '#'}>
              <Subject approval={approval} />
            </Link>
          </ChakraLink>
        ),
      },
      { key: 'kind', cell: (approval, { t }) => t(`system:${kindKey(approval.kind)}`) },
      { key: 'applicant_id', cell: (approval) => <UserName id={approval.applicant_id} /> },
      { key: 'status', cell: (approval, { t }) => <Tag tone={approval.status === 'pending' ? 'brand' : 'neutral'}>{t(`system:${statusKey(approval.status)}`)}</Tag> },
      { key: 'current_approver_id', cell: (approval) => (approval.current_approver_id ? <UserName id={approval.current_approver_id} /> : '—') },
      { key: 'created_at', sortable: true, cell: (approval, { dateTime }) => dateTime(approval.created_at) },
    ],
    filters: [
      f.search(),
      f.choice('status', APPROVAL_STATUSES, 'resources.approvals.fields.status', statusKey),
      f.choice('kind', APPROVAL_KINDS, 'resources.approvals.fields.kind', kindKey),
    ],
  },
  useGet: useGetApprovalQuery,
  create: { useMutation: useCreateApprovalMutation, initial: { kind: 'other', subject: '', approver_ids: [], payload: {} } },
  fields: [
    { name: 'kind', kind: 'select', initial: 'other', rules: { required: true }, options: REQUEST_KINDS.map((kind) => ({ value: kind, label: kindKey(kind) })) },
    { name: 'subject', kind: 'text', rules: { required: true, maxLength: 200 } },
    {
      name: 'approver_ids',
      kind: 'checkboxes',
      numeric: true,
      help: 'resources.approvals.approversHelp',
      rules: { required: true, check: (value) => (Array.isArray(value) && value.length > 5 ? 'resources.approvals.tooManyApprovers' : undefined) },
      useOptions: useApproverOptions,
    },
  ],
});
