// A deliberately tiny browser-test harness on playwright-core (no @playwright/test, no browser
// download): test registration, sequential execution, a per-test timeout, a fresh browser context
// per test (cookie language=en), a screenshot on failure into tools/e2e/output/, and counts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUTPUT_DIR = join(dirname(fileURLToPath(import.meta.url)), 'output');
const registry = [];

/** Registers a test. `fn({ page, context, baseURL, ... })`; options: { timeout } in ms. */
export function test(name, fn, options = {}) {
  if (registry.some((t) => t.name === name)) throw new Error(`duplicate test name: ${name}`);
  registry.push({ name, fn, timeout: options.timeout });
}

export const registeredTests = () => [...registry];

// ---------------------------------------------------------------------------------------------
// Assertions. Elements are found by role and accessible name only; these helpers just wait.

const DEFAULT_EXPECT_MS = Number(process.env.E2E_EXPECT_TIMEOUT || 10_000);

export class AssertionError extends Error {}

/** Waits until the page's URL satisfies `check(url: URL)`; `what` describes it for the message. */
export async function expectURL(page, check, what, timeout = DEFAULT_EXPECT_MS) {
  try {
    await page.waitForURL((url) => check(new URL(url)), { timeout, waitUntil: 'commit' });
  } catch {
    throw new AssertionError(`expected the URL to be ${what}, but it is ${page.url()}`);
  }
}

/** Waits until the locator is visible; `what` describes it ("heading 'Dashboard'"). */
export async function expectVisible(locator, what, timeout = DEFAULT_EXPECT_MS) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new AssertionError(`expected ${what} to be visible within ${timeout} ms`);
  }
}

/** Polls `get()` until it deep-equals `expected` (as sorted arrays) or the time is up. */
export async function expectSet(get, expected, what, timeout = DEFAULT_EXPECT_MS) {
  const want = [...expected].sort();
  const deadline = Date.now() + timeout;
  let got = [];
  for (;;) {
    got = [...(await get())].sort();
    if (JSON.stringify(got) === JSON.stringify(want)) return;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const missing = want.filter((x) => !got.includes(x));
  const extra = got.filter((x) => !want.includes(x));
  throw new AssertionError(
    `${what}: expected [${want.join(', ')}] but found [${got.join(', ')}]` +
      `${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; unexpected: ${extra.join(', ')}` : ''}`,
  );
}

export function expectTrue(condition, message) {
  if (!condition) throw new AssertionError(message);
}

// ---------------------------------------------------------------------------------------------
// The runner.

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

function withTimeout(promise, ms, name) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`test "${name}" timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Runs the registered tests one after another.
 * @param {object} o
 * @param {import('playwright-core').Browser} o.browser
 * @param {string} o.baseURL
 * @param {object} [o.fixtures]   extra values handed to every test
 * @param {number} [o.timeout]    default per-test timeout (ms)
 * @param {RegExp} [o.grep]       only tests whose name matches
 */
export async function runTests({ browser, baseURL, fixtures = {}, timeout = 60_000, grep } = {}) {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const results = [];
  const tests = registry.filter((t) => !grep || grep.test(t.name));
  for (const t of tests) {
    const started = Date.now();
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    let status = 'passed';
    let error;
    let screenshot;
    try {
      await withTimeout(Promise.resolve().then(() => t.fn({ page, context, baseURL, ...fixtures })), t.timeout ?? timeout, t.name);
    } catch (e) {
      status = 'failed';
      error = e instanceof Error ? e : new Error(String(e));
      screenshot = join(OUTPUT_DIR, `${slug(t.name)}.png`);
      try {
        // Whichever page is on top (a test may have opened another one).
        const pages = context.pages();
        await (pages[pages.length - 1] ?? page).screenshot({ path: screenshot, fullPage: true, timeout: 10_000 });
      } catch {
        screenshot = undefined;
      }
    }
    await context.close().catch(() => {});
    const ms = Date.now() - started;
    const result = { name: t.name, status, ms };
    if (error) {
      result.error = error instanceof AssertionError ? error.message : error.stack || error.message;
      result.screenshot = screenshot;
      result.browserProblems = problems.slice(0, 20);
    }
    results.push(result);
    const mark = status === 'passed' ? '✓' : '✗';
    console.log(`  ${mark} ${t.name} (${(ms / 1000).toFixed(1)} s)`);
    if (error) {
      console.log(`      ${result.error.split('\n').join('\n      ')}`);
      if (screenshot) console.log(`      screenshot: ${screenshot}`);
      for (const p of result.browserProblems) console.log(`      ${p}`);
    }
  }
  return results;
}

export function writeJson(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2));
}
