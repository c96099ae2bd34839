import { resourceMeta } from '../../shared/resource/meta';

export const companiesMeta = resourceMeta({
  name: 'companies',
  ns: 'company',
  routes: { list: '/company/list', details: '/company/details/:id' },
  titles: { list: 'company.list', details: 'company.details' },
  permissions: { list: ['companyList'], details: ['companyInfo', 'companyList'] },
  writes: ['createCompany'],
});
