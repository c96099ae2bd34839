#!/usr/bin/env node
// The device ledger at 100,000 devices on the embedded database (PGlite):
//   builds the server when its build is missing (or when `build: true`), generates the devices into a
//   temporary DATA_DIR (`main.js devices:generate`, which first seeds the demo tenant), starts the built
//   server on it (CPU 0 when taskset exists; the load generator then runs on CPU 1), signs in as admin,
//   warms it up (each request for 5 s at half the rate), and sends each list request at a steady
//   200 requests/s for 20 s (steady-rate.mjs: autocannon,
//   evenly spaced requests). Budget per request: p99 ≤ 50 ms, and every answer 2xx; the CPU the server's
//   threads used during those 20 s, per request: HTTP thread ≤ 2 ms, all threads ≤ 2.5 ms.
//
//   import { runDeviceListBench } from './device-list.mjs';
//   const results = await runDeviceListBench({ log: console.log });   // [{ name, value, unit, budget, pass }]
//
//   node tools/bench/device-list.mjs [--count=100000] [--rate=200] [--duration=20] [--build] [--no-pin]
//                                    [--data-dir=DIR]   (reuse DIR: generated there on first use, kept afterwards)
//                                    [--only=TEXT]      (only the requests whose name contains TEXT;
//                                                        --only=export: only the export, .xlsx against CSV)
//   Then the export of all devices as .xlsx against CSV (device-export.mjs): time and server memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { nx, root } from '../test/lib/proc.mjs';
import { hasTaskset, SERVER_MAIN, signIn, startServer } from '../test/lib/server.mjs';
import { canMeasureCpu, cpuPerRequest, cpuSince, threadTimes } from './cpu-cost.mjs';
import { runDeviceExportBench } from './device-export.mjs';

export const DEVICE_LIST_BUDGET_MS = 50;
const WARM_UP_SECONDS = 5;
/**
 * Issue 10: at 200 req/s a request may use ~2 ms of the HTTP thread, and all of the server's threads
 * together under half of one core (2.5 ms), so that a slower host or a busy neighbour leaves headroom.
 */
export const HTTP_THREAD_BUDGET_MS = 2;
export const SERVER_CPU_BUDGET_MS = 2.5;
const CPU_COST_REQUESTS = 500;

/**
 * The requests measured: the ledger's filtered, sorted page, its keyword searches (a name fragment, a
 * code prefix) and the page the ledger opens with (figures included) — each against the budget; and,
 * for information at half the rate, a keyword that matches 10,000 codes (its total is capped at 1,000).
 */
export const DEVICE_LIST_REQUESTS = [
  {
    name: 'filtered + sorted page',
    path: '/api/devices?limit=20&sort=-commissioned_on&status=in_use&importance=A',
  },
  {
    name: 'keyword in name (离心泵 12)',
    path: `/api/devices?limit=20&sort=-commissioned_on&keyword=${encodeURIComponent('离心泵 12')}`,
  },
  {
    name: 'keyword code prefix (GD000123)',
    path: '/api/devices?limit=20&sort=-commissioned_on&keyword=GD000123',
  },
  {
    // Exactly what the console's /device/list sends on open (DevicesPage.spec.tsx checks the same).
    name: 'ledger on open (+summary)',
    path: '/api/devices?page=1&limit=20&sort=%2Bcode&include=summary',
  },
  {
    name: 'keyword matching 10,000 codes (GD0005)',
    path: '/api/devices?limit=20&sort=-commissioned_on&keyword=GD0005',
    info: true,
  },
];

/** Milliseconds a fixed arithmetic loop takes on CPU 0 (or wherever the OS puts it when unpinned). */
export function cpuProbeMs(pin) {
  const code = 'let t=process.hrtime.bigint();let x=0;for(let i=0;i<3e8;i++)x+=i%7;console.log(Number(process.hrtime.bigint()-t)/1e6)';
  const [cmd, args] = pin ? ['taskset', ['-c', '0', process.execPath, '-e', code]] : [process.execPath, ['-e', code]];
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  return Number(result.stdout.trim());
}

function runNode(args, { env, log }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        output += `${line}\n`;
        log(`        ${line}`);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** steady-rate.mjs (pinned to CPU 1 when possible): { requests, p50, p90, p99, max, non2xx, errors, timeouts, seconds }. */
async function steadyRate(spec, pin) {
  const script = join(root, 'tools/bench/steady-rate.mjs');
  const [cmd, args] = pin ? ['taskset', ['-c', '1', process.execPath, script, JSON.stringify(spec)]] : [process.execPath, [script, JSON.stringify(spec)]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line?.startsWith('{')) reject(new Error(`steady-rate.mjs failed (exit ${code}): ${err || out}`));
      else resolve(JSON.parse(line));
    });
  });
}

