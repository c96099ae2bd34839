/**
 * The messages between the HTTP thread and the thread that owns PGlite (pglite-thread.ts ↔
 * pglite-worker.ts). Values cross by structured clone; parsers cannot, so the worker answers the
 * types the caller has parsers for as PostgreSQL's text and the caller parses them.
 */

export interface PgliteWorkerData {
  /** On disk (durable unless `unsafeNoFsync`), or in memory when undefined. */
  dataDir: string | undefined;
  unsafeNoFsync: boolean;
  /** Report every fsync (the tests count them). */
  reportSyncs: boolean;
}

export type RowMode = 'array' | 'object';

export type WorkerRequest =
  | { type: 'query'; id: number; tx: number | undefined; sql: string; params: unknown[]; rowMode: RowMode; textTypes: number[] }
  | { type: 'exec'; id: number; tx: number | undefined; sql: string }
  /** Opens a transaction (PGlite's transaction(): it waits for the one running); answers its number. */
  | { type: 'begin'; id: number }
  /** Ends a transaction: commit (COMMIT, or the error PGlite gives) or roll back. */
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'rollback'; id: number; tx: number }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; channel: string }
  | { type: 'close'; id: number };

export interface WorkerResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** An error as plain data: its message, name and own scalar fields (code, constraint, detail …). */
export type SerializedError = Record<string, string | number | boolean | undefined> & { message: string };

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'reply'; id: number; result: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notification'; channel: string; payload: string }
  | { type: 'sync' };

export function serializeError(error: unknown): SerializedError {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const serialized: SerializedError = { message: error instanceof Error ? error.message : String(error) };
  if (error instanceof Error) serialized['name'] = error.name;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') serialized[key] = value;
  }
  return serialized;
}

/** A database error from the worker: the same fields (code, constraint …) as PGlite's own. */
export class PgliteThreadError extends Error {
  [field: string]: unknown;
  constructor(error: SerializedError) {
    super(error.message);
    for (const [key, value] of Object.entries(error)) {
      if (key !== 'message' && key !== 'stack') this[key] = value;
    }
    this.name = typeof error['name'] === 'string' ? error['name'] : 'Error';
  }
}
