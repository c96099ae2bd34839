import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '../theme/UiProvider';
import { LanguageMenu } from './LanguageMenu';

async function renderMenu(onSelect = jest.fn()) {
  const i18n = createI18n('en', await loadLanguage('en'));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <LanguageMenu current="en" onSelect={onSelect} />
        <p>outside</p>
      </UiProvider>
    </I18nextProvider>,
  );
  return onSelect;
}

describe('LanguageMenu', () => {
  it('lists every language by its own name and reports the choice', async () => {
    const onSelect = await renderMenu();
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['中文', 'English', 'Español', '日本語']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));
    expect(onSelect).toHaveBeenCalledWith('es');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard and closes on Escape', async () => {
    const onSelect = await renderMenu();
    screen.getByRole('button', { name: 'Language' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('es');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
  });

  it('closes when the user clicks elsewhere', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
