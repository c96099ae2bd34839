import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useCreateSupplyOrderMutation, useDeleteSupplyOrderMutation, useGetSupplyOrderQuery, useListSupplyOrdersQuery, useUpdateSupplyOrderMutation,
  type SupplyOrderCreate, type SupplyOrderListQuery, type SupplyOrderRecord, type SupplyOrderUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { defineResource, detailHref, filtersFor, type MutationHook, type QueryHookOptions, type QueryHookResult, type Settled } from '../../shared/resource';
import { dayField } from '../device';
import { documentBody, onLines } from './documentForm';
import { moneyText, quantityText, supplyStatusKey } from './labels';
import { LINES_INPUT, linesCheck, linesText, toSupplyLines } from './lines';
import { LinesEditor } from './LinesEditor';
import { useCustomerOptions, useWarehouseOptions } from './lookups';
import { supplyOrdersMeta } from './meta';
import { SupplyStatusTag } from './shared';

const f = filtersFor<SupplyOrderListQuery>();
const STATUSES = ['draft', 'fulfilled', 'cancelled'] as const;

export function SupplyLink({ id, number }: { id: number; number: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(supplyOrdersMeta, id) ?? '#'}>{number}</Link>
    </ChakraLink>
  );
}

function useSupplyForForm(id: number, options?: QueryHookOptions): QueryHookResult<SupplyOrderRecord> {
  const result = useGetSupplyOrderQuery(id, options);
  const { data: row } = result;
  const data = useMemo(() => row && Object.assign({}, row, { [LINES_INPUT]: linesText(row.lines), expected_date: row.expected_date ?? '' }), [row]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

function useCreateSupply(): ReturnType<MutationHook<SupplyOrderCreate, SupplyOrderRecord>> {
  const [create, state] = useCreateSupplyOrderMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('purchasing');
  const send = useCallback(
    async (body: SupplyOrderCreate): Promise<Settled<SupplyOrderRecord>> => {
      const outcome = onLines<SupplyOrderRecord>(await create(documentBody(body, toSupplyLines, 'expected_date', 'create')));
      if ('data' in outcome) {
        showSuccess(t('supply.created', { number: outcome.data.number }), t('supply.createdText'));
        const href = detailHref(supplyOrdersMeta, outcome.data.id);
        if (href) void navigate(href);
      }
      return outcome;
    },
    [create, navigate, t],
  );
  return [send, state];
}

function useUpdateSupply(): ReturnType<MutationHook<{ id: number; body: SupplyOrderUpdate }, SupplyOrderRecord>> {
  const [update, state] = useUpdateSupplyOrderMutation();
  const send = useCallback(
    async ({ id, body }: { id: number; body: SupplyOrderUpdate }) => onLines<SupplyOrderRecord>(await update({ id, body: documentBody(body, toSupplyLines, 'expected_date', 'update') })),
    [update],
  );
  return [send, state];
}

export const supplyOrders = defineResource<SupplyOrderRecord, SupplyOrderListQuery, SupplyOrderCreate, SupplyOrderUpdate>({
  meta: supplyOrdersMeta,
  rowLabel: (row) => `${row.number} ${row.customer_name}`,
  list: {
    useList: useListSupplyOrdersQuery,
    fixed: {},
    scoped: true,
    sorts: ['-id', '+id', '+expected_date', '-expected_date', '-total_amount', '+total_amount', '-created_at', '+created_at'],
    defaultSort: '-id',
    columns: [
      { key: 'number', hideable: false, cell: (row) => <SupplyLink id={row.id} number={row.number} /> },
      { key: 'status', cell: (row) => <SupplyStatusTag status={row.status} /> },
      { key: 'customer_name' },
      { key: 'warehouse_name' },
      { key: 'lines', cell: (row) => row.lines.map((line) => `${line.part_name} ×${quantityText(line.quantity)}`).join('、') },
      { key: 'total_amount', sortable: true, cell: (row) => moneyText(row.total_amount, row.currency) },
      { key: 'expected_date', sortable: true, cell: (row) => row.expected_date || '—' },
    ],
    filters: [
      f.search('resources.supplyOrders.keyword'),
      f.choice('status', STATUSES, 'resources.supplyOrders.fields.status', supplyStatusKey),
      f.lookup('customer_id', 'resources.supplyOrders.fields.customer_id', useCustomerOptions),
    ],
  },
  useGet: useSupplyForForm,
  create: { useMutation: useCreateSupply, initial: { customer_id: 0, warehouse_id: 0, lines: [] } },
  update: { useMutation: useUpdateSupply, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSupplyOrderMutation },
  locked: (row) => row.status !== 'draft',
  formSize: 'xl',
  fields: [
    { name: 'customer_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useCustomerOptions() },
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    dayField('expected_date'),
    { name: LINES_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => linesCheck(value, 'supply') }, render: (props) => <LinesEditor {...props} columns="supply" /> },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.supplyOrders.section',
        fields: [
          { key: 'number' },
          { key: 'status', value: (row) => <SupplyStatusTag status={row.status} /> },
          { key: 'customer_name' },
          { key: 'warehouse_name' },
          { key: 'total_amount', value: (row) => moneyText(row.total_amount, row.currency) },
          { key: 'expected_date', value: (row) => row.expected_date || '—' },
          { key: 'lines', value: (row) => row.lines.map((line) => `${line.part_code} ${line.part_name} ×${quantityText(line.quantity)} ${line.unit} · ${line.location_name} · ${moneyText(line.amount, row.currency)}`).join('；') },
          { key: 'created_by_name' },
          { key: 'remark' },
        ],
      },
    ],
    history: 'supply_order',
  },
});
