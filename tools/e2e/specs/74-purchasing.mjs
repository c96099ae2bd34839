// Purchasing through the UI only (role and accessible name): a new part below its minimum and a
// supplier offering it; from its low-stock warning one click makes a purchase request; the manager
// approves it on /system/approve; it becomes a purchase order, which is approved, placed and received
// into the central store — and the part's stock on hand is what was received. Then an axe check of the
// purchasing pages.
import { pagesViolations } from '../a11y.mjs';
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { chooseRowAction, signInUI, signOutUI } from '../ui.mjs';

const STOREKEEPER = { username: 'storekeeper', password: 'Demo@12345' };
const MANAGER = { username: 'manager', password: 'Demo@12345' };
/** Unique per run: the tests may run again against a server that is already up (--url). */
const stamp = Date.now().toString(36).slice(-6);
const CENTRAL = /^中心备件库 \(HD-CK01\)$/;

const drawer = (page, name) => page.getByRole('dialog', { name });
/** The shell keeps visited pages mounted (hidden) in its tabs: only the shown page's elements count. */
const shown = (locator) => locator.filter({ visible: true });
const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });

async function choose(select, match, what) {
  const option = select.getByRole('option').filter({ hasText: match }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  const label = (await option.textContent()) ?? '';
  expectTrue(Boolean(label), `an option for ${what}`);
  await select.selectOption({ label });
  return label;
}

/** The manager approves the pending request whose subject names `number`, from "To do". */
async function approveAsManager(page, number) {
  await signOutUI(page);
  await signInUI(page, MANAGER.username, MANAGER.password);
  await page.goto('/system/approve');
  await expectVisible(page.getByRole('tab', { name: 'To do', selected: true }), "tab 'To do'");
  const link = page.getByRole('table', { name: 'Approvals' }).getByRole('link', { name: new RegExp(number) }).first();
  await expectVisible(link, `the approval of ${number} waiting for the manager`);
  await link.click();
  await expectURL(page, (u) => /^\/system\/process\/\d+$/.test(u.pathname), '/system/process/:id');
  const decision = page.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('textbox', { name: 'Comment' }).fill('同意采购');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByRole('region', { name: 'Request' }).getByText('Approved', { exact: true }), `${number} approved`);
  await signOutUI(page);
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
}

/** On a request's or order's page: the action, its dialog (the manager as approver for a submission), and the message. */
async function step(page, action, { approver = false, reason, message }) {
  await shown(page.getByRole('button', { name: action, exact: true })).click();
  const dialog = page.getByRole('alertdialog');
  await expectVisible(dialog, `the dialog of '${action}'`);
  if (approver) {
    // Earlier specs add people, so the list of approvers may be longer than the dialog: it scrolls inside.
    const manager = dialog.getByRole('checkbox', { name: /\(manager\)$/ });
    await manager.scrollIntoViewIfNeeded();
    await manager.check({ force: true });
  }
  if (reason) await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expectVisible(page.getByText(message).first(), `the message '${message}'`);
}

const heading = async (page, prefix) => {
  const title = shown(page.getByRole('heading', { level: 1, name: new RegExp(`^${prefix}\\d{8}-\\d{6} `) }));
  await expectVisible(title, `the heading ${prefix}…`);
  return ((await title.textContent()) ?? '').trim().split(' ')[0];
};

