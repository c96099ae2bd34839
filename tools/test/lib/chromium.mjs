// Launches Debian's Chromium through playwright-core. Never downloads a browser
// (no `npx playwright install`): a missing /usr/bin/chromium is an error with the fix.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export class ChromiumMissing extends Error {}

export function checkChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new ChromiumMissing(
      `${CHROMIUM} is missing: install Debian's Chromium with \`sudo apt-get install -y chromium\` ` +
        `(the browser tests drive it through playwright-core; never \`npx playwright install\`).`,
    );
  }
}

export async function launchChromium() {
  checkChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
