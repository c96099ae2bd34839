import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import {
  exportSparePartsCsv, isApiFailure, useCreateSparePartMutation, useDeleteSparePartMutation, useGetDeviceTypeTreeQuery, useGetSparePartQuery,
  useImportSparePartsCsvMutation, useListSparePartsQuery, useUpdateSparePartMutation,
  type SparePartCreate, type SparePartListQuery, type SparePartRecord, type SparePartUpdate,
} from '@om/api';
import type { Option } from '@om/ui';
import {
  defineResource, detailHref, filtersFor, StatusTag, useHolds, useListScope, type MutationHook, type QueryHookOptions, type QueryHookResult, type Settled,
} from '../../../shared/resource';
import { typeOptions } from '../../device';
import { moneyText, quantityText } from '../labels';
import { useCategoryOptions } from '../lookups';
import { partsMeta } from '../meta';
import { LIMITS_INPUT, LimitsEditor, limitsCheck, parseLimits } from './LimitsEditor';

const f = filtersFor<SparePartListQuery>();
const STATUSES = ['active', 'disabled'] as const;
const TYPE_READERS = ['deviceTypeList', 'deviceList'] as const;

/** The device types a part may fit; asked only of users who may read them (a refused read would lead to /401). */
function useFitOptions(): readonly Option[] {
  const scope = useListScope(true);
  const allowed = useHolds(TYPE_READERS);
  const { data } = useGetDeviceTypeTreeQuery(scope, { skip: !allowed });
  return useMemo(() => typeOptions(data ?? []), [data]);
}

/** A part as its form reads it: the limits as JSON text. */
function usePartForForm(id: number, options?: QueryHookOptions): QueryHookResult<SparePartRecord> {
  const result = useGetSparePartQuery(id, options);
  const { data: part } = result;
  const data = useMemo(() => part && Object.assign({}, part, { [LIMITS_INPUT]: JSON.stringify(part.limits) }), [part]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

/** The body with the limits text as the contract's list. */
function withLimits<T extends object>(body: T): T {
  const text = Reflect.get(body, LIMITS_INPUT);
  const out = { ...body };
  Reflect.deleteProperty(out, LIMITS_INPUT);
  if (typeof text === 'string') Reflect.set(out, 'limits', parseLimits(text));
  return out;
}

/** `limits[0].max_quantity: …` shows under the limits editor. */
function onLimitsInput<T>(result: { data?: T; error?: unknown }): Settled<T> {
  const { data, error } = result;
  if (error === undefined) return data === undefined ? { error: undefined } : { data };
  if (!isApiFailure(error)) return { error };
  const match = /^limits(?:\[\d+\])?(?:\.\w+)?: (.+)$/s.exec(error.message);
  return match ? { error: { ...error, message: `${LIMITS_INPUT}: ${match[1]}` } } : { error };
}

function useCreatePart(): ReturnType<MutationHook<SparePartCreate, SparePartRecord>> {
  const [create, state] = useCreateSparePartMutation();
  const send = useCallback(async (body: SparePartCreate) => onLimitsInput<SparePartRecord>(await create(withLimits(body))), [create]);
  return [send, state];
}

function useUpdatePart(): ReturnType<MutationHook<{ id: number; body: SparePartUpdate }, SparePartRecord>> {
  const [update, state] = useUpdateSparePartMutation();
  const send = useCallback(async ({ id, body }: { id: number; body: SparePartUpdate }) => onLimitsInput<SparePartRecord>(await update({ id, body: withLimits(body) })), [update]);
  return [send, state];
}

function PartLink({ row }: { row: SparePartRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(partsMeta, row.id) ?? '#'}>{row.code}</Link>
    </ChakraLink>
  );
}

export const parts = defineResource<SparePartRecord, SparePartListQuery, SparePartCreate, SparePartUpdate>({
  meta: partsMeta,
  rowLabel: (row) => `${row.code} ${row.name}`,
  list: {
    useList: useListSparePartsQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: ['+code', '-code', '+name', '-name', '+unit_price', '-unit_price', '+id', '-id', '+created_at', '-created_at'],
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true, hideable: false, cell: (row) => <PartLink row={row} /> },
      { key: 'name', sortable: true },
      { key: 'category_name' },
      { key: 'specification' },
      { key: 'unit' },
      { key: 'on_hand', cell: (row) => quantityText(row.on_hand) },
      { key: 'unit_price', sortable: true, cell: (row) => moneyText(row.unit_price) },
      { key: 'manufacturer', defaultHidden: true },
      { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
    ],
    filters: [
      f.search('resources.parts.keyword'),
      f.lookup('category_id', 'resources.parts.fields.category_id', useCategoryOptions),
      f.choice('status', STATUSES, 'resources.parts.fields.status', (status) => `resource:status.${status}`),
    ],
  },
  useGet: usePartForForm,
  create: { useMutation: useCreatePart, initial: { code: '', name: '', category_id: 0, unit: '' } },
  update: { useMutation: useUpdatePart, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSparePartMutation, undo: 'spare_part' },
  csv: { export: exportSparePartsCsv, useImport: useImportSparePartsCsvMutation, template: 'spare_part' },
  formSize: 'lg',
  fields: [
    { name: 'code', kind: 'text', help: 'resources.parts.codeHelp', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    { name: 'category_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useCategoryOptions() },
    { name: 'specification', kind: 'text', rules: { maxLength: 200 } },
    { name: 'unit', kind: 'text', help: 'resources.parts.unitHelp', rules: { required: true, maxLength: 16 } },
    { name: 'manufacturer', kind: 'text', rules: { maxLength: 200 } },
    { name: 'unit_price', kind: 'number', rules: { min: 0, max: 1_000_000_000 } },
    { name: 'device_type_ids', kind: 'checkboxes', numeric: true, useOptions: () => useFitOptions() },
    { name: LIMITS_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => limitsCheck(value) }, render: (props) => <LimitsEditor {...props} /> },
    { name: 'status', kind: 'select', initial: 'active', options: STATUSES.map((status) => ({ value: status, label: `resource:status.${status}` })) },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.parts.basic',
        fields: [
          { key: 'code' },
          { key: 'name' },
          { key: 'category_name' },
          { key: 'specification' },
          { key: 'unit' },
          { key: 'manufacturer' },
          { key: 'unit_price', value: (row) => moneyText(row.unit_price) },
          { key: 'on_hand', value: (row) => `${quantityText(row.on_hand)} ${row.unit}` },
          { key: 'status', value: (row) => <StatusTag status={row.status} /> },
          { key: 'remark' },
        ],
      },
    ],
    history: 'spare_part',
  },
});
