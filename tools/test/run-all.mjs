#!/usr/bin/env node
// `npm test`: runs every check of the repository and ends with the line `N passed, M failed`
// (individual test cases across all suites; a suite that crashes counts as failed). Exit code 1
// on any failure.
//
//   1. contract      npm run api:check (lint of openapi/ + generated files up to date)   1 test
//   2. lint          nx run-many -t lint                                                 1 test per project
//   3. typecheck     nx run-many -t typecheck                                            1 test per project
//   4. unit          jest, every project with a jest.config (two projects at a time)     1 test per case
//   5. postgres      node tools/test/with-postgres.mjs (server suite on PostgreSQL 15)   1 test per case
//   6. browser       node tools/e2e/run.mjs (built server + Debian Chromium)             1 test per case
//
// Options: --only=<phase,…> / --skip=<phase,…> (names above); --verbose prints every jest report;
// anything after `--` goes to jest.
//   npm test -- --skip=browser,postgres
//   npm test -- --only=unit -- -t 'sign-in'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { root, bin, nx, nxEnv, run, plain, fmtMs, ensureInstalled } from './lib/proc.mjs';

const PHASES = ['contract', 'lint', 'typecheck', 'unit', 'postgres', 'browser'];
const argv = process.argv.slice(2);
const dd = argv.indexOf('--');
const own = dd >= 0 ? argv.slice(0, dd) : argv;
const jestArgs = dd >= 0 ? argv.slice(dd + 1) : [];
const listOpt = (name) => {
  const hit = own.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3).split(',').map((s) => s.trim()).filter(Boolean) : null;
};
const only = listOpt('only');
const skip = listOpt('skip') ?? [];
for (const name of [...(only ?? []), ...skip]) {
  if (!PHASES.includes(name)) {
    console.error(`Unknown phase "${name}"; phases: ${PHASES.join(', ')}`);
    process.exit(2);
  }
}
const enabled = (name) => (only ? only.includes(name) : true) && !skip.includes(name);

ensureInstalled();
const work = mkdtempSync(join(tmpdir(), 'om-test-'));
const bold = (s) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const MIN = 60_000;
// The whole run stays well under an hour on 2 cores: no phase may run past this deadline.
const DEADLINE = Date.now() + Number(process.env.TEST_DEADLINE_MIN || 56) * MIN;
const budget = (ms) => Math.max(MIN, Math.min(ms, DEADLINE - Date.now()));

/** A phase result: individual cases with a pass/fail status. */
class Tally {
  constructor() {
    this.passed = 0;
    this.failed = 0;
    this.failures = [];
    this.notes = [];
  }
  pass(n = 1) {
    this.passed += n;
  }
  fail(name) {
    this.failed += 1;
    this.failures.push(name);
  }
}

async function projectsWith(target) {
  const res = await nx(['show', 'projects', '--withTarget', target, '--json'], { output: 'capture', timeoutMs: budget(5 * MIN) });
  if (res.code !== 0) return { error: (res.stdout + res.stderr).trim() };
  try {
    return { projects: JSON.parse(res.stdout.slice(res.stdout.indexOf('['))) };
  } catch {
    return { error: `could not read the project list: ${res.stdout}` };
  }
}

/** `nx run-many -t <target>`; one test per project; a project whose task failed or never ran fails. */
async function nxTargetPhase(target) {
  const t = new Tally();
  const { projects, error } = await projectsWith(target);
  if (!projects) {
    console.error(error);
    t.fail(`nx could not list the projects with a ${target} target`);
    return t;
  }
  const res = await nx(['run-many', '-t', target, '--outputStyle=static'], { output: 'tee', timeoutMs: budget(20 * MIN) });
  const out = plain(res.stdout + '\n' + res.stderr);
  const bad = new Map();
  // Nx lists "Failed tasks:", "Tasks not run because their dependencies failed…" and "Tasks stopped…".
  const taskLine = new RegExp(`^\\s*-\\s+(\\S+):${target}(?::\\S+)?\\s*$`);
  let section = null;
  for (const line of out.split('\n')) {
    if (/^\s*Failed tasks:/.test(line)) section = 'failed';
    else if (/^\s*Tasks not run because/.test(line)) section = 'not run (a dependency failed)';
    else if (/^\s*Tasks stopped before/.test(line)) section = 'stopped';
    else if (section) {
      const m = taskLine.exec(line);
      if (m) bad.set(m[1], section);
    }
  }
  if (res.code !== 0 && bad.size === 0) {
    const why = /workspace is out of sync/.test(out)
      ? 'not run: the workspace is out of sync; run `npx nx sync` and commit the result'
      : `nx exited with code ${res.code}${res.timedOut ? ', timed out' : ''}`;
    for (const p of projects) t.fail(`${p}:${target} (${why})`);
    return t;
  }
  for (const p of projects) {
    if (bad.has(p)) t.fail(`${p}:${target} ${bad.get(p)}`);
    else t.pass();
  }
  return t;
}

