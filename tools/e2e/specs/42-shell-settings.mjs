// The settings drawer: theme colour without any request, dark mode, tabs bar (issue "console shell" §4).
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI } from '../ui.mjs';
import { ADMIN } from '../shell-helpers.mjs';

const brand500 = (page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim());

test('shell: the theme colour applies at once through CSS variables, with no request, and is kept', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  expectTrue((await brand500(page)) === '#1890ff', `the default theme colour is #1890ff (${await brand500(page)})`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page style settings' });
  await expectVisible(drawer, "dialog 'Page style settings'");
  await page.waitForLoadState('networkidle');
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await drawer.getByRole('radio', { name: '#f5222d' }).check();
  await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim() === '#f5222d');
  await page.waitForTimeout(500);
  const stray = requests.filter((url) => !/\/api\/(message\/poll|notification)/.test(url));
  expectTrue(stray.length === 0, `no request for the colour change (got ${stray.join(', ')})`);
  const solid = await page.getByRole('button', { name: 'Page actions' }).evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--om-brand-solid').trim(),
  );
  expectTrue(/^#[0-9a-f]{6}$/.test(solid), `the readable solid variant is set (${solid})`);
  await page.keyboard.press('Escape');
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard'");
  expectTrue((await brand500(page)) === '#f5222d', 'the colour is kept after a reload');
});

test('shell: dark mode and the tabs bar switch from the settings drawer', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page style settings' });
  await drawer.getByRole('switch', { name: 'Dark mode' }).check();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  const background = await page.evaluate(() => getComputedStyle(document.querySelector('main')?.parentElement?.parentElement ?? document.body).backgroundColor);
  expectTrue(!/rgb\(2[45]\d, 2[45]\d, 2[45]\d\)/.test(background), `the page is dark (${background})`);
  await drawer.getByRole('switch', { name: 'Tabs bar' }).uncheck();
  expectTrue((await page.getByRole('navigation', { name: 'Open pages' }).count()) === 0, 'the tabs bar is gone');
  await page.keyboard.press('Escape');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  expectTrue((await page.getByRole('navigation', { name: 'Open pages' }).count()) === 0, 'settings are kept after a reload');
});
