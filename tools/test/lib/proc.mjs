// Small process helpers shared by tools/start.mjs, tools/dev.mjs, tools/test/run-all.mjs,
// tools/e2e/run.mjs and tools/bench/run.mjs. No dependencies beyond Node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const bin = (name) => join(root, 'node_modules/.bin', name);

/** Environment for every nx call: no daemon, no cloud, no interactive UI. Callers' values win. */
export function nxEnv(extra = {}) {
  return {
    NX_DAEMON: 'false',
    NX_NO_CLOUD: 'true',
    NX_TUI: 'false',
    ...process.env,
    ...extra,
  };
}

export function ensureInstalled() {
  if (!existsSync(bin('nx'))) {
    console.error('node_modules is missing or incomplete: run `npm install` (or `npm ci`) first.');
    process.exit(1);
  }
}

/**
 * Runs a command to completion. `output`: 'inherit' (stream to this terminal), 'capture'
 * (collect, print nothing) or 'tee' (stream and collect). Resolves { code, signal, stdout, stderr, ms }.
 */
export function run(cmd, args, { cwd = root, env = process.env, output = 'inherit', prefix = '', timeoutMs = 0 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd, env, stdio: output === 'inherit' && !prefix ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    if (child.stdout) {
      const pump = (stream, into, target) => {
        stream.setEncoding('utf8');
        if (output === 'capture') {
          stream.on('data', (d) => (into === 'out' ? (stdout += d) : (stderr += d)));
          return;
        }
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
          if (into === 'out') stdout += line + '\n';
          else stderr += line + '\n';
          target.write(prefix + line + '\n');
        });
      };
      pump(child.stdout, 'out', process.stdout);
      pump(child.stderr, 'err', process.stderr);
    }
    const stop = () => killTree(child);
    process.once('exit', stop);
    let timedOut = false;
    const timer = timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          const note = `${prefix}[timeout] ${cmd} ${args.join(' ')} did not finish within ${Math.round(timeoutMs / 1000)} s; stopping it.\n`;
          stderr += note;
          process.stderr.write(note);
          killTree(child, 'SIGTERM');
          setTimeout(() => killTree(child, 'SIGKILL'), 10_000).unref();
        }, timeoutMs)
      : null;
    child.on('error', (error) => {
      stderr += String(error) + '\n';
      if (output !== 'capture') process.stderr.write(`${prefix}${error}\n`);
    });
    child.on('close', (code, signal) => {
      process.removeListener('exit', stop);
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), signal, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}

/** Kills a child and, when it leads its own process group (spawned detached), the whole group. */
export function killTree(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (child.group) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    /* already gone */
  }
}

/**
 * Spawns a long-running child in its own process group (so a terminal Ctrl-C reaches only us and
 * we decide how to stop it, and killTree() can stop its whole subtree).
 */
export function spawnGroup(cmd, args, { cwd = root, env = process.env, stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  const child = spawn(cmd, args, { cwd, env, stdio, detached: true });
  child.group = true;
  return child;
}

/** Prefixes every line of a child's stdout/stderr. */
export function prefixOutput(child, prefix) {
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    if (!stream) continue;
    stream.setEncoding('utf8');
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(prefix + line + '\n'));
  }
}

/** The nx binary with the deterministic environment. */
export function nx(args, opts = {}) {
  return run(bin('nx'), args, { ...opts, env: nxEnv(opts.env) });
}

export const BUILD_PROJECTS = ['@om/console', '@om/wallboard', '@om/server'];

/**
 * Builds the console, the wallboard and the server (Nx caches, so a repeat is quick).
 * Returns true on success. `quiet` captures the output and prints it only on failure.
 */
export async function buildAll({ quiet = false, label = 'build' } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`[${label}] Building ${BUILD_PROJECTS.join(', ')} (cached by Nx after the first run)…`);
  // --skipSync: TS project references matter to typecheck (npm test checks them), not to these builds.
  const res = await nx(['run-many', '-t', 'build', '-p', ...BUILD_PROJECTS, '--outputStyle=static', '--skipSync'], {
    output: quiet ? 'capture' : 'tee',
  });
  if (res.code !== 0) {
    if (quiet) process.stderr.write(res.stdout + res.stderr);
    console.error(`[${label}] Build failed (exit ${res.code}).`);
    return false;
  }
  const cached = /read the output from the cache instead of running the command for (\d+) out of (\d+)/.exec(res.stdout);
  console.log(`[${label}] Build done in ${((Date.now() - started) / 1000).toFixed(1)} s${cached ? ` (${cached[1]}/${cached[2]} from cache)` : ''}.`);
  return true;
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Strips ANSI colour codes. */
export const plain = (s) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

export const fmtMs = (ms) => (ms >= 60000 ? `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`);
