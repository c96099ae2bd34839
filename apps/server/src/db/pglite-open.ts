import { PGlite } from '@electric-sql/pglite';
import { DurableNodeFS } from './durable-nodefs';

/** PGlite's start parameters without `-F` (fsync off), with fsync as the WAL's sync method. */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

export interface PgliteFiles {
  /** fsync off (PGlite's own default): faster writes, acknowledged writes lost on an OS crash or power cut. */
  unsafeNoFsync?: boolean;
  /** Called on every fsync (tests count them). */
  onSync?: () => void;
}

/** A PGlite on disk in `dataDir` (durable unless `unsafeNoFsync`), or in memory; ready to use. */
export async function createPglite(dataDir: string | undefined, options: PgliteFiles = {}): Promise<PGlite> {
  const client = !dataDir
    ? new PGlite()
    : options.unsafeNoFsync
      ? new PGlite(dataDir)
      : new PGlite({ fs: new DurableNodeFS(dataDir, options.onSync), startParams: durableStartParams() });
  await client.waitReady;
  return client;
}
