// A list other than the ledger imports what people write (issues 12, 16, 18): the spare-parts import
// dialog offers its template in the user's language; a CSV written from the template's headers,
// naming the category by name, the device types by code and the status by its label, imports, and
// a row naming a category that does not exist is reported by its line and its column's label.
import { readFile } from 'node:fs/promises';
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI } from '../ui.mjs';

const STOREKEEPER = { username: 'storekeeper', password: 'Demo@12345' };
const stamp = Date.now().toString(36).slice(-6).toUpperCase();

/** The cells of a simple CSV line (the template's header and example have no quotes around commas). */
function cells(line) {
  return line.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
}

test('spare parts: the template in the user language, and an import naming the category and types by name', async ({ page }) => {
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  await page.goto('/spare/spareList');
  await expectVisible(page.getByRole('heading', { name: 'Parts list', exact: true }), "heading 'Parts list'", 60_000);

  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  const dialog = page.getByRole('dialog', { name: /from CSV or Excel/ });
  await expectVisible(dialog, 'the import dialog', 30_000);
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download template (CSV)' }).click()]);
  expectTrue(download.suggestedFilename() === 'spare_part-template.csv', `the template's file name (got ${download.suggestedFilename()})`);
  const [headerLine = '', exampleLine = ''] = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  const header = cells(headerLine);
  const example = cells(exampleLine);
  for (const label of ['Code', 'Name', 'Category', 'Unit', 'Fits device types', 'Status']) {
    expectTrue(header.includes(label), `the template's header names '${label}' (got ${header.join(', ')})`);
  }
  expectTrue(!header.some((text) => /(^|_)ids?$|_id\b/i.test(text)), `no internal id column (got ${header.join(', ')})`);
  const category = example[header.indexOf('Category')] ?? '';
  expectTrue(category !== '' && !/^\d+$/.test(category), `the example names its category (got '${category}')`);

  const rows = [
    ['Code', 'Name', 'Category', 'Unit', 'Fits device types', 'Status'],
    [`CSV-${stamp}-1`, `Imported seal ${stamp}`, category, 'pcs', 'PUMP|VALVE', 'Disabled'],
    [`CSV-${stamp}-2`, `Imported ring ${stamp}`, category, 'pcs', '', 'Active'],
    [`CSV-${stamp}-3`, `Bad category ${stamp}`, `No such category ${stamp}`, 'pcs', '', 'Active'],
  ];
  await dialog.getByLabel('CSV file or Excel workbook (.xlsx)').setInputFiles({
    name: `parts-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8'),
  });
  await dialog.getByText('Import the valid rows only').click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectVisible(dialog.getByText(/^Imported 2 valid rows; 1 rejected row was skipped/), 'the result of the import', 60_000);
  const bad = dialog.getByRole('table', { name: 'Rejected rows' }).getByRole('row').filter({ hasText: `No such category ${stamp}` });
  await expectVisible(bad, 'the rejected row with its reason');
  const reported = (await bad.getByRole('cell').allTextContents()).map((text) => text.trim());
  expectTrue(reported[0] === '4' && reported[1] === 'Category', `the bad row is named by its line and column label (got ${reported.join(' | ')})`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(`/spare/spareList?keyword=${encodeURIComponent(`CSV-${stamp}`)}`);
  const list = page.getByRole('table', { name: 'Parts list' });
  await expectVisible(list.getByRole('link', { name: `CSV-${stamp}-1`, exact: true }), 'the first imported part in the list', 30_000);
  await expectVisible(list.getByRole('link', { name: `CSV-${stamp}-2`, exact: true }), 'the second imported part in the list');
  expectTrue((await list.getByRole('link', { name: `CSV-${stamp}-3`, exact: true }).count()) === 0, 'the refused row was not imported');
}, { timeout: 240_000 });
