import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const inspectionRoutes: RouteRecord[] = [
  group({
    path: '/inspection',
    sk: 'inspection',
    title: 'inspection.title',
    icon: 'inspection',
    children: [
      page({ path: 'inspectionPlan', title: 'inspection.plan', roles: ['inspectionList'] }),
      page({ path: 'inspectionTask', title: 'inspection.task', roles: ['inspectionTaskList'] }),
      page({ path: 'inspectionStandard', title: 'inspection.standard', roles: ['inspectionStandardList'] }),
      page({ path: 'inspectionDoc', title: 'inspection.doc', roles: ['inspectionList'] }),
      page({ path: 'inspectionCalendar', title: 'inspection.calendar', roles: ['inspectionTaskList'] }),
      detail({ path: 'planDetails/:id', title: 'inspection.planDetails', roles: ['inspectionList'], activeMenu: '/inspection/inspectionPlan' }),
      detail({ path: 'standardDetails/:id', title: 'inspection.standardDetails', roles: ['inspectionStandardList'], activeMenu: '/inspection/inspectionStandard' }),
      detail({ path: 'taskDetails/:id', title: 'inspection.taskDetails', roles: ['inspectionTaskList'], activeMenu: '/inspection/inspectionTask' }),
    ],
  }),
];
