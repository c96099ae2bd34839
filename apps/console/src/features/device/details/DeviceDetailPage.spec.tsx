import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeviceTypeNode } from '@om/api';
import { adminProfile, deviceRecord } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

const at = '2026-11-20T08:00:00.000Z';
const power = { key: 'power', name: 'Rated power', kind: 'number' as const, unit: 'kW', required: true };

const DEVICE = deviceRecord(7, 'P-101', { name: 'Feed pump', type_id: 10, type_name: 'Pumps', serial_number: 'SN-7', status: 'under_repair', version: 3 });

const TREE: DeviceTypeNode[] = [
  {
    id: 10,
    company_id: 1,
    parent_id: 0,
    code: 'PUMP',
    name: 'Pumps',
    template: [power],
    remark: '',
    version: 1,
    created_at: at,
    updated_at: at,
    effective_template: [power],
    device_count: 1,
    children: [],
  },
];

function api(overrides: Record<string, (request: Request) => unknown> = {}) {
  return mockApi({
    'GET /user/user_info': () => adminProfile,
    'GET /api/get_company': () => [],
    'GET /api/devices/7': () => DEVICE,
    'GET /api/device_types/tree': () => TREE,
    'GET /api/devices/7/history': () => ({ items: [], total: 0 }),
    'GET /api/devices/7/sensors': () => ({ items: [], total: 0 }),
    'GET /api/audit_log': () => ({ items: [], total: 0 }),
    'GET /api/users': () => ({ items: [], total: 0 }),
    ...overrides,
  });
}

jest.setTimeout(30_000);

const lastRequest = (requests: Request[], method: string, path: string) =>
  [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path);

describe('the device page (/device/details/:id)', () => {
  it("shows the device under its code, its QR code of the page's absolute address, its attributes and an empty O&M history", async () => {
    api();
    await renderApp('/device/details/7', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'P-101 Feed pump' })).toBeInTheDocument();
    const basic = screen.getByRole('region', { name: 'Basic information' });
    expect(basic).toHaveTextContent('East / Plant 2 / North station');
    expect(within(basic).getByText('Under repair')).toBeInTheDocument();

    const qr = screen.getByRole('region', { name: 'QR code' });
    await waitFor(() => expect(within(qr).getByRole('img', { name: 'QR code of device P-101' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    expect(within(qr).getByText(`${window.location.origin}/device/details/7`)).toBeInTheDocument();
    expect(within(qr).getByRole('link', { name: 'Print label' })).toHaveAttribute('href', '/print/device-qr/7?back=%2Fdevice%2Fdetails%2F7');

    await userEvent.click(screen.getByRole('tab', { name: 'Extra attributes' }));
    const attributes = await screen.findByRole('region', { name: 'Extra attributes' });
    expect(attributes).toHaveTextContent('Rated power');
    expect(within(attributes).getByText('75 kW')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'O&M history' }));
    expect(await screen.findByText('No O&M history yet. Work orders and tasks will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
  });

  it("titles its tab by the device's code and name, not 'Device details'", async () => {
    api();
    await renderApp('/device/details/7', { token: 'tok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'P-101 Feed pump' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Open pages' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'P-101 Feed pump' })).toHaveAttribute('href', '/device/details/7'));
    expect(within(tabs).queryByRole('link', { name: 'Device details' })).not.toBeInTheDocument();
  });

  it('tells its history in words: translated actions and changed fields by their labels', async () => {
    const change = {
      id: 31, at, company_id: 1, user_id: null, action: 'device.update', entity: 'device', entity_id: '7', ip: '', hash: 'h',
      before: { name: 'Feed pump', serial_number: 'SN-6', version: 2 }, after: { name: 'Feed pump', serial_number: 'SN-7', version: 3 },
    };
    api({ 'GET /api/audit_log': () => ({ items: [change], total: 1 }) });
    await renderApp('/device/details/7?tab=history', { token: 'tok' });
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Device changed')).toBeInTheDocument();
    expect(within(history).queryByText('device.update')).not.toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Show changes' }));
    const rows = within(history).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'Serial numberSN-6SN-7']);
  });

  it("reports a fault in one click and says the station's staff were told", async () => {
    const { requests } = api({ 'POST /api/devices/7/fault_report': () => ({ event_id: 90, recipients: 2, fault_id: 31, merged: false }) });
    await renderApp('/device/details/7', { token: 'tok' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report fault' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Report a fault of P-101 Feed pump' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report fault' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(lastRequest(requests, 'POST', '/api/devices/7/fault_report')).toBeUndefined();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'Loud bearing noise');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Severity' }), 'high');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report fault' }));
    expect(await screen.findByText('2 staff members of North station were notified.')).toBeInTheDocument();
    expect(await lastRequest(requests, 'POST', '/api/devices/7/fault_report')?.json()).toEqual({ description: 'Loud bearing noise', severity: 'high' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('refuses sensor thresholds out of order before asking the server', async () => {
    const { requests } = api({ 'POST /api/devices/7/sensors': () => ({ ...DEVICE }) });
    await renderApp('/device/details/7?tab=sensors', { token: 'tok' });
    expect(await screen.findByText('No sensors yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New sensor' }));
    const form = await screen.findByRole('dialog', { name: 'New sensor' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Key' }), 'bearing_temp');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Bearing temperature');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'Low warning' }), '50');
    await userEvent.type(within(form).getByRole('spinbutton', { name: 'High warning' }), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('spinbutton', { name: 'High warning' })).toHaveAccessibleErrorMessage('Must not be below the low warning threshold.'));
    expect(within(form).getByRole('spinbutton', { name: 'Low warning' })).toHaveAccessibleErrorMessage('Must not be above the high warning threshold.');
    expect(lastRequest(requests, 'POST', '/api/devices/7/sensors')).toBeUndefined();
  });
});
