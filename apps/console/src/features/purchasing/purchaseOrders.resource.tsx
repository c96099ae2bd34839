import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useCreatePurchaseOrderMutation, useDeletePurchaseOrderMutation, useGetPurchaseOrderQuery, useListPurchaseOrdersQuery, useUpdatePurchaseOrderMutation,
  type PurchaseOrderCreate, type PurchaseOrderListQuery, type PurchaseOrderRecord, type PurchaseOrderUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { defineResource, detailHref, filtersFor, type MutationHook, type QueryHookOptions, type QueryHookResult, type Settled } from '../../shared/resource';
import { dayField } from '../device';
import { documentBody, onLines } from './documentForm';
import { moneyText, orderStatusKey, quantityText } from './labels';
import { LINES_INPUT, linesCheck, linesText, toOrderLines } from './lines';
import { LinesEditor } from './LinesEditor';
import { useSupplierOptions, useWarehouseOptions } from './lookups';
import { purchaseOrdersMeta } from './meta';
import { OrderStatusTag } from './shared';

const f = filtersFor<PurchaseOrderListQuery>();
export const ORDER_STATUSES = ['draft', 'submitted', 'approved', 'ordered', 'partly_received', 'received', 'closed', 'cancelled'] as const;

export function OrderLink({ id, number }: { id: number; number: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(purchaseOrdersMeta, id) ?? '#'}>{number}</Link>
    </ChakraLink>
  );
}

function useOrderForForm(id: number, options?: QueryHookOptions): QueryHookResult<PurchaseOrderRecord> {
  const result = useGetPurchaseOrderQuery(id, options);
  const { data: row } = result;
  const data = useMemo(() => row && Object.assign({}, row, { [LINES_INPUT]: linesText(row.lines), expected_date: row.expected_date ?? '' }), [row]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

/** A new order opens on its own page (submit it for approval there). */
function useCreateOrder(): ReturnType<MutationHook<PurchaseOrderCreate, PurchaseOrderRecord>> {
  const [create, state] = useCreatePurchaseOrderMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('purchasing');
  const send = useCallback(
    async (body: PurchaseOrderCreate): Promise<Settled<PurchaseOrderRecord>> => {
      const outcome = onLines<PurchaseOrderRecord>(await create(documentBody(body, toOrderLines, 'expected_date', 'create')));
      if ('data' in outcome) {
        showSuccess(t('orders.created', { number: outcome.data.number }), t('orders.createdText', { total: moneyText(outcome.data.total_amount, outcome.data.currency) }));
        const href = detailHref(purchaseOrdersMeta, outcome.data.id);
        if (href) void navigate(href);
      }
      return outcome;
    },
    [create, navigate, t],
  );
  return [send, state];
}

function useUpdateOrder(): ReturnType<MutationHook<{ id: number; body: PurchaseOrderUpdate }, PurchaseOrderRecord>> {
  const [update, state] = useUpdatePurchaseOrderMutation();
  const send = useCallback(
    async ({ id, body }: { id: number; body: PurchaseOrderUpdate }) => onLines<PurchaseOrderRecord>(await update({ id, body: documentBody(body, toOrderLines, 'expected_date', 'update') })),
    [update],
  );
  return [send, state];
}

export const purchaseOrders = defineResource<PurchaseOrderRecord, PurchaseOrderListQuery, PurchaseOrderCreate, PurchaseOrderUpdate>({
  meta: purchaseOrdersMeta,
  rowLabel: (row) => `${row.number} ${row.supplier_name}`,
  list: {
    useList: useListPurchaseOrdersQuery,
    fixed: {},
    scoped: true,
    sorts: ['-id', '+id', '+expected_date', '-expected_date', '-total_amount', '+total_amount', '-created_at', '+created_at'],
    defaultSort: '-id',
    columns: [
      { key: 'number', hideable: false, cell: (row) => <OrderLink id={row.id} number={row.number} /> },
      { key: 'status', cell: (row) => <OrderStatusTag status={row.status} /> },
      { key: 'supplier_name' },
      { key: 'warehouse_name' },
      { key: 'lines', cell: (row) => row.lines.map((line) => `${line.part_name} ×${quantityText(line.quantity)}`).join('、') },
      { key: 'total_amount', sortable: true, cell: (row) => moneyText(row.total_amount, row.currency) },
      { key: 'expected_date', sortable: true, cell: (row) => row.expected_date || '—' },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
    ],
    filters: [
      f.search('resources.purchaseOrders.keyword'),
      f.choice('status', ORDER_STATUSES, 'resources.purchaseOrders.fields.status', orderStatusKey),
      f.lookup('supplier_id', 'resources.purchaseOrders.fields.supplier_id', useSupplierOptions),
    ],
  },
  useGet: useOrderForForm,
  create: { useMutation: useCreateOrder, initial: { supplier_id: 0, warehouse_id: 0, lines: [] } },
  update: { useMutation: useUpdateOrder, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeletePurchaseOrderMutation },
  locked: (row) => row.status !== 'draft',
  formSize: 'xl',
  fields: [
    { name: 'supplier_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useSupplierOptions() },
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    dayField('expected_date'),
    { name: LINES_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => linesCheck(value, 'order') }, render: (props) => <LinesEditor {...props} columns="order" /> },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.purchaseOrders.section',
        fields: [
          { key: 'number' },
          { key: 'status', value: (row) => <OrderStatusTag status={row.status} /> },
          { key: 'supplier_name' },
          { key: 'warehouse_name' },
          { key: 'total_amount', value: (row) => moneyText(row.total_amount, row.currency) },
          { key: 'expected_date', value: (row) => row.expected_date || '—' },
          { key: 'ordered_at', value: (row, { dateTime }) => (row.ordered_at ? dateTime(row.ordered_at) : '—') },
          { key: 'received_at', value: (row, { dateTime }) => (row.received_at ? dateTime(row.received_at) : '—') },
          { key: 'created_by_name' },
          { key: 'remark' },
        ],
      },
    ],
    history: 'purchase_order',
  },
});
