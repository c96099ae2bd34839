/**
 * The thread that owns PGlite (started by pglite-thread.ts): PostgreSQL's WebAssembly, the parsing
 * of its answers and the file writes run here, not on the thread that runs Fastify. One PGlite,
 * used as before: its own queue orders the statements and its transaction() holds the connection
 * for one transaction at a time, so row locks and serialisation behave exactly as in one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite-open';
import { PlanCache } from './plan-cache';
import { type PgliteWorkerData, serializeError, type WorkerMessage, type WorkerRequest, type WorkerResults } from './pglite-protocol';
import { isRecord } from '@om/core';

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}

/** Text as it came from PostgreSQL: the caller parses these types itself. */
const asText = (value: string) => value;
const textParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(types: number[]): Record<number, (value: string) => string> {
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, asText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

function toWorkerResults(result: Results<unknown>): WorkerResults {
  return { rows: result.rows, fields: result.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), affectedRows: result.affectedRows };
}

function readWorkerData(data: unknown): PgliteWorkerData {
  if (!isRecord(data)) throw new Error('pglite-worker: no workerData');
  const dataDir = data['dataDir'];
  return {
    dataDir: typeof dataDir === 'string' ? dataDir : undefined,
    unsafeNoFsync: data['unsafeNoFsync'] === true,
    reportSyncs: data['reportSyncs'] === true,
  };
}

class TransactionEnded extends Error {}

async function serve(port: NonNullable<typeof parentPort>): Promise<void> {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const options = readWorkerData(workerData);
  let db: PGlite;
  try {
    db = await createPglite(options.dataDir, {
      unsafeNoFsync: options.unsafeNoFsync,
      onSync: options.reportSyncs ? () => send({ type: 'sync' }) : undefined,
    });
  } catch (error) {
    send({ type: 'failed', error: serializeError(error) });
    return;
  }
  const plans = new PlanCache(db);
  const transactions = new Map<number, OpenTransaction>();
  const unlisteners = new Map<string, () => Promise<void>>();
  let closing = false;

  const target = (tx: number | undefined): PGlite | Transaction => {
    if (closing) throw new Error('The database is closed (the server is stopping)');
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  };

  const begin = (id: number): Promise<void> =>
    new Promise<void>((opened, failed) => {
      let end: (commit: boolean) => void = () => undefined;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const entry = { end, done: Promise.resolve() };
      entry.done = db
        .transaction(async (tx) => {
          transactions.set(id, { tx, end, done: entry.done });
          opened();
          if (!(await ended)) {
            // Throwing makes PGlite roll back (unless the caller already did).
            throw new TransactionEnded();
          }
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionEnded) return;
          throw error;
        })
        .finally(() => transactions.delete(id));
      // BEGIN itself failed: the transaction never opened (after it opened, this changes nothing).
      entry.done.catch(failed);
    });

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.type) {
      case 'query': {
        const options = { rowMode: request.rowMode, parsers: parsersFor(request.textTypes) };
        const on = target(request.tx); // refuses once the database is closing
        const result = on === db ? await plans.query(request.sql, request.params, options) : await on.query(request.sql, request.params, options);
        return toWorkerResults(result);
      }
      case 'exec': {
        const results = await target(request.tx).exec(request.sql);
        return results.map(toWorkerResults);
      }
      case 'begin':
        await begin(request.id);
        return request.id;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        open.end(request.commit);
        await open.done;
        return null;
      }
      case 'rollback': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        await open.tx.rollback();
        return null;
      }
      case 'listen': {
        if (!unlisteners.has(request.channel)) {
          const channel = request.channel;
          unlisteners.set(channel, await db.listen(channel, (payload) => send({ type: 'notification', channel, payload })));
        }
        return null;
      }
      case 'unlisten': {
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return null;
      }
      case 'close':
        // A request still running when the server stops: its transaction is rolled back, its next statement fails.
        closing = true;
        for (const open of transactions.values()) open.end(false);
        await db.close();
        return null;
    }
  };

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (result) => send({ type: 'reply', id: request.id, result }),
      (error: unknown) => send({ type: 'error', id: request.id, error: serializeError(error) }),
    );
  });
  send({ type: 'ready' });
}

if (parentPort) void serve(parentPort);
