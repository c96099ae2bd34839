import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const overhaulRoutes: RouteRecord[] = [
  group({
    path: '/overhaul',
    sk: 'overhaul',
    title: 'overhaul.title',
    icon: 'overhaul',
    children: [
      page({ path: 'overhaulPlan', title: 'overhaul.plan', roles: ['overhaulList'] }),
      page({ path: 'overhaulTask', title: 'overhaul.task', roles: ['overhaulTaskList'] }),
      page({ path: 'overhaulStandard', title: 'overhaul.standard', roles: ['overhaulStandardList'] }),
      page({ path: 'overhaulDoc', title: 'overhaul.doc', roles: ['overhaulList'] }),
      page({ path: 'overhaulCalendar', title: 'overhaul.calendar', roles: ['overhaulCalendar'] }),
      detail({ path: 'standardDetails/:id', title: 'overhaul.standardDetails', roles: ['overhaulStandardList'], activeMenu: '/overhaul/overhaulStandard' }),
      detail({ path: 'planDetails/:id', title: 'overhaul.planDetails', roles: ['overhaulList'], activeMenu: '/overhaul/overhaulPlan' }),
      detail({ path: 'taskDetails/:id', title: 'overhaul.taskDetails', roles: ['overhaulTaskList'], activeMenu: '/overhaul/overhaulTask' }),
      detail({ path: 'checkTaskDetails/:id', title: 'overhaul.checkTaskDetails', roles: ['overhaulTaskList'], activeMenu: '/overhaul/overhaulTask' }),
    ],
  }),
];
