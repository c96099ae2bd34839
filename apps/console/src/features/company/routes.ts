import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { detail, group, page } from '../../shared/routing/define';
import { companiesMeta } from './meta';

const COMPANY = '/company';

export const companyRoutes: RouteRecord[] = [
  group({
    path: COMPANY,
    sk: 'company',
    title: 'company.title',
    icon: 'company',
    children: [
      ...resourceRoutes(companiesMeta, COMPANY, {
        list: () => import('./companies/CompaniesPage').then((m) => m.CompaniesPage),
        details: () => import('./companies/CompanyDetailPage').then((m) => m.CompanyDetailPage),
      }),
      // The cloud dashboards are open to every signed-in user (docs/product.md "Permissions").
      page({ path: 'dashboard/cloud', title: 'company.cloud' }),
      page({ path: 'dashboard/energy', title: 'company.energy' }),
      page({ path: 'dashboard/healthy', title: 'company.healthy' }),
      detail({ path: 'dashboard/iframes/:id', title: 'company.iframe', activeMenu: '/company/dashboard/cloud' }),
    ],
  }),
  page({ path: '/homepage', sk: 'company', title: 'company.homepage', hidden: true, roles: ['companyInfo'] }),
];
