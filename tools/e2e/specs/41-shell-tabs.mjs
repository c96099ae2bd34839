// The visited-tabs bar and keep-alive (issue "console shell" §3).
import { test, expectTrue, expectURL, expectVisible, expectSet } from '../harness.mjs';
import { isPath, mainMenu, signInUI } from '../ui.mjs';
import { ADMIN, openPage, tabTitles, tabsBar } from '../shell-helpers.mjs';

const sameList = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Opens a page from the main menu and waits until it shows (its title is its heading). */
async function visit(page, group, link) {
  const nav = mainMenu(page);
  const entry = nav.getByRole('link', { name: link, exact: true });
  if (!(await entry.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  await entry.click();
  await expectVisible(page.getByRole('heading', { name: link, level: 1 }), `heading '${link}'`);
}

test('shell: a page becomes one tab per path, after the pinned Dashboard', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await visit(page, 'System', 'Messages');
  await expectVisible(page.getByRole('heading', { name: 'Messages', level: 1 }), "heading 'Messages'");
  await visit(page, 'Devices', 'Device types');
  await expectURL(page, isPath('/device/type'), '/device/type');
  await visit(page, 'System', 'Messages');
  await expectURL(page, isPath('/system/message'), '/system/message');
  await expectSet(() => tabTitles(page), ['Dashboard', 'Messages', 'Device types'], 'the tabs');
  expectTrue(sameList(await tabTitles(page), ['Dashboard', 'Messages', 'Device types']), `tab order: ${await tabTitles(page)}`);
  expectTrue((await tabsBar(page).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')) === 'page', 'the Messages tab is current');
  expectTrue((await tabsBar(page).getByRole('button', { name: 'Close Dashboard' }).count()) === 0, 'the pinned tab has no close button');
});

test('shell: close others and close all keep the pinned tab (menu button, right click and Shift+F10)', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  // Each page load shows its page (and so adds its tab) before the next one.
  await openPage(page, '/system/message', 'Messages');
  await openPage(page, '/device/type', 'Device types');
  await openPage(page, '/device/special', 'Special equipment');
  await expectSet(() => tabTitles(page), ['Dashboard', 'Messages', 'Device types', 'Special equipment'], 'the tabs');

  // Right click on a tab: its context menu.
  await tabsBar(page).getByRole('link', { name: 'Device types' }).click({ button: 'right' });
  await page.getByRole('menu', { name: 'Actions for Device types' }).getByRole('menuitem', { name: 'Close others' }).click();
  await expectURL(page, isPath('/device/type'), '/device/type');
  await expectSet(() => tabTitles(page), ['Dashboard', 'Device types'], 'the tabs after close others');

  // The keyboard: Shift+F10 on a focused tab.
  await openPage(page, '/system/message', 'Messages');
  await expectSet(() => tabTitles(page), ['Dashboard', 'Device types', 'Messages'], 'the tabs');
  await tabsBar(page).getByRole('link', { name: 'Messages' }).focus();
  await page.keyboard.press('Shift+F10');
  await expectVisible(page.getByRole('menu', { name: 'Actions for Messages' }), "menu 'Actions for Messages'");
  await page.keyboard.press('Escape');

  // The visible button.
  await page.getByRole('button', { name: 'Page actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expectURL(page, isPath('/dashboard'), '/dashboard after close all');
  await expectSet(() => tabTitles(page), ['Dashboard'], 'only the pinned tab is left');
});

test('shell: a kept-alive page keeps what was typed while another tab shows; the tabs survive a reload', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/message');
  const keyword = page.getByRole('searchbox', { name: 'Keyword' });
  await expectVisible(keyword, "searchbox 'Keyword'");
  await keyword.fill('pump');
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.mouse.wheel(0, 400);
  await page.waitForFunction(() => window.scrollY > 100);
  const scrolled = await page.evaluate(() => window.scrollY);
  await tabsBar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard'");
  expectTrue(!(await keyword.isVisible()), 'the message page is hidden');
  await tabsBar(page).getByRole('link', { name: 'Messages' }).click();
  await expectVisible(keyword, "searchbox 'Keyword'");
  expectTrue((await keyword.inputValue()) === 'pump', `the keyword is still there (${await keyword.inputValue()})`);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, scrolled);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Refresh mounts it afresh (through /redirect/system/message).
  await page.getByRole('button', { name: 'Page actions' }).click();
  await page.getByRole('menuitem', { name: 'Refresh' }).click();
  await page.waitForFunction(() => document.querySelector('input[type="search"]')?.value === '');

  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Messages', level: 1 }), "heading 'Messages' after a reload");
  await expectSet(() => tabTitles(page), ['Dashboard', 'Messages'], 'the tabs after a reload');
});
