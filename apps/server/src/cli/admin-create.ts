import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { ensureDefaultHostConfigs } from '../host-config/default-host-configs';
import { passwordWeakness } from '../session/passwords';
import { AdminCreationError, createPlatformAdmin, DEFAULT_ADMIN_COMPANY } from '../users/create-platform-admin';

const USAGE = 'usage: admin:create --username NAME --password PASSWORD [--company "Company name"]';

/** `main.js admin:create …`: creates a platform administrator in the configured database. Returns the exit code. */
export async function runAdminCreate(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { username: { type: 'string' }, password: { type: 'string' }, company: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.username || !values.password) {
    console.error(USAGE);
    return 2;
  }
  // Refuse before touching (or creating) the database.
  const weakness = passwordWeakness(values.password, values.username);
  if (weakness) {
    console.error(`admin:create refused: ${weakness}`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, unsafeNoFsync: config.pgliteUnsafeNoFsync, inline: !config.pgliteWorker }, {
    error: (details, message) => console.error(message, details),
  });
  try {
    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    const created = await createPlatformAdmin(database.db, {
      username: values.username,
      password: values.password,
      company: values.company,
    });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `Created platform administrator "${values.username.trim()}" (user ${created.userId}) in company ` +
        `"${values.company ?? DEFAULT_ADMIN_COMPANY}"${created.companyCreated ? ' (new)' : ''}; database: ${where}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AdminCreationError) {
      console.error(`admin:create refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
