// A storekeeper's day in the spare-parts stores, through the UI only (role and accessible name): a new
// part with a minimum and maximum in the central store, a purchase receipt that brings 8 in, a stock-out
// that picks 4 for a work order (leaving 4, below the minimum of 5), the part's ledger with both
// movements and their documents, the part in the warnings list with the quantity to order, its QR
// label, a technician's pick request approved by the storekeeper on /system/approve and issued, and a
// stock-take of the central store that finds one less (counts typed with the keyboard, the rest filled
// from the on-hand) and books the loss as a linked stock-out, and the consumption chart.
import { pagesViolations } from '../a11y.mjs';
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { signInUI, signOutUI } from '../ui.mjs';

const STOREKEEPER = { username: 'storekeeper', password: 'Demo@12345' };
const TECHNICIAN = { username: 'technician', password: 'Demo@12345' };
/** Unique per run: the tests may run again against a server that is already up (--url). */
const stamp = Date.now().toString(36).slice(-6);
const CENTRAL = /^中心备件库 \(HD-CK01\)$/;

const drawer = (page, name) => page.getByRole('dialog', { name });
const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });

/** Chooses the option whose label matches, once the select holds it (the part picker fills in after a search). */
async function choose(select, match, what) {
  const option = select.getByRole('option').filter({ hasText: match }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  const label = (await option.textContent()) ?? '';
  expectTrue(Boolean(label), `an option for ${what}`);
  await select.selectOption({ label });
  return label;
}

/** The first location that can be chosen (areas only group locations). */
async function chooseLocation(select) {
  const option = select.getByRole('option', { disabled: false }).filter({ hasNotText: /^Choose/ }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  await select.selectOption({ label: (await option.textContent()) ?? '' });
}

/** A document form: reason, warehouse, one line of the part at the first location, then Save (opens the draft). */
async function fillDocument(page, dialogName, { reason, code, quantity, workOrder }) {
  const form = drawer(page, dialogName);
  await expectVisible(form, `dialog '${dialogName}'`);
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: reason });
  await choose(form.getByRole('combobox', { name: 'Warehouse' }), CENTRAL, 'the central store');
  if (workOrder) await form.getByRole('spinbutton', { name: 'Work order' }).fill(workOrder);
  await form.getByRole('button', { name: 'Add line' }).click();
  await form.getByRole('searchbox', { name: 'Search a part for line 1' }).fill(code);
  await choose(form.getByRole('combobox', { name: 'Part of line 1' }), code, `the part ${code}`);
  await chooseLocation(form.getByRole('combobox', { name: 'Location of line 1' }));
  await form.getByRole('spinbutton', { name: 'Quantity of line 1' }).fill(quantity);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** On a draft's page: Confirm, answer the question, and see that the stock moved. */
async function confirmDraft(page, prefix) {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${prefix}\\d{8}-\\d{6}$`) });
  await expectVisible(heading, `the draft's number ${prefix}…`);
  const number = (await heading.textContent())?.trim() ?? '';
  await expectVisible(page.getByText('Draft: the stock has not moved yet.'), 'the draft banner');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: `Confirm ${number}?` });
  await expectVisible(question, `the question 'Confirm ${number}?'`);
  await question.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectVisible(page.getByText(`${number} confirmed`), `the message '${number} confirmed'`);
  await expectVisible(page.getByText(/^Confirmed by .+: the stock has moved\.$/), 'the confirmed banner');
  expectTrue((await page.getByRole('button', { name: 'Confirm', exact: true }).count()) === 0, 'a confirmed document offers no Confirm');
  return number;
}

