#!/usr/bin/env node
// The PostgreSQL part of `npm run bench` (issue 10), on a throw-away PostgreSQL 15 cluster started like
// the PostgreSQL test phase (tools/test/lib/postgres.mjs):
//   - 100,000 devices generated with `main.js devices:generate` (DATABASE_URL);
//   - the device list through the app (WORKERS=1) and through a bare Fastify + pg server running the
//     app's own page statement (captured from PostgreSQL's log with its parameters), side by side:
//     throughput of each (autocannon, 10 connections) and the ratio app / bare        budget ≥ 0.8
//   - SQL statements per list request, counted by pg_stat_statements over 200 requests  budget ≤ 1
//   - the list's throughput with WORKERS=1 and WORKERS=2 (for information: on 2 cores the load
//     generator and PostgreSQL share the cores with the workers)
//   - GET /c.bin (≥ 10,000 req/s) and GET /user/user_info (≥ 3,000 req/s)
//   - the import under load (import-load.mjs): 5,000 device rows ≤ 10 s, /api/health p99 ≤ 100 ms meanwhile
//
//   import { runPostgresBench } from './postgres.mjs';   // [{ name, value, unit, op?, budget?, budgetText?, pass? }]
//   node tools/bench/postgres.mjs [--count=100000] [--duration=10]
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { bin, root, run } from '../test/lib/proc.mjs';
import { hasPostgres, startPostgres } from '../test/lib/postgres.mjs';
import { hasTaskset, SERVER_MAIN, signIn, startServer } from '../test/lib/server.mjs';
import { runImportUnderLoad } from './import-load.mjs';

export const LIST_PATH = '/api/devices?limit=20&sort=-commissioned_on&status=in_use&importance=A';
const CONNECTIONS = 10;

