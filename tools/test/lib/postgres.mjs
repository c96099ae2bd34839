// A throw-away PostgreSQL 15 cluster from Debian's packages, like the PostgreSQL test phase
// (tools/test/with-postgres.mjs): initdb in a temporary folder (as the postgres user when we are
// root: postgres refuses to run as root), started on 127.0.0.1 with a free port, removed by stop().
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export function hasPostgres() {
  return existsSync(join(PG_BIN, 'initdb'));
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

/**
 * @param {object} [o]
 * @param {string[]} [o.settings]  more `-c name=value` settings of the server
 * @returns {Promise<{ url: (database: string) => string, port: number, psql: (sql: string, database?: string) => string, log: () => string, stop: () => void }>}
 */
export async function startPostgres({ settings = [] } = {}) {
  if (!hasPostgres()) throw new Error(`PostgreSQL 15 is not installed (${PG_BIN})`);
  const pgUser = process.getuid?.() === 0 ? 'postgres' : null;
  const pg = (program, args) => {
    const [cmd, fullArgs] = pgUser ? ['runuser', ['-u', pgUser, '--', join(PG_BIN, program), ...args]] : [join(PG_BIN, program), args];
    const result = spawnSync(cmd, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed (exit ${result.status}): ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const dir = mkdtempSync(join(tmpdir(), 'om-pg-bench-'));
  const dataDir = join(dir, 'data');
  if (pgUser) chownSync(dir, idOf(pgUser, '-u'), idOf(pgUser, '-g'));
  chmodSync(dir, 0o700);
  const port = await freePort();
  const logFile = join(dir, 'log');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = [`-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, ...settings.map((s) => `-c ${s}`)].join(' ');
    pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const psql = (sql, database = 'postgres') => pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-Atc', sql]);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    psql,
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    stop,
  };
}
