import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openPglite } from './client';

const fresh = () => mkdtempSync(join(tmpdir(), 'om-lock-'));

/** A live process other than this one, for as long as the test needs it. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
}

describe('the DATA_DIR lock', () => {
  it('is taken and released by this process', async () => {
    const dir = fresh();
    const release = await lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a directory a live process holds, naming it, after waiting', async () => {
    const dir = fresh();
    const other = otherProcess();
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      const started = Date.now();
      await expect(lockDataDir(dir, 400)).rejects.toThrow(DataDirInUseError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
      await expect(lockDataDir(dir, 0)).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.stop();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = fresh();
    const other = otherProcess();
    writeFileSync(join(dir, LOCK_FILE), String(other.pid));
    other.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const release = await lockDataDir(dir, 0);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is held by an open embedded database and refuses it while another process holds the directory', async () => {
    const dir = fresh();
    const first = await openPglite(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const other = otherProcess();
    try {
      writeFileSync(join(dir, LOCK_FILE), String(other.pid));
      await expect(openPglite(dir)).rejects.toThrow(DataDirInUseError);
    } finally {
      other.stop();
    }
  }, 60_000);
});
