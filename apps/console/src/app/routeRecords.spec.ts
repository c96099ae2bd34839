import { flattenRoutes, isPermission, MODULE_KEYS } from '@om/auth';
import { createI18n, loadLanguage, LANGUAGES } from '@om/i18n';
import { matchPath } from 'react-router';
import { appRoutes, declaredRoutes } from './routeRecords';

// The declarations: every module of the spec, built or not.
const flat = flattenRoutes(declaredRoutes);

describe('the route declarations', () => {
  it('declare every module group of the spec, in menu order, with the English titles', async () => {
    const i18n = createI18n('en', await loadLanguage('en'));
    const top = declaredRoutes.filter((r) => !r.hidden).map((r) => i18n.t(r.title, { ns: 'route' }));
    expect(top).toEqual([
      'Dashboard', 'Company', 'System', 'Devices', 'Remote monitoring', 'Spare parts', 'Documents', 'Fault pool',
      'Inspection', 'Maintenance', 'Overhaul', 'Repair', 'Diagnosis', 'Suppliers', 'Customers', 'Office',
    ]);
    const groups = declaredRoutes.filter((r) => r.sk && r.children).map((r) => r.sk);
    expect(new Set(groups)).toEqual(new Set(MODULE_KEYS));
  });

  it('lead the router, menu, search and breadcrumbs only to built pages', () => {
    const served = flattenRoutes(appRoutes);
    expect(served.filter(({ route }) => !route.children && !route.page).map((r) => r.fullPath)).toEqual([]);
    expect(served.filter(({ route }) => route.children && !route.children.length).map((r) => r.fullPath)).toEqual([]);
    // Every built page of the declarations is served.
    const built = flat.filter(({ route }) => !route.children && route.page).map((r) => r.fullPath);
    expect(served.filter(({ route }) => !route.children).map((r) => r.fullPath)).toEqual(built);
  });

  it.each(LANGUAGES)('have a %s title for every route', async (language) => {
    const i18n = createI18n(language, await loadLanguage(language));
    const missing = flat.filter(({ route }) => !i18n.exists(route.title, { ns: 'route' })).map((r) => r.fullPath);
    expect(missing).toEqual([]);
  });

  it('name only known permissions (or admin)', () => {
    const unknown = flat.flatMap(({ route }) => (route.roles ?? []).filter((role) => role !== 'admin' && !isPermission(role)));
    expect(unknown).toEqual([]);
  });

  it('point every hidden page at a menu page that exists', () => {
    const menuPaths = new Set(flat.filter(({ route }) => !route.hidden && !route.children).map((r) => r.fullPath));
    const broken = flat
      .filter(({ route }) => route.hidden && !route.children)
      .filter(({ route, parents }) => parents.length > 0 && !(route.activeMenu && menuPaths.has(route.activeMenu)))
      .map((r) => r.fullPath);
    expect(broken).toEqual([]);
  });

  it('declare unique paths', () => {
    const paths = flat.map((r) => r.fullPath);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('cover the detail addresses of the spec', () => {
    const spec = [
      '/company/details/1', '/company/dashboard/iframes/2', '/homepage', '/system/process/3', '/device/details/4',
      '/remote/realtime/details/5', '/remote/monitor/rec/CAM-01', '/spare/warehouse/watch/t1', '/spare/outSupplyDetails/6',
      '/files/learnDetails/7', '/errorPool/details/8', '/inspection/taskDetails/9', '/maintain/checkDetails/10',
      '/overhaul/checkTaskDetails/11', '/repair/errorList/details/12', '/repair/check/details/13', '/diagn/data/detail/14',
      '/supplier/supplierDetails/15', '/custom/customDetails/16', '/office/car/info/details/17', '/office/apply/applyDetails/18',
      '/office/meetingDetails/19', '/office/car/record', '/diagn/data', '/profile/index',
    ];
    const unmatched = spec.filter((path) => !flat.some(({ fullPath }) => matchPath({ path: fullPath, end: true }, path)));
    expect(unmatched).toEqual([]);
  });

  it('keep rules management admin-only', () => {
    expect(flat.find((r) => r.fullPath === '/system/rules')?.route.roles).toEqual(['admin']);
  });
});
