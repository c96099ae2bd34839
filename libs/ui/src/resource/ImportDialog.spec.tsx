import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportDialog } from './ImportDialog';
import { renderShell } from './testing.spec-helper';
import type { ImportOutcome } from './types';

/** The radio group measures its indicator a frame after a change. */
const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const file = () => new File(['username,password\nmanager,Passw0rd1234\nfresh_one,Passw0rd1234\n'], 'users.csv', { type: 'text/csv' });

async function open(onImport: jest.Mock<Promise<ImportOutcome>>) {
  await renderShell(<ImportDialog open title="Import users from CSV" onClose={jest.fn()} onImport={onImport} />);
  await frames();
  return screen.getByRole('dialog', { name: 'Import users from CSV' });
}

describe('ImportDialog', () => {
  it('sends the file in the mode chosen and reports every rejected row with its reason', async () => {
    const onImport = jest.fn(async (): Promise<ImportOutcome> => ({
      report: { accepted: 1, imported: true, mode: 'accepted_only', rejected: [{ row: 2, field: 'username', message: 'username: is already taken' }] },
    }));
    const dialog = await open(onImport);
    expect(within(dialog).getByRole('radio', { name: /Import nothing/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Import the valid rows only/ }));
    await frames();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(onImport).toHaveBeenCalledWith(expect.stringContaining('fresh_one'), 'accepted_only');
    expect(await within(dialog).findByText('Imported 1 valid rows; 1 rejected rows were skipped (listed below).')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rejected rows' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'username', 'username: is already taken']);
  });

  it('says plainly that nothing was imported in all-or-nothing mode', async () => {
    const onImport = jest.fn(async (): Promise<ImportOutcome> => ({
      report: { accepted: 1, imported: false, mode: 'all_or_nothing', rejected: [{ row: 2, field: 'username', message: 'username: is already taken' }] },
    }));
    const dialog = await open(onImport);
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith(expect.any(String), 'all_or_nothing');
    expect(await within(dialog).findByText(/Nothing was imported: 1 rows were rejected, and you chose to import nothing/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    await frames();
    expect(within(dialog).getByLabelText('CSV file')).toBeInTheDocument();
  });

  it('asks for a file, and shows a refused import in the dialog', async () => {
    const onImport = jest.fn(async (): Promise<ImportOutcome> => ({ error: 'csv: unknown column colour' }));
    const dialog = await open(onImport);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    expect(onImport).not.toHaveBeenCalled();
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('csv: unknown column colour')).toBeInTheDocument();
  });
});
