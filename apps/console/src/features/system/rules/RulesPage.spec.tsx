import { screen, within } from '@testing-library/react';
import type { CompanyRecord, DispatchRuleRecord as DispatchRule } from '@om/api';
import { adminProfile } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

jest.setTimeout(30_000);

const at = '2026-11-20T08:00:00.000Z';
const rule = (id: number, companyId: number): DispatchRule => ({
  id,
  company_id: companyId,
  code: 'R-A-STOP',
  name: 'A devices, stopped',
  work_type: 'repair',
  device_importance: 'A',
  equipment_condition: 'stopped',
  accept_minutes: 10,
  accept_reminders: 1,
  start_minutes: 30,
  start_reminders: 1,
  check_minutes: 60,
  check_reminders: 1,
  enabled: true,
  version: 1,
  created_at: at,
  updated_at: at,
});
const company = (id: number, name: string) => ({ id, name, parent_id: 0 }) as CompanyRecord;

describe('the rules page (/system/rules)', () => {
  it('names the company of each rule when the rules come from several companies', async () => {
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/rules/dispatch': () => ({ items: [rule(1, 1), rule(2, 2)], total: 2 }),
      'GET /api/companies': () => ({ items: [company(1, 'East Water'), company(2, 'West Water')], total: 2 }),
      'GET /api/get_company': () => [],
    });
    await renderApp('/system/rules', { token: 'tok' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('East Water')).toBeInTheDocument();
    expect(within(table).getByText('West Water')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Company' })).toBeInTheDocument();
  });

  it('leaves the column out while every rule is of one company', async () => {
    mockApi({
      'GET /user/user_info': () => adminProfile,
      'GET /api/rules/dispatch': () => ({ items: [rule(1, 1)], total: 1 }),
      'GET /api/get_company': () => [],
    });
    await renderApp('/system/rules', { token: 'tok' });
    const table = await screen.findByRole('table');
    await within(table).findByText('R-A-STOP');
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
  });
});
