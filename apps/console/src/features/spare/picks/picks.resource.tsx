import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  isApiFailure, useCreateSparePickMutation, useDeleteSparePickMutation, useGetSparePickQuery, useListSparePicksQuery,
  type SparePickCreate, type SparePickListQuery, type SparePickRecord,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { ColorTag, showSuccess, type Option } from '@om/ui';
import { defineResource, detailHref, filtersFor, useUserLookup, type FormValues, type MutationHook, type Settled } from '../../../shared/resource';
import { DeviceField } from '../documents/DeviceField';
import { LINES_INPUT, linesCheck, parseLines } from '../documents/lines';
import { LinesEditor } from '../documents/LinesEditor';
import { pickStatusKey, quantityText } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { picksMeta } from '../meta';

const f = filtersFor<SparePickListQuery>();
const STATUSES = ['pending', 'approved', 'rejected', 'fulfilled', 'cancelled'] as const;
const COLORS = { pending: 'orange', approved: 'blue', rejected: 'red', fulfilled: 'green', cancelled: 'gray' } as const;

export function PickStatusTag({ status }: { status: SparePickRecord['status'] }) {
  const { t } = useTranslation('spare');
  return <ColorTag color={COLORS[status]}>{t(pickStatusKey(status))}</ColorTag>;
}

function PickNumber({ row }: { row: SparePickRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(picksMeta, row.id) ?? '#'}>{row.number}</Link>
    </ChakraLink>
  );
}

/** Who may be named as approver: the people the caller can read (the server refuses those who may not approve). */
function useApproverOptions(values: FormValues): readonly Option[] {
  void values;
  return useUserLookup().options.map((option) => ({ ...option, depth: 0 }));
}

/** A new request opens on its own page (approved on /system/approve, then fulfilled as a stock-out). */
function useCreatePick(): ReturnType<MutationHook<SparePickCreate, SparePickRecord>> {
  const [create, state] = useCreateSparePickMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('spare');
  const send = useCallback(
    async (body: SparePickCreate): Promise<Settled<SparePickRecord>> => {
      const text = Reflect.get(body, LINES_INPUT);
      const out = { ...body, lines: parseLines(text).map((line) => ({ part_id: line.part_id, quantity: Number(line.quantity) })) };
      Reflect.deleteProperty(out, LINES_INPUT);
      const result = await create(out);
      if (result.error !== undefined) {
        const { error } = result;
        const match = isApiFailure(error) ? /^lines(?:\[(\d+)\])?(?:\.\w+)?: (.+)$/s.exec(error.message) : null;
        return { error: match && isApiFailure(error) ? { ...error, message: `${LINES_INPUT}: ${match[1] === undefined ? '' : `#${Number(match[1]) + 1}: `}${match[2]}` } : error };
      }
      if (!result.data) return { error: undefined };
      showSuccess(t('picks.created', { number: result.data.number }), t('picks.createdText'));
      const href = detailHref(picksMeta, result.data.id);
      if (href) void navigate(href);
      return { data: result.data };
    },
    [create, navigate, t],
  );
  return [send, state];
}

export const picks = defineResource<SparePickRecord, SparePickListQuery, SparePickCreate, { version: number }>({
  meta: picksMeta,
  rowLabel: (row) => row.number,
  list: {
    useList: useListSparePicksQuery,
    fixed: {},
    scoped: true,
    sorts: ['-id', '+id', '-created_at', '+created_at'],
    defaultSort: '-id',
    columns: [
      { key: 'number', hideable: false, cell: (row) => <PickNumber row={row} /> },
      { key: 'status', cell: (row) => <PickStatusTag status={row.status} /> },
      { key: 'warehouse_name' },
      { key: 'requester_name' },
      { key: 'device_name' },
      { key: 'work_order_id', cell: (row) => (row.work_order_id ? String(row.work_order_id) : '') },
      { key: 'lines', cell: (row) => row.lines.map((line) => `${line.part_name} ×${quantityText(line.quantity)}`).join('、') },
      { key: 'created_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
    ],
    filters: [f.search('resources.picks.keyword'), f.choice('status', STATUSES, 'resources.picks.fields.status', pickStatusKey)],
  },
  useGet: useGetSparePickQuery,
  create: { useMutation: useCreatePick, initial: { warehouse_id: 0, lines: [], approver_ids: [] }, announces: true },
  remove: { useMutation: useDeleteSparePickMutation },
  // Requests in the approval flow are cancelled (with a reason), not deleted; ended ones and old ones without an approval may be.
  locked: (row) => !(row.status === 'rejected' || row.status === 'cancelled' || (row.status === 'pending' && !row.approval_id)),
  formSize: 'lg',
  fields: [
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    { name: 'work_order_id', kind: 'number', help: 'documents.workOrderHelp', rules: { min: 0, integer: true } },
    { name: 'device_id', kind: 'custom', numeric: true, initial: '0', render: (props) => <DeviceField {...props} /> },
    { name: LINES_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => linesCheck(value, true) }, render: (props) => <LinesEditor {...props} partsOnly /> },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
    {
      name: 'approver_ids',
      kind: 'checkboxes',
      numeric: true,
      help: 'resources.picks.approversHelp',
      rules: { required: true, check: (value) => (Array.isArray(value) && value.length > 5 ? 'resources.picks.tooManyApprovers' : undefined) },
      useOptions: useApproverOptions,
    },
  ],
  detail: {
    sections: [
      {
        title: 'resources.picks.section',
        fields: [
          { key: 'number' },
          { key: 'status', value: (row) => <PickStatusTag status={row.status} /> },
          { key: 'warehouse_name' },
          { key: 'requester_name' },
          { key: 'device_name' },
          { key: 'work_order_id', value: (row) => (row.work_order_id ? String(row.work_order_id) : '—') },
          { key: 'lines', value: (row) => row.lines.map((line) => `${line.part_code} ${line.part_name} ×${quantityText(line.quantity)} ${line.unit}`).join('；') },
          { key: 'remark' },
          { key: 'current_approver_name', value: (row) => row.current_approver_name || '—' },
          { key: 'decided_by_name' },
          { key: 'decided_at', value: (row, { dateTime }) => (row.decided_at ? dateTime(row.decided_at) : '—') },
          { key: 'decision_comment' },
          { key: 'created_at', value: (row, { dateTime }) => dateTime(row.created_at) },
        ],
      },
    ],
    history: 'spare_pick',
  },
});
