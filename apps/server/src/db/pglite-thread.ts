import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { PgliteThreadError, type PgliteWorkerData, type WorkerMessage, type WorkerRequest, type WorkerResults } from './pglite-protocol';
import { isRecord } from '@om/core';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request without its id (the client numbers them). */
type Request = WithoutId<WorkerRequest>;

export interface PgliteThreadOptions {
  /** On disk (durable unless `unsafeNoFsync`), or in memory when undefined. */
  dataDir?: string;
  unsafeNoFsync?: boolean;
  /** Called on every fsync in the database's thread (tests count them). */
  onSync?: () => void;
  /** The thread failed or ended unasked: every pending and later statement fails. */
  onFailure?: (error: Error) => void;
}

/**
 * The worker's script: next to the built main.js (dist/pglite-worker.js, an esbuild entry point of
 * its own), or the TypeScript source when running from the source tree (tests), through swc.
 */
function workerScript(): { file: string; execArgv: string[] } {
  for (const file of [join(__dirname, 'pglite-worker.js'), join(__dirname, 'db/pglite-worker.js')]) {
    if (existsSync(file)) return { file, execArgv: [] };
  }
  const source = join(__dirname, 'pglite-worker.ts');
  if (existsSync(source)) return { file: source, execArgv: ['--require', '@swc-node/register'] };
  throw new Error(`The PGlite worker script is missing next to ${__filename} (build the server: npx nx build @om/server)`);
}

/**
 * The shape PGlite promises; the row type is the caller's claim (as with PGlite itself: the rows are
 * what PostgreSQL answered for the caller's statement).
 */
function isResults<T>(value: unknown): value is Results<T> {
  return isRecord(value) && Array.isArray(value['rows']) && Array.isArray(value['fields']);
}

/**
 * Applies the caller's parsers (they cannot cross threads: the worker answered these types as text),
 * as PGlite would have: to every non-null value of a column of that type.
 */
