import type { ServerConfig } from './config/env';
import type { Database, DatabaseKind } from './db/client';
import type { FileStore } from './files/file-store';
import type { LatestMessageCache } from './messages/latest-message-cache';
import type { ContractSchemas } from './resource/contract-schemas';
import type { LoginLimits } from './session/rate-limit';
import type { SessionService } from './session/session-service';

/** What the handlers work with; built once per app by buildApp. */
export interface Services {
  config: ServerConfig;
  db: Database;
  databaseKind: DatabaseKind;
  sessions: SessionService;
  loginLimits: LoginLimits;
  latestMessages: LatestMessageCache;
  startedAt: number;
  /** The contract's component schemas, compiled on demand (CSV import rows, type guards). */
  contract: ContractSchemas;
  /** The platform file store (a folder under DATA_DIR or an S3-compatible bucket). */
  files: FileStore;
}
