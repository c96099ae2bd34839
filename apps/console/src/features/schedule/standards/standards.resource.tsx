import { useCallback } from 'react';
import {
  type CheckType, type ScheduleKind, type ScheduledStandard, type ScheduledStandardCreate, type StandardListQuery,
} from '@om/api';
import { defineResource, filtersFor, type MutationHook, type QueryHookOptions } from '../../../shared/resource';
import { CHECK_TYPES, checkTypeKey } from '../labels';
import { scheduleHooks } from '../hooks';
import { scheduleMetas } from '../meta';

const f = filtersFor<StandardListQuery>();

/** The create form: the standard and its first checklist item (more items on the standard's page). */
export interface StandardDraft {
  code: string;
  name: string;
  minutes?: number;
  tools?: string;
  safety?: string;
  first_item_name: string;
  first_item_type: CheckType;
  first_item_low?: number;
  first_item_high?: number;
  first_item_unit?: string;
}

export function draftToBody(draft: StandardDraft): ScheduledStandardCreate {
  const numeric = draft.first_item_type === 'numeric';
  return {
    code: draft.code,
    name: draft.name,
    ...(draft.minutes !== undefined && { minutes: draft.minutes }),
    ...(draft.tools !== undefined && { tools: draft.tools }),
    ...(draft.safety !== undefined && { safety: draft.safety }),
    items: [
      {
        key: 'item_1',
        name: draft.first_item_name,
        check_type: draft.first_item_type,
        ...(numeric && { low: draft.first_item_low ?? null, high: draft.first_item_high ?? null, unit: draft.first_item_unit ?? '' }),
      },
    ],
  };
}

const isNumeric = (values: Record<string, unknown>) => values['first_item_type'] === 'numeric';
const highNotBelowLow = (value: unknown, values: Record<string, unknown>) => {
  const low = Number(values['first_item_low']);
  return typeof value === 'string' && value !== '' && values['first_item_low'] !== '' && Number(value) < low ? 'resources.standards.highBelowLow' : undefined;
};
const oneBound = (_value: unknown, values: Record<string, unknown>) =>
  isNumeric(values) && values['first_item_low'] === '' && values['first_item_high'] === '' ? 'resources.standards.needsBound' : undefined;

const cache = new Map<ScheduleKind, ReturnType<typeof build>>();

function build(kind: ScheduleKind) {
  const { listStandards: useListStandards, createStandard: useCreateStandard, deleteStandard: useDeleteStandard } = scheduleHooks(kind);
  function useCreate(): ReturnType<MutationHook<StandardDraft, ScheduledStandard>> {
    const [create, state] = useCreateStandard();
    const send = useCallback((draft: StandardDraft) => create(draftToBody(draft)), [create]);
    return [send, state];
  }
  function useRemove(): ReturnType<MutationHook<{ id: number; version: number }, null>> {
    const [remove, state] = useDeleteStandard();
    const send = useCallback((arg: { id: number; version: number }) => remove(arg), [remove]);
    return [send, state];
  }
  return defineResource<ScheduledStandard, StandardListQuery, StandardDraft, { version: number }>({
    meta: scheduleMetas(kind).standards,
    rowLabel: (row) => `${row.code} ${row.name}`,
    list: {
      useList: (query: StandardListQuery, options?: QueryHookOptions) => useListStandards(query, options),
      fixed: {},
      scoped: true,
      sorts: ['+code', '-code', '+name', '-name', '+updated_at', '-updated_at'],
      defaultSort: '+code',
      columns: [
        { key: 'code', sortable: true, hideable: false },
        { key: 'name', sortable: true },
        { key: 'device_type_name' },
        { key: 'items', cell: (row) => String(row.items.length) },
        { key: 'minutes' },
        { key: 'revision' },
        { key: 'plan_count' },
        { key: 'updated_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.updated_at) },
      ],
      filters: [f.search('resources.standards.keyword')],
    },
    create: { useMutation: useCreate, initial: { code: '', name: '', first_item_name: '', first_item_type: 'numeric' } },
    remove: { useMutation: useRemove },
    fields: [
      { name: 'code', kind: 'text', rules: { required: true, maxLength: 32 } },
      { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
      { name: 'minutes', kind: 'number', rules: { min: 0, integer: true } },
      { name: 'tools', kind: 'text', rules: { maxLength: 500 } },
      { name: 'safety', kind: 'textarea', rules: { maxLength: 1000 } },
      { name: 'first_item_name', kind: 'text', help: 'resources.standards.firstItemHelp', rules: { required: true, maxLength: 100 } },
      { name: 'first_item_type', kind: 'select', initial: 'numeric', rules: { required: true }, options: CHECK_TYPES.map((type) => ({ value: type, label: checkTypeKey(type) })) },
      { name: 'first_item_low', kind: 'number', visible: isNumeric, rules: { check: oneBound } },
      { name: 'first_item_high', kind: 'number', visible: isNumeric, rules: { check: highNotBelowLow } },
      { name: 'first_item_unit', kind: 'text', visible: isNumeric, rules: { maxLength: 16 } },
    ],
  });
}

/** One kind's standards list, declared once for the generic list page. */
export function standardResource(kind: ScheduleKind) {
  const known = cache.get(kind);
  if (known) return known;
  const made = build(kind);
  cache.set(kind, made);
  return made;
}
