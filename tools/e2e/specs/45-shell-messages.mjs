// Messages: polling notifications, unread count, message list, print (issue "console shell" §2, §7, §11).
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, signInUI } from '../ui.mjs';
import { ADMIN, VIEWER, apiCall, apiSession } from '../shell-helpers.mjs';

test('shell: a broadcast message arrives as a notification within about 12 s and raises the unread count', async ({ page, baseURL }) => {
  await signInUI(page, VIEWER.username, VIEWER.password);
  const bell = page.getByRole('link', { name: /^Messages/ }).and(page.locator('header a'));
  await expectVisible(bell, 'the message icon');
  const before = (await bell.getAttribute('aria-label')) ?? '';
  // Let the first poll set the cursor (cookie untime).
  await page.waitForFunction(() => /(^|; )untime=\d+/.test(document.cookie), undefined, { timeout: 15_000 });

  const viewer = await apiCall(baseURL, await apiSession(baseURL, VIEWER), 'GET', '/user/user_info');
  const admin = await apiSession(baseURL, ADMIN);
  const title = `Shift change ${Date.now()}`;
  const sent = await apiCall(baseURL, admin, 'POST', '/admin/message_broadcast', { title, content: 'Night shift starts at 22:00', company_id: viewer.company_id });
  expectTrue(sent.recipients > 0, `the broadcast reached users (${JSON.stringify(sent)})`);
  const started = Date.now();
  await expectVisible(page.getByText(title), `the notification '${title}'`, 13_000);
  console.log(`      notification after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await expectVisible(page.getByText('Night shift starts at 22:00'), 'the notification text');
  await page.waitForFunction((old) => {
    const link = document.querySelector('header a[href="/system/message"]');
    return link && link.getAttribute('aria-label') !== old && /\d/.test(link.getAttribute('aria-label') ?? '');
  }, before);
  await bell.click();
  await expectURL(page, isPath('/system/message'), '/system/message');
  await expectVisible(page.getByRole('table', { name: 'Messages' }).getByText(title), 'the message in the list');
});

test('shell: the message list filters, marks read and prints the selection', async ({ page, context }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/message');
  const table = page.getByRole('table', { name: 'Messages' });
  const firstRow = table.getByRole('checkbox', { name: /^Select (?!all rows)/ }).first();
  await expectVisible(firstRow, 'a message row');
  // The options come from GET /admin/message_option (labels sent as keys) and show translated.
  const types = await page.getByRole('combobox', { name: 'Type' }).locator('option').allTextContents();
  expectTrue(types.includes('Alarm') && !types.some((t) => t.startsWith('message.')), `types translated: ${types}`);
  // A choice applies at once (the list shell's filters).
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Unread' });
  await expectURL(page, (u) => u.searchParams.get('status') === 'unread', '?status=unread');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expectVisible(page.getByText(/marked read/), 'the confirmation');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All' });
  await expectURL(page, (u) => !u.searchParams.has('status'), 'no status filter');
  await expectVisible(firstRow, 'a message row');
  await firstRow.locator('xpath=ancestor::label[1]').click();
  await page.getByRole('region', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Print selected' }).click();
  await expectURL(page, (u) => /^\/print\/messages\/\d+$/.test(u.pathname), '/print/messages/<id>');
  // The router keeps the list on screen until the printable page has loaded: wait for the print page's own
  // heading ("Message (1)", not the list's) before looking for the shell.
  await expectVisible(page.getByRole('heading', { name: /^Message \(\d+\)$/, level: 1 }), 'the print heading');
  await expectVisible(page.getByRole('button', { name: 'Print', exact: true }), "button 'Print'");
  expectTrue((await page.getByRole('navigation', { name: 'Main menu' }).count()) === 0, 'no shell around the printable page');
  void context;
});

test('shell: the production build collects an unhandled error in the error log', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  expectTrue((await page.getByRole('button', { name: /^Error log/ }).count()) === 0, 'no error log button while the log is empty');
  await page.evaluate(() => setTimeout(() => {
    throw new Error('e2e: something broke');
  }));
  await expectVisible(page.getByRole('button', { name: 'Error log (1)' }), "button 'Error log (1)'");
  await page.getByRole('button', { name: 'Error log (1)' }).click();
  const panel = page.getByRole('dialog', { name: 'Error log' });
  await expectVisible(panel.getByText('e2e: something broke'), 'the error in the log');
  await expectVisible(panel.getByText(/window\.onerror · http/), 'where it happened');
});
