// The filter box: cascade, 设置/Apply, persistence in localStorage cockpit (issue "console shell" §6).
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI } from '../ui.mjs';
import { ADMIN } from '../shell-helpers.mjs';

const cockpit = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('cockpit') ?? 'null'));

test('shell: the filter box keeps the chosen region after Apply and a reload', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Scope filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Scope filter' });
  const region = panel.getByRole('combobox', { name: 'Region' });
  await expectVisible(region, "combobox 'Region'");
  await page.waitForFunction(() => [...document.querySelectorAll('select')].some((s) => s.options.length > 2));
  const options = await region.locator('option').allTextContents();
  const chosen = options[2];
  await region.selectOption({ label: chosen });
  const unit = panel.getByRole('combobox', { name: 'Unit' });
  let units = 0;
  for (let waited = 0; waited < 10_000 && units < 2; waited += 200) {
    units = await unit.locator('option').count();
    if (units < 2) await page.waitForTimeout(200);
  }
  expectTrue(units > 1, `the units of the region are offered (${units - 1})`);
  await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Apply' }).click()]);
  await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard' after the reload");
  const saved = await cockpit(page);
  expectTrue(saved && typeof saved.regionId === 'number' && saved.unitId === null && saved.stationId === null, `cockpit saved: ${JSON.stringify(saved)}`);
  await page.reload();
  await page.getByRole('button', { name: 'Scope filter' }).click();
  await page.waitForFunction((label) => {
    const select = [...document.querySelectorAll('[role="dialog"] select')].find((s) => [...s.options].some((o) => o.textContent === label));
    return select && select.selectedOptions[0]?.textContent === label;
  }, chosen);
  expectTrue(true, 'the region is still chosen');
});

test('shell: the apply button is labelled 设置 in Chinese', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await page.getByRole('button', { name: '范围筛选' }).click();
  await expectVisible(page.getByRole('dialog', { name: '范围筛选' }).getByRole('button', { name: '设置', exact: true }), "button '设置'");
});
