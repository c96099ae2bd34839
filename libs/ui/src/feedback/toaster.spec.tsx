import { act, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '../theme/UiProvider';
import { showError, showSuccess } from './toaster';

async function renderProvider() {
  const i18n = createI18n('en', await loadLanguage('en'));
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <p>page</p>
      </UiProvider>
    </I18nextProvider>,
  );
}

describe('toasts', () => {
  it('loads the toaster on the first request and shows what was asked before it existed', async () => {
    await renderProvider();
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => showError('Database unreachable'));
    expect(await screen.findByText('Database unreachable')).toBeInTheDocument();
  });

  it('shows later toasts directly', async () => {
    await renderProvider();
    act(() => showSuccess('New message', 'Pump 3 vibration high'));
    expect(await screen.findByText('Pump 3 vibration high')).toBeInTheDocument();
    expect(screen.getByText('New message')).toBeInTheDocument();
  });
});