test('spare parts: a new part received, picked for a work order, in the ledger and in the warnings', async ({ page }) => {
  const code = `E2E-${stamp}`.toUpperCase();
  const name = `E2E 轴承 ${stamp}`;
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);

  // 1. The part, with a minimum of 5 and a maximum of 20 in the central store.
  await page.goto('/spare/spareList');
  await expectVisible(page.getByRole('heading', { name: 'Parts list', exact: true }), "heading 'Parts list'");
  await page.getByRole('button', { name: 'New part' }).click();
  const form = drawer(page, 'New part');
  await expectVisible(form, "dialog 'New part'");
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await choose(form.getByRole('combobox', { name: 'Category' }), /轴承 \(MECH-BRG\)/, 'the bearings category');
  await form.getByRole('textbox', { name: 'Unit', exact: true }).fill('个');
  await form.getByRole('spinbutton', { name: 'Unit price (CNY)' }).fill('25');
  await form.getByRole('spinbutton', { name: /^Minimum stock in 中心备件库/ }).fill('5');
  await form.getByRole('spinbutton', { name: /^Maximum stock in 中心备件库/ }).fill('20');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden', timeout: 10_000 });

  // 2. A purchase receipt of 8, saved as a draft (its page opens) and confirmed.
  await page.goto('/spare/inStock');
  await expectVisible(page.getByRole('heading', { name: 'Stock in', exact: true }), "heading 'Stock in'");
  await page.getByRole('button', { name: 'New stock-in' }).click();
  await fillDocument(page, 'New stock-in', { reason: 'Purchase receipt', code, quantity: '8' });
  await expectURL(page, (u) => /^\/spare\/inDetails\/\d+$/.test(u.pathname), '/spare/inDetails/<id>');
  const receipt = await confirmDraft(page, 'RK');

  // 3. Picking 4 for work order 101: a stock-out, confirmed.
  await page.goto('/spare/outStock');
  await expectVisible(page.getByRole('heading', { name: 'Stock out', exact: true }), "heading 'Stock out'");
  await page.getByRole('button', { name: 'New stock-out' }).click();
  await fillDocument(page, 'New stock-out', { reason: 'Picking for a work order', code, quantity: '4', workOrder: '101' });
  await expectURL(page, (u) => /^\/spare\/outDetails\/\d+$/.test(u.pathname), '/spare/outDetails/<id>');
  const issue = await confirmDraft(page, 'CK');

  // 4. The part's ledger: +8 by the receipt, −4 by the stock-out, 4 left.
  await page.goto(`/spare/spareList?keyword=${encodeURIComponent(code)}`);
  const list = page.getByRole('table', { name: 'Parts list' });
  await expectVisible(row(list, name), `the row of '${name}'`);
  await expectVisible(row(list, name).getByRole('cell', { name: '4', exact: true }), 'on hand 4');
  await list.getByRole('link', { name: code, exact: true }).click();
  await expectURL(page, (u) => /^\/spare\/details\/\d+$/.test(u.pathname), '/spare/details/<id>');
  await page.getByRole('tab', { name: 'Ledger' }).click();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expectVisible(row(ledger, receipt).getByRole('cell', { name: '+8', exact: true }), `+8 by ${receipt}`);
  await expectVisible(row(ledger, issue).getByRole('cell', { name: '-4', exact: true }), `-4 by ${issue}`);
  await expectVisible(row(ledger, issue).getByRole('link', { name: issue }), `a link to ${issue}`);

  // 5. Below its minimum: in the warnings, with 16 to order (up to the maximum of 20).
  await page.goto('/spare/InWarning');
  await expectVisible(page.getByRole('heading', { name: 'Stock warnings', exact: true }), "heading 'Stock warnings'");
  await page.getByRole('searchbox', { name: 'Part code, name or specification' }).fill(code);
  await page.getByRole('searchbox', { name: 'Part code, name or specification' }).press('Enter');
  const warnings = page.getByRole('table', { name: 'Stock warnings' });
  const warning = row(warnings, code);
  await expectVisible(warning, `the warning of '${code}'`);
  await expectVisible(warning.getByText('Below minimum', { exact: true }), "state 'Below minimum'");
  await expectVisible(warning.getByRole('cell', { name: '16 个', exact: true }), "'16 个' to order");

  // 6. A stock-take of the central store: 3 counted instead of 4, the other lines as on hand; confirming
  // books the loss of 1 as a stock-out that the count links to.
  await page.goto('/spare/stocktake');
  await expectVisible(page.getByRole('heading', { name: 'Stock-takes', exact: true }), "heading 'Stock-takes'");
  await page.getByRole('button', { name: 'New stock-take' }).click();
  const takeForm = drawer(page, 'New stock-take');
  await expectVisible(takeForm, "dialog 'New stock-take'");
  await choose(takeForm.getByRole('combobox', { name: 'Warehouse' }), CENTRAL, 'the central store');
  await takeForm.getByRole('button', { name: 'Save' }).click();
  await takeForm.waitFor({ state: 'hidden', timeout: 10_000 });
  await expectURL(page, (u) => /^\/spare\/stocktakeDetails\/\d+$/.test(u.pathname), '/spare/stocktakeDetails/<id>');
  const takeHeading = page.getByRole('heading', { level: 1, name: /^PD\d{8}-\d{6}$/ });
  await expectVisible(takeHeading, "the stock-take's number PD…");
  const take = (await takeHeading.textContent())?.trim() ?? '';
  await page.getByRole('tab', { name: 'Lines' }).click();
  const count = page.getByRole('textbox', { name: new RegExp(`^Counted quantity of ${code} `) });
  await count.fill('3');
  await count.press('Enter');
  await page.getByRole('button', { name: 'Fill empty counts with the on-hand' }).click();
  await page.getByRole('button', { name: 'Save counts' }).click();
  await expectVisible(page.getByText('Counts saved', { exact: true }), "the message 'Counts saved'");
  const counts = page.getByRole('table', { name: `Counts of ${take}` });
  await expectVisible(row(counts, code).getByRole('cell', { name: '-1', exact: true }), 'a difference of -1');
  await page.getByRole('button', { name: 'Confirm stock-take' }).click();
  const takeQuestion = page.getByRole('alertdialog', { name: `Confirm ${take}?` });
  await expectVisible(takeQuestion, `the question 'Confirm ${take}?'`);
  await takeQuestion.getByRole('button', { name: 'Confirm stock-take' }).click();
  await expectVisible(page.getByText(`${take} confirmed`), `the message '${take} confirmed'`);
  // The message names the booked documents: none for surpluses, the loss stock-out linked from the count.
  const booked = page.getByText(/^Surplus none, loss CK\d{8}-\d{6}\.$/);
  await expectVisible(booked, 'the message naming the loss stock-out');
  const loss = /CK\d{8}-\d{6}/.exec((await booked.textContent()) ?? '')?.[0] ?? '';
  const lossLink = page.getByRole('link', { name: loss, exact: true }).first();
  await expectVisible(lossLink, 'a link to the loss stock-out');
  await lossLink.click();
  await expectURL(page, (u) => /^\/spare\/outDetails\/\d+$/.test(u.pathname), '/spare/outDetails/<id>');
  await expectVisible(page.getByText('Stock-take loss').first(), "reason 'Stock-take loss'");

  // The stores' consumption, read as a chart (the stock-outs above are in it).
  await page.goto('/spare/consumption');
  await expectVisible(page.getByRole('img', { name: /^Bar chart of consumption per month/ }), 'the consumption chart');

  // 7. Its QR label, printed from the parts list (the print page opens the print dialog by itself).
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(`/spare/spareList?keyword=${encodeURIComponent(code)}`);
  const parts = page.getByRole('table', { name: 'Parts list' });
  await expectVisible(row(parts, name), `the row of '${name}'`);
  await parts.getByRole('checkbox', { name: new RegExp(`^Select .*${code}`) }).locator('xpath=ancestor::label[1]').click();
  await page.getByRole('region', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Print QR labels' }).click();
  await expectURL(page, (u) => /^\/print\/spare-part-qr\/\d+$/.test(u.pathname), '/print/spare-part-qr/<id>');
  const labels = page.getByRole('list', { name: 'Part labels (1)' });
  await expectVisible(labels.getByText(code, { exact: true }), `the label of '${code}'`);
  await expectVisible(labels.getByRole('img', { name: `QR code of ${code}` }), 'the QR image of the label');

  // 7. A technician asks for 1 through a pick request naming the storekeeper as approver…
  // (The print page has no shell: sign out from a page that has the user menu.)
  await page.goto('/spare/spareList');
  await signOutUI(page);
  await signInUI(page, TECHNICIAN.username, TECHNICIAN.password);
  await page.goto('/spare/pick');
  await expectVisible(page.getByRole('table', { name: 'Picking orders' }), "table 'Picking orders'");
  await page.getByRole('button', { name: 'New pick request' }).click();
  const pickForm = drawer(page, 'New pick request');
  await expectVisible(pickForm, "dialog 'New pick request'");
  await choose(pickForm.getByRole('combobox', { name: 'Warehouse' }), CENTRAL, 'the central store');
  await pickForm.getByRole('button', { name: 'Add line' }).click();
  await pickForm.getByRole('searchbox', { name: 'Search a part for line 1' }).fill(code);
  await choose(pickForm.getByRole('combobox', { name: 'Part of line 1' }), code, `the part ${code}`);
  await pickForm.getByRole('spinbutton', { name: 'Quantity of line 1' }).fill('1');
  const approver = pickForm.getByRole('checkbox', { name: /\(storekeeper\)$/ });
  await approver.scrollIntoViewIfNeeded();
  await approver.check({ force: true });
  await pickForm.getByRole('button', { name: 'Save' }).click();
  await expectURL(page, (u) => /^\/spare\/orderDetails\/\d+$/.test(u.pathname), '/spare/orderDetails/<id>');
  const pickPath = new URL(page.url()).pathname;
  const pickHeading = page.getByRole('heading', { level: 1, name: /^LL\d{8}-\d{6}$/ });
  await expectVisible(pickHeading, "the request's number LL…");
  const pick = (await pickHeading.textContent())?.trim() ?? '';
  await expectVisible(page.getByText(`Request ${pick} sent`).first(), `the message 'Request ${pick} sent'`);
  await expectVisible(page.getByText(/Waiting for .+ to decide \(approval flow\)/).first(), 'who decides next');

  // 8. …which the storekeeper approves on /system/approve, then issues as a stock-out.
  await signOutUI(page);
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  await page.goto('/system/approve');
  await expectVisible(page.getByRole('tab', { name: 'To do', selected: true }), "tab 'To do'");
  const approval = page.getByRole('table', { name: 'Approvals' }).getByRole('link', { name: new RegExp(pick) }).first();
  await expectVisible(approval, `the approval of ${pick} waiting for the storekeeper`);
  await approval.click();
  await expectURL(page, (u) => /^\/system\/process\/\d+$/.test(u.pathname), '/system/process/:id');
  const decision = page.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('textbox', { name: 'Comment' }).fill('同意领用');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByRole('region', { name: 'Request' }).getByText('Approved', { exact: true }), `${pick} approved`);
  await page.goto(pickPath);
  await expectVisible(page.getByText('Approved', { exact: true }).first(), 'the request approved');
  await page.getByRole('button', { name: 'Issue the parts', exact: true }).click();
  const issueQuestion = page.getByRole('alertdialog', { name: `Issue the parts of ${pick}?` });
  await expectVisible(issueQuestion, `the question 'Issue the parts of ${pick}?'`);
  await issueQuestion.getByRole('button', { name: 'Issue the parts', exact: true }).click();
  await expectVisible(page.getByText(`${pick} fulfilled`).first(), `the message '${pick} fulfilled'`);
  await expectVisible(page.getByRole('link', { name: 'open the stock-out document' }), 'a link to the stock-out');
}, { timeout: 240_000 });

