// The console shell: sidebar, mobile drawer, size and language switches (issue "console shell" §1, §2).
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, mainMenu, signInUI } from '../ui.mjs';
import { ADMIN, cookie } from '../shell-helpers.mjs';

test('shell: the sidebar collapses and remembers it in the sidebarStatus cookie, also after a reload', async ({ page, context }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
  expectTrue((await toggle.getAttribute('aria-expanded')) === 'true', 'the sidebar starts open');
  const width = async () => (await page.locator('aside').boundingBox())?.width ?? 0;
  expectTrue(Math.round(await width()) === 210, `the open sidebar is 210px wide (is ${await width()})`);
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width < 100);
  expectTrue((await cookie(context, 'sidebarStatus')) === '0', 'sidebarStatus=0 after collapsing');
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard'");
  expectTrue((await page.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')) === 'false', 'still collapsed after a reload');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.waitForFunction(() => document.querySelector('aside')?.getBoundingClientRect().width > 200);
  expectTrue((await cookie(context, 'sidebarStatus')) === '1', 'sidebarStatus=1 after opening');
});

test('shell: on a phone (390×844) the menu is a drawer that closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInUI(page, ADMIN.username, ADMIN.password);
  expectTrue(!(await mainMenu(page).isVisible()), 'the menu is closed at first on a phone');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expectVisible(mainMenu(page), "navigation 'Main menu'");
  await mainMenu(page).getByRole('button', { name: 'System', exact: true }).click();
  await mainMenu(page).getByRole('link', { name: 'Messages', exact: true }).click();
  await expectURL(page, isPath('/system/message'), '/system/message');
  await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main menu"]'), undefined, { timeout: 5000 });
  await expectVisible(page.getByRole('heading', { name: 'Messages', level: 1 }), "heading 'Messages'");
  // Escape closes the drawer too.
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expectVisible(mainMenu(page), "navigation 'Main menu'");
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('nav[aria-label="Main menu"]'), undefined, { timeout: 5000 });
});

test('shell: the size switch keeps its choice in the size cookie and resizes the controls', async ({ page, context }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/system/message');
  // The message page's Mark all read follows the chosen size (as the page's controls did before the list shell).
  const search = page.getByRole('button', { name: 'Mark all read', exact: true });
  await expectVisible(search, "button 'Mark all read'");
  const before = (await search.boundingBox())?.height ?? 0;
  await page.getByRole('button', { name: 'Size', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Mini' }).click();
  expectTrue((await cookie(context, 'size')) === 'mini', 'size=mini in the cookie');
  await page.waitForFunction((height) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Mark all read');
    return button && button.getBoundingClientRect().height < height;
  }, before);
  await page.reload();
  await expectVisible(search, "button 'Mark all read'");
  expectTrue(((await search.boundingBox())?.height ?? 0) < before, 'still small after a reload');
  await page.getByRole('button', { name: 'Size', exact: true }).click();
  expectTrue((await page.getByRole('menuitemradio', { name: 'Mini' }).getAttribute('aria-checked')) === 'true', 'Mini is checked');
  await page.getByRole('menuitemradio', { name: 'Medium (default)' }).click();
  expectTrue((await cookie(context, 'size')) === 'medium', 'size=medium in the cookie');
});

test('shell: the language switch turns the whole shell into Chinese and back', async ({ page, context }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expectVisible(page.getByRole('heading', { name: '首页', level: 1 }), "heading '首页'");
  await expectVisible(page.getByRole('button', { name: '搜索菜单' }), "button '搜索菜单'");
  await expectVisible(page.getByRole('navigation', { name: '主菜单' }), "navigation '主菜单'");
  expectTrue((await cookie(context, 'language')) === 'zh', 'language=zh in the cookie');
  expectTrue((await page.title()).startsWith('首页'), `the title is Chinese (${await page.title()})`);
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: '首页', level: 1 }), "heading '首页' after a reload");
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard'");
});
