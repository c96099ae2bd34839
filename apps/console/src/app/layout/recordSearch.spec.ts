import { flattenRoutes } from '@om/auth';
import { SEARCH_KIND_VALUES } from '@om/api';
import { matchPath } from 'react-router';
import { appRoutes } from '../routeRecords';
import { RECORD_KINDS, toRecordGroups } from './recordSearch';

const paths = flattenRoutes(appRoutes).map((route) => route.fullPath);

describe('the kinds of records the header search finds', () => {
  it.each(SEARCH_KIND_VALUES)('send %s to a page the console declares', (kind) => {
    const target = RECORD_KINDS[kind].path(7, 'Pump 7').split('?')[0] ?? '';
    expect(paths.some((path) => matchPath(path, target))).toBe(true);
  });

  it('label the groups with the menu titles and address each record', () => {
    const groups = toRecordGroups([{ kind: 'device', items: [{ id: 3, title: 'Pump 3', subtitle: 'P-003' }] }], (key) => `«${key}»`);
    expect(groups).toEqual([{ kind: 'device', label: '«device.list»', items: [{ key: '3', title: 'Pump 3', subtitle: 'P-003', path: '/device/details/3' }] }]);
  });
});
