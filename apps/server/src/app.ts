import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import openapiGlue from 'fastify-openapi-glue';
import { loadConfig, type ServerConfig } from './config/env';
import { assertContractServable, contractFile, loadContract } from './contract/specification';
import type { ServiceHandlers } from './contract/handler-types';
import { adminHandlers } from './admin/admin-handlers';
import { dashboardHandlers } from './dashboard/dashboard-handlers';
import { spareModuleHandlers } from './spare';
import { purchasingFileReaders, purchasingModuleHandlers } from './purchasing';
import { repairFileReaders, repairModuleHandlers } from './repair';
import { startRepairDeadlineJob } from './repair/deadlines';
import { deviceFileReader, deviceModuleHandlers } from './devices';
import { documentFileReaders, documentModuleHandlers } from './documents';
import { fileHandlers } from './files/file-handlers';
import { startUnattachedCleanupJob } from './files/unattached-cleanup';
import { sheetHandlers } from './resource/sheets/sheet-handlers';
import { restoreHandlers, startDeletedPurgeJob } from './resource/restore';
import { migrateDeviceUploads } from './files/migrate-device-uploads';
import { migrateAvatars } from './files/migrate-avatars';
import { migrateRepairPhotos } from './files/migrate-repair-photos';
import { avatarHandlers, avatarReader } from './files/avatar-upload';
import { refreshPinyinKeys } from './search/pinyin-index';
import { createFileStore } from './files/file-store';
import { registerMultipartRoutes } from './files/multipart-routes';
import { scheduledWorkFileReaders, scheduledWorkHandlers, startSchedulerJob, startTaskDeadlineJob } from './scheduled-work';
import { startSpecialEquipmentJob } from './devices/special-equipment';
import { type DatabaseHandle, openDatabase } from './db/client';
import { ensureDefaultHostConfigs } from './host-config/default-host-configs';
import { hostConfigHandlers, registerHostConfigRevalidation } from './host-config/host-config-handlers';
import { registerAccessControl } from './http/access-control';
import { handleFrameworkError, handleNotFound, registerErrorHandling } from './http/errors';
import { registerHostileInputChecks } from './http/hostile-input';
import { registerJsonTextAnswers } from './http/json-text';
import { loggerOptions } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { LatestMessageCache } from './messages/latest-message-cache';
import { messageHandlers } from './messages/message-handlers';
import { orgHandlers } from './org/org-handlers';
import { peopleHandlers } from './org/people-handlers';
import { ContractSchemas } from './resource/contract-schemas';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo';
import { seedDemoDocuments } from './seed/demo-documents';
import type { Services } from './services';
import { startDailyVacuum } from './db/maintenance';
import { sessionHandlers } from './session/session-handlers';
import { uploadsDir } from './shell/shell-handlers';
import { searchHandlers } from './search/search-handlers';
import { createLoginLimits } from './session/rate-limit';
import { SessionService } from './session/session-service';

export interface BuildAppOptions {
  /** Settings over those read from the environment. */
  config?: Partial<ServerConfig>;
  /** An open database (tests share one per file); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** The OpenAPI document to serve; defaults to the bundled contract. */
  specification?: Record<string, unknown>;
  /** Handlers for operations beyond the contract's (tests). */
  extraHandlers?: Record<string, (...args: never[]) => unknown>;
  /** Registers more routes before start-up (tests of the access refusal). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** false turns logging off; otherwise pino at the configured level. */
  logger?: boolean;
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

/** TRUST_PROXY=n: the n nearest hops are proxies (proxy-addr's meaning of a number, which Fastify's types omit). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** An import (`x-action: import`) takes a file of up to 16 MB (an .xlsx arrives base64-encoded). */
const IMPORT_BODY_LIMIT = 16 * 1_048_576;

/** An operation may raise the 1 MB body limit with `x-body-limit: <bytes>` (uploads); imports have theirs. */
function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema: unknown = route.schema;
    const declared = typeof schema === 'object' && schema !== null && 'x-body-limit' in schema ? schema['x-body-limit'] : undefined;
    const importing = typeof schema === 'object' && schema !== null && 'x-action' in schema && schema['x-action'] === 'import';
    const limit = declared ?? (importing ? IMPORT_BODY_LIMIT : undefined);
    if (typeof limit === 'number' && Number.isInteger(limit) && limit > 0) route.bodyLimit = limit;
  });
}

/**
 * After a write request, its answer waits until the change feed has delivered what the write changed
 * (a no-op on PGlite, which delivers before the write's statement returns): the client's next request
 * never meets a cache of this process that predates its own write.
 */
function registerChangeBarrier(app: FastifyInstance, database: DatabaseHandle): void {
  if (database.kind !== 'postgres') return;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await database.changes.sync();
    return payload;
  });
}

