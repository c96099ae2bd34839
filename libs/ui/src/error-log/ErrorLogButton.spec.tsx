import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider, loadLanguage } from '@om/i18n';
import type { ErrorLogEntry } from './error-log-entry';
import { UiProvider } from '../theme/UiProvider';
import { ErrorLogButton } from './ErrorLogButton';

const entry: ErrorLogEntry = {
  err: { message: 'Cannot read properties of undefined', stack: 'TypeError: …' },
  vm: '\n    at DevicePage\n    at Shell',
  info: 'uncaught',
  url: 'http://localhost/device/list',
  time: Date.UTC(2024, 0, 2, 3, 4, 5),
};

async function renderButton(logs: ErrorLogEntry[]) {
  const i18n = createI18n('en', await loadLanguage('en'));
  const onClear = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <ErrorLogButton logs={logs} onClear={onClear} />
      </UiProvider>
    </I18nextProvider>,
  );
  return onClear;
}

describe('the error log button', () => {
  it('is not there while the log is empty', async () => {
    await renderButton([]);
    expect(screen.queryByRole('button', { name: /Error log/ })).not.toBeInTheDocument();
  });

  it('shows the count and opens the entries: message, where, what and page', async () => {
    const onClear = await renderButton([entry, { ...entry, time: entry.time + 1, err: { message: 'Second' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Error log (2)' }));
    const panel = await screen.findByRole('dialog', { name: 'Error log' });
    expect(within(panel).getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(within(panel).getAllByText(/at DevicePage/)).toHaveLength(2);
    expect(within(panel).getAllByText(/uncaught · http:\/\/localhost\/device\/list/)).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear the log' }));
    expect(onClear).toHaveBeenCalled();
  });
});
