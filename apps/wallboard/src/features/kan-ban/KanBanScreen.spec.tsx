import { act, render, screen, within } from '@testing-library/react';
import { type ComplianceFigure, configureApi, DEFAULT_HOST_CONFIG, type KanBan } from '@om/api';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '@om/ui';
import { Provider } from 'react-redux';
import { createWallboardStore } from '../../app/store';
import { KanBanScreen } from './KanBanScreen';

const figure = (due: number, onTime: number, late: number): ComplianceFigure => ({ due, on_time: onTime, late, open: due - onTime - late, ratio: due === 0 ? null : onTime / due });
const NOTHING = figure(0, 0, 0);

const figures: KanBan = {
  generated_at: new Date().toISOString(),
  company: { id: 1, name: 'Riverside Water Works', abbreviation: 'RWW', parent_id: 0, logo: '' },
  counts: { regions: 3, units: 12, stations: 40 },
  messages_today: 17,
  users_online: 5,
  latest: [{ id: 1, title: 'Pump 3 vibration high', content: '', type: 'alarm', read: false, created_at: new Date().toISOString() }],
  // This month: 7 of 8 inspections on time, no maintenance due; the caller may not view overhaul.
  compliance: {
    period: 'this_month',
    from: '2026-11-01',
    to: '2026-11-26',
    total: figure(8, 7, 1),
    kinds: [
      { kind: 'inspection', from: '2026-11-01', to: '2026-11-26', total: figure(8, 7, 1), stations: [] },
      { kind: 'maintain', from: '2026-11-01', to: '2026-11-26', total: NOTHING, stations: [] },
    ],
    stations: [],
  },
};

const ok = (data: KanBan = figures) => Response.json({ code: 20000, message: '', data });

async function renderScreen(fetch: jest.Mock, toast: jest.Mock = jest.fn()) {
  configureApi({ baseUrl: 'http://api.test', fetch, getToken: () => 't', navigate: jest.fn(), toast, onSessionOver: jest.fn() });
  const i18n = createI18n('en', await loadLanguage('en'));
  render(
    <Provider store={createWallboardStore()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <KanBanScreen host={{ ...DEFAULT_HOST_CONFIG, name_ii: 'O&M Cloud' }} />
        </UiProvider>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the wallboard', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the figures of GET /api/kan_ban and how old they are', async () => {
    const fetch = jest.fn(async () => ok());
    await renderScreen(fetch);
    expect(screen.getByRole('heading', { name: 'Operations overview' })).toBeInTheDocument();
    expect(await screen.findByText('Riverside Water Works')).toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Key figures' });
    expect(within(tiles).getByText('Messages today').nextSibling).toHaveTextContent('17');
    expect(within(tiles).getByText('Users online').nextSibling).toHaveTextContent('5');
    expect(within(tiles).getByText('Stations').nextSibling).toHaveTextContent('40');
    expect(screen.getByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d+ s ago$/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes every 30 s, shows a stale state while refreshes fail (no toast) and recovers by itself', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z') });
    let online = true;
    const fetch = jest.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return ok();
    });
    const toast = jest.fn();
    await renderScreen(fetch, toast);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Updated 0 s ago')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(12_000));
    expect(screen.getByText('Updated 12 s ago')).toBeInTheDocument();

    online = false;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Data is out of date');
    expect(screen.getByRole('alert')).toHaveTextContent('The figures shown are the last ones received');
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByText('Riverside Water Works')).toBeInTheDocument();
    expect(screen.getByText('Updated 42 s ago')).toBeInTheDocument();

    online = true;
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The refresh that succeeded ran at 60 s; the screen is now at 72 s.
    expect(screen.getByText('Updated 12 s ago')).toBeInTheDocument();
  });

  it('says that no figures have been received when the first refresh already fails, without a toast', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const toast = jest.fn();
    await renderScreen(fetch, toast);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('no figures have been received yet');
    expect(banner).not.toHaveTextContent('last ones received');
    expect(toast).not.toHaveBeenCalled();
  });

  it('names the platform in the language shown, from the host configuration', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    configureApi({ baseUrl: 'http://api.test', fetch, getToken: () => 't', navigate: jest.fn(), toast: jest.fn(), onSessionOver: jest.fn() });
    const i18n = createI18n('en', await loadLanguage('en'));
    render(
      <Provider store={createWallboardStore()}>
        <I18nextProvider i18n={i18n}>
          <UiProvider>
            <KanBanScreen host={{ ...DEFAULT_HOST_CONFIG, name_ii: '运维云平台', names: { en: 'O&M Cloud' } }} />
          </UiProvider>
        </I18nextProvider>
      </Provider>,
    );
    expect(await screen.findByText('O&M Cloud')).toBeInTheDocument();
    expect(screen.queryByText('运维云平台')).not.toBeInTheDocument();
  });

  it('shows PM compliance of this month in total and per kind the user may view, in words when nothing fell due', async () => {
    await renderScreen(jest.fn(async () => ok()));
    const panel = await screen.findByRole('region', { name: 'PM compliance this month' });
    const tiles = within(panel).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['All kinds87.5%7 of 8 on time', 'Inspection87.5%7 of 8 on time', 'MaintenanceNo tasks due']);
    expect(within(panel).queryByText('Overhaul')).not.toBeInTheDocument();
  });

  it('holds the compliance panel\'s room, invisibly and hidden from assistive technology, until the first figures arrive', async () => {
    let answer: (response: Response) => void = () => undefined;
    await renderScreen(jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const placeholder = screen.getByText('PM compliance this month').closest('[aria-hidden="true"]');
    expect(placeholder).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PM compliance this month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await act(async () => answer(ok()));
    expect(await screen.findByRole('region', { name: 'PM compliance this month' })).toBeInTheDocument();
    expect(placeholder).not.toBeInTheDocument();
  });

  it('shows no compliance panel, and no error, when the user may view none of the kinds', async () => {
    const toast = jest.fn();
    await renderScreen(jest.fn(async () => ok({ ...figures, compliance: { ...figures.compliance, total: NOTHING, kinds: [] } })), toast);
    expect(await screen.findByText('Riverside Water Works')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'PM compliance this month' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
