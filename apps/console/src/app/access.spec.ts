import { MODULE_KEYS } from '@om/auth';
import { createCanVisit, paramsValid, visibleRoutes } from './access';
import { declaredRoutes as appRoutes } from './routeRecords';
// The access rules apply to the declarations, built or not.

const all = [...MODULE_KEYS];

describe('createCanVisit', () => {
  const canVisit = createCanVisit(appRoutes, all);

  it('lets admin open every declared page', () => {
    expect(canVisit('/system/rules', ['admin'])).toBe(true);
    expect(canVisit('/office/meetingCalendar', ['admin'])).toBe(true);
  });

  it('checks the page roles of other users', () => {
    expect(canVisit('/device/list', ['deviceList'])).toBe(true);
    expect(canVisit('/device/type', ['deviceList'])).toBe(false);
    expect(canVisit('/system/rules', ['userList'])).toBe(false);
  });

  it('opens pages without roles to any signed-in user', () => {
    expect(canVisit('/system/message', ['deviceList'])).toBe(true);
    expect(canVisit('/remote/groupstate', ['deviceList'])).toBe(true);
    expect(canVisit('/dashboard', ['deviceList'])).toBe(true);
    expect(canVisit('/profile/index', ['deviceList'])).toBe(true);
  });

  it('refuses malformed parameters', () => {
    expect(canVisit('/device/details/42', ['admin'])).toBe(true);
    expect(canVisit('/device/details/abc', ['admin'])).toBe(false);
    expect(canVisit('/spare/warehouse/watch/temp_1', ['admin'])).toBe(true);
    expect(canVisit('/spare/warehouse/watch/a-b', ['admin'])).toBe(false);
    expect(canVisit('/remote/monitor/rec/CAM 01-ä', ['admin'])).toBe(true);
  });

  it('refuses modules the host does not enable, even to admin', () => {
    const deviceOnly = createCanVisit(appRoutes, ['device']);
    expect(deviceOnly('/device/list', ['admin'])).toBe(true);
    expect(deviceOnly('/spare/spareList', ['admin'])).toBe(false);
    expect(deviceOnly('/dashboard', ['deviceList'])).toBe(true);
  });

  it('leaves undeclared paths to the router', () => {
    expect(canVisit('/no/such/page', ['deviceList'])).toBe(true);
  });
});

describe('paramsValid', () => {
  it('applies the id and sensor rules', () => {
    expect(paramsValid({ id: '12' })).toBe(true);
    expect(paramsValid({ id: '1.5' })).toBe(false);
    expect(paramsValid({ sensor: 'abc_1' })).toBe(true);
    expect(paramsValid({ sn: 'anything at all' })).toBe(true);
  });
});

describe('visibleRoutes', () => {
  it('gives a storekeeper the spare parts module only (plus open pages)', () => {
    const tree = visibleRoutes(appRoutes, all, ['spareList', 'spareInStockList']);
    expect(tree.map((r) => r.path)).toEqual(['/dashboard', '/company', '/system', '/remote', '/spare', '/profile']);
    const spare = tree.find((r) => r.path === '/spare');
    expect(spare?.children?.map((c) => c.path)).toEqual(['spareList', 'details/:id', 'inStock', 'inDetails/:id', 'reportSurfac', 'consumption']);
  });
});
