#!/usr/bin/env node
// `npm run audit:verify`: verifies the hash chain of the audit log in the database the server is
// configured for (DATA_DIR for the embedded PGlite, or DATABASE_URL). Prints the number of entries
// and the first broken entry if any; exits 1 when the log was tampered with. Builds the server when
// its build is missing, then runs its CLI mode, `node apps/server/dist/main.js audit:verify`.
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
    console.error('audit:verify: the server build failed');
    process.exit(build.status || 1);
  }
}

const result = spawnSync(process.execPath, [main, 'audit:verify', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
