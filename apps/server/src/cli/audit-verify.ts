import { verifyAuditChain } from '../audit/audit-log';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';

/**
 * `main.js audit:verify`: walks the audit log's hash chain in the configured database (DATA_DIR or
 * DATABASE_URL), prints the entry count and the first broken entry, and returns 1 on tampering.
 */
export async function runAuditVerify(
  open: () => Promise<DatabaseHandle> = () => {
    const config = loadConfig();
    return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync, inline: !config.pgliteWorker }, { error: (details, message) => console.error(message, details) });
  },
  print: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  const database = await open();
  try {
    // The same migrations the server applies at start (a database it never served has no log yet).
    await database.migrate();
    const result = await verifyAuditChain(database.db);
    if (result.ok) {
      print.log(`audit:verify: ${result.entries} entries, the hash chain is intact`);
      return 0;
    }
    print.error(
      `audit:verify: TAMPERED — entry ${result.brokenAt}: ${result.reason} (${result.entries} entries before it verified)`,
    );
    return 1;
  } finally {
    await database.close();
  }
}
