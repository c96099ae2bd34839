import { QUERY_VALUES, exportRepairOrdersCsv, useListRepairOrdersQuery, type RepairOrderListQuery, type RepairOrderRecord } from '@om/api';
import { defineResource, filtersFor, useUserLookup } from '../../../shared/resource';
import { DeviceLink } from '../faults/faults.resource';
import { ORDER_STATES, SeverityTag, StateTag } from '../labels';
import { repairOrdersMeta } from '../meta';

const f = filtersFor<RepairOrderListQuery>();

function useAssigneeOptions() {
  return useUserLookup().options;
}

/** Repair orders: views open / overdue / all; filters state, assignee, severity; CSV export. */
export const repairOrders = defineResource<RepairOrderRecord, RepairOrderListQuery, object, object>({
  meta: repairOrdersMeta,
  rowLabel: (row) => `${row.code} ${row.title}`,
  list: {
    useList: useListRepairOrdersQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listRepairOrders.sort,
    defaultSort: '-created_at',
    views: [
      { key: 'open', label: 'views.open', params: { open: true } },
      { key: 'overdue', label: 'views.overdue', params: { overdue: true } },
      { key: 'all', label: 'views.all', params: {} },
    ],
    columns: [
      { key: 'code', sortable: true, hideable: false },
      { key: 'device_id', cell: (row) => <DeviceLink id={row.device_id} code={row.device_code} name={row.device_name} /> },
      { key: 'station_title', defaultHidden: true },
      { key: 'title' },
      { key: 'severity', sortable: true, cell: (row) => <SeverityTag severity={row.severity} /> },
      { key: 'state', sortable: true, hideable: false, cell: (row) => <StateTag order={row} /> },
      { key: 'assignee_name' },
      { key: 'reported_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.reported_at) },
      { key: 'accept_due_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.accept_due_at) },
      { key: 'completed_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.completed_at) },
      { key: 'fault_count', defaultHidden: true },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
    ],
    filters: [
      f.search('resources.repairOrders.keyword'),
      f.choice('state', ORDER_STATES, 'resources.repairOrders.fields.state', (state) => `state.${state}`),
      f.lookup('assignee_id', 'resources.repairOrders.fields.assignee_id', useAssigneeOptions),
    ],
  },
  csv: { export: exportRepairOrdersCsv },
});