/**
 * @param {object} [o]
 * @param {(line: string) => void} [o.log]
 * @param {number} [o.count]     devices to generate (default 100,000)
 * @param {number} [o.rate]      requests per second (default 200)
 * @param {number} [o.duration]  seconds per request (default 20)
 * @param {boolean} [o.build]    build the server even when dist/main.js exists
 * @param {boolean} [o.pin]      pin server and load generator to CPUs 0 and 1 (default: when taskset exists)
 * @param {string} [o.dataDir]   a DATA_DIR to keep: generated into when it has no database yet, reused otherwise
 * @param {string} [o.only]      measure only the requests whose name contains this text
 * @returns {Promise<{ name: string, value: number, unit: string, budget?: number, pass?: boolean, op?: string, budgetText?: string, detail?: string }[]>}
 */
export async function runDeviceListBench({
  log = console.log,
  count = 100_000,
  rate = 200,
  duration = 20,
  build = false,
  pin = hasTaskset(),
  dataDir: keptDir,
  only,
} = {}) {
  const results = [];
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    BACKGROUND_JOBS: 'off',
  };
  delete env.DATABASE_URL; // the budget is on the embedded database

  if (build || !existsSync(SERVER_MAIN)) {
    log('[device-list] Building the server (npx nx build @om/server)…');
    const res = await nx(['build', '@om/server', '--outputStyle=static', '--skipSync'], { output: 'capture' });
    if (res.code !== 0 || !existsSync(SERVER_MAIN)) throw new Error(`the server build failed:\n${res.stdout}${res.stderr}`);
  }

  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'om-bench-devices-'));
  const reuse = keptDir !== undefined && existsSync(join(keptDir, 'PG_VERSION'));
  let server;
  try {
    if (reuse) log(`[device-list] Reusing the devices generated in ${dataDir}`);
    else {
      log(`[device-list] Generating ${count.toLocaleString('en-US')} devices (2 sensors each) into ${dataDir}…`);
      const started = Date.now();
      const generated = await runNode([SERVER_MAIN, 'devices:generate', '--count', String(count), '--sensors', '2'], {
        env: { ...env, DATA_DIR: dataDir },
        log,
      });
      if (generated.code !== 0) throw new Error(`devices:generate failed (exit ${generated.code})`);
      results.push({
        name: `devices:generate ${count.toLocaleString('en-US')} devices + demo seed`,
        value: (Date.now() - started) / 1000,
        unit: 's',
      });
    }

    server = await startServer({
      cpu: pin ? 0 : undefined,
      env: {
        DATA_DIR: dataDir,
        BACKGROUND_JOBS: 'off',
        LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      },
    });
    log(
      `[device-list] Server ${server.url} ready in ${(server.readyMs / 1000).toFixed(1)} s${server.pinned ? ' (server on CPU 0, load on CPU 1)' : ''}; load average ${loadavg()[0].toFixed(2)}`,
    );
    const token = await signIn(server.url, 'admin', 'Admin@12345');
    const headers = { authorization: `Bearer ${token}` };

    const measured = only === 'export' ? [] : DEVICE_LIST_REQUESTS.filter((r) => !only || r.name.includes(only));
    // This VM's CPU speed drifts (a shared host): a fixed loop on the server's CPU, printed with the figures.
    const probe = cpuProbeMs(pin);
    log(`[device-list] CPU probe: a fixed loop took ${probe.toFixed(0)} ms on the server's CPU (the same loop took 416–630 ms on the development VM)`);
    results.push({ name: 'CPU probe (fixed loop, server CPU; lower is faster)', value: probe, unit: 'ms' });
    // A freshly started server is cold: V8 compiles PGlite's WebAssembly hot paths in the background
    // (on the same pinned CPU) and Postgres fills its caches, so the first seconds answer in hundreds of
    // ms. The budget is for the server that runs day and night: every request is sent for a few
    // seconds first, and the cold figures are printed for information.
    log(`\n[device-list] Warming up: each request at ${Math.round(rate / 2)} req/s for ${WARM_UP_SECONDS} s`);
    for (const request of measured) {
      const r = await steadyRate({ url: `${server.url}${request.path}`, headers, rate: Math.round(rate / 2), duration: WARM_UP_SECONDS }, pin);
      log(`        ${request.name}: p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`);
      results.push({ name: `cold server, ${request.name}: p99 at ${Math.round(rate / 2)} req/s`, value: r.p99, unit: 'ms' });
    }

    for (const request of measured) {
      const url = `${server.url}${request.path}`;
      const requestRate = request.info ? Math.round(rate / 2) : rate;
      const answer = await (await fetch(url, { headers })).json();
      if (answer.code !== 20000) throw new Error(`${request.path} answered ${JSON.stringify(answer).slice(0, 300)}`);
      const page = answer.data;
      log(`\n[device-list] ${request.name}: GET ${request.path}`);
      log(
        `        ${page.items.length} rows, total ${page.total.toLocaleString('en-US')}${page.total_exact ? '' : '+'}; steady ${requestRate} req/s for ${duration} s; load average ${loadavg()[0].toFixed(2)}`,
      );
      await steadyRate({ url, headers, rate: Math.min(requestRate, 50), duration: 2 }, pin); // warm-up
      const cpuBefore = canMeasureCpu(server.child.pid) ? threadTimes(server.child.pid) : undefined;
      const r = await steadyRate({ url, headers, rate: requestRate, duration }, pin);
      const steadyCpu = cpuBefore && r.requests > 0 ? cpuSince(server.child.pid, cpuBefore, r.requests) : undefined;
      if (steadyCpu) log(`        CPU per request at ${requestRate} req/s: HTTP thread ${steadyCpu.http.toFixed(2)} ms, other threads ${steadyCpu.others.toFixed(2)} ms (database thread, GC helpers), all ${steadyCpu.total.toFixed(2)} ms`);
      // Answers per second of the measured window (the instances start 1/rate s apart, the last ends after `duration`).
      const throughput = r.requests / duration;
      const failed = r.non2xx + r.errors + r.timeouts;
      log(
        `        p50 ${r.p50.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, ${r.requests} requests (${throughput.toFixed(0)} req/s), ${failed} failed`,
      );
      results.push({ name: `${request.name}: p50`, value: r.p50, unit: 'ms' });
      if (request.info)
        results.push({
          name: `${request.name}: p99 at ${requestRate} req/s`,
          value: r.p99,
          unit: 'ms',
          detail: `${failed} failed`,
        });
      else {
        results.push({
          name: `${request.name}: p99 at ${requestRate} req/s`,
          value: r.p99,
          unit: 'ms',
          budget: DEVICE_LIST_BUDGET_MS,
          // The fields tools/bench/run.mjs prints a budget with.
          op: '<=',
          budgetText: `${DEVICE_LIST_BUDGET_MS} ms`,
          pass: r.p99 <= DEVICE_LIST_BUDGET_MS && failed === 0,
          detail: `${failed} failed`,
        });
      }
      results.push({
        name: `${request.name}: throughput`,
        value: throughput,
        unit: 'req/s',
      });
      if (!request.info && steadyCpu) {
        // The budget's own scenario: the CPU the server's threads used while answering `rate` requests a second.
        results.push({ name: `${request.name}: HTTP thread CPU per request at ${requestRate} req/s`, value: steadyCpu.http, unit: 'ms', op: '<=', budget: HTTP_THREAD_BUDGET_MS, budgetText: `${HTTP_THREAD_BUDGET_MS} ms`, pass: steadyCpu.http <= HTTP_THREAD_BUDGET_MS });
        results.push({ name: `${request.name}: server CPU per request at ${requestRate} req/s (all threads)`, value: steadyCpu.total, unit: 'ms', op: '<=', budget: SERVER_CPU_BUDGET_MS, budgetText: `${SERVER_CPU_BUDGET_MS} ms`, pass: steadyCpu.total <= SERVER_CPU_BUDGET_MS });
        // For information: the same request one after another costs less (the threads never go idle
        // between requests, so their caches stay warm); it used to be the checked figure.
        const cost = await cpuPerRequest({ pid: server.child.pid, url, headers, requests: CPU_COST_REQUESTS });
        log(`        CPU per request (${CPU_COST_REQUESTS} one after another): HTTP thread ${cost.http.toFixed(2)} ms, other threads ${cost.others.toFixed(2)} ms (database thread, GC helpers)`);
        results.push({ name: `${request.name}: server CPU per request, ${CPU_COST_REQUESTS} one after another`, value: cost.total, unit: 'ms', detail: `HTTP thread ${cost.http.toFixed(2)} ms` });
      }
    }
    if (!only || only === 'export') {
      log(`\n[device-list] Export of every device, .xlsx against CSV (csv, xlsx, csv, xlsx; the faster run counts); load average ${loadavg()[0].toFixed(2)}`);
      results.push(...(await runDeviceExportBench({ url: server.url, headers, pid: server.child.pid, count: reuse ? (await (await fetch(`${server.url}/api/devices?limit=1`, { headers })).json()).data.total : count, log })));
    }
  } finally {
    await server?.stop();
    if (keptDir === undefined) rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const found = argv.find((arg) => arg.startsWith(`--${name}=`));
    return found ? Number(found.slice(name.length + 3)) : fallback;
  };
  const text = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  try {
    const results = await runDeviceListBench({
      count: option('count', 100_000),
      rate: option('rate', 200),
      duration: option('duration', 20),
      build: argv.includes('--build'),
      pin: !argv.includes('--no-pin') && hasTaskset(),
      dataDir: text('data-dir'),
      only: text('only'),
    });
    console.log('\n[device-list] Results');
    for (const r of results) {
      const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
      const value = r.unit === 'req/s' ? `${Math.round(r.value)} req/s` : `${r.value.toFixed(1)} ${r.unit}`;
      console.log(`  ${verdict.padEnd(4)}  ${r.name.padEnd(52)} ${value.padStart(12)}${r.budget === undefined ? '' : `  ≤ ${r.budgetText ?? `${r.budget} ms`}`}`);
    }
    process.exit(results.some((r) => r.pass === false) ? 1 : 0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
