import { builtRoutes, detail, group, page } from './define';

const component = async () => () => null;

describe('builtRoutes', () => {
  it('keeps pages with a component and groups with such a page; drops the rest', () => {
    const records = [
      group({
        path: '/spare',
        sk: 'spare',
        title: 'spare.title',
        children: [
          page({ path: 'spareList', title: 'spare.spareList', roles: ['spareList'], page: component }),
          page({ path: 'pick', title: 'spare.pick', roles: ['sparePickList'] }),
          detail({ path: 'details/:id', title: 'spare.details', roles: ['spareDetails'], activeMenu: '/spare/spareList' }),
        ],
      }),
      group({ path: '/diagn', sk: 'diagn', title: 'diagn.title', children: [page({ path: 'diagn', title: 'diagn.diagn', roles: ['diagnList'] })] }),
    ];
    const built = builtRoutes(records);
    expect(built.map((record) => record.path)).toEqual(['/spare']);
    expect(built[0]?.children?.map((record) => record.path)).toEqual(['spareList']);
    // The group opens for the roles of the pages that are left.
    expect(built[0]?.roles).toEqual(['spareList']);
  });

  it('keeps a group open to everyone only while a page open to everyone is built', () => {
    const open = group({ path: '/company', title: 'company.title', children: [page({ path: 'list', title: 'company.list', roles: ['companyList'], page: component }), page({ path: 'cloud', title: 'company.cloud' })] });
    expect(open.roles).toBeUndefined();
    expect(builtRoutes([open])[0]?.roles).toEqual(['companyList']);
  });
});
