import { affixViewsFromRoutes, type TabRouteRecord } from './tags-view-routes';

describe('affixViewsFromRoutes', () => {
  it('collects affix routes at any depth with absolute paths', () => {
    const routes: TabRouteRecord[] = [
      { path: '/', children: [{ path: 'dashboard', name: 'Dashboard', title: 'dashboard', affix: true }] },
      { path: '/device', title: 'device', children: [{ path: 'list', title: 'device.list' }] },
      { path: '/docs', meta: { title: 'docs', affix: true, noCache: true } },
      { path: '/guide/', children: [{ path: 'index', meta: { affix: true } }, { path: '/absolute', affix: true, title: 'abs' }] },
    ];
    expect(affixViewsFromRoutes(routes)).toEqual([
      { path: '/dashboard', fullPath: '/dashboard', name: 'Dashboard', title: 'dashboard', affix: true },
      { path: '/docs', fullPath: '/docs', title: 'docs', affix: true, noCache: true },
      { path: '/guide/index', fullPath: '/guide/index', title: 'no-name', affix: true },
      { path: '/absolute', fullPath: '/absolute', title: 'abs', affix: true },
    ]);
  });

  it('finds none in a tree without affix routes', () => {
    expect(affixViewsFromRoutes([{ path: '/a', children: [{ path: 'b' }] }])).toEqual([]);
  });
});
