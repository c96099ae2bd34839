import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { exportInspectionTasksCsv, exportMaintainTasksCsv, exportOverhaulTasksCsv, type ScheduleKind, type ScheduledTask, type TaskListQuery } from '@om/api';
import { scheduleHooks } from '../hooks';
import { defineResource, filtersFor, type ColumnDef, type QueryHookOptions } from '../../../shared/resource';
import type { ResourceMeta } from '../../../shared/resource/meta';
import { KINDS, paths } from '../kinds';
import { taskStatusKey } from '../labels';
import { scheduleMetas } from '../meta';
import { TaskStatusTag } from '../TaskStatusTag';
import { zonedDateTime } from '../zonedTime';

const f = filtersFor<TaskListQuery>();
const STATUS_FILTERS = ['open', 'done', 'created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'] as const;

function columns(kind: ScheduleKind): ColumnDef<ScheduledTask>[] {
  const to = paths(KINDS[kind]);
  return [
    {
      key: 'code',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={to.task(row.id)}>{row.code}</Link>
        </ChakraLink>
      ),
    },
    { key: 'plan_name' },
    { key: 'devices', cell: (row) => row.devices.map((device) => `${device.code} ${device.name}`).join(', ') },
    { key: 'due_at', sortable: true, cell: (row) => row.due_at.replace('T', ' ') },
    { key: 'status', sortable: true, cell: (row) => <TaskStatusTag status={row.status} overdue={row.overdue} /> },
    { key: 'assignee_name' },
    { key: 'abnormal_count' },
    { key: 'completed_at', sortable: true, cell: (row) => (row.completed_at ? zonedDateTime(row.completed_at, row.time_zone) : '') },
    { key: 'crew', defaultHidden: true },
  ];
}

function build(kind: ScheduleKind, meta: ResourceMeta, fixed: TaskListQuery, defaultSort: NonNullable<TaskListQuery['sort']>) {
  const { listTasks: useListTasks } = scheduleHooks(kind);
  return defineResource<ScheduledTask, TaskListQuery, never, { version: number }>({
    meta,
    rowLabel: (row) => row.code,
    csv: { export: (query, options) => EXPORTS[kind]({ ...query, ...fixed }, options) },
    list: {
      useList: (query: TaskListQuery, options?: QueryHookOptions) => useListTasks({ ...query, ...fixed }, options),
      fixed,
      scoped: true,
      // The records (…Doc) are selected to print them, one page per task.
      selectable: fixed.status === 'done',
      sorts: ['+due_at', '-due_at', '+code', '-code', '+status', '-status', '+completed_at', '-completed_at'],
      defaultSort,
      columns: columns(kind),
      filters: [
        f.search('resources.tasks.keyword'),
        ...(fixed.status ? [] : [f.choice('status', STATUS_FILTERS, 'resources.tasks.fields.status', taskStatusKey)]),
        f.choice('abnormal', [true, false], 'resources.tasks.fields.abnormal', (value) => (value ? 'task.abnormalOnly' : 'task.normalOnly')),
        f.date('due_from', 'resources.tasks.fields.due_from'),
        f.date('due_to', 'resources.tasks.fields.due_to'),
      ],
      views: fixed.status ? undefined : [
        { key: 'open', label: 'task.views.open', params: { status: 'open' } },
        // Due today on the company's clock (the server decides the day).
        { key: 'today', label: 'task.views.today', params: { today: true } },
        { key: 'overdue', label: 'task.views.overdue', params: { overdue: true } },
        { key: 'all', label: 'task.views.all', params: {} },
      ],
    },
  });
}

const cache = new Map<string, ReturnType<typeof build>>();

/** The records' sheet of each kind (the same query as the list, without paging). */
const EXPORTS = { inspection: exportInspectionTasksCsv, maintain: exportMaintainTasksCsv, overhaul: exportOverhaulTasksCsv } as const;

/** One kind's tasks (`done`: the records of completed tasks, the …Doc page). */
export function taskResource(kind: ScheduleKind, done = false) {
  const key = `${kind}:${done}`;
  const known = cache.get(key);
  if (known) return known;
  const metas = scheduleMetas(kind);
  const made = done ? build(kind, metas.docs, { status: 'done' }, '-completed_at') : build(kind, metas.tasks, {}, '+due_at');
  cache.set(key, made);
  return made;
}
