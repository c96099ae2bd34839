#!/usr/bin/env node
// Runs the server's test suite on a throw-away PostgreSQL 15 cluster: initdb in a temporary folder
// (owned by the postgres user, which the server refuses to run as root without), start it on
// 127.0.0.1 with a free port, create a database, run `nx test @om/server` with TEST_DATABASE_URL
// set (each test file then creates and drops its own database), stop and remove the cluster, and
// exit with jest's code. Without PostgreSQL 15 it says so and exits 0.
//
// Environment: JEST_JSON_OUTPUT=<file> also writes jest's JSON result there (used by `npm test`).
// Arguments are passed to nx test: `node tools/test/with-postgres.mjs --testPathPatterns=request-cost`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';

if (!existsSync(join(PG_BIN, 'initdb'))) {
  console.log('PostgreSQL 15 is not installed; server tests ran on PGlite only');
  process.exit(0);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function idOf(user, flag) {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}

// postgres refuses to run as root: run the server programs as the postgres user when we are root.
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? 'postgres' : null;
function pg(program, args, options = {}) {
  const [cmd, fullArgs] = pgUser ? ['runuser', ['-u', pgUser, '--', join(PG_BIN, program), ...args]] : [join(PG_BIN, program), args];
  const result = spawnSync(cmd, fullArgs, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${program} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const dir = mkdtempSync(join(tmpdir(), 'om-pg-'));
const dataDir = join(dir, 'data');
if (pgUser) chownSync(dir, idOf(pgUser, '-u'), idOf(pgUser, '-g'));
chmodSync(dir, 0o700);

let started = false;
let exitCode = 1;
try {
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, '-w', 'start']);
  started = true;
  const version = pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', 'show server_version']).trim();
  pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', 'create database om_test']);
  const url = `postgres://postgres@127.0.0.1:${port}/om_test`;
  console.log(`PostgreSQL ${version} on 127.0.0.1:${port}; running the server tests with TEST_DATABASE_URL=${url}`);

  // Two jest workers: every test file creates its own database, so files run side by side safely.
  // The caller's arguments go to jest (after nx's `--`): before it, nx would swallow a test path pattern.
  const jestArgs = ['--', '--maxWorkers=2', ...(process.env.JEST_JSON_OUTPUT ? ['--json', `--outputFile=${process.env.JEST_JSON_OUTPUT}`] : []), ...process.argv.slice(2)];
  const result = spawnSync('npx', ['nx', 'test', '@om/server', '--skip-nx-cache', '--outputStyle=static', ...jestArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  exitCode = result.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
