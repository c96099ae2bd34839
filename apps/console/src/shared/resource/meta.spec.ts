import { detailHref, resourceMeta, resourceRoutes } from './meta';

const page = async () => () => null;
const meta = resourceMeta({
  name: 'users',
  ns: 'system',
  routes: { list: '/system/member', details: '/system/details/:id' },
  titles: { list: 'system.member', details: 'system.userDetails' },
  permissions: { list: ['userList'], details: ['userDetails', 'userList'] },
  writes: ['createUser'],
});
const pages = { list: page, details: page };

describe('resource routes', () => {
  it('gives the list as a menu page and the details as a hidden page highlighting the list', () => {
    const [list, details] = resourceRoutes(meta, '/system', pages);
    expect(list).toMatchObject({ path: 'member', title: 'system.member', roles: ['userList'], page });
    expect(list.hidden).toBeUndefined();
    expect(details).toMatchObject({ path: 'details/:id', title: 'system.userDetails', roles: ['userDetails', 'userList'], hidden: true, activeMenu: '/system/member' });
  });

  it('refuses a path outside its group, and links a row to its details', () => {
    expect(() => resourceRoutes(meta, '/company', pages)).toThrow('/system/member is not below /company');
    expect(detailHref(meta, 7)).toBe('/system/details/7');
  });
});
