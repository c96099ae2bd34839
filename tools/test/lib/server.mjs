// Starts the built server (apps/server/dist/main.js) on a free port with a fresh temporary DATA_DIR
// (so the demo tenant is seeded), waits for /api/health, and stops it again. Used by the browser
// tests and the benchmarks.
import { existsSync, mkdirSync, mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { root, freePort, spawnGroup, killTree, sleep } from './proc.mjs';

export const SERVER_MAIN = join(root, 'apps/server/dist/main.js');

export function hasTaskset() {
  return existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
}

/**
 * @param {object} o
 * @param {Record<string,string>} [o.env]   extra environment for the server (wins over defaults)
 * @param {number|string} [o.cpu]          pin the server to this CPU list with taskset (if available)
 * @param {string} [o.logFile]             also write the server's output to this file
 * @param {boolean} [o.echo]               echo the server's output, prefixed
 * @param {number} [o.timeoutMs]           how long to wait for /api/health
 */
export async function startServer({ env = {}, cpu, logFile, echo = false, timeoutMs = 120_000 } = {}) {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: the server build did not produce it`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'om-data-'));
  const base = { ...process.env };
  delete base.DATABASE_URL; // always the embedded database unless the caller asks otherwise
  const serverEnv = {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const pinned = cpu !== undefined && hasTaskset();
  const [cmd, args] = pinned
    ? ['taskset', ['-c', String(cpu), process.execPath, SERVER_MAIN]]
    : [process.execPath, [SERVER_MAIN]];
  const child = spawnGroup(cmd, args, { env: serverEnv });
  const tail = [];
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const log = logFile ? createWriteStream(logFile) : null;
  log?.on('error', () => {});
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 200) tail.shift();
      log?.write(line + '\n');
      if (echo) process.stdout.write(`[server] ${line}\n`);
    });
  }
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const onExit = () => killTree(child, 'SIGKILL');
  process.once('exit', onExit);
  // Interrupted (Ctrl-C, or npm test's phase timeout): the server runs in its own process group,
  // so stop it here, then end as the signal would have.
  const onSignal = (signal) => {
    killTree(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const url = `http://127.0.0.1:${port}`;
  const handle = {
    url,
    port,
    dataDir,
    child,
    pinned,
    logs: () => tail.join('\n'),
    async stop() {
      process.removeListener('exit', onExit);
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      if (!exited) {
        killTree(child, 'SIGTERM');
        for (let i = 0; i < 100 && !exited; i++) await sleep(100);
        if (!exited) killTree(child, 'SIGKILL');
        for (let i = 0; i < 20 && !exited; i++) await sleep(100);
      }
      log?.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited) {
      await handle.stop();
      throw new Error(`the server exited (code ${exited.code}, signal ${exited.signal}) before it was ready:\n${tail.join('\n')}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        handle.readyMs = Date.now() - started;
        return handle;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  await handle.stop();
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs / 1000} s:\n${tail.join('\n')}`);
}

/** Signs in through the API and returns the token (throws with the answer otherwise). */
export async function signIn(url, username, password) {
  const res = await fetch(`${url}/user/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || body.code !== 20000 || !body.data?.token) {
    throw new Error(`sign-in as ${username} failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data.token;
}
