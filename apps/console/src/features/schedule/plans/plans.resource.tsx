import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import {
  type PlanListQuery, type ScheduleKind, type ScheduledPlan, type ScheduledPlanCreate,
} from '@om/api';
import { defineResource, filtersFor, useUserLookup, useZeroOption, type MutationHook, type QueryHookOptions } from '../../../shared/resource';
import { CYCLE_UNITS, cycleUnitKey, PLAN_STATUSES, planStatusKey } from '../labels';
import { scheduleHooks } from '../hooks';
import { scheduleMetas } from '../meta';
import { DateTimeField } from './DateTimeField';
import { DevicesField } from './DevicesField';

const f = filtersFor<PlanListQuery>();
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form sends '' for an empty end day and 0 for "no assignee"; the contract wants null. */
export function planBody(body: ScheduledPlanCreate): ScheduledPlanCreate {
  return {
    ...body,
    ends_on: body.ends_on ? body.ends_on : null,
    assignee_id: body.assignee_id ? body.assignee_id : null,
    meter_sensor_key: body.meter_sensor_key ? body.meter_sensor_key : null,
    meter_step: body.meter_step ? body.meter_step : null,
  };
}

function useStandardOptions(kind: ScheduleKind) {
  const { listStandards: useListStandards } = scheduleHooks(kind);
  const { data } = useListStandards({ limit: 100, sort: '+code' });
  return useMemo(() => (data?.items ?? []).map((standard) => ({ value: String(standard.id), label: `${standard.code} ${standard.name}` })), [data]);
}

const cache = new Map<ScheduleKind, ReturnType<typeof build>>();

function build(kind: ScheduleKind) {
  const meta = scheduleMetas(kind).plans;
  const { listPlans: useListPlans, createPlan: useCreatePlan, deletePlan: useDeletePlan } = scheduleHooks(kind);
  function useCreate(): ReturnType<MutationHook<ScheduledPlanCreate, ScheduledPlan>> {
    const [create, state] = useCreatePlan();
    const send = useCallback((body: ScheduledPlanCreate) => create(planBody(body)), [create]);
    return [send, state];
  }
  function useRemove(): ReturnType<MutationHook<{ id: number; version: number }, null>> {
    const [remove, state] = useDeletePlan();
    const send = useCallback((arg: { id: number; version: number }) => remove(arg), [remove]);
    return [send, state];
  }
  return defineResource<ScheduledPlan, PlanListQuery, ScheduledPlanCreate, { version: number }>({
    meta,
    rowLabel: (row) => `${row.code} ${row.name}`,
    list: {
      useList: (query: PlanListQuery, options?: QueryHookOptions) => useListPlans(query, options),
      fixed: {},
      scoped: true,
      sorts: ['+code', '-code', '+name', '-name', '+next_due_at', '-next_due_at', '+updated_at', '-updated_at'],
      defaultSort: '+code',
      columns: [
        {
          key: 'code',
          sortable: true,
          hideable: false,
          cell: (row) => (
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={meta.routes.details?.replace(':id', String(row.id)) ?? '#'}>{row.code}</Link>
            </ChakraLink>
          ),
        },
        { key: 'name', sortable: true },
        { key: 'standard_name' },
        { key: 'devices', cell: (row) => row.devices.map((device) => device.code).join(row.route ? ' → ' : ', ') },
        { key: 'cycle_unit', cell: (row, { t }) => t('plan.cycle', { count: row.cycle_count, unit: t(cycleUnitKey(row.cycle_unit)) }) },
        { key: 'next_due_at', sortable: true, cell: (row) => row.next_due_at?.replace('T', ' ') ?? '—' },
        { key: 'status', cell: (row, { t }) => t(planStatusKey(row.status)) },
        { key: 'assignee_name' },
        { key: 'crew', defaultHidden: true },
        { key: 'task_count' },
      ],
      filters: [f.search('resources.plans.keyword'), f.choice('status', PLAN_STATUSES, 'resources.plans.fields.status', planStatusKey)],
    },
    create: {
      useMutation: useCreate,
      initial: { code: '', name: '', standard_id: 0, device_ids: [], route: false, cycle_unit: 'day', cycle_count: 1, starts_at: '' },
    },
    remove: { useMutation: useRemove },
    formSize: 'md',
    fields: [
      { name: 'code', kind: 'text', rules: { required: true, maxLength: 32 } },
      { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
      { name: 'standard_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useStandardOptions(kind) },
      { name: 'device_ids', kind: 'custom', numeric: true, initial: [], rules: { required: true }, render: (props) => <DevicesField {...props} /> },
      { name: 'route', kind: 'switch', help: 'resources.plans.routeHelp' },
      { name: 'cycle_unit', kind: 'select', initial: 'day', rules: { required: true }, options: CYCLE_UNITS.map((unit) => ({ value: unit, label: cycleUnitKey(unit) })) },
      { name: 'cycle_count', kind: 'number', initial: '1', rules: { required: true, min: 1, max: 1000, integer: true } },
      { name: 'starts_at', kind: 'custom', rules: { required: true, pattern: DATE_TIME, patternMessage: 'form.dateTime' }, render: (props) => <DateTimeField {...props} /> },
      { name: 'ends_on', kind: 'custom', rules: { pattern: DAY, patternMessage: 'form.day' }, render: (props) => <DateTimeField {...props} type="date" /> },
      { name: 'lead_minutes', kind: 'number', help: 'resources.plans.leadHelp', rules: { min: 0, integer: true } },
      { name: 'meter_sensor_key', kind: 'text', only: 'create', help: 'resources.plans.meterHelp', rules: { maxLength: 32 } },
      { name: 'meter_step', kind: 'number', only: 'create', rules: { min: 0 } },
      { name: 'assignee_id', kind: 'select', numeric: true, useOptions: () => [useZeroOption(), ...useUserLookup().options] },
      { name: 'crew', kind: 'text', rules: { maxLength: 64 } },
      { name: 'remark', kind: 'textarea', rules: { maxLength: 500 } },
    ],
  });
}

/** One kind's plans, declared once for the generic list page. */
export function planResource(kind: ScheduleKind) {
  const known = cache.get(kind);
  if (known) return known;
  const made = build(kind);
  cache.set(kind, made);
  return made;
}
