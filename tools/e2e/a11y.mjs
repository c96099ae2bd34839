// axe-core findings of impact serious or critical, measured once the page has stopped animating:
// a dialog fading in would otherwise be judged on its half-transparent colours.
import AxeBuilder from '@axe-core/playwright';
import { expectVisible } from './harness.mjs';

async function settleAnimations(page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function scan(page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * The findings that are still there a moment later: a page may scan while a part of it is still
 * loading (a placeholder, a list arriving after the heading). What persists is reported, nothing is dropped for good.
 */
export async function seriousViolations(page) {
  const first = await scan(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(1500);
  return scan(page);
}

/** Saves light or dark in the console's settings (applied on the next load). */
export async function storeColorMode(page, mode) {
  await page.evaluate((m) => {
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}');
    localStorage.setItem('settings', JSON.stringify({ ...settings, colorMode: m }));
  }, mode);
}

/**
 * Each page in light and dark mode, once its data shows (`ready`), and the dialog that matters most
 * where it has one (`open`, `dialog`): the serious and critical findings, one line each.
 */
export async function pagesViolations(page, pages) {
  const problems = [];
  for (const mode of ['light', 'dark']) {
    await storeColorMode(page, mode);
    for (const target of pages) {
      await page.goto(target.path);
      await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
      await expectVisible(target.ready(page), `${target.path} with its data`);
      for (const v of await seriousViolations(page)) problems.push(`${mode} ${target.path}: ${v}`);
      if (target.open) {
        await target.open(page).click();
        await expectVisible(page.getByRole('dialog', { name: target.dialog }), `dialog '${target.dialog}'`);
        for (const v of await seriousViolations(page)) problems.push(`${mode} ${target.path} '${target.dialog}': ${v}`);
        await page.keyboard.press('Escape');
      }
    }
  }
  return problems;
}
