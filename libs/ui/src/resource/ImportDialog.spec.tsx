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
    await userEvent.upload(within(dialog).getByLabelText('CSV file or Excel workbook (.xlsx)'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(onImport).toHaveBeenCalledWith({ csv: expect.stringContaining('fresh_one') }, 'accepted_only');
    expect(await within(dialog).findByText('Imported 1 valid rows; 1 rejected row was skipped (listed below).')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Rejected rows' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'username', 'username: is already taken']);
  });

  it('says plainly that nothing was imported in all-or-nothing mode', async () => {
    const onImport = jest.fn(async (): Promise<ImportOutcome> => ({
      report: { accepted: 1, imported: false, mode: 'all_or_nothing', rejected: [{ row: 2, field: 'username', message: 'username: is already taken' }] },
    }));
    const dialog = await open(onImport);
    await userEvent.upload(within(dialog).getByLabelText('CSV file or Excel workbook (.xlsx)'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith({ csv: expect.any(String) }, 'all_or_nothing');
    expect(await within(dialog).findByText(/Nothing was imported: 1 row was rejected, and you chose to import nothing/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import another file' }));
    await frames();
    expect(within(dialog).getByLabelText('CSV file or Excel workbook (.xlsx)')).toBeInTheDocument();
  });

  it('asks for a file, and shows a refused import in the dialog', async () => {
    const onImport = jest.fn(async (): Promise<ImportOutcome> => ({ error: 'csv: unknown column colour' }));
    const dialog = await open(onImport);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a CSV or Excel file first.');
    expect(onImport).not.toHaveBeenCalled();
    await userEvent.upload(within(dialog).getByLabelText('CSV file or Excel workbook (.xlsx)'), file());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('csv: unknown column colour')).toBeInTheDocument();
  });

  it('sends a workbook base64-encoded with the sheet chosen, shows the progress while it runs, and offers the templates', async () => {
    let finish: (outcome: ImportOutcome) => void = () => undefined;
    const onImport = jest.fn(() => new Promise<ImportOutcome>((resolve) => (finish = resolve)));
    const onTemplate = jest.fn();
    await renderShell(<ImportDialog open title="Import devices" onClose={jest.fn()} onImport={onImport} onTemplate={onTemplate} progress={{ done: 50, total: 200 }} />);
    await frames();
    const dialog = screen.getByRole('dialog', { name: 'Import devices' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download template (Excel)' }));
    expect(onTemplate).toHaveBeenCalledWith('xlsx');
    const workbook = new File([new Uint8Array([80, 75, 3, 4, 1, 2])], 'devices.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(within(dialog).getByLabelText('CSV file or Excel workbook (.xlsx)'), workbook);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sheet' }), 'Devices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith({ xlsx: btoa(String.fromCharCode(80, 75, 3, 4, 1, 2)), sheet: 'Devices' }, 'all_or_nothing');
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '50');
    expect(within(dialog).getByText('50 of 200 rows processed')).toBeInTheDocument();
    await act(async () => finish({ report: { accepted: 1, imported: true, mode: 'all_or_nothing', rejected: [] } }));
    expect(await within(dialog).findByText('Imported the 1 row.')).toBeInTheDocument();
  });
});
