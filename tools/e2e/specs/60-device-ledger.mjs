// The device ledger driven through the UI only (role and accessible name): a device type with an
// extra attribute (a required number with a unit), a device of that type with the attribute filled
// in, found again with the ledger's filters (keyword and status), its QR label printed, and the
// label's address opened on a "phone" that signs in first and lands on the device's page.
import { pagesViolations } from '../a11y.mjs';
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, signInUI, submitLogin } from '../ui.mjs';

const ADMIN = { username: 'admin', password: 'Admin@12345' };
/** Unique per run: the tests may run again against a server that is already up (--url). */
const stamp = Date.now().toString(36).slice(-6);

const drawer = (page, name) => page.getByRole('dialog', { name });
const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });
/** Chakra's checkboxes keep the input visually hidden inside their label: click the label. */
const tick = (control) => control.locator('xpath=ancestor::label[1]').click();

/** The first choice of a select that can be chosen (not a heading of the tree, not "Choose…"), by its label. */
async function chooseFirst(select) {
  const option = select.getByRole('option', { disabled: false }).filter({ hasNotText: /^Choose/ }).first();
  await expectVisible(select, 'the select');
  const label = await option.textContent();
  await select.selectOption({ label });
  return label;
}

test('devices: a type with a required number attribute, a device of it found by the filters, its QR label printed and opened after signing in', async ({ page, context, baseURL }) => {
  const typeCode = `E2E_${stamp}`.toUpperCase();
  const typeName = `E2E pumps ${stamp}`;
  const code = `E2E-${stamp}`;
  const name = `E2E booster pump ${stamp}`;

  // The print page opens the print dialog by itself; the browser tests have nobody to close it.
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await signInUI(page, ADMIN.username, ADMIN.password);

  // 1. A device type whose devices must give their rated power in kW.
  await page.goto('/device/type');
  await expectVisible(page.getByRole('heading', { name: 'Device types', exact: true }), "heading 'Device types'");
  await page.getByRole('button', { name: 'New device type' }).click();
  const typeForm = drawer(page, 'New device type');
  await expectVisible(typeForm, "dialog 'New device type'");
  await typeForm.getByRole('textbox', { name: 'Code', exact: true }).fill(typeCode);
  await typeForm.getByRole('textbox', { name: 'Name', exact: true }).fill(typeName);
  await typeForm.getByRole('button', { name: 'Add field' }).click();
  const field = typeForm.getByRole('group', { name: 'Field 1' });
  await expectVisible(field, "group 'Field 1'");
  await field.getByRole('textbox', { name: 'Field name' }).fill('Rated power');
  expectTrue((await field.getByRole('textbox', { name: 'Key' }).inputValue()) === 'rated_power', 'the key is suggested from the name');
  await field.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Number' });
  await field.getByRole('textbox', { name: 'Unit' }).fill('kW');
  await tick(field.getByRole('checkbox', { name: 'Required' }));
  expectTrue(await field.getByRole('checkbox', { name: 'Required' }).isChecked(), "'Required' is checked");
  await typeForm.getByRole('button', { name: 'Save' }).click();
  const tree = page.getByRole('region', { name: 'Device types' });
  await expectVisible(tree.getByText(`${typeName} (${typeCode})`, { exact: true }), `the type '${typeName}' in the tree`);

  // 2. A device of that type: the form asks for the rated power, typed, with its unit, and requires it.
  await page.goto('/device/list');
  await expectVisible(page.getByRole('heading', { name: 'Device ledger', exact: true }), "heading 'Device ledger'");
  await expectVisible(page.getByRole('region', { name: 'Device figures' }), "the figures above the ledger");
  await page.getByRole('button', { name: 'New device' }).click();
  const form = drawer(page, 'New device');
  await expectVisible(form, "dialog 'New device'");
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: `${typeName} (${typeCode})` });
  const power = form.getByRole('spinbutton', { name: 'Rated power (kW)' });
  await expectVisible(power, "the attribute input 'Rated power (kW)'");
  await expectVisible(form.getByText('kW', { exact: true }), "the unit 'kW' after the input");
  await chooseFirst(form.getByRole('combobox', { name: 'Station' }));
  await form.getByRole('button', { name: 'Save' }).click();
  await expectVisible(form.getByText('This field is required.'), 'the required rule under the rated power');
  expectTrue((await power.getAttribute('aria-invalid')) === 'true', 'the rated power input is marked invalid');
  await power.fill('55');
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'hidden', timeout: 10_000 });

  // 3. Found again with the keyword and the status filters (both in the URL).
  await page.getByRole('searchbox', { name: 'Code, name or model' }).fill(code);
  await page.getByRole('searchbox', { name: 'Code, name or model' }).press('Enter');
  await expectURL(page, (u) => u.searchParams.get('keyword') === code, 'the keyword in the URL');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In use' });
  await expectURL(page, (u) => u.searchParams.get('keyword') === code && u.searchParams.get('status') === 'in_use', 'keyword and status in the URL');
  const ledger = page.getByRole('table', { name: 'Device ledger' });
  await expectVisible(page.getByRole('navigation', { name: 'Pages' }).getByText('1–1 of 1', { exact: true }), "the pager's '1–1 of 1'");
  await expectVisible(row(ledger, code), `the row of '${code}'`);
  expectTrue((await ledger.getByRole('row').count()) === 2, 'exactly one device matches (plus the header row)');
  await expectVisible(row(ledger, code).getByText('In use', { exact: true }), "its status tag 'In use'");

  // 4. Select it and print its label: the print page shows its code and a QR image.
  await tick(ledger.getByRole('checkbox', { name: `Select ${code} ${name}` }));
  const bulk = page.getByRole('region', { name: 'Actions on the selected rows' });
  await expectVisible(bulk, 'the actions on the selected rows');
  await bulk.getByRole('button', { name: 'Print labels' }).click();
  await expectURL(page, (u) => /^\/print\/device-qr\/\d+$/.test(u.pathname), '/print/device-qr/<id>');
  const id = new URL(page.url()).pathname.split('/').pop();
  const labels = page.getByRole('list', { name: 'QR labels' });
  await expectVisible(labels.getByText(code, { exact: true }), `the label of '${code}'`);
  const qr = labels.getByRole('img', { name: `QR code of device ${code}` });
  await expectVisible(qr, 'the QR image of the label');
  expectTrue((await qr.getAttribute('src'))?.startsWith('data:image/svg+xml'), 'the QR code is an SVG image');

  // 5. The address the QR code encodes, opened on a phone that is not signed in: sign in, land on the device.
  const address = `${baseURL}/device/details/${id}`;
  const phone = await context.browser().newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true });
  try {
    await phone.addCookies([{ name: 'language', value: 'en', url: baseURL }]);
    const mobile = await phone.newPage();
    await mobile.goto(address);
    await expectURL(mobile, (u) => u.pathname === '/login' && u.searchParams.get('redirect')?.startsWith(`/device/details/${id}`), '/login?redirect=/device/details/<id>');
    await submitLogin(mobile, ADMIN.username, ADMIN.password);
    await expectURL(mobile, isPath(`/device/details/${id}`), `/device/details/${id} after signing in`);
    await expectVisible(mobile.getByRole('heading', { level: 1, name: new RegExp(code) }), `a heading with '${code}'`);
    await expectVisible(mobile.getByRole('tab', { name: 'Extra attributes' }), "tab 'Extra attributes'");
    await mobile.getByRole('tab', { name: 'Extra attributes' }).click();
    await expectVisible(mobile.getByText('55 kW', { exact: true }), "the attribute '55 kW'");
    // The page's own QR code encodes this very address.
    await mobile.getByRole('tab', { name: 'Basic information' }).click();
    await expectVisible(mobile.getByText(address, { exact: true }), 'the address under the QR code');
  } finally {
    await phone.close();
  }
});


