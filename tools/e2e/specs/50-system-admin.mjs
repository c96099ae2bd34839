// System administration on the resource pattern, driven through the UI only (role and accessible
// name): roles and users (the new user sees exactly the menu of the role's permissions), the region
// tree, CSV export and re-import with a per-row report, and the audit log of what was done.
import { readFileSync } from 'node:fs';
import { test, expectSet, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { loadMenuDeriver } from '../routes-loader.mjs';
import { mainMenu, menuTitles, signInUI, signOutUI } from '../ui.mjs';

const ADMIN = { username: 'admin', password: 'Admin@12345' };
/** Unique per run: the tests may run again against a server that is already up (--url). */
const stamp = Date.now().toString(36).slice(-6);

const drawer = (page, name) => page.getByRole('dialog', { name });
const table = (page, name) => page.getByRole('table', { name });
const row = (scope, text) => scope.getByRole('row').filter({ hasText: text });
/** Chakra's checkboxes and radios keep the input visually hidden inside their label: click the label. */
const tick = (control) => control.locator('xpath=ancestor::label[1]').click();

/** The module keys the host configuration enables for the server's host name. */
async function enabledModules(baseURL) {
  const list = await (await fetch(`${baseURL}/c.bin`)).json();
  const entry = Array.isArray(list) ? list.find((c) => c.domain === new URL(baseURL).hostname) : undefined;
  return entry?.modules?.map((m) => m.sk);
}

test('system: a role with a few permissions, a user with that role, and that user sees exactly its menu', async ({ page, baseURL }) => {
  const roleName = `E2E role ${stamp}`;
  const username = `e2e_${stamp}`;
  const password = 'E2ePassw0rd1';
  const permissions = ['deviceList', 'deviceDetails', 'inspectionList'];

  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/group');
  await expectVisible(page.getByRole('heading', { name: 'Roles', exact: true }), "heading 'Roles'");
  await page.getByRole('button', { name: 'New role' }).click();
  const roleForm = drawer(page, 'New role');
  await expectVisible(roleForm, "dialog 'New role'");
  await roleForm.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await roleForm.getByRole('textbox', { name: 'Description' }).fill('Created by the browser tests');
  // The matrix: pages × actions; this role may only view its three pages.
  await expectVisible(roleForm.getByRole('checkbox', { name: 'Device ledger: View' }), "checkbox 'Device ledger: View'");
  for (const name of ['Device ledger: View', 'Device details: View', 'Inspection plans: View']) await tick(roleForm.getByRole('checkbox', { name }));
  expectTrue(await roleForm.getByRole('checkbox', { name: 'Device ledger: View' }).isChecked(), "'Device ledger: View' is checked");
  expectTrue(!(await roleForm.getByRole('checkbox', { name: 'Device ledger: Create' }).isChecked()), "'Device ledger: Create' is not checked");
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expectVisible(row(table(page, 'Roles'), roleName), `row '${roleName}' in the roles table`);
  expectTrue(await row(table(page, 'Roles'), roleName).getByText('3 permissions').isVisible(), 'the new role holds 3 permissions');

  await page.goto('/system/member');
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = drawer(page, 'New user');
  await expectVisible(userForm, "dialog 'New user'");
  await userForm.getByRole('textbox', { name: 'Username' }).fill(username);
  await userForm.getByLabel('Initial password').fill(password);
  await userForm.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E User');
  await userForm.getByRole('combobox', { name: 'Role' }).selectOption({ label: roleName });
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expectVisible(row(table(page, 'Users'), username), `row '${username}' in the users table`);
  await signOutUI(page);

  // Not through the sign-out's redirect back to the users page: that user may not open it.
  await signInUI(page, username, password);
  await expectVisible(mainMenu(page), "navigation 'Main menu'");
  const derive = await loadMenuDeriver();
  const expected = derive(permissions, await enabledModules(baseURL));
  await expectSet(() => menuTitles(page), expected, `top-level menu of ${username}`);
  // Within the groups, only the permitted pages (and pages open to everyone) show.
  await mainMenu(page).getByRole('button', { name: 'Devices', exact: true }).click();
  await expectVisible(mainMenu(page).getByRole('link', { name: 'Device ledger' }), "link 'Device ledger'");
  expectTrue((await mainMenu(page).getByRole('link', { name: 'Device types' }).count()) === 0, "the menu shows 'Device types' without deviceTypeList");
  await mainMenu(page).getByRole('button', { name: 'System', exact: true }).click();
  await expectVisible(mainMenu(page).getByRole('link', { name: 'Messages' }), "link 'Messages'");
  expectTrue((await mainMenu(page).getByRole('link', { name: 'Users' }).count()) === 0, "the menu shows 'Users' without userList");
  // View only: the ledger opens, with nothing to change.
  await page.goto('/device/list');
  await expectVisible(page.getByRole('table', { name: 'Device ledger' }), "table 'Device ledger'");
  expectTrue((await page.getByRole('button', { name: 'New device' }).count()) === 0, "no 'New device' button for a view-only role");
  expectTrue((await page.getByRole('button', { name: 'Import CSV' }).count()) === 0, "no 'Import CSV' button for a view-only role");
});

test('system: add a station under a unit of the region tree, then rename it', async ({ page }) => {
  const station = `E2E station ${stamp}`;
  const renamed = `${station} (renamed)`;
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/region');
  const tree = page.getByRole('region', { name: 'Regions' });
  await expectVisible(tree, "region 'Regions' (the tree)");
  const addStation = tree.getByRole('button', { name: /^Add a station under / }).first();
  await expectVisible(addStation, "a button 'Add a station under …'");
  await addStation.click();
  const form = drawer(page, 'New region');
  await expectVisible(form, "dialog 'New region'");
  expectTrue((await form.getByRole('combobox', { name: 'Level' }).inputValue()) === '3', 'the new node is a station (level 3)');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(station);
  await form.getByRole('textbox', { name: 'Sensor ids' }).fill('12,x');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectVisible(form.getByText('Only digits separated by commas.'), 'the sensor-id rule under the field');
  await form.getByRole('textbox', { name: 'Sensor ids' }).fill('12,15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectVisible(tree.getByText(station, { exact: true }), `the station '${station}' in the tree`);

  await tree.getByRole('button', { name: `Edit ${station}` }).click();
  const edit = drawer(page, `Edit ${station}`);
  await expectVisible(edit.getByRole('textbox', { name: 'Name', exact: true }), 'the edit form');
  expectTrue((await edit.getByRole('textbox', { name: 'Sensor ids' }).inputValue()) === '12,15', 'the station fields are loaded');
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectVisible(tree.getByText(renamed, { exact: true }), `the renamed station '${renamed}'`);
});

test('system: export the users as CSV and re-import them; accepted-only rejects the duplicates row by row', async ({ page }) => {
  const fresh = `e2e_csv_${stamp}`;
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/member');
  await expectVisible(table(page, 'Users'), "table 'Users'");
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const exported = readFileSync(await download.path(), 'utf8');
  const lines = exported.replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean);
  expectTrue(/^Username,/.test(lines[0]), `the export starts with its labelled header, got: ${lines[0]}`);
  const existing = lines.length - 1;
  expectTrue(existing >= 6, `the export holds every user (${existing})`);

  // The export has no passwords: add a column with one, and one new user.
  const header = `${lines[0]},Initial password`;
  const rows = lines.slice(1).map((line) => `${line},Imp0rtPassword`);
  const template = lines[1].split(',');
  const usernameAt = lines[0].split(',').indexOf('Username');
  template[usernameAt] = fresh;
  rows.push(`${template.join(',')},Imp0rtPassword`);
  const csv = [header, ...rows].join('\r\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Users from CSV' });
  await expectVisible(dialog, "dialog 'Import Users from CSV'");
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await tick(dialog.getByRole('radio', { name: /Import the valid rows only/ }));
  expectTrue(await dialog.getByRole('radio', { name: /Import the valid rows only/ }).isChecked(), 'accepted-only is chosen');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expectVisible(dialog.getByText(`Imported 1 valid rows; ${existing} rejected rows were skipped`), 'the summary of an accepted-only import');
  const rejected = dialog.getByRole('table', { name: 'Rejected rows' });
  await expectVisible(rejected, "table 'Rejected rows'");
  const reasons = await rejected.getByRole('row').filter({ hasText: 'username' }).count();
  expectTrue(reasons === existing, `one rejection per duplicate username (${reasons} of ${existing})`);
  await expectVisible(row(rejected, 'is already taken'), "a rejection 'is already taken'");
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expectVisible(row(table(page, 'Users'), fresh), `the imported user '${fresh}'`);
});

