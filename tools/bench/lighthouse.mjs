// Lighthouse performance of three pages on the bench's built server (issue 10), in Debian's Chromium:
//
//   console /login        mobile preset (simulated slow 4G, 4× CPU slowdown), signed out
//   console /device/list  desktop preset, signed in as admin
//   wallboard /wallboard/ desktop preset, signed in as admin
//
// Budgets per page: performance score ≥ 95, CLS ≤ 0.02. Each page runs `runs` times in a fresh
// browser; the figures are those of the median run by performance score (as Lighthouse's own
// computeMedianRun does), the other runs' scores go into the detail.
//
// Signing in: the console and the wallboard read the session token from the `Admin-Token` cookie in
// JavaScript (document.cookie), so a Cookie request header (--extra-headers) is not enough. The
// token comes from the API (POST /user/admin) and is set as a cookie in the browser through
// puppeteer-core (the copy lighthouse ships and drives itself), then Lighthouse audits that page.
// Lighthouse's storage reset keeps cookies (it clears caches, service workers and file systems);
// every run checks the final URL of the report, so a page that was redirected to /login fails.
// Each run's full report (JSON) goes to `reportDir` (run.mjs: bench-results/lighthouse/<page>-<run>.json).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, checkChromium } from '../test/lib/chromium.mjs';
import { signIn } from '../test/lib/server.mjs';

export const LIGHTHOUSE_BUDGET = { score: 95, cls: 0.02 };

/** The three audited pages. */
export const LIGHTHOUSE_PAGES = [
  { key: 'login', label: 'console /login (mobile)', path: '/login', preset: 'mobile', signedIn: false },
  { key: 'devices', label: 'console /device/list (desktop, signed in)', path: '/device/list', preset: 'desktop', signedIn: true },
  { key: 'wallboard', label: 'wallboard /wallboard/ (desktop, signed in)', path: '/wallboard/', preset: 'desktop', signedIn: true },
];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

async function loadLighthouse() {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  // puppeteer-core as lighthouse depends on it (the same version Lighthouse drives).
  const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const { default: puppeteer } = await import(requireFromLighthouse.resolve('puppeteer-core'));
  return { lighthouse, desktopConfig, puppeteer };
}

/** One Lighthouse run of a page in a fresh browser; returns the figures and what explains them. */
async function auditOnce({ lighthouse, desktopConfig, puppeteer }, base, page, cookies, reportFile) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    if (cookies.length) await tab.setCookie(...cookies.map((c) => ({ ...c, url: base + '/' })));
    const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const result = await lighthouse(base + page.path, flags, page.preset === 'desktop' ? desktopConfig : undefined, tab);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const figure = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    const blocking = lhr.audits['render-blocking-resources']?.details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: figure(METRICS.fcp),
      lcp: figure(METRICS.lcp),
      tbt: figure(METRICS.tbt),
      cls: figure(METRICS.cls),
      si: figure(METRICS.si),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      loadAverage: Number(loadavg()[0].toFixed(2)),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector,
      report: reportFile,
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((item) => ({ url: item.url?.replace(base, ''), ms: Math.round(item.duration ?? 0) })),
      shifts: shifts.slice(0, 3).map((item) => ({ score: Number((item.score ?? 0).toFixed(4)), node: item.node?.selector ?? item.node?.snippet })),
      renderBlocking: blocking.map((item) => ({ url: item.url?.replace(base, ''), wastedMs: item.wastedMs })),
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await browser.close();
  }
}

const byScore = (a, b) => a.score - b.score;

/**
 * Runs the pages `runs` times each and returns bench records (name, value, unit, op, budget, pass,
 * detail) for run.mjs's `record`.
 */
