export { keepDeleted } from './keep-deleted';
export { purgeDeleted, startDeletedPurgeJob, KEEP_DELETED_MS } from './purge-deleted';
export { registerRestorable, type Restorable } from './restorable';
export { restoreHandlers } from './restore-handlers';
