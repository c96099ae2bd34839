// temporary (not committed): the statements of one request and their plans
import { startPostgres } from '../test/lib/postgres.mjs';
import { signIn, SERVER_MAIN } from '../test/lib/server.mjs';
import { spawnSync, spawn } from 'node:child_process';
const cluster = await startPostgres({ settings: ['fsync=off', 'max_connections=100', "log_line_prefix='@@ '"] });
try {
  cluster.psql('create database om');
  const databaseUrl = cluster.url('om');
  const env = { ...process.env, DATABASE_URL: databaseUrl, DEMO_DATA: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production', BACKGROUND_JOBS: 'off', WORKERS: '1', PORT: '47125', HOST: '127.0.0.1', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000' };
  spawnSync(process.execPath, [SERVER_MAIN, 'devices:generate', '--count', process.env.COUNT ?? '100000', '--sensors', '2'], { env, stdio: 'ignore' });
  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: 'ignore' });
  const url0 = 'http://127.0.0.1:47125';
  for (let i = 0; i < 100; i++) { try { await fetch(url0 + '/api/health'); break; } catch { await new Promise(r => setTimeout(r, 300)); } }
  const token = await signIn(url0, 'admin', 'Admin@12345');
  for (const p of process.argv.slice(2)) await (await fetch(url0 + p, { headers: { authorization: `Bearer ${token}` } })).text();
  cluster.psql("alter system set log_statement = 'all'"); cluster.psql('select pg_reload_conf()');
  await new Promise(r => setTimeout(r, 500));
  for (const p of process.argv.slice(2)) { console.log('#### ' + p); await (await fetch(url0 + p, { headers: { authorization: `Bearer ${token}` } })).text(); }
  await new Promise(r => setTimeout(r, 300));
  console.log(cluster.log().split('\n').filter(l => !l.includes('alter system') && !l.includes('reload')).slice(-80).join('\n'));
  if (process.env.KEEP) { console.log('URL', databaseUrl); await new Promise(r => setTimeout(r, Number(process.env.KEEP) * 1000)); }
  child.kill('SIGTERM');
} finally { cluster.stop(); }
