#!/usr/bin/env node
// Regenerates the README's screenshots (docs/screenshots/*.png) from the real application: builds if
// needed, starts the built server on a fresh demo database, drives Debian's Chromium through
// playwright-core as the browser tests do, and photographs the device ledger, a device's page, the
// role editor and the wallboard. Elements are found by role and accessible name only.
//
//   node tools/screenshots/run.mjs [--no-build] [--url=<running server with the demo accounts>]
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll, ensureInstalled, root } from '../test/lib/proc.mjs';
import { startServer } from '../test/lib/server.mjs';
import { launchChromium } from '../test/lib/chromium.mjs';

const OUT = join(root, 'docs/screenshots');
const VIEWPORT = { width: 1440, height: 900 };
const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const TIMEOUT = 30_000;

/** What is photographed: the page, what shows when it is ready, and how to get there from the previous shot. */
const SHOTS = [
  {
    file: 'device-ledger.png',
    async show(page) {
      await page.goto('/device/list');
      await page.getByRole('table', { name: 'Device ledger' }).getByRole('link').first().waitFor({ timeout: TIMEOUT });
    },
  },
  {
    file: 'device-details.png',
    async show(page) {
      await page.getByRole('table', { name: 'Device ledger' }).getByRole('link').first().click();
      await page.getByRole('region', { name: 'QR code' }).getByRole('img').waitFor({ timeout: TIMEOUT });
    },
  },
  {
    file: 'role-editor.png',
    async show(page) {
      await page.goto('/system/group');
      const roles = page.getByRole('table', { name: 'Roles' });
      await roles.getByRole('row').nth(1).waitFor({ timeout: TIMEOUT });
      await roles.getByRole('button', { name: /^Edit / }).first().click();
      await page.getByRole('dialog', { name: /^Edit / }).getByRole('table').first().waitFor({ timeout: TIMEOUT });
    },
  },
  {
    file: 'wallboard.png',
    async show(page) {
      await page.goto('/wallboard/');
      await page.getByRole('heading', { name: 'Operations overview' }).waitFor({ timeout: TIMEOUT });
      await page.getByText(/^Updated /).waitFor({ timeout: TIMEOUT });
    },
  },
];

/** The demo data is Chinese: without a Chinese font the pictures show empty boxes. */
function assertChineseFont() {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  } catch {
    fonts = '';
  }
  if (!fonts.trim()) throw new Error('no Chinese font: install one first (`apt-get install -y fonts-wqy-microhei`)');
}

async function main() {
  ensureInstalled();
  assertChineseFont();
  const external = opt('url')?.replace(/\/+$/, '');
  if (!external && !process.argv.includes('--no-build') && !(await buildAll({ label: 'screenshots', quiet: true }))) {
    throw new Error('the build failed');
  }
  const server = external ? undefined : await startServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: external ?? server.url, viewport: VIEWPORT, locale: 'en-US', colorScheme: 'light' });
    const page = await context.newPage();
    // English, light mode, regardless of the machine's settings.
    await context.addCookies([{ name: 'language', value: 'en', url: external ?? server.url }]);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin@12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: TIMEOUT });
    mkdirSync(OUT, { recursive: true });
    for (const shot of SHOTS) {
      await shot.show(page);
      // Let fonts, pictures and animations settle before the picture is taken.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(OUT, shot.file), animations: 'disabled' });
      console.log(`[screenshots] ${join('docs/screenshots', shot.file)}`);
    }
  } finally {
    await browser.close().catch(() => {});
    await server?.stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(`[screenshots] failed: ${error.message}`);
  process.exit(1);
});