/** Each device page and, where it has one, the dialog that matters most, found by role and name. */
const DEVICE_PAGES = [
  { path: '/device/list', ready: (page) => page.getByRole('table', { name: 'Device ledger' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'New device' }), dialog: 'New device' },
  { path: '/device/type', ready: (page) => page.getByRole('region', { name: 'Device types' }).getByRole('listitem').first(), open: (page) => page.getByRole('button', { name: 'New device type' }), dialog: 'New device type' },
  { path: '/device/details/1', ready: (page) => page.getByRole('region', { name: 'QR code' }).getByRole('img') },
  { path: '/device/details/1?tab=sensors', ready: (page) => page.getByRole('table', { name: 'Sensors' }), open: (page) => page.getByRole('button', { name: 'New sensor' }), dialog: 'New sensor' },
  { path: '/device/details/1?tab=files', ready: (page) => page.getByRole('region', { name: 'Documents' }) },
  { path: '/device/special', ready: (page) => page.getByRole('table', { name: 'Special equipment' }).getByRole('link').first(), open: (page) => page.getByRole('button', { name: 'Register special equipment' }), dialog: 'Register special equipment' },
];

test('devices a11y: no serious or critical axe violation on the device pages, light and dark', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  const problems = await pagesViolations(page, DEVICE_PAGES);
  expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
}, { timeout: 180_000 });
