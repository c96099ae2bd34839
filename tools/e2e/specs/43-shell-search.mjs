// The header menu search, in English and with pinyin in Chinese (issue "console shell" §5).
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, signInUI } from '../ui.mjs';
import { ADMIN } from '../shell-helpers.mjs';

test('shell: the header search finds a page fuzzily and opens it from the keyboard', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('combobox', { name: 'Search menu' });
  await expectVisible(combobox, "combobox 'Search menu'");
  await combobox.fill('devce ledgr');
  const options = page.getByRole('listbox').getByRole('option');
  await expectVisible(options.first(), 'a result');
  expectTrue((await options.first().textContent()).includes('Device ledger'), `the first result is Device ledger (${await options.first().textContent()})`);
  await page.keyboard.press('Enter');
  await expectURL(page, isPath('/device/list'), '/device/list');
  expectTrue((await page.getByRole('dialog').count()) === 0, 'the search closed');

  // The button, and Escape.
  await page.getByRole('button', { name: 'Search menu' }).click();
  await expectVisible(combobox, "combobox 'Search menu'");
  await page.keyboard.press('Escape');
  expectTrue((await combobox.count()) === 0, 'Escape closes the search');
});

test('shell: in Chinese the header search matches pinyin (xiaoxi → 消息中心)', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expectVisible(page.getByRole('button', { name: '搜索菜单' }), "button '搜索菜单'");
  await page.getByRole('button', { name: '搜索菜单' }).click();
  const combobox = page.getByRole('combobox', { name: '搜索菜单' });
  await combobox.fill('xiaoxi');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expectVisible(first, 'a result', 15_000);
  expectTrue((await first.textContent()).includes('消息'), `the first result is the message centre (${await first.textContent()})`);
  await page.keyboard.press('Enter');
  await expectURL(page, isPath('/system/message'), '/system/message');
});
