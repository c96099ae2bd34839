// Scheduled work driven through the UI only (role and accessible name): an inspection standard with a
// numeric item, a daily plan on one device, its task generated on demand, executed with an
// out-of-range reading (judged abnormal at once), a photo and a part used (a real stock-out), completed
// and checked, seen on the calendar (with its legend), and the PM compliance figure on the plans page.
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI, signOutUI } from '../ui.mjs';

const ADMIN = { username: 'admin', password: 'Admin@12345' };
const MANAGER = { username: 'manager', password: 'Demo@12345' };
const stamp = Date.now().toString(36).slice(-6);

const drawer = (page, name) => page.getByRole('dialog', { name });
/** A 1×1 PNG (the file store decides the type by these bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pad = (n) => String(n).padStart(2, '0');
/** The browser's wall clock an hour ago, as a datetime-local value (browser and server share the machine's time zone). */
function anHourAgo() {
  const at = new Date(Date.now() - 3_600_000);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The first option of a select whose text contains `text`. */
async function chooseContaining(select, text) {
  const option = select.getByRole('option').filter({ hasText: text }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  await select.selectOption({ label: (await option.textContent()).trim() });
}

test('scheduled work: a standard with a numeric item, a daily plan, its task generated and executed with an abnormal reading, checked by the manager, on the calendar', async ({ page }) => {
  const standardCode = `STD${stamp}`.toUpperCase();
  const standardName = `E2E pump check ${stamp}`;
  const planCode = `PLN${stamp}`.toUpperCase();
  const planName = `E2E daily round ${stamp}`;
  await signInUI(page, ADMIN.username, ADMIN.password);

  // 1. A standard whose first item is a reading with bounds 10–75 ℃.
  await page.goto('/inspection/inspectionStandard');
  await expectVisible(page.getByRole('heading', { name: 'Inspection standards', exact: true }), "heading 'Inspection standards'");
  await page.getByRole('button', { name: 'New standard' }).click();
  const standardForm = drawer(page, 'New standard');
  await expectVisible(standardForm, "dialog 'New standard'");
  await standardForm.getByRole('textbox', { name: 'Code', exact: true }).fill(standardCode);
  await standardForm.getByRole('textbox', { name: 'Name', exact: true }).fill(standardName);
  await standardForm.getByRole('textbox', { name: 'First item' }).fill('Bearing temperature');
  await standardForm.getByRole('combobox', { name: 'Its check type' }).selectOption({ label: 'Reading (low / high)' });
  await standardForm.getByRole('spinbutton', { name: 'Low bound' }).fill('10');
  await standardForm.getByRole('spinbutton', { name: 'High bound' }).fill('75');
  await standardForm.getByRole('textbox', { name: 'Unit' }).fill('℃');
  await standardForm.getByRole('button', { name: 'Save' }).click();
  await standardForm.waitFor({ state: 'hidden', timeout: 10_000 });
  await expectVisible(page.getByRole('row').filter({ hasText: standardCode }), `the row of '${standardCode}'`);

  // 2. A daily plan on one device, first due an hour ago.
  await page.goto('/inspection/inspectionPlan');
  await page.getByRole('button', { name: 'New plan' }).click();
  const planForm = drawer(page, 'New plan');
  await expectVisible(planForm, "dialog 'New plan'");
  await planForm.getByRole('textbox', { name: 'Code', exact: true }).fill(planCode);
  await planForm.getByRole('textbox', { name: 'Name', exact: true }).fill(planName);
  await chooseContaining(planForm.getByRole('combobox', { name: 'Standard' }), standardCode);
  const devices = planForm.getByRole('combobox', { name: 'Devices' });
  const firstDevice = devices.getByRole('option').nth(1);
  await firstDevice.waitFor({ state: 'attached', timeout: 10_000 });
  const deviceLabel = (await firstDevice.textContent()).trim();
  await devices.selectOption({ label: deviceLabel });
  const deviceCode = deviceLabel.split(' ')[0];
  await expectVisible(planForm.getByRole('list', { name: 'Chosen devices, in route order' }).getByText(deviceCode, { exact: false }), 'the chosen device');
  await planForm.getByRole('combobox', { name: 'Cycle' }).selectOption({ label: 'day(s)' });
  await planForm.getByLabel('First due').fill(anHourAgo());
  await planForm.getByRole('button', { name: 'Save' }).click();
  await planForm.waitFor({ state: 'hidden', timeout: 10_000 });

  // 3. Its page shows the next due times; generating makes today's task.
  await page.getByRole('link', { name: planCode, exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: new RegExp(planCode) }), `the heading of '${planCode}'`);
  // The background scheduler may have generated it already (it runs every minute); either way there is one.
  await page.getByRole('button', { name: 'Generate due tasks now' }).click();
  await expectVisible(page.getByText(/^[01] tasks? generated$/), 'the toast naming what this run generated');
  await expectVisible(page.getByRole('heading', { name: 'Generated tasks (1)' }), "'Generated tasks (1)'");
  const taskLink = page.getByRole('table', { name: /Generated tasks/ }).getByRole('link').first();
  await expectVisible(taskLink, 'the generated task');
  await taskLink.click();

  // 4. Assign, accept, start; a photo and a part first (saved at once), then a reading of 90 ℃, out of
  //    10–75 and judged abnormal at once.
  await expectVisible(page.getByRole('heading', { name: /Inspection task details/ }), 'the task page');
  const actions = page.getByRole('region', { name: 'Task actions' });
  await chooseContaining(actions.getByRole('combobox', { name: 'Assign to' }), '(admin)');
  await actions.getByRole('button', { name: 'Assign' }).click();
  await actions.getByRole('button', { name: 'Accept' }).click();
  await actions.getByRole('button', { name: 'Start' }).click();
  // A photo goes to the file store and onto the task; a part on hand is booked as a confirmed stock-out.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByLabel('Add a photo').setInputFiles({ name: 'gauge.png', mimeType: 'image/png', buffer: PNG });
  await expectVisible(page.getByText('Photo attached').first(), "the toast 'Photo attached'");
  await expectVisible(photos.getByRole('list', { name: 'Photos' }).getByRole('img', { name: 'gauge.png' }), 'the photo on the task, read through the authorised endpoint');
  const parts = page.getByRole('region', { name: 'Parts used' });
  const stock = parts.getByRole('combobox', { name: 'From stock' });
  const onHand = stock.getByRole('option').nth(1);
  await onHand.waitFor({ state: 'attached', timeout: 10_000 });
  await stock.selectOption({ label: (await onHand.textContent()).trim() });
  await parts.getByRole('button', { name: 'Book parts' }).click();
  await expectVisible(page.getByText(/^Parts booked on stock-out CK/).first(), 'the toast naming the stock-out');
  await expectVisible(parts.getByRole('list', { name: 'Parts used' }).getByText(/CK\d{8}-/), 'the booked line with its stock-out');
  const reading = page.getByRole('spinbutton', { name: `Reading: Bearing temperature (${deviceCode})` });
  await expectVisible(reading, 'the reading input');
  await reading.fill('90');
  // Pages visited before stay alive (hidden) in the tags view: look at the visible ones only.
  await expectVisible(page.getByRole('group', { name: new RegExp(deviceCode) }).getByText('Abnormal', { exact: true }), "the 'Abnormal' flag beside the reading");
  await actions.getByRole('button', { name: 'Complete' }).click();
  await expectVisible(page.getByText('Completed', { exact: true }).filter({ visible: true }).first(), "status 'Completed'");
  const taskPath = new URL(page.url()).pathname;

  // 5. Nobody checks their own work: the manager accepts it.
  await signOutUI(page);
  await signInUI(page, MANAGER.username, MANAGER.password);
  await page.goto(taskPath);
  await page.getByRole('region', { name: 'Task actions' }).getByRole('button', { name: 'Check: passed' }).click();
  await expectVisible(page.getByText('Checked', { exact: true }).filter({ visible: true }).first(), "status 'Checked'");
  expectTrue((await page.getByRole('spinbutton', { name: `Reading: Bearing temperature (${deviceCode})` }).inputValue()) === '90', 'the reading is kept');

  // 6. The calendar shows the task on its day.
  await page.goto('/inspection/inspectionCalendar');
  const calendar = page.getByRole('region', { name: 'Inspection calendar' });
  await expectVisible(calendar, 'the calendar');
  await expectVisible(calendar.getByText(planName).first(), `'${planName}' on the calendar`);
  const legend = calendar.getByRole('list', { name: 'Legend' });
  await expectVisible(legend.getByText('Overdue', { exact: true }), "'Overdue' in the legend (a symbol and a name beside the colour)");

  // 7. The plans page shows the PM compliance of the period.
  await page.goto('/inspection/inspectionPlan');
  const compliance = page.getByRole('region', { name: 'PM compliance' });
  await expectVisible(compliance.getByText('Completed on time ÷ due'), 'the compliance figure');
});
