import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'om-server.lock';

/** The embedded database's files were opened by another live process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (a running server or command): the embedded database ` +
        'allows one process at a time. Stop that process first, or point both at PostgreSQL with DATABASE_URL.',
    );
  }
}

/** The code of a system error (not `instanceof Error`: errors can come from another realm). */
function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return codeOf(error) === 'EPERM';
  }
}

function holder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryLock(path: string): (() => void) | number {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
    const pid = holder(path);
    if (pid !== undefined && pid !== process.pid && alive(pid)) return pid;
    // Left by a process that is gone (or by this one's predecessor under the same pid).
    rmSync(path, { force: true });
    return tryLock(path);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (holder(path) === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * Takes DATA_DIR for this process: PGlite has no lock of its own, so a second process (say
 * `npm run devices:generate` next to a running server) would open the same files and both would
 * write them. A lock left by a process that is gone is taken over; a live holder is waited for up to
 * `waitMs` (a watch-mode restart: the old server is still closing). Returns the release function.
 */
export async function lockDataDir(dataDir: string, waitMs = 5_000): Promise<() => void> {
  const path = join(dataDir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const taken = tryLock(path);
    if (typeof taken === 'function') return taken;
    if (Date.now() >= deadline) throw new DataDirInUseError(dataDir, taken);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
