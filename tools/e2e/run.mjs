#!/usr/bin/env node
// Browser tests: builds if needed, starts the built server on a free port with a fresh DATA_DIR
// (seeded demo tenant), drives Debian's Chromium through playwright-core, stops everything.
//
//   node tools/e2e/run.mjs [--grep=<regex>] [--json=<file>] [--no-build] [--url=<running server>]
//
// --url runs against a server that is already up (e.g. `npm start`) instead of starting one; its
// database must hold the demo accounts. Screenshots of failures land in tools/e2e/output/.
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildAll, ensureInstalled, fmtMs } from '../test/lib/proc.mjs';
import { startServer } from '../test/lib/server.mjs';
import { launchChromium, checkChromium, ChromiumMissing } from '../test/lib/chromium.mjs';
import { runTests, registeredTests, writeJson, OUTPUT_DIR } from './harness.mjs';
import { DEMO_ACCOUNTS, expectedMenus } from './menu.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const opt = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => process.argv.includes(`--${name}`);
const jsonFile = opt('json');
const grep = opt('grep') ? new RegExp(opt('grep'), 'i') : undefined;
const started = Date.now();

let server = null;
let browser = null;
const finish = async (results, error) => {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.length - passed + (error ? 1 : 0);
  if (error) console.error(`\nBrowser tests could not run: ${error}`);
  if (jsonFile) writeJson(jsonFile, { passed, failed, ms: Date.now() - started, tests: results, ...(error ? { error } : {}) });
  console.log(`\nBrowser tests: ${passed} passed, ${failed} failed (${fmtMs(Date.now() - started)})`);
  process.exit(failed ? 1 : 0);
};

ensureInstalled();
try {
  checkChromium();
} catch (error) {
  if (error instanceof ChromiumMissing) await finish([], error.message);
  throw error;
}

const external = opt('url');
if (!external && !flag('no-build') && !process.env.E2E_SKIP_BUILD) {
  if (!(await buildAll({ label: 'e2e', quiet: true }))) await finish([], 'the build failed');
}

let baseURL = external?.replace(/\/+$/, '');
if (!baseURL) {
  try {
    server = await startServer({
      logFile: join(OUTPUT_DIR, 'server.log'),
      env: {
        // A dozen UI sign-ins from one address: keep the sign-in rate limits out of the way.
        LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '10000',
        LOGIN_MAX_FAILURES_PER_USER: '1000',
        LOGIN_MAX_FAILURES_PER_USER_ADDRESS: '1000',
      },
    });
  } catch (error) {
    await finish([], error.message);
  }
  baseURL = server.url;
  console.log(`[e2e] Server ready at ${baseURL} in ${fmtMs(server.readyMs)} (DATA_DIR ${server.dataDir}); log: ${join(OUTPUT_DIR, 'server.log')}`);
}

let menus;
try {
  menus = await expectedMenus(baseURL);
  for (const [user, m] of menus) console.log(`[e2e] menu of ${user} (${m.source}): ${m.titles.join(', ')}`);
} catch (error) {
  await finish([], `could not work out the expected menus: ${error.message}`);
}

for (const file of readdirSync(join(here, 'specs')).filter((f) => f.endsWith('.mjs')).sort()) {
  await import(pathToFileURL(join(here, 'specs', file)).href);
}

try {
  browser = await launchChromium();
} catch (error) {
  await finish([], `Chromium did not start: ${error.message}`);
}
console.log(`[e2e] Chromium ${browser.version()}; ${registeredTests().filter((t) => !grep || grep.test(t.name)).length} tests\n`);
const results = await runTests({
  browser,
  baseURL,
  grep,
  timeout: Number(process.env.E2E_TIMEOUT || 60_000),
  fixtures: { accounts: DEMO_ACCOUNTS, menus },
});
await finish(results);
