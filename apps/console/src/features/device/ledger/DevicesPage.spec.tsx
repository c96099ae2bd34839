import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevicePage, DeviceTypeNode, RegionNode } from '@om/api';
import { adminProfile, deviceRecord } from '../../../testing/fixtures';
import { Envelope, mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';
import { chooseRowAction, rowActionNames } from '../../../testing/rowMenu';

const at = '2026-11-20T08:00:00.000Z';


const typeNode = (id: number, parentId: number, code: string, name: string, extra: Partial<DeviceTypeNode> = {}): DeviceTypeNode => ({
  id,
  company_id: 1,
  parent_id: parentId,
  code,
  name,
  template: [],
  remark: '',
  version: 1,
  created_at: at,
  updated_at: at,
  effective_template: [],
  device_count: 0,
  children: [],
  ...extra,
});

const power = { key: 'power', name: 'Rated power', kind: 'number' as const, unit: 'kW', required: true };
const TREE: DeviceTypeNode[] = [
  typeNode(10, 0, 'PUMP', 'Pumps', {
    template: [power],
    effective_template: [power],
    children: [typeNode(11, 10, 'CPUMP', 'Centrifugal pumps', { effective_template: [power] })],
  }),
  typeNode(12, 0, 'VALVE', 'Valves'),
];

const REGIONS: RegionNode[] = [
  { id: 1, title: 'East', parent_id: 0, level: 1, company_id: 1 },
  { id: 21, title: 'Plant 2', parent_id: 1, level: 2, company_id: 1 },
  { id: 31, title: 'North station', parent_id: 21, level: 3, company_id: 1 },
];

const PAGE: DevicePage = {
  items: [deviceRecord(1, 'P-101'), deviceRecord(2, 'P-102', { status: 'under_repair', importance: 'B' })],
  total: 1234,
  total_exact: true,
  summary: { total: 1234, in_use: 1100, standby: 50, under_repair: 70, scrapped: 14, importance: { A: 100, B: 400, C: 734 } },
};

function api(overrides: Record<string, (request: Request) => unknown> = {}) {
  return mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/get_company': () => [],
    'GET /api/devices': () => PAGE,
    'GET /api/device_types/tree': () => TREE,
    'GET /api/get_region': () => REGIONS,
    ...overrides,
  });
}

jest.setTimeout(30_000);

const devicePath = (request: Request) => new URL(request.url).pathname;
const isDeviceCall = (request: Request) => /^\/api\/(devices|device_types|sensors|special_equipment)(\/|$)/.test(devicePath(request));
const lastRequest = (requests: Request[], method: string, path: string) =>
  [...requests].reverse().find((request) => request.method === method && devicePath(request) === path);

