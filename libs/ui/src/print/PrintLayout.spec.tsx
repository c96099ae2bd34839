import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import { UiProvider } from '../theme/UiProvider';
import { PrintLayout } from './PrintLayout';

async function renderLayout(ready: boolean, print: () => void) {
  const i18n = createI18n('en', await loadLanguage('en'));
  const ui = (isReady: boolean) => (
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <PrintLayout title="Messages (2)" ready={isReady} print={print}>
          <p>content</p>
        </PrintLayout>
      </UiProvider>
    </I18nextProvider>
  );
  const view = render(ui(ready));
  return { rerender: (isReady: boolean) => view.rerender(ui(isReady)) };
}

describe('PrintLayout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the print dialog once the content is there, once', async () => {
    const print = jest.fn();
    const { rerender } = await renderLayout(false, print);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(print).not.toHaveBeenCalled();
    rerender(true);
    expect(screen.getByText('content')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(print).toHaveBeenCalledTimes(1);
    rerender(true);
    act(() => jest.advanceTimersByTime(500));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints again from the Print button', async () => {
    jest.useRealTimers();
    const print = jest.fn();
    await renderLayout(true, print);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Messages (2)', level: 1 })).toBeInTheDocument();
  });
});