function runNode(args, env, log) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(`        ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** autocannon (on CPU 1 when pinning) → { rps, p50, p99, failed }. */
async function load(url, { headers = {}, duration, pin }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [bin('autocannon'), '-j', '-c', String(CONNECTIONS), '-d', String(duration), ...headerArgs, url];
  const [cmd, full] = pin ? ['taskset', ['-c', '1', process.execPath, ...args]] : [process.execPath, args];
  const res = await run(cmd, full, { output: 'capture', timeoutMs: (duration + 60) * 1000 });
  const start = res.stdout.indexOf('{');
  if (res.code !== 0 || start < 0) throw new Error(`autocannon failed (exit ${res.code}): ${res.stderr || res.stdout}`);
  const r = JSON.parse(res.stdout.slice(start));
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

/** The last logged statement containing `marker`, with its parameters ($1 = '…' in the DETAIL line). */
export function capturedStatement(logText, marker) {
  const entries = logText.split(/\n(?=@@ )/);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    const match = entry.match(/^@@ LOG:\s+(?:execute [^:]*|statement): ([\s\S]*)$/);
    if (!match || !match[1].includes(marker)) continue;
    const detail = entries[i + 1] ?? '';
    const params = [];
    if (detail.startsWith('@@ DETAIL:')) {
      for (const p of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) params[Number(p[1]) - 1] = p[2] === 'NULL' ? null : p[3].replace(/''/g, "'");
    }
    return { sql: match[1].trim(), params };
  }
  return undefined;
}

function startBare(spec, pin) {
  const script = join(root, 'tools/bench/bare-pg-server.mjs');
  const [cmd, args] = pin ? ['taskset', ['-c', '0', process.execPath, script, JSON.stringify(spec)]] : [process.execPath, [script, JSON.stringify(spec)]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = line.match(/^listening (\d+)$/);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`the bare server exited (${code}): ${err}`)));
  });
}

/**
 * @param {object} [o]
 * @param {(line: string) => void} [o.log]
 * @param {number} [o.count]     devices (default 100,000)
 * @param {number} [o.duration]  seconds per throughput figure (default 10)
 * @param {boolean} [o.pin]      server on CPU 0, load generator on CPU 1 (default: when taskset exists)
 */
export async function runPostgresBench({ log = console.log, count = 100_000, duration = 10, pin = hasTaskset() } = {}) {
  const results = [];
  if (!hasPostgres()) {
    log('[postgres] PostgreSQL 15 is not installed: the PostgreSQL figures are skipped');
    return results;
  }
  const cluster = await startPostgres({
    settings: ["log_line_prefix='@@ '", 'shared_preload_libraries=pg_stat_statements', 'fsync=off', 'max_connections=100'],
  });
  const servers = [];
  try {
    cluster.psql('create database om');
    cluster.psql('create extension pg_stat_statements', 'om');
    const databaseUrl = cluster.url('om');
    const env = { ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production', BACKGROUND_JOBS: 'off', WORKERS: '1' };
    log(`[postgres] PostgreSQL ${cluster.psql('show server_version').trim()} on 127.0.0.1:${cluster.port}; generating ${count.toLocaleString('en-US')} devices…`);
    const started = Date.now();
    const code = await runNode([SERVER_MAIN, 'devices:generate', '--count', String(count), '--sensors', '2'], env, log);
    if (code !== 0) throw new Error(`devices:generate failed (exit ${code})`);
    results.push({ name: `PostgreSQL: devices:generate ${count.toLocaleString('en-US')} devices + demo seed`, value: (Date.now() - started) / 1000, unit: 's' });

    const serverEnv = (workers) => ({
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '1',
      WORKERS: String(workers),
      BACKGROUND_JOBS: 'off',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
    });
    const app = await startServer({ cpu: pin ? 0 : undefined, env: serverEnv(1) });
    servers.push(app);
    const token = await signIn(app.url, 'admin', 'Admin@12345');
    const headers = { authorization: `Bearer ${token}` };
    const listUrl = `${app.url}${LIST_PATH}`;
    await load(listUrl, { headers, duration: 3, pin }); // warm-up

    // The page statement, as the app sends it (the log shows it with its parameters).
    cluster.psql("alter system set log_statement = 'all'");
    cluster.psql('select pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await fetch(listUrl, { headers });
    cluster.psql('alter system reset log_statement');
    cluster.psql('select pg_reload_conf()');
    const statement = capturedStatement(cluster.log(), 'page as materialized');
    if (!statement) throw new Error('the page statement was not found in PostgreSQL\'s log');

    // Statements per request: pg_stat_statements over 200 sequential requests (nothing changes meanwhile).
    cluster.psql('select pg_stat_statements_reset()', 'om');
    const REQUESTS = 200;
    for (let i = 0; i < REQUESTS; i += 1) await (await fetch(listUrl, { headers })).arrayBuffer();
    const calls = Number(
      cluster.psql("select coalesce(sum(calls), 0) from pg_stat_statements where dbid = (select oid from pg_database where datname = 'om') and query not like '%pg_stat_statements%'", 'om').trim(),
    );
    const perRequest = calls / REQUESTS;
    results.push({ name: 'PostgreSQL: SQL statements per list request (200 requests)', value: perRequest, unit: '', op: '<=', budget: 1, budgetText: '1', pass: perRequest <= 1 });

    log(`[postgres] list through the app (WORKERS=1), ${CONNECTIONS} connections, ${duration} s; load average ${loadavg()[0].toFixed(2)}`);
    const appRun = await load(listUrl, { headers, duration, pin });
    log(`        ${Math.round(appRun.rps)} req/s, p50 ${appRun.p50} ms, p99 ${appRun.p99} ms, ${appRun.failed} failed`);

    const bare = await startBare({ url: databaseUrl, sql: statement.sql, params: statement.params, poolSize: 10 }, pin);
    servers.push({ stop: async () => bare.stop() });
    await load(`${bare.url}/page`, { duration: 3, pin });
    log(`[postgres] the same statement through a bare Fastify + pg server, ${CONNECTIONS} connections, ${duration} s`);
    const bareRun = await load(`${bare.url}/page`, { duration, pin });
    log(`        ${Math.round(bareRun.rps)} req/s, p50 ${bareRun.p50} ms, p99 ${bareRun.p99} ms, ${bareRun.failed} failed`);
    bare.stop();
    servers.pop();
    const ratio = appRun.rps / bareRun.rps;
    results.push({ name: 'PostgreSQL: device list, app (1 worker)', value: appRun.rps, unit: 'req/s', detail: `p99 ${appRun.p99} ms, ${appRun.failed} failed` });
    results.push({ name: 'PostgreSQL: device list, bare Fastify + pg (same SQL)', value: bareRun.rps, unit: 'req/s', detail: `p99 ${bareRun.p99} ms` });
    results.push({ name: 'PostgreSQL: app / bare throughput', value: ratio, unit: '×', op: '>=', budget: 0.8, budgetText: '0.8×', pass: ratio >= 0.8 && appRun.failed === 0 });

    for (const [name, path, budget, withSession] of [
      ['GET /c.bin', '/c.bin', 10_000, false],
      ['GET /user/user_info', '/user/user_info', 3_000, true],
    ]) {
      await load(`${app.url}${path}`, { headers: withSession ? headers : {}, duration: 2, pin });
      const r = await load(`${app.url}${path}`, { headers: withSession ? headers : {}, duration, pin });
      log(`[postgres] ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.failed} failed`);
      results.push({ name: `PostgreSQL: ${name} (1 worker)`, value: r.rps, unit: 'req/s', op: '>=', budget, budgetText: `${budget.toLocaleString('en-US')} req/s`, pass: r.rps >= budget && r.failed === 0 });
    }
    results.push(...(await runImportUnderLoad({ url: app.url, token, label: 'PostgreSQL', log })));
    await app.stop();
    servers.shift();

    // Two workers: not pinned (both cores serve; the load generator and PostgreSQL share them).
    const two = await startServer({ env: serverEnv(2) });
    servers.push(two);
    const twoToken = await signIn(two.url, 'admin', 'Admin@12345');
    const twoHeaders = { authorization: `Bearer ${twoToken}` };
    await load(`${two.url}${LIST_PATH}`, { headers: twoHeaders, duration: 3, pin: false });
    const oneUnpinned = appRun.rps;
    const twoRun = await load(`${two.url}${LIST_PATH}`, { headers: twoHeaders, duration, pin: false });
    log(`[postgres] list with WORKERS=2 (unpinned): ${Math.round(twoRun.rps)} req/s, p99 ${twoRun.p99} ms, ${twoRun.failed} failed`);
    results.push({ name: 'PostgreSQL: device list, 2 workers (unpinned)', value: twoRun.rps, unit: 'req/s', detail: `1 worker pinned: ${Math.round(oneUnpinned)} req/s; ${twoRun.failed} failed` });
  } finally {
    for (const server of servers.reverse()) await server.stop();
    cluster.stop();
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const found = argv.find((arg) => arg.startsWith(`--${name}=`));
    return found ? Number(found.slice(name.length + 3)) : fallback;
  };
  try {
    const results = await runPostgresBench({ count: option('count', 100_000), duration: option('duration', 10), pin: !argv.includes('--no-pin') && hasTaskset() });
    for (const r of results) {
      const verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
      console.log(`  ${verdict.padEnd(4)}  ${r.name.padEnd(58)} ${(r.unit === 'req/s' ? Math.round(r.value) : r.value.toFixed(2)).toString().padStart(10)} ${r.unit}${r.budgetText ? `  ${r.op === '>=' ? '≥' : '≤'} ${r.budgetText}` : ''}`);
    }
    process.exit(results.some((r) => r.pass === false) ? 1 : 0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