async function contractPhase() {
  const t = new Tally();
  const res = await run(process.execPath, [join(root, 'tools/api/generate.mjs'), '--check'], { timeoutMs: budget(5 * MIN) });
  if (res.code === 0) t.pass();
  else t.fail('api:check (contract lint / generated files up to date)');
  return t;
}

/** Counts the cases of a jest --json result file; returns false when the file is missing or unreadable. */
function countJestJson(file, t, { label = '' } = {}) {
  if (!existsSync(file)) return false;
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
  for (const suite of data.testResults ?? []) {
    const rel = relative(root, suite.name).split(sep).join('/');
    const cases = suite.assertionResults ?? [];
    let failedHere = 0;
    for (const c of cases) {
      if (c.status === 'passed') {
        t.pass();
      } else if (c.status === 'failed') {
        t.fail(`${label}${rel} › ${[...(c.ancestorTitles ?? []), c.title].join(' › ')}`);
        failedHere++;
      }
    }
    if (suite.status === 'failed' && failedHere === 0) {
      t.fail(`${label}${rel} (the suite failed to run)`);
    }
  }
  return true;
}

/** The jest projects: every apps/* and libs/* folder with a jest.config.* (as @nx/jest infers them), tools/lint and tools/build. */
function jestProjects() {
  const found = [];
  for (const [name, folder] of [['@om/lint-rules', 'tools/lint'], ['@om/build-tools', 'tools/build']]) {
    const dir = join(root, folder);
    if (existsSync(join(dir, 'jest.config.cts'))) found.push({ name, dir, config: join(dir, 'jest.config.cts'), specs: 1 });
  }
  for (const group of ['apps', 'libs']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const config = ['jest.config.cts', 'jest.config.ts', 'jest.config.js', 'jest.config.cjs', 'jest.config.mjs']
        .map((f) => join(dir, name, f))
        .find((f) => existsSync(f));
      if (!config) continue;
      let pkg = `${group}/${name}`;
      try {
        pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8')).name ?? pkg;
      } catch {
        /* no package.json */
      }
      found.push({ name: pkg, dir: join(dir, name), config, specs: countSpecs(join(dir, name, 'src')) });
    }
  }
  // Longest first: the server suite (a database per test file) leads, then by number of spec files.
  const weight = (p) => (p.name === '@om/server' ? Infinity : p.specs);
  return found.sort((a, b) => weight(b) - weight(a));
}

function countSpecs(dir) {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) n += countSpecs(join(dir, entry.name));
    else if (/\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name)) n += 1;
  }
  return n;
}

/** Runs each project's jest (two at a time on separate cores), so one broken config fails only its project. */
async function unitPhase() {
  const t = new Tally();
  const projects = jestProjects();
  const env = nxEnv({ TS_NODE_COMPILER_OPTIONS: JSON.stringify({ moduleResolution: 'node10', module: 'commonjs', customConditions: null }) });
  const verbose = own.includes('--verbose');
  const queue = [...projects];
  const done = [];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const out = join(work, `jest-${p.name.replace(/[^\w-]/g, '_')}.json`);
      // The server suite (a fresh database per test file, no shared state) takes both cores: it runs far
      // longer than all the other projects together, which share the second lane meanwhile.
      const workers = p.name === '@om/server' ? 2 : 1;
      const res = await run(bin('jest'), ['--config', p.config, '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...jestArgs], {
        cwd: p.dir,
        env,
        output: 'capture',
        timeoutMs: budget(30 * MIN),
      });
      const local = new Tally();
      const ok = countJestJson(out, local);
      if (!ok && /No tests found/.test(res.stdout + res.stderr)) local.fail(`${p.name}: no tests found`);
      else if (!ok) local.fail(`${p.name}: jest produced no results (exit code ${res.code}${res.timedOut ? ', timed out' : ''})`);
      else if (res.code !== 0 && local.failed === 0) local.fail(`${p.name}: jest exited with code ${res.code} although every case passed`);
      const line = `  ${p.name.padEnd(16)} ${String(local.passed).padStart(4)} passed ${String(local.failed).padStart(3)} failed   ${fmtMs(res.ms)}`;
      if (local.failed || verbose) {
        process.stdout.write(`\n── ${p.name} (${relative(root, p.dir)})\n${res.stdout}${res.stderr}\n`);
      }
      console.log(line);
      done.push(local);
    }
  };
  if (!projects.length) t.fail('no jest projects found (apps/*/jest.config.*, libs/*/jest.config.*)');
  await Promise.all([worker(), worker()]);
  for (const local of done) {
    t.pass(local.passed);
    for (const f of local.failures) t.fail(f);
  }
  return t;
}

