import './threadpool';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { isLeaderWorker, superviseWorkers, workerConfig } from './cluster';
import { runAdminCreate } from './cli/admin-create';
import { runAuditVerify } from './cli/audit-verify';
import { runGenerateDevices } from './cli/generate-devices';
import { runGenerateDocuments } from './cli/generate-documents';
import { runGenerateLedger } from './cli/generate-ledger';
import { runGenerateSchedule } from './cli/generate-schedule';
import { DataDirInUseError } from './db/data-dir-lock';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import { DEMO_ACCOUNTS } from './seed/demo-roles';

function readyBanner(config: ServerConfig, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;
  const lines = [
    `O&M platform ready at ${url}/  (wallboard ${url}/wallboard/, API reference ${url}/api-docs)`,
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  ];
  if (config.demoData) {
    lines.push('Demo accounts (when the demo tenant was seeded into an empty database):');
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.username.padEnd(12)} ${account.password.padEnd(12)} ${account.roleName}`);
  }
  return lines.join('\n');
}

async function serve(): Promise<void> {
  const loaded = loadConfig();
  if (loaded.workers > 1 && cluster.isPrimary) {
    superviseWorkers(loaded);
    return;
  }
  const config = workerConfig(loaded);
  const { app } = await buildApp({ config });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.logLevel !== 'silent' && (cluster.isPrimary || isLeaderWorker())) {
    const processes = config.workers > 1 ? `\nAPI processes: ${config.workers} (WORKERS)` : '';
    console.log(readyBanner(config, port) + processes);
  }
}

async function main(): Promise<number | undefined> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'admin:create') return runAdminCreate(rest);
  if (command === 'audit:verify') return runAuditVerify();
  if (command === 'devices:generate') return runGenerateDevices(rest);
  if (command === 'spare:generate-ledger') return runGenerateLedger(rest);
  if (command === 'documents:generate') return runGenerateDocuments(rest);
  if (command === 'schedule:generate') return runGenerateSchedule(rest);
  if (command !== undefined) {
    console.error(`unknown command "${command}" (expected none, to serve, admin:create, audit:verify, devices:generate, spare:generate-ledger, documents:generate or schedule:generate)`);
    return 2;
  }
  await serve();
  return undefined;
}

main().then(
  (code) => {
    if (code !== undefined) process.exit(code);
  },
  (error: unknown) => {
    // A bad setting or a busy DATA_DIR is the operator's to fix: say which, without a stack trace.
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error('The server could not start:', error);
    process.exit(1);
  },
);
