import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '../theme/UiProvider';
import { TagsBar, type TagsBarView } from './TagsBar';

const views: TagsBarView[] = [
  { path: '/dashboard', fullPath: '/dashboard', title: 'Dashboard', affix: true },
  { path: '/system/message', fullPath: '/system/message?page=2', title: 'Messages' },
  { path: '/device/list', fullPath: '/device/list', title: 'Device ledger' },
];

async function setup(activePath = '/system/message') {
  const onAction = jest.fn();
  const i18n = createI18n('en', await loadLanguage('en'));
  const router = createMemoryRouter([{ path: '*', element: <TagsBar views={views} activePath={activePath} onAction={onAction} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </I18nextProvider>,
  );
  return { onAction, bar: screen.getByRole('navigation', { name: 'Open pages' }) };
}

describe('TagsBar', () => {
  it('links each open page, marks the showing one and closes unpinned ones', async () => {
    const { onAction, bar } = await setup();
    expect(within(bar).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/system/message?page=2');
    expect(within(bar).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Close Device ledger' }));
    expect(onAction).toHaveBeenCalledWith('close', views[2]);
  });

  it('offers refresh, close, close others and close all for the showing page', async () => {
    const { onAction, bar } = await setup();
    await userEvent.click(within(bar).getByRole('button', { name: 'Page actions' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close others' }));
    expect(onAction).toHaveBeenCalledWith('closeOthers', views[1]);
  });

  it('opens the same actions for any tab on right click, and from the keyboard with Shift+F10', async () => {
    const { onAction, bar } = await setup();
    await userEvent.pointer({ keys: '[MouseRight]', target: within(bar).getByRole('link', { name: 'Device ledger' }) });
    expect(screen.getByRole('menu', { name: 'Actions for Device ledger' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    within(bar).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = screen.getByRole('menu', { name: 'Actions for Dashboard' });
    // A pinned tab cannot be closed.
    expect(within(menu).getByRole('menuitem', { name: 'Close' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('refresh', views[0]);
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });
});