function parse(result: WorkerResults, options: QueryOptions | undefined): WorkerResults {
  const parsers = options?.parsers;
  if (!parsers) return result;
  const columns = result.fields.flatMap((field, index) => {
    const parser = field.dataTypeID in parsers ? parsers[field.dataTypeID] : undefined;
    return parser ? [{ index, name: field.name, parser }] : [];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows) {
    for (const column of columns) {
      if (Array.isArray(row)) {
        const value: unknown = row[column.index];
        if (typeof value === 'string') row[column.index] = column.parser(value);
      } else if (isRecord(row)) {
        const value = row[column.name];
        if (typeof value === 'string') row[column.name] = column.parser(value);
      }
    }
  }
  return result;
}

/**
 * json and jsonb cross the thread as text and are parsed here, as PGlite parses them: one string is
 * cheap to post, while the parsed value (a list page is one json value) cost the database's thread
 * its JSON.parse and a structured clone, and this thread the clone's copy.
 */
const JSON_PARSERS: Record<number, (value: string) => unknown> = { 114: (value) => JSON.parse(value), 3802: (value) => JSON.parse(value) };

function templateQuery(strings: TemplateStringsArray): string {
  return strings.reduce((text, part, index) => (index === 0 ? part : `${text}$${index}${part}`), '');
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in a worker thread, with the part of PGlite's API that drizzle and the change feed use
 * (query, exec, transaction, listen, close). Statements are posted to the worker; the HTTP thread
 * only copies the answers in (for a device page: one json string). Notifications are posted by the
 * worker while it parses the committing statement's answer, so they arrive before that statement's
 * answer, as they do on one thread.
 */
export class PgliteThread implements Transaction {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 0;
  private failure: Error | undefined;
  private closing = false;

  private constructor(
    private readonly worker: Worker,
    private readonly options: PgliteThreadOptions,
  ) {
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (!this.closing) this.fail(new Error(`The PGlite thread ended (exit code ${code})`));
    });
  }

  /** Starts the thread and opens the database in it. */
  static async start(options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const script = workerScript();
    const data: PgliteWorkerData = { dataDir: options.dataDir, unsafeNoFsync: options.unsafeNoFsync === true, reportSyncs: options.onSync !== undefined };
    const worker = new Worker(script.file, { workerData: data, execArgv: script.execArgv });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === 'ready') settle(() => resolve());
        else if (message.type === 'failed') settle(() => reject(new PgliteThreadError(message.error)));
      };
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (code: number) => settle(() => reject(new Error(`The PGlite thread ended while opening the database (exit code ${code})`)));
      const settle = (then: () => void) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        then();
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    const thread = new PgliteThread(worker, options);
    // An idle database keeps no process alive (as PGlite on the main thread); a pending statement does.
    worker.unref();
    return thread;
  }

  get closed(): boolean {
    return this.closing;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.runQuery<T>(undefined, sql, params, options);
  }

  async sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    return this.query<T>(templateQuery(strings), params);
  }

  async exec(sql: string): Promise<Results[]> {
    return this.runExec(undefined, sql);
  }

  /** PGlite's transaction(): one at a time; the callback's statements run inside it, others wait. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call({ type: 'begin' });
    if (typeof id !== 'number') throw new Error('The PGlite thread opened no transaction');
    const tx = new ThreadTransaction(this, id);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      tx.end();
      await this.call({ type: 'end', tx: id, commit: false }).catch(() => undefined);
      throw error;
    }
    tx.end();
    await this.call({ type: 'end', tx: id, commit: true });
    return result;
  }

  /** Outside a transaction there is nothing to roll back (PGlite's own top level has no rollback). */
  async rollback(): Promise<void> {
    throw new Error('rollback() outside a transaction');
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.call({ type: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      const current = this.listeners.get(channel);
      current?.delete(callback);
      if (current && current.size === 0) {
        this.listeners.delete(channel);
        await this.call({ type: 'unlisten', channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.closing) return;
    try {
      if (!this.failure) await this.call({ type: 'close' });
    } finally {
      this.closing = true;
      await this.worker.terminate();
    }
  }

  /** @internal the statements of a transaction (ThreadTransaction). */
  async runQuery<T>(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const parsers = { ...JSON_PARSERS, ...options?.parsers };
    const textTypes = Object.keys(parsers).map(Number);
    const reply = await this.call({ type: 'query', tx, sql, params, rowMode: options?.rowMode ?? 'object', textTypes });
    if (!isResults<T>(reply)) throw new Error('The PGlite thread answered no rows');
    parse(reply, { ...options, parsers });
    return reply;
  }

  /** @internal */
  async runExec(tx: number | undefined, sql: string): Promise<Results[]> {
    const reply = await this.call({ type: 'exec', tx, sql });
    if (!Array.isArray(reply)) throw new Error('The PGlite thread answered no results');
    return reply.filter((result) => isResults<Record<string, unknown>>(result));
  }

  /** @internal */
  call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new Error('The database is closed'));
    const id = ++this.nextId;
    return new Promise<unknown>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      const message: WorkerRequest = { ...request, id };
      try {
        this.worker.postMessage(message);
      } catch (error) {
        this.settled(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private settled(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
    return pending;
  }

  private receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'reply':
        this.settled(message.id)?.resolve(message.result);
        return;
      case 'error':
        this.settled(message.id)?.reject(new PgliteThreadError(message.error));
        return;
      case 'notification':
        for (const callback of this.listeners.get(message.channel) ?? []) callback(message.payload);
        return;
      case 'sync':
        this.options.onSync?.();
        return;
      default:
        return;
    }
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const id of [...this.pending.keys()]) this.settled(id)?.reject(error);
    this.options.onFailure?.(error);
  }
}

/** One open transaction of a PgliteThread (the `tx` of its transaction callback). */
class ThreadTransaction implements Transaction {
  private ended = false;

  constructor(
    private readonly thread: PgliteThread,
    private readonly id: number,
  ) {}

  get closed(): boolean {
    return this.ended;
  }

  end(): void {
    this.ended = true;
  }

  private open(): void {
    if (this.ended) throw new Error('Transaction is closed');
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    this.open();
    return this.thread.runQuery<T>(this.id, sql, params, options);
  }

  async sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    return this.query<T>(templateQuery(strings), params);
  }

  async exec(sql: string): Promise<Results[]> {
    this.open();
    return this.thread.runExec(this.id, sql);
  }

  async rollback(): Promise<void> {
    this.open();
    await this.thread.call({ type: 'rollback', tx: this.id });
    this.ended = true;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<(tx?: Transaction) => Promise<void>> {
    this.open();
    return this.thread.listen(channel, callback);
  }
}