export async function runLighthouseBench({ url, username, password, runs = 3, only, reportDir, log = () => {} }) {
  checkChromium();
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const lh = await loadLighthouse();
  const token = await signIn(url, username, password);
  const records = [];
  for (const page of LIGHTHOUSE_PAGES.filter((p) => !only || only.includes(p.key))) {
    const cookies = [{ name: 'language', value: 'en' }, ...(page.signedIn ? [{ name: 'Admin-Token', value: token }] : [])];
    const done = [];
    const failures = [];
    for (let i = 0; i < runs; i++) {
      let r;
      // Lighthouse asks to be run again when its trace is broken (NO_NAVSTART, NO_FCP…): once more, then the run counts as failed.
      for (let attempt = 1; attempt <= 2 && !r; attempt++) {
        try {
          r = await auditOnce(lh, url, page, cookies, reportDir && join(reportDir, `${page.key}-${i + 1}.json`));
        } catch (error) {
          log(`${page.label} run ${i + 1}, attempt ${attempt}: ${error.message.split('\n')[0]}`);
          if (attempt === 2) failures.push(error.message.split('\n')[0]);
        }
      }
      if (!r) continue;
      done.push(r);
      const landed = new URL(r.finalUrl).pathname;
      log(
        `${page.label} run ${i + 1}: score ${r.score}, FCP ${fmt(r.fcp)}, LCP ${fmt(r.lcp)}, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, ` +
          `SI ${fmt(r.si)}; load ${r.loadAverage}, benchmarkIndex ${Math.round(r.benchmarkIndex ?? 0)}; final URL ${landed}`,
      );
      if (r.lcpElement) log(`    LCP element: ${r.lcpElement}`);
      for (const s of r.shifts) log(`    layout shift ${s.score}: ${s.node}`);
      if (r.longTasks.length) log(`    longest tasks: ${r.longTasks.map((t) => `${t.ms} ms ${t.url}`).join(', ')}`);
      for (const b of r.renderBlocking) log(`    render-blocking: ${b.url} (${Math.round(b.wastedMs ?? 0)} ms)`);
      for (const w of r.warnings) log(`    warning: ${String(w).split('\n')[0]}`);
    }
    const name = (what) => `Lighthouse ${page.label}: ${what}`;
    if (done.length === 0) {
      records.push({ name: name('performance'), value: 0, unit: '', op: '>=', budget: LIGHTHOUSE_BUDGET.score, pass: false, detail: `no run succeeded: ${failures[0]}` });
      continue;
    }
    const median = [...done].sort(byScore)[Math.floor((done.length - 1) / 2)];
    const scores = done.map((r) => r.score).join(', ');
    // The page really audited: a signed-in page redirected to /login is not the page.
    const wrongPage = done.filter((r) => new URL(r.finalUrl).pathname !== page.path);
    const runInfo = { runs: done, loadAverages: done.map((r) => r.loadAverage) };
    records.push({
      name: name('performance'),
      value: median.score,
      unit: '',
      op: '>=',
      budget: LIGHTHOUSE_BUDGET.score,
      pass: median.score >= LIGHTHOUSE_BUDGET.score && wrongPage.length === 0 && failures.length === 0,
      detail: `runs ${scores}; load ${runInfo.loadAverages.join(', ')}${wrongPage.length ? `; WRONG PAGE: ended at ${new URL(wrongPage[0].finalUrl).pathname}` : ''}${failures.length ? `; ${failures.length} run(s) failed: ${failures[0]}` : ''}`,
      ...runInfo,
    });
    records.push({ name: name('FCP'), value: median.fcp / 1000, unit: 's', detail: 'median run' });
    records.push({ name: name('LCP'), value: median.lcp / 1000, unit: 's', detail: 'median run' });
    records.push({ name: name('TBT'), value: median.tbt, unit: 'ms', detail: 'median run' });
    records.push({
      name: name('CLS'),
      value: median.cls,
      unit: '',
      digits: 3,
      op: '<=',
      budget: LIGHTHOUSE_BUDGET.cls,
      budgetText: String(LIGHTHOUSE_BUDGET.cls),
      pass: median.cls <= LIGHTHOUSE_BUDGET.cls,
      detail: `median run; all runs ${done.map((r) => r.cls.toFixed(3)).join(', ')}`,
    });
  }
  return records;
}

function fmt(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
