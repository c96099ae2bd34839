import { createI18n, loadLanguage } from '@om/i18n';
import { visibleRoutes } from '../access';
import { appRoutes } from '../routeRecords';
import { toMenuEntries } from './menuEntries';

describe('toMenuEntries', () => {
  it('builds links for pages and groups for modules, without hidden routes', async () => {
    const i18n = createI18n('en', await loadLanguage('en'));
    const entries = toMenuEntries(visibleRoutes(appRoutes, ['device', 'errorPool'], ['deviceList', 'deviceDetails', 'errorPoolList']), i18n.t);
    expect(entries.map((e) => e.label)).toEqual(['Dashboard', 'Devices', 'Fault pool']);
    expect(entries[0]).toMatchObject({ to: '/dashboard' });
    // The ledger and special equipment both need deviceList; the hidden details page never shows.
    expect(entries[1].children).toEqual([
      { key: '/device/list', label: 'Device ledger', icon: undefined, to: '/device/list' },
      { key: '/device/special', label: 'Special equipment', icon: undefined, to: '/device/special' },
    ]);
  });

  it('drops a group whose visible pages are all hidden', async () => {
    const i18n = createI18n('en', await loadLanguage('en'));
    const entries = toMenuEntries(visibleRoutes(appRoutes, ['device'], ['deviceDetails']), i18n.t);
    expect(entries.map((e) => e.label)).toEqual(['Dashboard']);
  });
});
