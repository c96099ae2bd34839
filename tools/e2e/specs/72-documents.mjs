// Documents and knowledge through the UI only (role and accessible name): a manager uploads a PDF
// (with its progress) for one department, finds it by a word of its text and by a Chinese word written
// with a CID font, previews it, uploads a new version, lists the versions and downloads the file; a
// technician of another department never finds it, and downloading its file by id answers 404.
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { chooseRowAction, signInUI, signOutUI } from '../ui.mjs';

const MANAGER = { username: 'manager', password: 'Demo@12345' };
const TECHNICIAN = { username: 'technician', password: 'Demo@12345' };
/** Unique per run: the tests may run again against a server that is already up (--url). */
const stamp = Date.now().toString(36).slice(-6);

/**
 * A one-page PDF showing `lines` (Helvetica) and, when given, `chinese` the way Chinese office software
 * writes it: a CID font (STSong-Light, Adobe-GB1, not embedded) with the predefined UniGB-UCS2-H
 * encoding and no ToUnicode map — its text is found only by an extraction that knows the CMaps.
 */
function pdf(lines, chinese) {
  const hex = (text) => [...text].map((char) => char.codePointAt(0).toString(16).padStart(4, '0')).join('');
  const cjk = chinese ? ['/F2 14 Tf', `<${hex(chinese)}> '`] : [];
  const content = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${line}) '`), ...cjk, 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 6 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A Chinese word unique to this run: each character of the stamp as one of 36 Chinese characters. */
const CHINESE_DIGITS = '零一二三四五六七八九甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥春夏秋冬';
const chineseWord = `轴承${[...stamp].map((char) => CHINESE_DIGITS[parseInt(char, 36)]).join('')}`;

const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });

test('documents: upload a department PDF with progress, find it by its text, preview, new version, versions, download; another department never sees it', async ({ page }) => {
  const title = `E2E pump manual ${stamp}`;
  const word = `zephyr${stamp}`;
  const fileName = `pump-manual-${stamp}.pdf`;

  await signInUI(page, MANAGER.username, MANAGER.password);
  await page.goto('/files/filesList');
  await expectVisible(page.getByRole('heading', { name: 'File library', exact: true }), "heading 'File library'");

  // 1. Upload: choosing the file sends it at once; the form then saves the document.
  await page.getByRole('button', { name: 'Upload a document' }).click();
  const form = page.getByRole('dialog', { name: 'Upload a document' });
  await expectVisible(form, "dialog 'Upload a document'");
  const [uploaded] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/files?purpose=document') && response.request().method() === 'POST'),
    form.getByLabel('File', { exact: true }).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf(['Pump manual', `Keyword ${word} inside the text`], `润滑说明 ${chineseWord} 每三个月`) }),
  ]);
  const fileId = (await uploaded.json()).data.id;
  await expectVisible(form.getByRole('status').filter({ hasText: `Uploaded: ${fileName}` }), 'the upload is done');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const category = form.getByRole('combobox', { name: 'Category', exact: true });
  await category.selectOption({ label: '泵类手册' });
  await form.getByRole('combobox', { name: 'Visible to', exact: true }).selectOption({ label: 'One department' });
  await form.getByRole('combobox', { name: 'Department', exact: true }).selectOption({ label: '总经理办公室' });
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden', timeout: 10_000 });

  // 2. Found by a word of the PDF's text (extracted on upload), not of its title.
  const search = page.getByRole('searchbox', { name: 'Title, tag or text' });
  await search.fill(word);
  await search.press('Enter');
  await expectURL(page, (u) => u.searchParams.get('keyword') === word, 'the keyword in the URL');
  const library = page.getByRole('table', { name: 'File library' });
  await expectVisible(page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1', { exact: true }), "the pager's '1–1 of 1'");
  await expectVisible(row(library, title), `the row of '${title}'`);
  expectTrue((await library.getByRole('row').count()) === 2, 'exactly one document matches (plus the header row)');
  await expectVisible(row(library, title).getByText('v1', { exact: true }), 'version v1');

  // 2b. Found by a Chinese word of its text, written with a CID font (extracted with the CMaps).
  await search.fill(chineseWord);
  await search.press('Enter');
  await expectURL(page, (u) => u.searchParams.get('keyword') === chineseWord, 'the Chinese keyword in the URL');
  await expectVisible(page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1', { exact: true }), "the pager's '1–1 of 1' for the Chinese word");
  await expectVisible(row(library, title), `the row of '${title}' found by ${chineseWord}`);

  // 3. Preview in the browser: the PDF is fetched with the session and shown in a frame.
  // Every row action sits in the row's compact menu.
  await chooseRowAction(page, library, title, 'Preview');
  const preview = page.getByRole('dialog', { name: `Preview: ${fileName}` });
  await expectVisible(preview, 'the preview dialog');
  await expectVisible(preview.locator(`iframe[title="Preview: ${fileName}"]`), 'the PDF frame');
  expectTrue((await preview.locator('iframe').getAttribute('src'))?.startsWith('blob:'), 'the frame shows an object URL of the fetched bytes');
  await preview.getByRole('button', { name: 'Close' }).click();

  // 4. A new version keeps the old one.
  const secondName = `pump-manual-${stamp}-v2.pdf`;
  await chooseRowAction(page, library, title, 'New version');
  const versionForm = page.getByRole('dialog', { name: `New version of ${title}` });
  await versionForm.getByLabel('File of the new version').setInputFiles({ name: secondName, mimeType: 'application/pdf', buffer: pdf(['Pump manual', `Revised ${word}`], `修订 ${chineseWord}`) });
  await expectVisible(versionForm.getByRole('status').filter({ hasText: `Uploaded: ${secondName}` }), 'the new version is uploaded');
  await versionForm.getByRole('textbox', { name: 'What changed' }).fill('Revised edition');
  await versionForm.getByRole('button', { name: 'Save version' }).click();
  await expectVisible(page.getByText(`${title}: version 2 saved`), 'the toast naming version 2');
  await expectVisible(row(library, title).getByText('v2', { exact: true }), 'version v2 in the list');

  await chooseRowAction(page, library, title, 'Versions');
  const versions = page.getByRole('dialog', { name: `Versions of ${title}` });
  const versionTable = versions.getByRole('table', { name: `Versions of ${title}` });
  await expectVisible(row(versionTable, secondName), 'version 2 in the history');
  await expectVisible(row(versionTable, fileName), 'version 1 kept in the history');
  await versions.getByRole('button', { name: 'Close' }).last().click();

  // 5. Download: the newest version under its own name.
  const [download] = await Promise.all([page.waitForEvent('download'), chooseRowAction(page, library, title, 'Download')]);
  expectTrue(download.suggestedFilename() === secondName, `the download is named ${secondName} (was ${download.suggestedFilename()})`);

  // 6. A technician of another department: the document is not there, whatever they search.
  await signOutUI(page);
  await signInUI(page, TECHNICIAN.username, TECHNICIAN.password);
  await page.goto(`/files/filesList?keyword=${word}`);
  await expectVisible(page.getByText('Nothing matches these filters.'), 'no document for the technician');
  expectTrue((await page.getByRole('row').filter({ hasText: title }).count()) === 0, 'the department document is not listed');
  // Nor can they download its file by its id: the authorised endpoint answers 404 as for a missing file.
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
  const refused = await page.request.get(`/api/files/${fileId}?download=true`, { headers: { authorization: `Bearer ${token}` } });
  expectTrue(refused.status() === 404, `the technician's download of the file is refused with 404 (was ${refused.status()})`);
});