/** The whole server as a Fastify instance, ready for `listen` or `inject`. Migrates and seeds the database. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const specification = options.specification ?? loadContract();

  const services: Omit<Services, 'db' | 'databaseKind' | 'sessions'> = {
    config,
    loginLimits: createLoginLimits(config),
    // A single PGlite process sees every write; several servers on PostgreSQL may not.
    latestMessages: new LatestMessageCache(config.databaseUrl ? 5_000 : Number.POSITIVE_INFINITY),
    startedAt: Date.now(),
    contract: new ContractSchemas(specification),
    files: createFileStore(config.files, config.dataDir),
  };

  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    // Errors Fastify raises before routing (a malformed URL such as /%ff): the same envelope and headers.
    frameworkErrors: handleFrameworkError,
  });

  const database = options.database ?? (await openDatabase(
      {
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        unsafeNoFsync: config.pgliteUnsafeNoFsync,
        inline: !config.pgliteWorker,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      },
      app.log,
    ));
  if (!options.database) app.addHook('onClose', () => database.close());

  try {
    const sessions = new SessionService(database.db, {
      ttlHours: config.sessionTtlHours,
      onBackgroundError: (error) => app.log.warn({ err: error }, 'session bookkeeping failed'),
    });
    const ready: Services = { ...services, db: database.db, databaseKind: database.kind, sessions };
    // Handler maps typed by their contract operations (ServiceHandlers): a handler answering another shape,
    // or registered under an operation it does not answer, does not compile.
    const typedHandlers = {
      ...sessionHandlers(ready),
      ...hostConfigHandlers(ready),
      ...messageHandlers(ready),
      ...orgHandlers(ready),
      ...peopleHandlers(ready),
      ...searchHandlers(ready),
      ...dashboardHandlers(ready),
      ...adminHandlers(ready),
      ...deviceModuleHandlers(ready),
      ...purchasingModuleHandlers(ready),
      ...repairModuleHandlers(ready),
      ...spareModuleHandlers(ready),
      ...documentModuleHandlers(ready),
      ...fileHandlers(ready, { ...documentFileReaders(ready), device: deviceFileReader(ready), ...scheduledWorkFileReaders(ready), ...purchasingFileReaders(ready), ...repairFileReaders(ready), user: avatarReader }),
      ...avatarHandlers(ready),
      ...sheetHandlers(ready),
      ...scheduledWorkHandlers(ready),
      ...restoreHandlers(ready),
    } satisfies Partial<ServiceHandlers>;
    const serviceHandlers = { ...typedHandlers, ...options.extraHandlers };
    assertContractServable(specification, Object.keys(serviceHandlers));

    await database.migrate();
    await ensureDefaultHostConfigs(database.db);
    await migrateDeviceUploads(database.db, ready.files, uploadsDir(config.dataDir), app.log);
    await migrateAvatars(database.db, ready.files, uploadsDir(config.dataDir), app.log);
    await migrateRepairPhotos(database.db, ready.files, uploadsDir(config.dataDir), app.log);
    if (config.demoData && (await isDatabaseEmpty(database.db))) {
      await seedDemoData(database.db);
      await seedDemoDocuments(database.db, ready.files);
      app.log.info('seeded the demo tenant (DEMO_DATA is on and the database was empty)');
    }
    const keyed = await refreshPinyinKeys(database.db);
    if (keyed) app.log.info(`computed the pinyin search keys of ${keyed} names`);

    registerErrorHandling(app);
    registerSecurityHeaders(app);
    registerJsonTextAnswers(app);
    registerAccessControl(app, sessions);
    registerHostileInputChecks(app);
    registerBodyLimits(app);
    registerHostConfigRevalidation(app, database.db);
    registerChangeBarrier(app, database);
    registerMultipartRoutes(app);
    await app.register(multipart, { limits: { fileSize: config.files.maxBytes + 1, files: 1, fields: 0, parts: 1, headerPairs: 100 } });
    app.setNotFoundHandler(handleNotFound);

    await app.register(openapiGlue, { specification, serviceHandlers });
    registerStaticFiles(app, {
      consoleDist: config.consoleDist,
      wallboardDist: config.wallboardDist,
      contractFile: contractFile(),
      uploadsDir: uploadsDir(config.dataDir),
    });
    options.extraRoutes?.(app);
    // Hooks cannot be added once the instance is ready, so the stop hook is registered first.
    let stopBackgroundJobs: (() => void) | undefined;
    app.addHook('onClose', async () => stopBackgroundJobs?.());
    await app.ready();
    if (config.backgroundJobs) {
      const stops = [startSpecialEquipmentJob(ready, app.log), startRepairDeadlineJob(ready, app.log), startSchedulerJob(ready.db, app.log), startTaskDeadlineJob(ready, app.log), startUnattachedCleanupJob(ready.db, ready.files, app.log), startDeletedPurgeJob(ready, app.log)];
      if (ready.databaseKind === 'pglite') stops.push(startDailyVacuum(ready.db, app.log));
      stopBackgroundJobs = () => stops.forEach((stop) => stop());
    }
    return { app, services: ready };
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
