import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScheduledTaskDetail } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

const task: ScheduledTaskDetail = {
  id: 5, company_id: 1, kind: 'inspection', code: 'XJ202611250800-4', plan_id: 4, plan_name: 'Pump round', standard_id: 3, standard_name: 'Pump check',
  standard_revision: 1,
  items: [
    { key: 'temp', name: 'Bearing temperature', check_type: 'numeric', low: 10, high: 75, unit: '℃', method: '' },
    { key: 'leak', name: 'Seal leak', check_type: 'normal_abnormal', method: '' },
  ],
  device_ids: [7], devices: [{ id: 7, code: 'P-7', name: 'Pump 7' }], due_at: '2026-11-25T08:00', time_zone: 'Asia/Shanghai', overdue: false, status: 'started',
  assignee_id: adminProfile.id, assignee_name: 'Admin', crew: '', results: [], abnormal_count: 0, minutes_spent: 0, remark: '', close_reason: '',
  started_at: null, completed_at: null, checked_at: null, version: 4, created_at: '2026-11-25T00:00:00Z', updated_at: '2026-11-25T00:00:00Z', events: [],
  planned_due_at: '2026-11-25T08:00', parts_used: [], dispatch_rule_id: null, deadline_at: null, photos: [], repair_orders: [],
};

const stock = [
  { id: 11, part_id: 21, part_code: 'BRG-6205', part_name: 'Bearing 6205', unit: 'pc', warehouse_id: 31, warehouse_name: 'Main store', location_id: 41, location_code: 'A-01', location_name: 'Shelf A-01', batch: '', quantity: 6, updated_at: '2026-11-25T00:00:00Z' },
];

