#!/usr/bin/env node
// `npm start`: builds the console, the wallboard and the server (Nx caches: a second start is
// quick), then runs the built server in the foreground with this environment. The server prints
// the URL and the demo accounts when it is ready. Ctrl-C stops it cleanly.
import { existsSync } from 'node:fs';
import { ensureInstalled, buildAll, spawnGroup, killTree } from './test/lib/proc.mjs';
import { SERVER_MAIN } from './test/lib/server.mjs';

ensureInstalled();

let stopping = false;
let child = null;
const received = new Map();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

// Ctrl-C in a terminal reaches every process of the foreground group (npm, us, nx during the
// build). The server runs in its own group, so it gets each signal exactly once, from here.
// A second Ctrl-C after a second forces the stop.
for (const sig of SIGNALS) {
  process.on(sig, () => {
    const last = received.get(sig);
    received.set(sig, Date.now());
    if (!child) {
      stopping = true;
      return; // during the build: nx got the signal too and exits; we exit after it
    }
    if (last && Date.now() - last > 1000) {
      console.error('\n[start] Forcing the server to stop.');
      killTree(child, 'SIGKILL');
    } else if (!last) {
      killTree(child, sig);
    }
  });
}

if (!(await buildAll({ label: 'start' }))) process.exit(1);
if (stopping) process.exit(130);
if (!existsSync(SERVER_MAIN)) {
  console.error(`[start] ${SERVER_MAIN} was not produced by the build.`);
  process.exit(1);
}

console.log('[start] Starting the server (node apps/server/dist/main.js)…');
child = spawnGroup(process.execPath, [SERVER_MAIN], { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(`[start] Could not start the server: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' || signal === 'SIGHUP' ? 0 : 128 + 9);
  process.exit(code ?? 0);
});
// If we die unexpectedly, do not leave the server behind.
process.on('exit', () => killTree(child, 'SIGTERM'));
