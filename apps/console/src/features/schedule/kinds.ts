import type { ScheduleKind } from '@om/api';
import type { ModuleKey, Permission } from '@om/auth';

/**
 * The three configurations of the scheduled-work engine: the same pages, with each kind's route
 * group, page names, permission names and vocabulary. Only this file knows the differences.
 */
export interface KindConfig {
  kind: ScheduleKind;
  /** The route group (`/inspection`) and its module key. */
  group: `/${ScheduleKind}`;
  sk: ModuleKey;
  /** Page paths below the group (the spec's names). */
  pages: { plan: string; task: string; standard: string; doc: string; calendar: string; check?: string };
  permissions: { plan: Permission; task: Permission; standard: Permission; calendar: readonly Permission[] };
}

export const KINDS: Record<ScheduleKind, KindConfig> = {
  inspection: {
    kind: 'inspection',
    group: '/inspection',
    sk: 'inspection',
    pages: { plan: 'inspectionPlan', task: 'inspectionTask', standard: 'inspectionStandard', doc: 'inspectionDoc', calendar: 'inspectionCalendar' },
    permissions: { plan: 'inspectionList', task: 'inspectionTaskList', standard: 'inspectionStandardList', calendar: ['inspectionList', 'inspectionTaskList'] },
  },
  maintain: {
    kind: 'maintain',
    group: '/maintain',
    sk: 'maintain',
    pages: { plan: 'maintainPlan', task: 'maintainTask', standard: 'maintainStandard', doc: 'maintainDoc', calendar: 'maintainCalendar', check: 'checkDetails' },
    permissions: { plan: 'maintainList', task: 'maintainTaskList', standard: 'maintainStandardList', calendar: ['maintainList', 'maintainTaskList'] },
  },
  overhaul: {
    kind: 'overhaul',
    group: '/overhaul',
    sk: 'overhaul',
    pages: { plan: 'overhaulPlan', task: 'overhaulTask', standard: 'overhaulStandard', doc: 'overhaulDoc', calendar: 'overhaulCalendar', check: 'checkTaskDetails' },
    permissions: { plan: 'overhaulList', task: 'overhaulTaskList', standard: 'overhaulStandardList', calendar: ['overhaulCalendar', 'overhaulList', 'overhaulTaskList'] },
  },
};

export const paths = (config: KindConfig) => ({
  standards: `${config.group}/${config.pages.standard}`,
  standard: (id: number) => `${config.group}/standardDetails/${id}`,
  plans: `${config.group}/${config.pages.plan}`,
  plan: (id: number) => `${config.group}/planDetails/${id}`,
  tasks: `${config.group}/${config.pages.task}`,
  task: (id: number) => `${config.group}/taskDetails/${id}`,
  check: (id: number) => `${config.group}/${config.pages.check ?? 'taskDetails'}/${id}`,
  calendar: `${config.group}/${config.pages.calendar}`,
  doc: `${config.group}/${config.pages.doc}`,
});
