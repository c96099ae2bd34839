import { screen, within } from '@testing-library/react';
import { adminProfile, home } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mockApi';
import { renderApp } from '../../../testing/renderApp';

describe('the dashboard', () => {
  it("shows the user's company, the region counts and the latest messages from GET /api/home", async () => {
    const api = mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => home });
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
    mockApi({ 'GET /user/user_info': () => adminProfile, 'GET /api/home': () => ({ ...home, messages: [] }) });
    await renderApp('/dashboard', { token: 'tok' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
