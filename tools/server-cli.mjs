#!/usr/bin/env node
// `node tools/server-cli.mjs <command> [arguments]`: runs one of the server's CLI commands against
// the database the server is configured for (DATA_DIR for the embedded PGlite, or DATABASE_URL),
// building the server first when its build is missing (`node apps/server/dist/main.js <command> …`).
//   npm run admin:create -- --username NAME --password PASSWORD [--company "Company name"]
//       a platform administrator (role `admin`)
//   npm run audit:verify
//       the hash chain of the audit log: the number of entries and the first broken one; exit 1 when tampered with
//   npm run devices:generate -- --count 100000 [--sensors 2] [--company ID] [--batch 10000]
//       generated devices (with sensors) for the first company — or --company — in batches, with
//       progress; an empty database is first seeded with the demo tenant. Stop a server using PGlite
//       first (one process at a time may open a PGlite data folder).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tools/server-cli.mjs <admin:create|audit:verify|devices:generate> [arguments]');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const main = join(root, 'apps/server/dist/main.js');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

if (!existsSync(main)) {
  console.log('Building the server first (npx nx build @om/server)…');
  const build = spawnSync('npx', ['nx', 'build', '@om/server', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0 || !existsSync(main)) {
    console.error(`${command}: the server build failed`);
    process.exit(build.status || 1);
  }
}

const result = spawnSync(process.execPath, [main, command, ...args], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