describe('the device ledger (/device/list)', () => {
  it('opens with at most two requests (the page with its figures, and the type tree) and shows the figures', async () => {
    const { requests } = api();
    await renderApp('/device/list', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    expect(await within(table).findByRole('link', { name: 'P-101' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Device figures' });
    await waitFor(() => expect(figures).toHaveTextContent('Devices1,234'));
    expect(figures).toHaveTextContent('In use1,100');
    expect(figures).toHaveTextContent('Under repair70');
    expect(figures).toHaveTextContent('Importance A100');
    expect(within(table).getAllByText('Under repair')).toHaveLength(1);
    // The type filter is a tree: subtypes indented under their parent.
    const typeFilter = screen.getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(within(typeFilter).getByRole('option', { name: /Centrifugal pumps/ })).toBeInTheDocument());
    expect(within(typeFilter).getByRole('option', { name: /Centrifugal pumps/ }).textContent).toMatch(/^\u00a0\u00a0Centrifugal/);

    // Let anything late arrive, then count: no waterfall, no per-row lookups.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const calls = requests.filter(isDeviceCall);
    expect(new Set(calls.map(devicePath))).toEqual(new Set(['/api/devices', '/api/device_types/tree']));
    expect(calls.length).toBeLessThanOrEqual(2);
    const list = new URL(lastRequest(requests, 'GET', '/api/devices')?.url ?? '');
    expect(Object.fromEntries(list.searchParams)).toEqual({ page: '1', limit: '20', sort: '+code', include: 'summary' });
  });

  it('sends the filter box scope, keyword, type (with subtypes), status and importance; sorts on the server', async () => {
    localStorage.setItem('cockpit', JSON.stringify({ companyId: 1, regionId: 1, unitId: 21, stationId: 31 }));
    const { requests } = api();
    const { router } = await renderApp('/device/list?status=under_repair&type_id=10&keyword=P-1', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-101' });
    expect(screen.getByRole('searchbox', { name: 'Code, name or model' })).toHaveValue('P-1');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('10'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Importance' }), 'A');
    // Each change is rendered (its request sent) before the next one: the router's transition has committed.
    await waitFor(() => expect(new URL(lastRequest(requests, 'GET', '/api/devices')?.url ?? '').searchParams.get('importance')).toBe('A'));
    await userEvent.click(within(table).getByRole('button', { name: 'Commissioned' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=%2Bcommissioned_on'));
    await waitFor(() =>
      expect(Object.fromEntries(new URL(lastRequest(requests, 'GET', '/api/devices')?.url ?? '').searchParams)).toEqual({
        company_id: '1',
        region_id: '1',
        partner_id: '21',
        station_id: '31',
        page: '1',
        limit: '20',
        sort: '+commissioned_on',
        keyword: 'P-1',
        type_id: '10',
        status: 'under_repair',
        importance: 'A',
        include: 'summary',
      }),
    );
  });

  it("asks for the chosen type's extra attributes as typed inputs and puts the server's 400 under the right one", async () => {
    const { requests } = api({ 'POST /api/devices': () => new Envelope(40000, 'attributes.power: must be at most 1000', 400) });
    await renderApp('/device/list', { token: 'tok' });
    await screen.findByRole('table', { name: 'Device ledger' });
    await userEvent.click(screen.getByRole('button', { name: 'New device' }));
    const form = await screen.findByRole('dialog', { name: 'New device' });
    expect(within(form).queryByRole('spinbutton', { name: /Rated power/ })).not.toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Code' }), 'P-200');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Booster');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), '11');
    const powerInput = await within(form).findByRole('spinbutton', { name: 'Rated power (kW)' });
    expect(within(form).getByText('kW')).toBeInTheDocument();
    await waitFor(() => expect(within(within(form).getByRole('combobox', { name: 'Station' })).getByRole('option', { name: /North station/ })).toBeEnabled());
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Station' }), '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Required by the type's template.
    await waitFor(() => expect(powerInput).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(powerInput).toHaveAccessibleErrorMessage('This field is required.'));
    expect(lastRequest(requests, 'POST', '/api/devices')).toBeUndefined();

    await userEvent.type(powerInput, '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(powerInput).toHaveAccessibleErrorMessage('must be at most 1000'));
    expect(await lastRequest(requests, 'POST', '/api/devices')?.json()).toEqual({
      code: 'P-200',
      name: 'Booster',
      type_id: 11,
      station_id: 31,
      model: '',
      manufacturer: '',
      serial_number: '',
      location: '',
      importance: 'C',
      status: 'in_use',
      commissioned_on: null,
      warranty_until: null,
      parent_id: 0,
      attributes: { power: 2000 },
    });
  });

  it('edits a sub-device: the parent is named (not #id) and kept when saving', async () => {
    const part = deviceRecord(2, 'P-102', { parent_id: 9, parent_code: 'M-109', parent_name: 'Motor M-109', version: 3 });
    const parent = deviceRecord(9, 'M-109', { name: 'Motor M-109' });
    const { requests } = api({
      'GET /api/devices': () => ({ ...PAGE, items: [deviceRecord(1, 'P-101'), part] }),
      'GET /api/devices/2': () => part,
      'GET /api/devices/9': () => parent,
      'PUT /api/devices/2': () => ({ ...part, version: 4 }),
    });
    await renderApp('/device/list', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-102' });
    await chooseRowAction(table, 'P-102 Pump P-102', 'Edit');
    const form = await screen.findByRole('dialog', { name: /P-102/ });
    const picker = await within(form).findByRole('combobox', { name: 'Parent device' });
    await waitFor(() => expect(picker).toHaveDisplayValue('M-109 Motor M-109 — North station'));
    // The device itself and its parts are not offered as its parent.
    const offered = requests.filter((request) => devicePath(request) === '/api/devices' && new URL(request.url).searchParams.has('parent_of'));
    expect(offered.map((request) => new URL(request.url).searchParams.get('parent_of'))).toContain('2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastRequest(requests, 'PUT', '/api/devices/2')).toBeDefined());
    expect(await lastRequest(requests, 'PUT', '/api/devices/2')?.json()).toMatchObject({ version: 3, parent_id: 9 });
  });

  it('prints the labels of the selected devices and changes their status at once', async () => {
    const { requests } = api({ 'POST /api/devices/bulk': () => ({ updated: 2 }) });
    const { router } = await renderApp('/device/list', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-101' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select P-101 Pump P-101' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select P-102 Pump P-102' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });

    await userEvent.click(within(bar).getByRole('button', { name: 'Change status or station' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change 2 devices' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'standby');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastRequest(requests, 'POST', '/api/devices/bulk')).toBeDefined());
    expect(await lastRequest(requests, 'POST', '/api/devices/bulk')?.json()).toEqual({ ids: [1, 2], status: 'standby' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Change 2 devices' })).not.toBeInTheDocument());

    await userEvent.click(within(bar).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/print/device-qr/1,2'));
  });

  it('puts Delete selected last; the label page leads back to the list with the selection kept', async () => {
    api({ 'GET /api/devices/labels': () => [] });
    const { router } = await renderApp('/device/list?page=1', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-101' });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select P-102 Pump P-102' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });
    const buttons = within(bar).getAllByRole('button').map((button) => button.textContent);
    expect(buttons.at(-1)).toBe('Delete selected');
    expect(buttons.indexOf('Print labels')).toBeLessThan(buttons.indexOf('Delete selected'));

    await userEvent.click(within(bar).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/print/device-qr/2'));
    await userEvent.click(await screen.findByRole('link', { name: '← Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/list'));
    const again = await screen.findByRole('table', { name: 'Device ledger' });
    await waitFor(() => expect(within(again).getByRole('checkbox', { name: 'Select P-102 Pump P-102' })).toBeChecked());
    expect(within(again).getByRole('checkbox', { name: 'Select P-101 Pump P-101' })).not.toBeChecked();
  });

  it('offers a view-only user nothing to change: no new, edit, delete, import, export or bulk change', async () => {
    const viewer = { ...adminProfile, roles: ['deviceList'], permissions: ['deviceList:view'] };
    api({ 'GET /user/user_info': () => viewer });
    await renderApp('/device/list', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-101' });
    expect(screen.queryByRole('button', { name: 'New device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV or Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(await rowActionNames(table, 'P-101 Pump P-101')).toEqual([]);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select P-101 Pump P-101' }));
    const bar = screen.getByRole('region', { name: 'Actions on the selected rows' });
    expect(within(bar).getByRole('button', { name: 'Print labels' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Change status or station' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
  });

  it('offers an editor without the delete and import actions only what they hold', async () => {
    const editor = { ...adminProfile, roles: ['deviceList'], permissions: ['deviceList:view', 'deviceList:edit', 'deviceList:export'] };
    api({ 'GET /user/user_info': () => editor });
    await renderApp('/device/list', { token: 'tok' });
    const table = await screen.findByRole('table', { name: 'Device ledger' });
    await within(table).findByRole('link', { name: 'P-101' });
    expect(await rowActionNames(table, 'P-101 Pump P-101')).toEqual(['Edit']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV or Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New device' })).not.toBeInTheDocument();
  });
});