/** Each spare page and, where it has one, its main form, found by role and name (the demo's data). */
const SPARE_PAGES = [
  { path: '/spare/warehouse', ready: (page) => page.getByRole('table', { name: 'Warehouses' }).getByRole('row').nth(1), open: (page) => page.getByRole('button', { name: 'New warehouse' }), dialog: 'New warehouse' },
  { path: '/spare/category', ready: (page) => page.getByRole('region', { name: 'Part categories' }).getByRole('listitem').first(), open: (page) => page.getByRole('button', { name: 'New category' }), dialog: 'New category' },
  { path: '/spare/spareList', ready: (page) => page.getByRole('table', { name: 'Parts list' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New part' }), dialog: 'New part' },
  { path: '/spare/inStock', ready: (page) => page.getByRole('table', { name: 'Stock in' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New stock-in' }), dialog: 'New stock-in' },
  { path: '/spare/stocktake', ready: (page) => page.getByRole('table', { name: 'Stock-takes' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New stock-take' }), dialog: 'New stock-take' },
  { path: '/spare/outStock', ready: (page) => page.getByRole('table', { name: 'Stock out' }).getByRole('link').first() },
  { path: '/spare/InWarning', ready: (page) => page.getByRole('table', { name: 'Stock warnings' }).getByRole('link').first() },
  { path: '/spare/pick', ready: (page) => page.getByRole('table', { name: 'Picking orders' }), open: (page) => page.getByRole('button', { name: 'New pick request' }), dialog: 'New pick request' },
  { path: '/spare/reportSurfac', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
  { path: '/spare/consume', ready: (page) => page.getByRole('table').getByRole('row').nth(1) },
  { path: '/spare/consumption', ready: (page) => page.getByRole('img', { name: /^Bar chart of consumption per month/ }) },
];

test('spare parts a11y: no serious or critical axe violation on the spare pages, light and dark', async ({ page }) => {
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  const problems = await pagesViolations(page, SPARE_PAGES);
  expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
}, { timeout: 480_000 });
