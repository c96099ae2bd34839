// The environment of a warehouse, through the UI only (role and accessible name): the storekeeper opens
// the central store's environment from the warehouse list, reads the current temperature and humidity
// with their charts and out-of-range tables, unbinds the humidity sensor (the question, the message) and
// binds it again by searching for its device.
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { chooseRowAction, signInUI } from '../ui.mjs';

const STOREKEEPER = { username: 'storekeeper', password: 'Demo@12345' };
const DEVICE = 'HD-CK01-TH';
const HUMIDITY = `库房湿度 · ${DEVICE}`;

test('spare watch: a warehouse environment read, a sensor unbound and bound again', async ({ page }) => {
  await signInUI(page, STOREKEEPER.username, STOREKEEPER.password);
  await page.goto('/spare/warehouse');
  await chooseRowAction(page, page, '中心备件库 (HD-CK01)', 'Environment');
  await expectURL(page, (url) => /^\/spare\/warehouse\/watch\/\d+$/.test(url.pathname), 'the watch page of the central store');
  await expectVisible(page.getByRole('heading', { name: 'Environment of 中心备件库 (HD-CK01)' }), 'the heading of the environment');
  await expectVisible(page.getByRole('group', { name: 'Current value of 库房温度' }), 'the current temperature');
  await expectVisible(page.getByRole('group', { name: 'Current value of 库房湿度' }), 'the current humidity');
  await expectVisible(page.getByRole('table', { name: 'Latest out-of-range values of 库房湿度' }), 'the out-of-range values of the humidity');
  await expectVisible(page.getByRole('img', { name: /^Readings of 库房温度 in the window: \d+ values/ }), 'the temperature chart');

  // Unbind the humidity sensor: a question, then the message; its panel leaves the page.
  await page.getByRole('button', { name: `Unbind ${HUMIDITY}` }).click();
  const question = page.getByRole('alertdialog', { name: `Unbind ${HUMIDITY}?` });
  await expectVisible(question, 'the unbind question');
  await question.getByRole('button', { name: 'Unbind', exact: true }).click();
  await expectVisible(page.getByText(`库房湿度 of ${DEVICE} no longer watches this warehouse`), 'the unbound message');
  await page.getByRole('group', { name: 'Current value of 库房湿度' }).waitFor({ state: 'detached', timeout: 10_000 });

  // Bind it again, found by its device code.
  await page.getByRole('searchbox', { name: 'Search sensors' }).fill(DEVICE);
  const select = page.getByRole('combobox', { name: 'Sensor to bind' });
  const option = select.getByRole('option').filter({ hasText: '库房湿度' }).first();
  await option.waitFor({ state: 'attached', timeout: 10_000 });
  await select.selectOption({ label: (await option.textContent()) ?? '' });
  await page.getByRole('button', { name: 'Bind sensor' }).click();
  await expectVisible(page.getByText(`库房湿度 of ${DEVICE} now watches this warehouse`), 'the bound message');
  await expectVisible(page.getByRole('group', { name: 'Current value of 库房湿度' }), 'the humidity back on the page');
  expectTrue((await page.getByRole('button', { name: `Unbind ${HUMIDITY}` }).count()) === 1, 'the humidity can be unbound again');
});
