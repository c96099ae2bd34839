// axe-core on the shell: no serious or critical violation, light and dark, desktop and phone.
import { seriousViolations, storeColorMode } from '../a11y.mjs';
import { test, expectTrue, expectVisible } from '../harness.mjs';
import { signInUI } from '../ui.mjs';
import { ADMIN } from '../shell-helpers.mjs';


for (const [label, viewport] of [['1920×1080', { width: 1920, height: 1080 }], ['390×844', { width: 390, height: 844 }]]) {
  test(`shell a11y: no serious or critical axe violation at ${label}, light and dark`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInUI(page, ADMIN.username, ADMIN.password);
    await page.goto('/system/message');
    await expectVisible(page.getByRole('table', { name: 'Messages' }).getByRole('checkbox', { name: /^Select (?!all rows)/ }).first(), 'a message row');
    const problems = [];
    for (const mode of ['light', 'dark']) {
      await storeColorMode(page, mode);
      await page.reload();
      await expectVisible(page.getByRole('table', { name: 'Messages' }).getByRole('checkbox', { name: /^Select (?!all rows)/ }).first(), 'a message row');
      await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
      for (const v of await seriousViolations(page)) problems.push(`${mode} /system/message: ${v}`);
      if (viewport.width < 992) {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await expectVisible(page.getByRole('navigation', { name: 'Main menu' }), "navigation 'Main menu'");
        for (const v of await seriousViolations(page)) problems.push(`${mode} drawer open: ${v}`);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'Settings' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Page style settings' }), 'the settings drawer');
      for (const v of await seriousViolations(page)) problems.push(`${mode} settings drawer: ${v}`);
      await page.keyboard.press('Escape');
      await page.goto('/dashboard');
      await expectVisible(page.getByRole('heading', { name: 'Dashboard', level: 1 }), "heading 'Dashboard'");
      for (const v of await seriousViolations(page)) problems.push(`${mode} /dashboard: ${v}`);
      await page.goto('/system/message');
      await expectVisible(page.getByRole('table', { name: 'Messages' }).getByRole('checkbox', { name: /^Select (?!all rows)/ }).first(), 'a message row');
    }
    expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
  }, { timeout: 120_000 });
}

test('shell a11y: the sign-in page has no serious or critical axe violation, light and dark', async ({ page }) => {
  const problems = [];
  for (const mode of ['light', 'dark']) {
    await page.goto('/login');
    await page.evaluate((m) => localStorage.setItem('settings', JSON.stringify({ colorMode: m })), mode);
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Sign in', exact: true }), "button 'Sign in'");
    await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
    for (const v of await seriousViolations(page)) problems.push(`${mode} /login: ${v}`);
  }
  expectTrue(problems.length === 0, `axe found:\n        ${problems.join('\n        ')}`);
});
