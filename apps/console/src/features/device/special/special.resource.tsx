import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  QUERY_VALUES,
  SPECIAL_EQUIPMENT_CATEGORY_VALUES,
  exportSpecialEquipmentCsv, useCreateSpecialEquipmentMutation, useDeleteSpecialEquipmentMutation, useGetSpecialEquipmentQuery,
  useImportSpecialEquipmentCsvMutation, useListSpecialEquipmentQuery, useUpdateSpecialEquipmentMutation,
  type SpecialEquipmentCreate, type SpecialEquipmentListQuery, type SpecialEquipmentRecord, type SpecialEquipmentUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { ColorTag } from '@om/ui';
import { defineResource, detailHref, filtersFor, useUserLookup, type FormValues, type MutationHook } from '../../../shared/resource';
import { DevicePicker } from '../DevicePicker';
import { dayField, nullDays } from '../fields';
import { categoryKey } from '../labels';
import { devicesMeta, specialEquipmentMeta } from '../meta';
import { dueHighlight } from './due';

export const DUE_FILTERS = ['overdue', 'within_30_days'] as const;
const f = filtersFor<SpecialEquipmentListQuery>();

/** The due state as a coloured tag with its text; `data-due` lets the list tint the row. */
export function DueTag({ row }: { row: Pick<SpecialEquipmentRecord, 'due_state' | 'days_until_due'> }) {
  const { t } = useTranslation('device');
  const due = dueHighlight(row);
  return (
    <span data-due={due.state}>
      <ColorTag color={due.color} strong={due.highlighted}>
        {t(due.text.key, { count: due.text.count })}
      </ColorTag>
    </span>
  );
}

function ResponsibleNames({ ids }: { ids: readonly number[] }) {
  const users = useUserLookup();
  return <>{ids.map((id) => users.name(id)).join(', ')}</>;
}

function DeviceLink({ row }: { row: SpecialEquipmentRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(devicesMeta, row.device_id) ?? '#'}>
        {row.device_code} {row.device_name}
      </Link>
    </ChakraLink>
  );
}

const afterLastInspection = (value: unknown, values: FormValues) => {
  const last = values['last_inspected_on'];
  return typeof value === 'string' && typeof last === 'string' && last !== '' && value !== '' && value < last ? 'resources.specialEquipment.nextBeforeLast' : undefined;
};

const DAY_KEYS = ['last_inspected_on'] as const;

function useCreate(): ReturnType<MutationHook<SpecialEquipmentCreate, SpecialEquipmentRecord>> {
  const [create, state] = useCreateSpecialEquipmentMutation();
  const send = useCallback((body: SpecialEquipmentCreate) => create(nullDays(body, DAY_KEYS)), [create]);
  return [send, state];
}

function useUpdate(): ReturnType<MutationHook<{ id: number; body: SpecialEquipmentUpdate }, SpecialEquipmentRecord>> {
  const [update, state] = useUpdateSpecialEquipmentMutation();
  const send = useCallback(({ id, body }: { id: number; body: SpecialEquipmentUpdate }) => update({ id, body: nullDays(body, DAY_KEYS) }), [update]);
  return [send, state];
}

export const specialEquipment = defineResource<SpecialEquipmentRecord, SpecialEquipmentListQuery, SpecialEquipmentCreate, SpecialEquipmentUpdate>({
  meta: specialEquipmentMeta,
  rowLabel: (row) => `${row.device_code} ${row.device_name}`,
  list: {
    useList: useListSpecialEquipmentQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: QUERY_VALUES.listSpecialEquipment.sort,
    defaultSort: '+next_inspection_on',
    columns: [
      { key: 'device_id', hideable: false, cell: (row) => <DeviceLink row={row} /> },
      { key: 'station_title' },
      { key: 'category', sortable: true, cell: (row, { t }) => t(categoryKey(row.category)) },
      { key: 'certificate_no', sortable: true },
      { key: 'inspecting_body' },
      { key: 'last_inspected_on', sortable: true, cell: (row) => row.last_inspected_on ?? '' },
      { key: 'next_inspection_on', sortable: true },
      { key: 'due_state', hideable: false, cell: (row) => <DueTag row={row} /> },
      { key: 'responsible_user_ids', cell: (row) => <ResponsibleNames ids={row.responsible_user_ids} /> },
      { key: 'remark', defaultHidden: true },
    ],
    filters: [
      f.search('resources.specialEquipment.keyword'),
      f.choice('due', DUE_FILTERS, 'resources.specialEquipment.fields.due', (due) => `due.filter.${due}`),
      f.choice('category', SPECIAL_EQUIPMENT_CATEGORY_VALUES, 'resources.specialEquipment.fields.category', categoryKey),
    ],
  },
  useGet: useGetSpecialEquipmentQuery,
  create: { useMutation: useCreate, initial: { device_id: 0, category: 'other', next_inspection_on: '' } },
  update: { useMutation: useUpdate, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSpecialEquipmentMutation },
  csv: { export: exportSpecialEquipmentCsv, useImport: useImportSpecialEquipmentCsvMutation, template: 'special_equipment' },
  fields: [
    { name: 'device_id', kind: 'custom', only: 'create', numeric: true, rules: { required: true }, render: (props) => <DevicePicker {...props} /> },
    { name: 'category', kind: 'select', rules: { required: true }, options: SPECIAL_EQUIPMENT_CATEGORY_VALUES.map((category) => ({ value: category, label: categoryKey(category) })) },
    { name: 'certificate_no', kind: 'text', rules: { maxLength: 64 } },
    { name: 'inspecting_body', kind: 'text', rules: { maxLength: 100 } },
    dayField('last_inspected_on'),
    dayField('next_inspection_on', { required: true, check: afterLastInspection }),
    {
      name: 'responsible_user_ids',
      kind: 'checkboxes',
      numeric: true,
      help: 'resources.specialEquipment.responsibleHelp',
      useOptions: () => useUserLookup().options,
    },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 500 } },
  ],
});