async function postgresPhase() {
  const t = new Tally();
  const script = join(root, 'tools/test/with-postgres.mjs');
  if (!existsSync(script)) {
    const note = 'tools/test/with-postgres.mjs does not exist yet: the server suite was not run on PostgreSQL (nothing counted).';
    console.log(note);
    t.notes.push(note);
    return t;
  }
  const out = join(work, 'jest-postgres.json');
  const res = await run(process.execPath, [script], {
    output: 'tee',
    // with-postgres.mjs may honour these to write jest's JSON result; otherwise its summary is parsed.
    env: { ...process.env, JEST_JSON_OUTPUT: out },
    timeoutMs: budget(30 * MIN),
  });
  if (countJestJson(out, t, { label: '[postgres] ' })) {
    if (res.code !== 0 && t.failed === 0) t.fail(`with-postgres.mjs exited with code ${res.code}`);
    return t;
  }
  // Jest's summary lines: "Tests:       1 failed, 2 skipped, 45 passed, 48 total" / "Test Suites: 1 failed, …".
  const text = plain(res.stdout + '\n' + res.stderr);
  let sawSummary = false;
  let suitesFailed = 0;
  let casesFailed = 0;
  for (const line of text.split('\n')) {
    const tests = /^\s*Tests:\s+(.*)$/.exec(line);
    if (tests) {
      sawSummary = true;
      const passed = Number(/(\d+) passed/.exec(tests[1])?.[1] ?? 0);
      const failed = Number(/(\d+) failed/.exec(tests[1])?.[1] ?? 0);
      t.pass(passed);
      casesFailed += failed;
      for (let i = 0; i < failed; i++) t.fail('[postgres] a server test case failed (see the output above)');
    }
    const suites = /^\s*Test Suites:\s+(\d+) failed/.exec(line);
    if (suites) suitesFailed += Number(suites[1]);
  }
  if (suitesFailed > 0 && casesFailed === 0) {
    for (let i = 0; i < suitesFailed; i++) t.fail('[postgres] a server test suite failed to run');
  }
  if (!sawSummary) {
    if (res.code === 0) {
      const note = 'with-postgres.mjs ran no tests (PostgreSQL is probably not installed; see its message above).';
      console.log(note);
      t.notes.push(note);
    } else t.fail(`with-postgres.mjs failed (exit code ${res.code}${res.timedOut ? ', timed out' : ''}) before reporting any test`);
  } else if (res.code !== 0 && t.failed === 0) t.fail(`with-postgres.mjs exited with code ${res.code}`);
  return t;
}

async function browserPhase() {
  const t = new Tally();
  const out = join(work, 'e2e.json');
  const res = await run(process.execPath, [join(root, 'tools/e2e/run.mjs'), `--json=${out}`], { timeoutMs: budget(20 * MIN) });
  let data = null;
  try {
    data = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    /* missing */
  }
  if (!data) {
    t.fail(`the browser tests produced no results (exit code ${res.code}${res.timedOut ? ', timed out' : ''})`);
    return t;
  }
  for (const test of data.tests ?? []) {
    if (test.status === 'passed') t.pass();
    else t.fail(`[browser] ${test.name}`);
  }
  if (data.error) t.fail(`[browser] ${data.error.split('\n')[0]}`);
  if (res.code !== 0 && t.failed === 0) t.fail(`the browser tests exited with code ${res.code}`);
  return t;
}

const table = {
  contract: ['Contract (npm run api:check)', contractPhase],
  lint: ['Lint (nx run-many -t lint)', () => nxTargetPhase('lint')],
  typecheck: ['Typecheck (nx run-many -t typecheck)', () => nxTargetPhase('typecheck')],
  unit: ['Unit and integration tests (jest, all projects, embedded database)', unitPhase],
  postgres: ['Server tests on PostgreSQL (tools/test/with-postgres.mjs)', postgresPhase],
  browser: ['Browser tests (tools/e2e/run.mjs, Chromium)', browserPhase],
};

const started = Date.now();
const results = [];
let stepNo = 0;
const steps = PHASES.filter(enabled);
for (const name of steps) {
  const [title, fn] = table[name];
  stepNo += 1;
  console.log(`\n${bold(`━━━ [${stepNo}/${steps.length}] ${title}`)}`);
  const phaseStart = Date.now();
  let t;
  try {
    t = await fn();
  } catch (error) {
    t = new Tally();
    console.error(error);
    t.fail(`${name}: the phase crashed: ${error.message}`);
  }
  const ms = Date.now() - phaseStart;
  results.push({ name, title, t, ms });
  console.log(bold(`━━━ ${name}: ${t.passed} passed, ${t.failed} failed (${fmtMs(ms)})`));
}
rmSync(work, { recursive: true, force: true });

const passed = results.reduce((n, r) => n + r.t.passed, 0);
const failed = results.reduce((n, r) => n + r.t.failed, 0);
console.log(`\n${bold('━━━ Summary')}`);
for (const r of results) {
  console.log(`  ${r.name.padEnd(10)} ${String(r.t.passed).padStart(5)} passed ${String(r.t.failed).padStart(4)} failed   ${fmtMs(r.ms)}`);
  for (const note of r.t.notes) console.log(`             note: ${note}`);
}
const failures = results.flatMap((r) => r.t.failures);
if (failures.length) {
  console.log('\nFailed:');
  for (const f of failures.slice(0, 100)) console.log(`  ✗ ${f}`);
  if (failures.length > 100) console.log(`  … and ${failures.length - 100} more`);
}
console.log(`\nTotal time ${fmtMs(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