test('system: the audit log shows what was done, with the before and after of a change', async ({ page }) => {
  const name = `E2E department ${stamp}`;
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/areas');
  await page.getByRole('button', { name: 'New department' }).click();
  const form = drawer(page, 'New department');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  const tree = page.getByRole('region', { name: 'Departments' });
  await expectVisible(tree.getByText(name, { exact: true }), `the department '${name}'`);
  await tree.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = drawer(page, `Edit ${name}`);
  await edit.getByRole('spinbutton', { name: 'Order' }).fill('77');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectVisible(page.getByRole('button', { name: 'New department' }), 'the departments page again');

  await page.goto('/system/log');
  await expectVisible(page.getByRole('heading', { name: 'System log' }), "heading 'System log'");
  await page.getByRole('combobox', { name: 'Entity' }).selectOption({ label: 'Department' });
  await expectURL(page, (u) => u.searchParams.get('entity') === 'department', 'the entity filter in the URL');
  const log = table(page, 'System log');
  await expectVisible(row(log, 'Department changed'), "a row 'Department changed'");
  await expectVisible(row(log, 'Department created'), "a row 'Department created'");
  await row(log, 'Department changed').first().getByRole('button', { name: /^Actions for Department changed #\d+$/ }).click();
  await page.getByRole('menu', { name: /^Actions for Department changed #\d+$/ }).getByRole('menuitem', { name: 'Show changes' }).click();
  const changes = page.getByRole('dialog', { name: new RegExp(`^Department changed · ${name}`) });
  await expectVisible(changes, 'the changes dialog');
  const sortRow = changes.getByRole('row').filter({ hasText: 'Order' });
  await expectVisible(sortRow, "the changed field 'Order'");
  expectTrue((await sortRow.getByRole('cell').nth(2).innerText()).trim() === '77', 'after = 77');

  // The filter survives a reload (it lives in the URL).
  await page.reload();
  await expectVisible(row(table(page, 'System log'), 'Department changed'), 'the filtered log after a reload');
  expectTrue((await page.getByRole('combobox', { name: 'Entity' }).inputValue()) === 'department', 'the entity filter after a reload');
});

test('system: a correction is approved by its approver in "To do", then shows as applied', async ({ page }) => {
  const newName = `E2E corrected ${stamp}`;
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/correct');
  await page.getByRole('button', { name: 'Request a correction' }).click();
  const form = drawer(page, 'Request a correction');
  await form.getByRole('combobox', { name: 'Record' }).selectOption({ label: 'User' });
  await form.getByRole('spinbutton', { name: 'Record id' }).fill('3');
  await form.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Name' });
  await form.getByRole('textbox', { name: 'New value' }).fill(newName);
  await form.getByRole('textbox', { name: 'Reason' }).fill('The name was misspelt');
  await tick(form.getByRole('checkbox', { name: /\(manager\)$/ }));
  await form.getByRole('button', { name: 'Save' }).click();
  const corrections = table(page, 'Data correction');
  await expectVisible(row(corrections, newName), `the correction to '${newName}'`);
  await expectVisible(row(corrections, newName).getByText('Waiting for approval'), 'its status: waiting for approval');
  await signOutUI(page);

  await signInUI(page, 'manager', 'Demo@12345');
  await page.goto('/system/approve');
  await expectVisible(page.getByRole('tab', { name: 'To do', selected: true }), "tab 'To do'");
  const todo = table(page, 'Approvals');
  const link = todo.getByRole('link', { name: /user/ }).first();
  await expectVisible(link, 'a correction request waiting for the manager');
  await link.click();
  await expectURL(page, (u) => /^\/system\/process\/\d+$/.test(u.pathname), '/system/process/:id');
  const decision = page.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('textbox', { name: 'Comment' }).fill('Correct, thanks');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expectVisible(page.getByRole('region', { name: 'Request' }).getByText('Approved', { exact: true }), 'the request approved');
  await expectVisible(page.getByRole('tabpanel', { name: 'Steps' }).getByText('“Correct, thanks”'), 'the comment in the steps');
  await signOutUI(page);

  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/correct');
  await expectVisible(row(table(page, 'Data correction'), newName).getByText('Applied'), 'the correction applied');
});