describe('the task page', () => {
  it('flags an out-of-range reading as it is typed and records the results', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/inspection/tasks/5': () => task,
      'GET /api/inspection/tasks/5/stock': () => stock,
      'PUT /api/inspection/tasks/5/results': async (request) => {
        bodies.push(await request.json());
        return { ...task, version: 5 };
      },
    });
    await renderApp('/inspection/taskDetails/5', { token: 'tok' });
    const device = await screen.findByRole('group', { name: 'P-7 Pump 7' });
    const reading = within(device).getByRole('spinbutton', { name: 'Reading: Bearing temperature (P-7)' });
    expect(within(device).queryByText('Abnormal', { selector: 'span' })).not.toBeInTheDocument();
    await userEvent.type(reading, '90');
    expect(within(device).getByText('Abnormal', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(within(device).getByRole('radio', { name: 'Normal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Results saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { version: 4, results: [{ device_id: 7, item_key: 'temp', reading: 90 }, { device_id: 7, item_key: 'leak', ok: true }] },
    ]);
  }, 30_000);

  it('books a part on hand as used, naming the stock-out it went on', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/inspection/tasks/5': () => task,
      'GET /api/inspection/tasks/5/stock': () => stock,
      'POST /api/inspection/tasks/5/parts': async (request) => {
        bodies.push(await request.json());
        return {
          ...task,
          version: 5,
          parts_used: [{ document_id: 9, document_code: 'CK20261125-000009', part_id: 21, part_code: 'BRG-6205', part_name: 'Bearing 6205', unit: 'pc', warehouse_id: 31, location_id: 41, quantity: 2, used_at: '2026-11-25T09:00:00Z', used_by: adminProfile.id }],
        };
      },
    });
    await renderApp('/inspection/taskDetails/5', { token: 'tok' });
    const parts = await screen.findByRole('region', { name: 'Parts used' });
    await userEvent.selectOptions(await within(parts).findByRole('combobox', { name: 'From stock' }), 'BRG-6205 Bearing 6205 · Main store A-01 · 6 pc on hand');
    const quantity = within(parts).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(parts).getByRole('button', { name: 'Book parts' }));
    expect(await screen.findByText('Parts booked on stock-out CK20261125-000009')).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 4, warehouse_id: 31, lines: [{ part_id: 21, location_id: 41, quantity: 2 }] }]);
  }, 30_000);

  it('keeps unsaved readings when a part is booked first, and saves them afterwards with the new version', async () => {
    const bodies: unknown[] = [];
    let current: ScheduledTaskDetail = task;
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/inspection/tasks/5': () => current,
      'GET /api/inspection/tasks/5/stock': () => stock,
      'POST /api/inspection/tasks/5/parts': () => {
        current = {
          ...task,
          version: 5,
          parts_used: [{ document_id: 9, document_code: 'CK20261125-000009', part_id: 21, part_code: 'BRG-6205', part_name: 'Bearing 6205', unit: 'pc', warehouse_id: 31, location_id: 41, quantity: 1, used_at: '2026-11-25T09:00:00Z', used_by: adminProfile.id }],
        };
        return current;
      },
      'PUT /api/inspection/tasks/5/results': async (request) => {
        bodies.push(await request.json());
        return { ...current, version: 6 };
      },
    });
    await renderApp('/inspection/taskDetails/5', { token: 'tok' });
    const device = await screen.findByRole('group', { name: 'P-7 Pump 7' });
    const reading = within(device).getByRole('spinbutton', { name: 'Reading: Bearing temperature (P-7)' });
    await userEvent.type(reading, '90');
    await userEvent.type(within(device).getByRole('textbox', { name: 'Note: Bearing temperature (P-7)' }), 'hot');
    const parts = screen.getByRole('region', { name: 'Parts used' });
    await userEvent.selectOptions(await within(parts).findByRole('combobox', { name: 'From stock' }), 'BRG-6205 Bearing 6205 · Main store A-01 · 6 pc on hand');
    await userEvent.click(within(parts).getByRole('button', { name: 'Book parts' }));
    expect(await screen.findByText('Parts booked on stock-out CK20261125-000009')).toBeInTheDocument();
    expect(await within(parts).findByText(/CK20261125-000009/)).toBeInTheDocument();
    expect(within(device).getByRole('spinbutton', { name: 'Reading: Bearing temperature (P-7)' })).toHaveValue(90);
    expect(within(device).getByRole('textbox', { name: 'Note: Bearing temperature (P-7)' })).toHaveValue('hot');
    await userEvent.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText('Results saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ version: 5, results: [{ device_id: 7, item_key: 'temp', reading: 90, note: 'hot' }] }]);
  }, 30_000);

  it('raises a repair order from a stored abnormal result, then links to it instead of offering it again', async () => {
    const bodies: unknown[] = [];
    const abnormal: ScheduledTaskDetail = {
      ...task,
      results: [{ device_id: 7, item_key: 'temp', reading: 96, ok: null, note: '', abnormal: true }],
      abnormal_count: 1,
    };
    let current = abnormal;
    const order = { device_id: 7, item_key: 'temp', order_id: 81, order_code: 'WX-20261125-0001', order_state: 'created' as const };
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/people': () => ({ items: [], total: 0 }),
      'GET /api/inspection/tasks/5': () => current,
      'GET /api/inspection/tasks/5/stock': () => stock,
      'POST /api/inspection/tasks/5/repair-order': async (request) => {
        bodies.push(await request.json());
        current = { ...abnormal, repair_orders: [order] };
        return { order, created: true };
      },
    });
    await renderApp('/inspection/taskDetails/5', { token: 'tok' });
    const device = await screen.findByRole('group', { name: 'P-7 Pump 7' });
    await userEvent.click(within(device).getByRole('button', { name: 'Raise a repair order: Bearing temperature (P-7)' }));
    expect(await screen.findByText('Repair order WX-20261125-0001 raised')).toBeInTheDocument();
    expect(bodies).toEqual([{ device_id: 7, item_key: 'temp' }]);
    const link = await within(device).findByRole('link', { name: 'Repair order WX-20261125-0001' });
    expect(link).toHaveAttribute('href', '/repair/details/81');
    expect(within(device).queryByRole('button', { name: /Raise a repair order/ })).not.toBeInTheDocument();
  }, 30_000);
});
