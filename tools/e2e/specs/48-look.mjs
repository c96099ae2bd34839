// Issue 16 "Look and accessibility" and "Find anything": focus rings and error text that can be seen
// (light and dark), a tab close button big enough to hit, the sign-in focus, one-line tables that
// scroll rather than clip, device tabs that scroll on a phone, and the header search finding records.
import { seriousViolations, storeColorMode } from '../a11y.mjs';
import { test, expectTrue, expectURL, expectVisible } from '../harness.mjs';
import { isPath, signInUI } from '../ui.mjs';
import { ADMIN, openPage, tabsBar } from '../shell-helpers.mjs';

/**
 * The focus ring of the focused control: its outline width, and the contrast of its colour against
 * the background behind the control (the nearest ancestor with an opaque background).
 */
async function focusRing(control) {
  return control.evaluate((element) => {
    const rgb = (value) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = ([r, g, b]) => {
      const channel = (c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let behind = element.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const style = getComputedStyle(element);
    const ring = rgb(style.outlineColor);
    const background = rgb(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)');
    const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
    return {
      width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      name: element.getAttribute('name') ?? element.id,
    };
  });
}

/** Every text box, select and number field of a container, focused from the keyboard one after the other. */
async function weakRings(page, container) {
  const controls = [
    ...(await container.getByRole('textbox').all()),
    ...(await container.getByRole('combobox').all()),
    ...(await container.getByRole('spinbutton').all()),
  ];
  expectTrue(controls.length > 0, 'the form has controls');
  const weak = [];
  await page.keyboard.press('Shift');
  for (const control of controls) {
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    await control.focus();
    const ring = await focusRing(control);
    if (ring.width < 2 || ring.contrast < 3) weak.push(`${ring.name}: ${ring.width}px at ${ring.contrast}:1`);
  }
  return weak;
}

test('look: sign-in starts in the username field; its error state passes axe and its rings are 2 px at 3:1, light and dark', async ({ page }) => {
  const problems = [];
  for (const mode of ['light', 'dark']) {
    await page.goto('/login');
    await page.evaluate((m) => localStorage.setItem('settings', JSON.stringify({ colorMode: m })), mode);
    await page.reload();
    await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
    const username = page.getByRole('textbox', { name: 'Username' });
    await expectVisible(username, "textbox 'Username'");
    // The host configuration names the platform in English too.
    await expectVisible(page.getByRole('heading', { name: 'Equipment O&M Cloud Platform', level: 1 }), 'the platform name in English');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username', undefined, { timeout: 5000 }).catch(() => undefined);
    expectTrue(await username.evaluate((element) => element === document.activeElement), `${mode}: the focus starts in the username field`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByText('Please enter your username'), 'the error under the username');
    for (const v of await seriousViolations(page)) problems.push(`${mode} /login in error: ${v}`);
    for (const weak of await weakRings(page, page.getByRole('main'))) problems.push(`${mode} /login focus ring ${weak}`);
  }
  expectTrue(problems.length === 0, `found:\n        ${problems.join('\n        ')}`);
});

test('look: the "New device" form in its error state passes axe and its rings are 2 px at 3:1, light and dark', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  const problems = [];
  for (const mode of ['light', 'dark']) {
    await storeColorMode(page, mode);
    await page.goto('/device/list');
    await page.waitForFunction((m) => document.documentElement.classList.contains(m), mode);
    await page.getByRole('button', { name: 'New device' }).click();
    const form = page.getByRole('dialog', { name: 'New device' });
    await expectVisible(form, "dialog 'New device'");
    await form.getByRole('button', { name: 'Save' }).click();
    await expectVisible(form.getByText('This field is required.').first(), 'the required-field errors');
    for (const v of await seriousViolations(page)) problems.push(`${mode} 'New device' in error: ${v}`);
    for (const weak of await weakRings(page, form)) problems.push(`${mode} 'New device' focus ring ${weak}`);
    await page.keyboard.press('Escape');
  }
  expectTrue(problems.length === 0, `found:\n        ${problems.join('\n        ')}`);
}, { timeout: 120_000 });

test('look: a tab\'s close button is at least 24 × 24 px', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await openPage(page, '/device/list', 'Device ledger');
  const close = tabsBar(page).getByRole('button', { name: 'Close Device ledger' });
  await expectVisible(close, "button 'Close Device ledger'");
  const box = await close.boundingBox();
  expectTrue(box !== null && box.width >= 24 && box.height >= 24, `the close button is ${box?.width} × ${box?.height} px`);
});

test('look: in Spanish at 1440 px the ledger keeps rows on one line and scrolls rather than clipping; on a phone the device tabs scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await page.goto('/device/list');
  const table = page.getByRole('table', { name: 'Inventario de equipos' });
  await expectVisible(table.getByRole('link').first(), 'a device row', 30_000);
  const rows = await table.getByRole('row').all();
  const heights = await Promise.all(rows.slice(1).map((row) => row.evaluate((element) => element.getBoundingClientRect().height)));
  // One line of text plus the cell padding is under 64 px; a name wrapped onto 2 or 3 lines is not.
  expectTrue(heights.every((height) => height <= 64), `every row is one line high (${heights.join(', ')} px)`);
  // The last cell of the first row (its actions) can be scrolled to and is then inside the window.
  const lastCell = rows[1].getByRole('cell').last();
  await lastCell.scrollIntoViewIfNeeded();
  const cell = await lastCell.boundingBox();
  const seen = await lastCell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let clip = element.parentElement;
    while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    const frame = clip ? clip.getBoundingClientRect() : { left: 0, right: window.innerWidth };
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });
  expectTrue(cell !== null && cell.x + cell.width <= 1440 && seen, `the actions cell is fully visible once scrolled to (${JSON.stringify(cell)})`);

  await page.setViewportSize({ width: 390, height: 844 });
  const firstDevice = await table.getByRole('link').first().getAttribute('href');
  await page.goto(firstDevice);
  const tabs = page.getByRole('tablist');
  await expectVisible(tabs, 'the device tabs');
  const tabList = await tabs.evaluate((element) => ({ height: element.getBoundingClientRect().height, scrolls: element.scrollWidth > element.clientWidth, overflow: getComputedStyle(element).overflowX }));
  expectTrue(tabList.height <= 56 && tabList.overflow === 'auto', `the tabs are one scrolling line (${JSON.stringify(tabList)})`);
}, { timeout: 120_000 });

test('look: the header search finds a device by its code and opens it', async ({ page }) => {
  await signInUI(page, ADMIN.username, ADMIN.password);
  await page.goto('/device/list');
  const table = page.getByRole('table', { name: 'Device ledger' });
  const link = table.getByRole('link').first();
  await expectVisible(link, 'a device row');
  const href = await link.getAttribute('href');
  const code = (await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).find((text) => /^[A-Z0-9][A-Z0-9_-]{2,}$/.test(text.trim()))?.trim();
  expectTrue(Boolean(code), 'the first row shows a device code');
  await page.keyboard.press('Control+k');
  const combobox = page.getByRole('combobox', { name: 'Search menu' });
  await combobox.fill(code);
  const group = page.getByRole('listbox').getByRole('group', { name: 'Device ledger' });
  await expectVisible(group.getByRole('option').first(), `a device found by '${code}'`);
  expectTrue((await group.getByRole('option').first().textContent()).includes(code), 'the first device shows the code');
  await group.getByRole('option').first().click();
  await expectURL(page, isPath(href), href);
});
