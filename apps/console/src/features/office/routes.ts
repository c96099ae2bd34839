import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';
import { officePurchasingCalendar, officePurchasingPages } from '../purchasing';

export const officeRoutes: RouteRecord[] = [
  group({
    path: '/office',
    sk: 'office',
    title: 'office.title',
    icon: 'office',
    children: [
      ...officePurchasingPages,
      page({ path: 'car/info', title: 'office.cars', roles: ['carinfoList'] }),
      detail({ path: 'car/info/details/:id', title: 'office.carDetails', roles: ['carinfoList'], activeMenu: '/office/car/info' }),
      page({ path: 'car/record', title: 'office.carRecords', roles: ['carrecordList'], hidden: true, activeMenu: '/office/car/info' }),
      page({ path: 'remind', title: 'office.remind', roles: ['remindList'] }),
      detail({ path: 'remind/details/:id', title: 'office.remindDetails', roles: ['remindList'], activeMenu: '/office/remind' }),
      page({ path: 'apply', title: 'office.apply', roles: ['applyWorkOrderList'] }),
      detail({ path: 'apply/applyDetails/:id', title: 'office.applyDetails', roles: ['applyWorkOrderList'], activeMenu: '/office/apply' }),
      page({ path: 'meeting', title: 'office.meeting', roles: ['meetingList'] }),
      detail({ path: 'meetingDetails/:id', title: 'office.meetingDetails', roles: ['meetingList'], activeMenu: '/office/meeting' }),
      officePurchasingCalendar,
      page({ path: 'meetingCalendar', title: 'office.meetingCalendar', roles: ['meetingList'] }),
    ],
  }),
];