test('purchasing: low-stock warning → request → approval → order → receipt → stock on hand', async ({ page }) => {
  const code = `E2E-PO-${stamp}`.toUpperCase();
  const name = `E2E 采购件 ${stamp}`;
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);

  // 1. A part with a minimum of 5 and a maximum of 20 in the central store (nothing on hand: 20 to order).
  await page.goto('/spare/spareList');
  await page.getByRole('button', { name: 'New part' }).click();
  const partForm = drawer(page, 'New part');
  await partForm.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await partForm.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(partForm.getByRole('combobox', { name: 'Category' }), /轴承 \(MECH-BRG\)/, 'the bearings category');
  await partForm.getByRole('textbox', { name: 'Unit', exact: true }).fill('个');
  await partForm.getByRole('spinbutton', { name: 'Unit price (CNY)' }).fill('25');
  await partForm.getByRole('spinbutton', { name: /^Minimum stock in 中心备件库/ }).fill('5');
  await partForm.getByRole('spinbutton', { name: /^Maximum stock in 中心备件库/ }).fill('20');
  await partForm.getByRole('button', { name: 'Save' }).click();
  await partForm.waitFor({ state: 'hidden', timeout: 10_000 });

  // 2. A supplier offering it at 23.5.
  await page.goto('/supplier/supplier');
  await expectVisible(page.getByRole('heading', { name: 'Supplier list', exact: true }), "heading 'Supplier list'");
  await page.getByRole('button', { name: 'New supplier' }).click();
  const supplierForm = drawer(page, 'New supplier');
  await supplierForm.getByRole('textbox', { name: 'Code', exact: true }).fill(`S-${stamp}`);
  await supplierForm.getByRole('textbox', { name: 'Name', exact: true }).fill(`E2E 供应商 ${stamp}`);
  await supplierForm.getByRole('button', { name: 'Add a part' }).click();
  await supplierForm.getByRole('searchbox', { name: 'Search a part for line 1' }).fill(code);
  await choose(supplierForm.getByRole('combobox', { name: 'Part of line 1' }), code, `the part ${code}`);
  await supplierForm.getByRole('textbox', { name: 'Unit price of line 1' }).fill('23.5');
  await supplierForm.getByRole('button', { name: 'Save' }).click();
  await supplierForm.waitFor({ state: 'hidden', timeout: 10_000 });

  // 3. From the part's warning, one click: a purchase request with the suggested 20.
  await page.goto(`/spare/InWarning?keyword=${encodeURIComponent(code)}`);
  const warnings = page.getByRole('table', { name: 'Stock warnings' });
  await expectVisible(row(warnings, code), `the warning of '${code}'`);
  await row(warnings, code).getByRole('link').first().click();
  await expectURL(page, (u) => /^\/spare\/waringDetails\/\d+$/.test(u.pathname), '/spare/waringDetails/<id>');
  // The list (kept mounted in its tab) has the same button: wait until the warning's page is the one shown.
  await expectVisible(shown(page.getByRole('heading', { level: 1, name: new RegExp(code) })), "the warning's page");
  await shown(page.getByRole('button', { name: 'Request purchase of low stock' })).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create the request' }).click();
  await expectURL(page, (u) => /^\/office\/purchasDetails\/\d+$/.test(u.pathname), '/office/purchasDetails/<id>');
  const request = await heading(page, 'PR');
  await shown(page.getByRole('tab', { name: 'Lines' })).click();
  await expectVisible(row(shown(page.getByRole('table', { name: 'Lines' })), code).getByRole('cell', { name: '20 个', exact: true }), 'the suggested 20 个');

  // 4. Submitted to the manager, approved on /system/approve, turned into a purchase order.
  await step(page, 'Submit for approval', { approver: true, message: `${request} submitted for approval` });
  await approveAsManager(page, request);
  await page.goto(`/office/sparePurchasing?keyword=${request}`);
  await shown(page.getByRole('table', { name: 'Spare-part purchasing' })).getByRole('link', { name: request, exact: true }).click();
  await expectURL(page, (u) => /^\/office\/purchasDetails\/\d+$/.test(u.pathname), '/office/purchasDetails/<id>');
  await expectVisible(shown(page.getByText('Approved', { exact: true })).first(), 'the request approved');
  await step(page, 'Make purchase orders', { message: `${request} turned into purchase orders` });
  await shown(page.getByRole('tab', { name: 'Lines' })).click();
  await shown(page.getByRole('table', { name: 'Lines' })).getByRole('link', { name: 'Open the order' }).click();
  await expectURL(page, (u) => /^\/supplier\/purchaseDetails\/\d+$/.test(u.pathname), '/supplier/purchaseDetails/<id>');
  const order = await heading(page, 'PO');
  await expectVisible(shown(page.getByText('470.00 CNY')).first(), 'the total 20 × 23.5 = 470.00 CNY');

  // 5. The order approved, placed and received in full into the central store.
  await step(page, 'Submit for approval', { approver: true, message: `${order} submitted for approval` });
  await approveAsManager(page, order);
  await page.goto(`/supplier/purchase?keyword=${order}`);
  await shown(page.getByRole('table', { name: 'Purchase orders' })).getByRole('link', { name: order, exact: true }).click();
  await expectURL(page, (u) => /^\/supplier\/purchaseDetails\/\d+$/.test(u.pathname), '/supplier/purchaseDetails/<id>');
  await step(page, 'Place the order', { message: `${order} ordered` });
  await shown(page.getByRole('button', { name: 'Receive', exact: true })).click();
  const receipt = page.getByRole('alertdialog', { name: `Receive goods of ${order}` });
  await expectVisible(receipt, 'the receipt dialog');
  const location = receipt.getByRole('combobox', { name: `Location for ${name}` });
  const first = location.getByRole('option').nth(1);
  await first.waitFor({ state: 'attached', timeout: 10_000 });
  await location.selectOption({ label: (await first.textContent()) ?? '' });
  await receipt.getByRole('button', { name: 'Receive', exact: true }).click();
  await expectVisible(page.getByText(`Goods of ${order} received`), 'the receipt message');
  await expectVisible(shown(page.getByText('Received', { exact: true })).first(), 'the order received');
  await shown(page.getByRole('tab', { name: 'Receipts' })).click();
  await expectVisible(shown(page.getByRole('table', { name: 'Receipts' })).getByRole('link', { name: /^RK\d{8}-\d{6}$/ }), 'the stock-in document of the receipt');

  // 6. The stock on hand is the 20 received.
  await page.goto(`/spare/spareList?keyword=${encodeURIComponent(code)}`);
  const parts = page.getByRole('table', { name: 'Parts list' });
  await expectVisible(row(parts, name).getByRole('cell', { name: '20', exact: true }), 'on hand 20');
}, { timeout: 240_000 });

