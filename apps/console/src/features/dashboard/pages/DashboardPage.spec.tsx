import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplianceFigure, ComplianceOverview, Profile } from '@om/api';
import { adminProfile, home, technicianProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

const figure = (due: number, onTime: number, late: number): ComplianceFigure => ({ due, on_time: onTime, late, open: due - onTime - late, ratio: due === 0 ? null : onTime / due });
const NOTHING = figure(0, 0, 0);

/** Six tasks due: inspection 3 of 4 on time, maintenance nothing due, overhaul 1 of 2; station B lowest. */
const overview: ComplianceOverview = {
  period: 'this_month',
  from: '2026-11-01',
  to: '2026-11-26',
  total: figure(6, 4, 1),
  kinds: [
    { kind: 'inspection', from: '2026-11-01', to: '2026-11-26', total: figure(4, 3, 1), stations: [] },
    { kind: 'maintain', from: '2026-11-01', to: '2026-11-26', total: NOTHING, stations: [] },
    { kind: 'overhaul', from: '2026-11-01', to: '2026-11-26', total: figure(2, 1, 0), stations: [] },
  ],
  stations: [
    { station_id: 1, station_name: 'North', ...figure(4, 3, 1) },
    { station_id: 2, station_name: 'South', ...figure(2, 1, 0) },
    { station_id: 3, station_name: 'West', ...NOTHING },
  ],
};

const empty: ComplianceOverview = { ...overview, total: NOTHING, kinds: overview.kinds.map((kind) => ({ ...kind, total: NOTHING })), stations: [] };

function dashboardApi(profile: Profile, compliance: ComplianceOverview = overview) {
  return mockApi({ 'GET /user/user_info': () => profile, 'GET /api/home': () => home, 'GET /api/compliance': () => compliance });
}

describe('the dashboard', () => {
  it("shows the user's company, the region counts and the latest messages from GET /api/home", async () => {
    const api = dashboardApi(adminProfile);
    await renderApp('/dashboard', { token: 'tok' });

    expect(await screen.findByText('Riverside Water Works')).toBeInTheDocument();
    expect(screen.getByText('Regions').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Units').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Stations').nextSibling).toHaveTextContent('1,234');

    const latest = screen.getByRole('region', { name: 'Latest messages' });
    expect(within(latest).getByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(within(latest).getByText('Alarm')).toBeInTheDocument();
    expect(within(latest).getByText('Unread')).toBeInTheDocument();
    expect(within(latest).getByText('Work order #88 closed')).toBeInTheDocument();
    expect(within(latest).getByText('1 hour ago')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url === 'http://api.test/api/home')).toBe(true);
  });

  it('says so when there are no messages', async () => {
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => ({ ...home, messages: [] }), 'GET /api/compliance': () => overview });
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  describe('PM compliance', () => {
    it('shows the period, the total, each kind linked to its task list, and the lowest stations', async () => {
      const api = dashboardApi(adminProfile);
      await renderApp('/dashboard', { token: 'tok' });
      const card = await screen.findByRole('region', { name: 'PM compliance' });
      expect(await within(card).findByText('66.7%')).toBeInTheDocument();
      expect(within(card).getByText('Nov 1, 2026 – Nov 26, 2026 · Completed on time ÷ due')).toBeInTheDocument();
      expect(within(card).getByText('4 of 6 on time · 1 late · 1 not completed')).toBeInTheDocument();

      const inspection = within(card).getByRole('link', { name: 'Inspection tasks' });
      expect(inspection).toHaveAttribute('href', '/inspection/inspectionTask');
      const inspectionItem = inspection.closest('li');
      expect(inspectionItem).toHaveTextContent('75%');
      expect(inspectionItem).toHaveTextContent('3 of 4 on time · 1 late · 0 not completed');
      // Nothing due: said in words, never 0 % or NaN.
      const maintenance = within(card).getByRole('link', { name: 'Maintenance tasks' }).closest('li');
      expect(maintenance).toHaveTextContent('No tasks due');
      expect(maintenance).not.toHaveTextContent('%');
      expect(within(card).getByRole('link', { name: 'Overhaul tasks' })).toHaveAttribute('href', '/overhaul/overhaulTask');
      expect(card).not.toHaveTextContent('NaN');

      const stations = within(card).getByRole('list', { name: 'Lowest stations' });
      expect(within(stations).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['South: 50% (1 of 2 on time)', 'North: 75% (3 of 4 on time)']);
      expect(api.requests.some((r) => r.url === 'http://api.test/api/compliance?period=this_month')).toBe(true);
    });

    it('asks for another period from the keyboard-reachable period buttons', async () => {
      const api = dashboardApi(adminProfile);
      await renderApp('/dashboard', { token: 'tok' });
      const card = await screen.findByRole('region', { name: 'PM compliance' });
      const lastMonth = within(card).getByRole('button', { name: 'Last month' });
      expect(lastMonth).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(lastMonth);
      expect(lastMonth).toHaveAttribute('aria-pressed', 'true');
      await within(card).findByText('66.7%');
      expect(api.requests.some((r) => r.url === 'http://api.test/api/compliance?period=last_month')).toBe(true);
    });

    it('says "No tasks due" for a period where nothing fell due', async () => {
      dashboardApi(adminProfile, empty);
      await renderApp('/dashboard', { token: 'tok' });
      const card = await screen.findByRole('region', { name: 'PM compliance' });
      expect(await within(card).findAllByText('No tasks due')).toHaveLength(4);
      expect(card).not.toHaveTextContent('%');
      expect(within(card).queryByRole('list', { name: 'Lowest stations' })).not.toBeInTheDocument();
    });

    it('links a kind to its plan list when the user may view the plans but not the tasks', async () => {
      const viewer: Profile = { ...technicianProfile, roles: ['inspectionList'], permissions: ['inspectionList:view'] };
      dashboardApi(viewer, { ...overview, kinds: overview.kinds.slice(0, 1) });
      await renderApp('/dashboard', { token: 'tok' });
      const card = await screen.findByRole('region', { name: 'PM compliance' });
      expect(await within(card).findByRole('link', { name: 'Inspection tasks' })).toHaveAttribute('href', '/inspection/inspectionPlan');
    });

    it('is not shown, nor asked for, without a view right on inspection, maintenance or overhaul', async () => {
      const storekeeper: Profile = { ...technicianProfile, roles: ['spareList'], permissions: ['spareList:view'] };
      const api = dashboardApi(storekeeper);
      await renderApp('/dashboard', { token: 'tok' });
      expect(await screen.findByText('Riverside Water Works')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'PM compliance' })).not.toBeInTheDocument();
      expect(api.requests.some((r) => r.url.includes('/api/compliance'))).toBe(false);
    });
  });
});
