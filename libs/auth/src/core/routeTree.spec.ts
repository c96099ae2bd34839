import { filterRoutesByModules, filterRoutesByRoles, flattenRoutes, joinPath } from './routeTree';

interface R {
  path: string;
  sk?: string;
  roles?: readonly string[];
  hidden?: boolean;
  children?: readonly R[];
}

const tree: R[] = [
  { path: '/dashboard' },
  {
    path: '/device',
    sk: 'device',
    roles: ['deviceList', 'deviceTypeList'],
    children: [
      { path: 'list', roles: ['deviceList'] },
      { path: 'details/:id', roles: ['deviceDetails'], hidden: true },
      { path: 'type', roles: ['deviceTypeList'] },
    ],
  },
  {
    path: '/remote',
    sk: 'remote',
    children: [
      { path: 'groupstate' },
      { path: 'realtime', roles: ['remoteSensorList'] },
    ],
  },
  { path: '/system', sk: 'system', children: [{ path: 'rules', roles: ['admin'] }] },
];

const paths = (routes: readonly R[]) => flattenRoutes(routes).map((r) => r.fullPath);

describe('filterRoutesByModules', () => {
  it('keeps routes of enabled modules and routes without a module', () => {
    expect(paths(filterRoutesByModules(tree, ['device']))).toEqual([
      '/dashboard',
      '/device',
      '/device/list',
      '/device/details/:id',
      '/device/type',
    ]);
  });

  it('drops every module when none is enabled', () => {
    expect(paths(filterRoutesByModules(tree, []))).toEqual(['/dashboard']);
  });

  it('filters children by their own module keys too', () => {
    const nested: R[] = [{ path: '/x', children: [{ path: 'a', sk: 'a' }, { path: 'b', sk: 'b' }] }];
    expect(paths(filterRoutesByModules(nested, ['b']))).toEqual(['/x', '/x/b']);
    expect(paths(filterRoutesByModules(nested, []))).toEqual([]);
  });
});

describe('filterRoutesByRoles', () => {
  it('lets admin see every enabled route', () => {
    const enabled = filterRoutesByModules(tree, ['device', 'system']);
    expect(filterRoutesByRoles(enabled, ['admin'])).toEqual(enabled);
    expect(paths(filterRoutesByRoles(enabled, ['admin']))).toContain('/system/rules');
  });

  it('keeps routes whose roles include one of the user roles, and routes without roles, recursively', () => {
    expect(paths(filterRoutesByRoles(tree, ['deviceList']))).toEqual([
      '/dashboard',
      '/device',
      '/device/list',
      '/remote',
      '/remote/groupstate',
    ]);
  });

  it('drops a group whose children all vanish', () => {
    const result = paths(filterRoutesByRoles(tree, ['nothing']));
    expect(result).not.toContain('/system');
    expect(result).toContain('/remote');
  });

  it('drops a group the user may not enter even if a child would be open', () => {
    const locked: R[] = [{ path: '/g', roles: ['x'], children: [{ path: 'open' }] }];
    expect(paths(filterRoutesByRoles(locked, ['y']))).toEqual([]);
    expect(paths(filterRoutesByRoles(locked, ['x']))).toEqual(['/g', '/g/open']);
  });

  it('applies modules first, then roles', () => {
    const visible = filterRoutesByRoles(filterRoutesByModules(tree, ['remote']), ['deviceList', 'remoteSensorList']);
    expect(paths(visible)).toEqual(['/dashboard', '/remote', '/remote/groupstate', '/remote/realtime']);
  });

  it('does not change the input', () => {
    const before = JSON.stringify(tree);
    filterRoutesByRoles(tree, ['deviceList']);
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('joinPath', () => {
  it('joins relative children and keeps absolute ones', () => {
    expect(joinPath('/device', 'details/:id')).toBe('/device/details/:id');
    expect(joinPath('/company', '/homepage')).toBe('/homepage');
    expect(joinPath('/x/', '')).toBe('/x/');
    expect(joinPath('', '/dashboard')).toBe('/dashboard');
  });
});
