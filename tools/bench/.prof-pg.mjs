// temporary profiling script (not committed)
import { startPostgres } from '../test/lib/postgres.mjs';
import { signIn, SERVER_MAIN } from '../test/lib/server.mjs';
import { run, bin } from '../test/lib/proc.mjs';
import { spawnSync, spawn } from 'node:child_process';
import { LIST_PATH } from './postgres.mjs';
const cluster = await startPostgres({ settings: ['fsync=off', 'max_connections=100'] });
try {
  cluster.psql('create database om');
  const databaseUrl = cluster.url('om');
  const env = { ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production', BACKGROUND_JOBS: 'off', WORKERS: '1', PORT: '47123', HOST: '127.0.0.1', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' };
  spawnSync(process.execPath, [SERVER_MAIN, 'devices:generate', '--count', '20000', '--sensors', '2'], { env, stdio: 'inherit' });
  const flags = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [];
  const child = spawn('taskset', ['-c', '0', process.execPath, ...flags, SERVER_MAIN], { env, stdio: 'inherit' });
  const url0 = 'http://127.0.0.1:47123';
  for (let i = 0; i < 100; i++) { try { await fetch(url0 + '/api/health'); break; } catch { await new Promise(r => setTimeout(r, 300)); } }
  const token = await signIn(url0, 'admin', 'Admin@12345');
  const url = `${url0}${process.env.PATH_ ?? LIST_PATH}`;
  for (const d of [3, 10]) {
    const res = await run('taskset', ['-c', '1', process.execPath, bin('autocannon'), '-j', '-c', '10', '-d', String(d), '-H', `authorization=Bearer ${token}`, url], { output: 'capture', timeoutMs: 100000 });
    const r = JSON.parse(res.stdout.slice(res.stdout.indexOf('{')));
    console.log(d, 's:', r.requests.average, 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
  }
  child.kill('SIGTERM');
  await new Promise(r => child.on('exit', r));
} finally { cluster.stop(); }
