// Scheduled work driven through the UI only (role and accessible name): an inspection standard with a
// numeric item, a daily plan on one device assigned to the technician, its task generated on demand;
// then the technician's day: today's tasks, the task executed with an out-of-range reading (judged
// abnormal at once) typed before a photo and a part used (a real stock-out) and kept across those
// saves, a hazard raised into the fault pool and a repair work order raised from the result (once: the
// order is linked afterwards), completed; the manager checks it; the calendar (with its legend) and
// the PM compliance figure on the plans page.
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { signInUI, signOutUI } from '../ui.mjs';

const ADMIN = { username: 'admin', password: 'Admin@12345' };
const MANAGER = { username: 'manager', password: 'Demo@12345' };
const TECHNICIAN = { username: 'technician', password: 'Demo@12345' };
const stamp = Date.now().toString(36).slice(-6);

const drawer = (page, name) => page.getByRole('dialog', { name });
/** A 1×1 PNG (the file store decides the type by these bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const pad = (n) => String(n).padStart(2, '0');
/**
 * The browser's wall clock an hour ago but not before today's midnight, as a datetime-local value
 * (browser and server share the machine's time zone, the demo company's until it sets its own).
 */
function earlierToday() {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const at = new Date(Math.max(Date.now() - 3_600_000, midnight.getTime()));
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The first option of a select whose text contains `text`. */
async function chooseContaining(select, text) {
  const option = select.getByRole('option').filter({ hasText: text }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  await select.selectOption({ label: (await option.textContent()).trim() });
}

test("scheduled work: a standard, a daily plan for the technician, the technician's day (today's tasks, an abnormal reading kept across a photo and a part, a hazard and a repair order from it, complete), the manager's check, the calendar", async ({ page }) => {
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
  await planForm.getByLabel('First due').fill(earlierToday());
  await chooseContaining(planForm.getByRole('combobox', { name: 'Assignee' }), `(${TECHNICIAN.username})`);
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
  const taskCode = (await taskLink.textContent()).trim();

  // 4. The technician's day: today's tasks show it (the plan assigned it at once).
  await signOutUI(page);
  await signInUI(page, TECHNICIAN.username, TECHNICIAN.password);
  await page.goto('/inspection/inspectionTask');
  await page.getByRole('tab', { name: 'Today' }).click();
  const todayRow = page.getByRole('row').filter({ hasText: taskCode });
  await expectVisible(todayRow, `'${taskCode}' among today's tasks`);
  await todayRow.getByRole('link', { name: taskCode, exact: true }).click();

  // 5. Accept, start; a reading of 90 ℃ (out of 10–75, judged abnormal at once) typed first, then a
  //    photo and a part (each saved at once) — the typed reading stays.
  await expectVisible(page.getByRole('heading', { name: /Inspection task details/ }), 'the task page');
  const actions = page.getByRole('region', { name: 'Task actions' });
  await actions.getByRole('button', { name: 'Accept' }).click();
  await actions.getByRole('button', { name: 'Start' }).click();
  const reading = page.getByRole('spinbutton', { name: `Reading: Bearing temperature (${deviceCode})` });
  await expectVisible(reading, 'the reading input');
  await reading.fill('90');
  // Pages visited before stay alive (hidden) in the tags view: look at the visible ones only.
  await expectVisible(page.getByRole('group', { name: new RegExp(deviceCode) }).getByText('Abnormal', { exact: true }), "the 'Abnormal' flag beside the reading");
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
  expectTrue((await reading.inputValue()) === '90', 'the unsaved reading survives the photo and the part');

  // 6. Saved, the abnormal result goes into the fault pool and becomes a repair order, each in one step.
  await page.getByRole('button', { name: 'Save results' }).click();
  await expectVisible(page.getByText('Results saved').first(), "the toast 'Results saved'");
  const device = page.getByRole('group', { name: new RegExp(deviceCode) });
  await device.getByRole('button', { name: `Report a hazard: Bearing temperature (${deviceCode})` }).click();
  await expectVisible(page.getByText(/^(Hazard #\d+ reported in the fault pool|Added to the active hazard #\d+ of this device)$/).first(), 'the toast naming the hazard');
  await device.getByRole('button', { name: `Raise a repair order: Bearing temperature (${deviceCode})` }).click();
  await expectVisible(page.getByText(/^Repair order WX-\d{8}-\d{4} raised$/).first(), 'the toast naming the repair order');
  const orderLink = device.getByRole('link', { name: /^Repair order WX-\d{8}-\d{4}$/ });
  await expectVisible(orderLink, 'the link to the order beside the result (no second order offered)');
  expectTrue((await device.getByRole('button', { name: /Raise a repair order/ }).count()) === 0, 'the result offers no second order');
  await actions.getByRole('button', { name: 'Complete' }).click();
  await expectVisible(page.getByText('Completed', { exact: true }).filter({ visible: true }).first(), "status 'Completed'");
  const taskPath = new URL(page.url()).pathname;

  // 7. Nobody checks their own work: the manager accepts it.
  await signOutUI(page);
  await signInUI(page, MANAGER.username, MANAGER.password);
  await page.goto(taskPath);
  await page.getByRole('region', { name: 'Task actions' }).getByRole('button', { name: 'Check: passed' }).click();
  await expectVisible(page.getByText('Checked', { exact: true }).filter({ visible: true }).first(), "status 'Checked'");
  expectTrue((await page.getByRole('spinbutton', { name: `Reading: Bearing temperature (${deviceCode})` }).inputValue()) === '90', 'the reading is kept');

  // 8. The record prints one page per task (the print page opens the print dialog by itself): from the
  //    records list by selection, and from the task's page.
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(`/inspection/inspectionDoc?keyword=${encodeURIComponent(taskCode)}`);
  const records = page.getByRole('table', { name: 'Inspection records' });
  await expectVisible(records.getByRole('link', { name: taskCode, exact: true }), `'${taskCode}' among the records`);
  await records.getByRole('checkbox', { name: new RegExp(`^Select .*${taskCode}`) }).locator('xpath=ancestor::label[1]').click();
  await page.getByRole('region', { name: 'Actions on the selected rows' }).getByRole('button', { name: 'Print records' }).click();
  await expectURL(page, (u) => /^\/print\/inspection-task\/\d+$/.test(u.pathname), '/print/inspection-task/<id>');
  const sheet = page.getByRole('article', { name: `Task record ${taskCode}` });
  await expectVisible(sheet, `the printed record of '${taskCode}'`);
  const printedResults = sheet.getByRole('table', { name: `Results of ${taskCode}` });
  await expectVisible(printedResults.getByRole('cell', { name: '90 ℃', exact: true }), 'the printed reading');
  await expectVisible(printedResults.getByRole('cell', { name: 'Abnormal', exact: true }), 'the printed judgement');
  await expectVisible(sheet.getByText('Checked by:', { exact: false }), 'the checker signature line');
  await page.goto(taskPath);
  await page.getByRole('link', { name: 'Print', exact: true }).filter({ visible: true }).click();
  await expectVisible(page.getByRole('article', { name: `Task record ${taskCode}` }), 'the record printed from the task page');

  // 9. The calendar shows the task on its day.
  await page.goto('/inspection/inspectionCalendar');
  const calendar = page.getByRole('region', { name: 'Inspection calendar' });
  await expectVisible(calendar, 'the calendar');
  await expectVisible(calendar.getByText(planName).first(), `'${planName}' on the calendar`);
  const legend = calendar.getByRole('list', { name: 'Legend' });
  await expectVisible(legend.getByText('Overdue', { exact: true }), "'Overdue' in the legend (a symbol and a name beside the colour)");

  // 10. The plans page shows the PM compliance of the period.
  await page.goto('/inspection/inspectionPlan');
  const compliance = page.getByRole('region', { name: 'PM compliance' });
  await expectVisible(compliance.getByText('Completed on time ÷ due'), 'the compliance figure');
});
