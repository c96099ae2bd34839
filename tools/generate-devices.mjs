#!/usr/bin/env node
// `npm run devices:generate -- --count 100000 [--sensors 2] [--company ID] [--batch 10000]`
// Adds generated devices (with sensors) to the first company — or --company — of the database the
// server is configured for (DATA_DIR for the embedded PGlite, or DATABASE_URL), in batches of
// INSERT … SELECT generate_series, printing progress; an empty database is first seeded with the demo
// tenant. Builds the server when its build is missing, then runs its CLI mode,
// `node apps/server/dist/main.js devices:generate …`. Stop the server first when it uses PGlite (one
// process at a time may open a PGlite data folder).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'apps/server/dist/main.js');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

if (!existsSync(main)) {
  console.log('Building the server first (npx nx build @om/server)…');
  const build = spawnSync('npx', ['nx', 'build', '@om/server', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0 || !existsSync(main)) {
    console.error('devices:generate: the server build failed');
    process.exit(build.status || 1);
  }
}

const result = spawnSync(process.execPath, [main, 'devices:generate', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
