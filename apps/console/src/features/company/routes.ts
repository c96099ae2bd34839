import type { RouteRecord } from '@om/auth';
import { detail, group, page } from '../../shared/routing/define';

export const companyRoutes: RouteRecord[] = [
  group({
    path: '/company',
    sk: 'company',
    title: 'company.title',
    icon: 'company',
    children: [
      page({ path: 'list', title: 'company.list', roles: ['companyList'] }),
      detail({ path: 'details/:id', title: 'company.details', roles: ['companyInfo'], activeMenu: '/company/list' }),
      // The cloud dashboards are open to every signed-in user (spec §6).
      page({ path: 'dashboard/cloud', title: 'company.cloud' }),
      page({ path: 'dashboard/energy', title: 'company.energy' }),
      page({ path: 'dashboard/healthy', title: 'company.healthy' }),
      detail({ path: 'dashboard/iframes/:id', title: 'company.iframe', activeMenu: '/company/dashboard/cloud' }),
    ],
  }),
  page({ path: '/homepage', sk: 'company', title: 'company.homepage', hidden: true, roles: ['companyInfo'] }),
];
