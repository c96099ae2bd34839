#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (Nx `@om/server:serve`: esbuild watch + restart) on
// PORT (8080), plus the Vite dev servers of the console (4200) and the wallboard (4201, base
// /wallboard/) with hot reload. Both proxy the API paths (the first segments of every path in the
// contract, plus /openapi.json and /api-docs) to the server; the console proxies /wallboard/ to the
// wallboard and the wallboard proxies everything outside /wallboard/ to the console, so either port
// works as a whole site (sign-in included). All output is prefixed. Ctrl-C stops everything.
//
// Internal sub-mode: `node tools/dev.mjs --vite <console|wallboard>` runs one Vite dev server.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, bin, nxEnv, ensureInstalled, spawnGroup, prefixOutput, killTree, sleep } from './test/lib/proc.mjs';

const SERVER_PORT = Number(process.env.PORT || 8080);
const CONSOLE_PORT = Number(process.env.CONSOLE_DEV_PORT || 4200);
const WALLBOARD_PORT = Number(process.env.WALLBOARD_DEV_PORT || 4201);

/** A regular expression (as a Vite proxy key) matching every API path of the contract. */
function apiProxyKey() {
  const segments = new Set(['api', 'user', 'admin', 'c.bin', 'openapi.json', 'api-docs']);
  const spec = join(root, 'libs/api/generated/openapi.json');
  if (existsSync(spec)) {
    for (const path of Object.keys(JSON.parse(readFileSync(spec, 'utf8')).paths ?? {})) {
      const first = path.split('/')[1];
      if (first && !first.includes('{')) segments.add(first);
    }
  }
  const alt = [...segments].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return `^/(${alt})(/|\\?|$)`;
}

async function viteMode(app) {
  const { createServer } = await import('vite');
  const apiTarget = `http://127.0.0.1:${SERVER_PORT}`;
  const isWallboard = app === 'wallboard';
  const port = isWallboard ? WALLBOARD_PORT : CONSOLE_PORT;
  const proxy = {
    [apiProxyKey()]: { target: apiTarget, changeOrigin: false },
    ...(isWallboard
      ? { '^/(?!wallboard(/|$))': { target: `http://localhost:${CONSOLE_PORT}`, ws: true } }
      : { '^/wallboard(/|$)': { target: `http://localhost:${WALLBOARD_PORT}`, ws: true } }),
  };
  const server = await createServer({
    configFile: join(root, `apps/${app}/vite.config.mts`),
    root: join(root, `apps/${app}`),
    base: isWallboard ? '/wallboard/' : '/',
    clearScreen: false,
    server: { port, strictPort: true, host: 'localhost', proxy },
  });
  await server.listen();
  server.printUrls();
  const close = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

async function main() {
  ensureInstalled();
  const colour = process.stdout.isTTY;
  const tag = (name, code) => (colour ? `\x1b[${code}m[${name}]\x1b[0m ` : `[${name}] `);
  const childEnv = { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}) };
  // The apps' own vite configs proxy through these too; keep them pointing at our ports.
  const viteEnv = {
    ...childEnv,
    OM_API_URL: `http://127.0.0.1:${SERVER_PORT}`,
    OM_CONSOLE_URL: `http://localhost:${CONSOLE_PORT}`,
  };
  const procs = [
    {
      name: 'server',
      prefix: tag('server   ', 36),
      cmd: bin('nx'),
      args: ['run', '@om/server:serve', '--outputStyle=stream'],
      env: nxEnv({ ...childEnv, PORT: String(SERVER_PORT), NODE_ENV: process.env.NODE_ENV || 'development' }),
    },
    {
      name: 'console',
      prefix: tag('console  ', 35),
      cmd: process.execPath,
      args: [join(root, 'tools/dev.mjs'), '--vite', 'console'],
      env: viteEnv,
    },
    {
      name: 'wallboard',
      prefix: tag('wallboard', 33),
      cmd: process.execPath,
      args: [join(root, 'tools/dev.mjs'), '--vite', 'wallboard'],
      env: viteEnv,
    },
  ];

  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('[dev] Stopping…');
    for (const p of procs) killTree(p.child, 'SIGTERM');
    for (let i = 0; i < 50 && procs.some((p) => p.running); i++) await sleep(100);
    for (const p of procs) if (p.running) killTree(p.child, 'SIGKILL');
    process.exit(code);
  };

  for (const p of procs) {
    p.child = spawnGroup(p.cmd, p.args, { env: p.env });
    p.running = true;
    prefixOutput(p.child, p.prefix);
    p.child.on('exit', (code, signal) => {
      p.running = false;
      if (!stopping) {
        console.error(`[dev] ${p.name} exited (${signal ?? `code ${code}`}); stopping the others.`);
        stopAll(code || 1);
      }
    });
  }
  console.log(
    `[dev] API server http://localhost:${SERVER_PORT} (watch mode) · console http://localhost:${CONSOLE_PORT}/ · ` +
      `wallboard http://localhost:${WALLBOARD_PORT}/wallboard/ · Ctrl-C stops all`,
  );
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stopAll(0));
  process.on('exit', () => procs.forEach((p) => killTree(p.child, 'SIGKILL')));
}

const i = process.argv.indexOf('--vite');
if (i > 0) await viteMode(process.argv[i + 1]);
else await main();
