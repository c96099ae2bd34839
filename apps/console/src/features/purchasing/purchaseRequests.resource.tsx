import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useCreatePurchaseRequestMutation, useDeletePurchaseRequestMutation, useGetPurchaseRequestQuery, useListPurchaseRequestsQuery, useUpdatePurchaseRequestMutation,
  type PurchaseRequestCreate, type PurchaseRequestListQuery, type PurchaseRequestRecord, type PurchaseRequestUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { defineResource, detailHref, filtersFor, type MutationHook, type QueryHookOptions, type QueryHookResult, type Settled } from '../../shared/resource';
import { dayField } from '../device';
import { documentBody, onLines } from './documentForm';
import { moneyText, quantityText, requestStatusKey } from './labels';
import { LINES_INPUT, linesCheck, linesText, toRequestLines } from './lines';
import { LinesEditor } from './LinesEditor';
import { useWarehouseOptions } from './lookups';
import { purchaseRequestsMeta } from './meta';
import { RequestStatusTag } from './shared';

const f = filtersFor<PurchaseRequestListQuery>();
const STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'converted', 'cancelled'] as const;
const SOURCES = ['manual', 'warning'] as const;

function RequestLink({ row }: { row: PurchaseRequestRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(purchaseRequestsMeta, row.id) ?? '#'}>{row.number}</Link>
    </ChakraLink>
  );
}

function useRequestForForm(id: number, options?: QueryHookOptions): QueryHookResult<PurchaseRequestRecord> {
  const result = useGetPurchaseRequestQuery(id, options);
  const { data: row } = result;
  const data = useMemo(() => row && Object.assign({}, row, { [LINES_INPUT]: linesText(row.lines), needed_by: row.needed_by ?? '' }), [row]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

function useCreateRequest(): ReturnType<MutationHook<PurchaseRequestCreate, PurchaseRequestRecord>> {
  const [create, state] = useCreatePurchaseRequestMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('purchasing');
  const send = useCallback(
    async (body: PurchaseRequestCreate): Promise<Settled<PurchaseRequestRecord>> => {
      const outcome = onLines<PurchaseRequestRecord>(await create(documentBody(body, toRequestLines, 'needed_by', 'create')));
      if ('data' in outcome) {
        showSuccess(t('requests.created', { number: outcome.data.number }), t('requests.createdText'));
        const href = detailHref(purchaseRequestsMeta, outcome.data.id);
        if (href) void navigate(href);
      }
      return outcome;
    },
    [create, navigate, t],
  );
  return [send, state];
}

function useUpdateRequest(): ReturnType<MutationHook<{ id: number; body: PurchaseRequestUpdate }, PurchaseRequestRecord>> {
  const [update, state] = useUpdatePurchaseRequestMutation();
  const send = useCallback(
    async ({ id, body }: { id: number; body: PurchaseRequestUpdate }) => onLines<PurchaseRequestRecord>(await update({ id, body: documentBody(body, toRequestLines, 'needed_by', 'update') })),
    [update],
  );
  return [send, state];
}

export const purchaseRequests = defineResource<PurchaseRequestRecord, PurchaseRequestListQuery, PurchaseRequestCreate, PurchaseRequestUpdate>({
  meta: purchaseRequestsMeta,
  rowLabel: (row) => `${row.number} ${row.title}`,
  list: {
    useList: useListPurchaseRequestsQuery,
    fixed: {},
    scoped: true,
    sorts: ['-id', '+id', '+needed_by', '-needed_by', '-total_amount', '+total_amount', '-created_at', '+created_at'],
    defaultSort: '-id',
    columns: [
      { key: 'number', hideable: false, cell: (row) => <RequestLink row={row} /> },
      { key: 'title' },
      { key: 'status', cell: (row) => <RequestStatusTag status={row.status} /> },
      { key: 'source', cell: (row, { t }) => t(`source.${row.source}`) },
      { key: 'warehouse_name' },
      { key: 'lines', cell: (row) => row.lines.map((line) => `${line.part_name} ×${quantityText(line.quantity)}`).join('、') },
      { key: 'total_amount', sortable: true, cell: (row) => moneyText(row.total_amount, row.currency) },
      { key: 'needed_by', sortable: true, cell: (row) => row.needed_by || '—' },
      { key: 'created_by_name', defaultHidden: true },
    ],
    filters: [
      f.search('resources.purchaseRequests.keyword'),
      f.choice('status', STATUSES, 'resources.purchaseRequests.fields.status', requestStatusKey),
      f.choice('source', SOURCES, 'resources.purchaseRequests.fields.source', (source) => `source.${source}`),
    ],
  },
  useGet: useRequestForForm,
  create: { useMutation: useCreateRequest, initial: { title: '', warehouse_id: 0, lines: [] } },
  update: { useMutation: useUpdateRequest, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeletePurchaseRequestMutation },
  locked: (row) => row.status !== 'draft' && row.status !== 'rejected',
  formSize: 'xl',
  fields: [
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    dayField('needed_by'),
    { name: LINES_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => linesCheck(value, 'request') }, render: (props) => <LinesEditor {...props} columns="request" /> },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.purchaseRequests.section',
        fields: [
          { key: 'number' },
          { key: 'title' },
          { key: 'status', value: (row) => <RequestStatusTag status={row.status} /> },
          { key: 'source', value: (row, { t }) => t(`source.${row.source}`) },
          { key: 'warehouse_name' },
          { key: 'total_amount', value: (row) => moneyText(row.total_amount, row.currency) },
          { key: 'needed_by', value: (row) => row.needed_by || '—' },
          { key: 'created_by_name' },
          { key: 'remark' },
        ],
      },
    ],
    history: 'purchase_request',
  },
});
