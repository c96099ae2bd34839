// The device ledger's Excel import driven through the UI (role and accessible name): a workbook whose
// rows name their type and station by name (as people write them), imported with the valid rows only;
// the dialog shows a progress bar while the server works through the rows in chunks, then the per-row
// result with the one bad row listed by its line and column.
import ExcelJS from 'exceljs';
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI } from '../ui.mjs';

const MANAGER = { username: 'manager', password: 'Demo@12345' };
const stamp = Date.now().toString(36).slice(-6).toUpperCase();
const ROWS = 300;

/** The Type and Station of the template's example row (a type and a station of the user's company, by name). */
async function exampleOfTemplate(path) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  const headers = sheet.getRow(1).values;
  const example = sheet.getRow(2).values;
  const at = (header) => String(example[headers.indexOf(header)] ?? '');
  expectTrue(headers.includes('Code') && headers.includes('Type') && headers.includes('Station'), `the template's headers are the ledger's labels (got ${headers.join(', ')})`);
  return { typeName: at('Type'), stationName: at('Station') };
}

async function workbook(typeName, stationName) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Devices');
  sheet.addRow(['Code', 'Name', 'Type', 'Station', 'Status']);
  for (let index = 1; index <= ROWS; index += 1) sheet.addRow([`XL-${stamp}-${index}`, `Excel device ${index}`, typeName, stationName, 'Standby']);
  sheet.addRow([`XL-${stamp}-BAD`, 'Unknown type', `No such type ${stamp}`, stationName, 'Standby']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('devices: an .xlsx import by type and station names shows a progress bar and the per-row result', async ({ page }) => {
  await signInUI(page, MANAGER.username, MANAGER.password);
  await page.goto('/device/list');
  const table = page.getByRole('table', { name: 'Device ledger' });
  await expectVisible(table.getByRole('row').nth(1), 'a row of the device ledger');

  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  const dialog = page.getByRole('dialog', { name: /from CSV or Excel/ });
  await expectVisible(dialog, 'the import dialog');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template (Excel)' }).click()]);
  expectTrue(download.suggestedFilename() === 'device-template.xlsx', `the template's file name (got ${download.suggestedFilename()})`);
  const { typeName, stationName } = await exampleOfTemplate(await download.path());
  expectTrue(typeName !== '' && stationName !== '', 'the example row names a type and a station');
  await dialog.getByLabel('CSV file or Excel workbook (.xlsx)').setInputFiles({
    name: `devices-${stamp}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(typeName, stationName),
  });
  await expectVisible(dialog.getByRole('textbox', { name: 'Sheet' }), "the 'Sheet' field of a workbook");
  await dialog.getByText('Import the valid rows only').click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expectVisible(dialog.getByRole('progressbar', { name: 'Import progress' }), 'the progress bar while the rows are imported');
  await expectVisible(dialog.getByText(`Imported ${ROWS} valid rows; 1 rejected row was skipped (listed below).`), 'the result of the import', 120_000);
  const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
  const bad = rejected.getByRole('row').filter({ hasText: `No such type ${stamp}` });
  await expectVisible(bad, 'the rejected row with its reason');
  const cells = (await bad.getByRole('cell').allTextContents()).map((text) => text.trim());
  expectTrue(cells[0] === String(ROWS + 2) && cells[1] === 'Type', `the bad row is named by its line and column (got ${cells.join(' | ')})`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('searchbox', { name: 'Code, name or model' }).fill(`XL-${stamp}-1`);
  await page.getByRole('searchbox', { name: 'Code, name or model' }).press('Enter');
  await expectVisible(table.getByRole('link', { name: `XL-${stamp}-1`, exact: true }), 'an imported device in the ledger');
}, { timeout: 240_000 });
