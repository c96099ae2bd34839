import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { isRecord } from '@om/core';

/** Emscripten's errno for EIO: PostgreSQL treats a failed fsync as fatal (PANIC), as it must. */
const EIO = 29;

type NodeFsInit = Awaited<ReturnType<NodeFS['init']>>;
type PostgresModule = NodeFsInit['emscriptenOpts'];

/**
 * PGlite's Node file system (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync() of a data or WAL
 * file returned at once and the data stayed in the OS page cache. This one adds it, as fs.fsyncSync on
 * the file's descriptor; with fsync=on and wal_sync_method=fsync (PGlite's own fdatasync is a no-op) a
 * commit is acknowledged only after its WAL is on disk. `onSync` counts the calls for the tests.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onSync: () => void = () => undefined,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): Promise<NodeFsInit> {
    const { emscriptenOpts } = await super.init(...args);
    const addFsync = (mod: PostgresModule) => {
      const nodefs: unknown = mod.NODEFS;
      if (!isRecord(nodefs) || !isRecord(nodefs['stream_ops'])) throw new Error('PGlite: NODEFS has no stream_ops; cannot make the database durable');
      nodefs['stream_ops']['fsync'] = (stream: unknown) => {
        const fd = isRecord(stream) ? stream['nfd'] : undefined;
        if (typeof fd !== 'number') return 0;
        try {
          fsyncSync(fd);
          this.onSync();
          return 0;
        } catch {
          return EIO;
        }
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] } };
  }
}