/** A one-page PDF showing `text` (Helvetica, uncompressed), made here rather than kept as a binary. */
function contractPdf(text) {
  const content = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
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

test('supplier attachments: attach a contract PDF on a supplier, download it, remove it', async ({ page }) => {
  const fileName = `contract-${stamp}.pdf`;
  const contract = contractPdf(`Framework contract ${stamp}`);
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  await page.goto('/supplier/supplier');
  const first = page.getByRole('table', { name: 'Supplier list' }).getByRole('link').first();
  await expectVisible(first, 'a demo supplier');
  await first.click();
  await expectURL(page, (u) => /^\/supplier\/supplierDetails\/\d+$/.test(u.pathname), '/supplier/supplierDetails/<id>');
  await shown(page.getByRole('tab', { name: 'Attachments' })).click();

  // Choosing the file uploads it (multipart, to the file store) and attaches it to the supplier at once.
  await shown(page.getByLabel('Attach a file (contract, certificate, price list)')).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: contract });
  await expectVisible(page.getByText(`“${fileName}” was attached to`).first(), 'the message naming the attached contract');
  const attachments = shown(page.getByRole('table', { name: 'Attachments' }));
  await expectVisible(row(attachments, fileName), `the row of ${fileName}`);

  // Downloaded through the authorised endpoint, under its own name and with its bytes.
  const [download] = await Promise.all([page.waitForEvent('download'), chooseRowAction(page, attachments, fileName, 'Download')]);
  expectTrue(download.suggestedFilename() === fileName, `the download is named ${fileName} (was ${download.suggestedFilename()})`);
  const { readFile } = await import('node:fs/promises');
  expectTrue((await readFile(await download.path())).equals(contract), 'the downloaded bytes are the uploaded contract');

  // Removed after a confirmation; the list is empty of it again.
  await chooseRowAction(page, attachments, fileName, 'Remove');
  const confirm = page.getByRole('alertdialog', { name: `Remove “${fileName}”?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectVisible(page.getByText(`“${fileName}” was removed from`).first(), 'the removal message');
  await row(attachments, fileName).waitFor({ state: 'detached', timeout: 10_000 });
}, { timeout: 180_000 });

/** Each purchasing page and, where it has one, its main form, found by role and name (the demo's data). */
const PURCHASING_PAGES = [
  { path: '/supplier/supplier', ready: (page) => page.getByRole('table', { name: 'Supplier list' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New supplier' }), dialog: 'New supplier' },
  { path: '/supplier/purchase', ready: (page) => page.getByRole('table', { name: 'Purchase orders' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New purchase order' }), dialog: 'New purchase order' },
  { path: '/custom/custom', ready: (page) => page.getByRole('table', { name: 'Customer list' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New customer' }), dialog: 'New customer' },
  { path: '/custom/supply', ready: (page) => page.getByRole('table', { name: 'Supply records' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New supply order' }), dialog: 'New supply order' },
  { path: '/office/sparePurchasing', ready: (page) => page.getByRole('table', { name: 'Spare-part purchasing' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New purchase request' }), dialog: 'New purchase request' },
  { path: '/office/purchasingCalendar', ready: (page) => page.getByRole('region', { name: 'Purchasing calendar' }) },
];

test('purchasing a11y: no serious or critical axe violation on the purchasing pages, light and dark', async ({ page }) => {
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  const problems = await pagesViolations(page, PURCHASING_PAGES);
  expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
}, { timeout: 480_000 });
