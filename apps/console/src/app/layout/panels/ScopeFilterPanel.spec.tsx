import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCockpitSelection, readMenuType } from '@om/shell-state';
import { setReloader } from '../../../shared/scope/reload';
import { useScope } from '../../../shared/scope/useScope';
import { adminProfile, home } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { renderHook } from '@testing-library/react';

const regionsOf = (request: Request) => {
  const query = new URL(request.url).searchParams;
  const parent = query.get('parent_id');
  if (query.get('level') === '1') return [{ id: 11, title: 'North', parent_id: 0, level: 1, company_id: 1 }, { id: 12, title: 'South', parent_id: 0, level: 1, company_id: 1 }];
  if (query.get('level') === '2') return [{ id: 21, title: `Unit of ${parent}`, parent_id: Number(parent), level: 2, company_id: 1 }];
  return [{ id: 31, title: `Station of ${parent}`, parent_id: Number(parent), level: 3, company_id: 1 }];
};

function setup(companies = [{ id: 1, name: 'Riverside Water Works', abbreviation: 'RWW', parent_id: 0, logo: '' }]) {
  return mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/home': () => home,
    'GET /api/get_company': () => companies,
    'GET /api/get_region': regionsOf,
  });
}

describe('the filter box', () => {
  const reload = jest.fn();
  beforeEach(() => {
    reload.mockClear();
    setReloader(reload);
  });

  it('cascades region → unit → station, saves the choice in localStorage cockpit and reloads', async () => {
    const api = setup();
    await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Scope filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Scope filter' });
    // One company: no company dropdown.
    expect(within(panel).queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    const region = within(panel).getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(region).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'North', 'South']));
    await userEvent.selectOptions(region, 'South');
    const unit = within(panel).getByRole('combobox', { name: 'Unit' });
    await waitFor(() => expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Unit of 12']));
    await userEvent.selectOptions(unit, 'Unit of 12');
    const station = within(panel).getByRole('combobox', { name: 'Station' });
    await waitFor(() => expect(within(station).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(station, 'Station of 21');
    const regionRequests = api.requests.filter((r) => r.url.includes('/api/get_region')).map((r) => Object.fromEntries(new URL(r.url).searchParams));
    expect(regionRequests).toEqual([
      { company_id: '1', parent_id: '0', level: '1', sort: '+id' },
      { company_id: '1', parent_id: '12', level: '2', sort: '+id' },
      { company_id: '1', parent_id: '21', level: '3', sort: '+id' },
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(JSON.parse(localStorage.getItem('cockpit') ?? '{}')).toEqual({ companyId: null, regionId: 12, unitId: 21, stationId: 31 });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the company dropdown for more than one company and starts from the saved choice', async () => {
    localStorage.setItem('cockpit', JSON.stringify({ companyId: 2, regionId: 11, unitId: null, stationId: null }));
    setup([
      { id: 1, name: 'Riverside Water Works', abbreviation: 'RWW', parent_id: 0, logo: '' },
      { id: 2, name: 'Lakeside Utilities', abbreviation: 'LU', parent_id: 0, logo: '' },
    ]);
    await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Scope filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Scope filter' });
    const company = await within(panel).findByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(company).toHaveValue('2'));
    expect(within(panel).getByRole('combobox', { name: 'Region' })).toHaveValue('11');
  });

  it('chooses a header tab (a level-1 region): menuType and the scope are saved, then reload', async () => {
    setup();
    await renderApp('/dashboard', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Scope filter' }));
    const panel = await screen.findByRole('dialog', { name: 'Scope filter' });
    const tabs = within(panel).getByRole('group', { name: 'Regions' });
    await userEvent.click(await within(tabs).findByRole('button', { name: 'North' }));
    expect(readMenuType()).toBe(11);
    expect(readCockpitSelection()).toEqual({ companyId: null, regionId: 11, unitId: null, stationId: null });
    expect(reload).toHaveBeenCalled();
  });

  it('gives every list the scope as query parameters (useScope)', () => {
    localStorage.setItem('cockpit', JSON.stringify({ companyId: 2, regionId: 11, unitId: null, stationId: 31 }));
    const { result } = renderHook(() => useScope());
    expect(result.current).toEqual({ company_id: 2, region_id: 11, station_id: 31 });
  });
});
